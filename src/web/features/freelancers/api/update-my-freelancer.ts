import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FreelancerProfileInput } from "@/domain/freelancers/profile";
import { api, unwrap } from "@/web/lib/api-client";

/** `PUT /api/me/freelancer`: the freelancer saves their title, rate (paise), availability, portfolio, skills. */
export async function updateMyFreelancer(input: FreelancerProfileInput) {
  return unwrap(await api.me.freelancer.$put({ json: input }));
}

export function useUpdateMyFreelancer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyFreelancer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["freelancers"] }),
  });
}
