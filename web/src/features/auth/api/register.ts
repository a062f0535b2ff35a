import type { RegisterInput, User } from "@crease/core/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";
import { meQueryKey } from "./get-me";

/** POST /api/auth/register: creates the account (201) and signs it in (the session cookie comes with the answer). */
export function register(input: RegisterInput): Promise<User> {
  return data(api.POST("/api/auth/register", { body: input }));
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      // As after a sign-in: nothing cached for a visitor (or someone before) carries over.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
