import type { User } from "@crease/core/users";
import { useMutation } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** POST /api/users/me/become-owner: a player becomes a venue owner; 409 for owners and admins. */
export function becomeOwner(): Promise<User> {
  return data(api.POST("/api/users/me/become-owner"));
}

export function useBecomeOwner(options: { onUpgraded: (user: User) => void }) {
  return useMutation({ mutationFn: becomeOwner, onSuccess: options.onUpgraded });
}
