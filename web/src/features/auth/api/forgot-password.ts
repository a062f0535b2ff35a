import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/auth/forgot-password: the same answer whether or not the account exists. */
export function forgotPassword(input: { email: string }): Promise<{ message: string }> {
  return api.post<{ message: string }>("/api/auth/forgot-password", input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
