import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { ME_QUERY_KEY } from "@/web/lib/me";

/**
 * `POST /api/me/profile-image`: uploads the profile image (checked by content on the server, 5 MB);
 * returns the updated user, whose `avatarUrl` points at the stored 256 px image.
 */
export async function uploadProfileImage(file: File) {
  return unwrap(await api.me["profile-image"].$post({ form: { file } }));
}

/** Uploads the profile image and puts the returned user in the `me` cache. */
export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: (user) => queryClient.setQueryData(ME_QUERY_KEY, user),
  });
}
