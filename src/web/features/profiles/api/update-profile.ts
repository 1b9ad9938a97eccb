import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";
import { ME_QUERY_KEY } from "@/web/lib/me";

/** Body of `PUT /api/me/profile` (spec 1 §5 profile fields). */
export type UpdateProfileInput = InferRequestType<typeof api.me.profile.$put>["json"];

/** `PUT /api/me/profile`: completes or updates the profile; returns the updated user. */
export async function updateProfile(input: UpdateProfileInput) {
  return unwrap(await api.me.profile.$put({ json: input }));
}

/** Saves the profile and puts the returned user in the `me` cache. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
      return queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
