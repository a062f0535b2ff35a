import { useMutation } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** POST /api/auth/forgot-password: the same answer whether or not the account exists. */
export function forgotPassword(input: { email: string }): Promise<{ message: string }> {
  return data(api.POST("/api/auth/forgot-password", { body: input }));
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
