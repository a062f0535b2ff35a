import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/auth/reset-password. */
export function resetPassword(input: { token: string; password: string }): Promise<{ message: string }> {
  return api.post<{ message: string }>("/api/auth/reset-password", input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
