import type { RegisterInput, User } from "@crease/core/users";
import { useMutation } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** POST /api/auth/register: creates the account (201) but does not sign in. */
export function register(input: RegisterInput): Promise<User> {
  return data(api.POST("/api/auth/register", { body: input }));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
