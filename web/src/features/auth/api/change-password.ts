import { useMutation } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** POST /api/auth/change-password: a wrong current password is a 400 with errors.currentPassword. */
export function changePassword(input: {
  currentPassword: string;
  newPassword: string;
  /** Unlink the number that signs in (the form lists it). */
  removeLinkedPhones?: boolean;
}): Promise<{ message: string }> {
  return data(api.POST("/api/auth/change-password", { body: input }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
