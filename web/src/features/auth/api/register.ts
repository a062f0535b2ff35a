import type { RegisterInput, User } from "@crease/core/users";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/auth/register: creates the account (201) but does not sign in. */
export function register(input: RegisterInput): Promise<User> {
  return api.post<User>("/api/auth/register", input);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
