import type { UpdateProfileInput, User } from "@crease/core/users";
import { useMutation } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** PATCH /api/users/me {fullName?, phone?}: returns the updated user. */
export function updateProfile(input: UpdateProfileInput): Promise<User> {
  return data(api.PATCH("/api/users/me", { body: input }));
}

export function useUpdateProfile(options: { onUpdated: (user: User) => void }) {
  return useMutation({ mutationFn: updateProfile, onSuccess: options.onUpdated });
}
