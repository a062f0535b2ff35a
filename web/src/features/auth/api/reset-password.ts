import { useMutation } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** POST /api/auth/reset-password. */
export function resetPassword(input: {
  token: string;
  password: string;
  removeLinkedPhones?: boolean;
}): Promise<{ message: string }> {
  return data(api.POST("/api/auth/reset-password", { body: input }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
