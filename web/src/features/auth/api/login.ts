import type { LoginInput, User } from "@crease/core/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";
import { meQueryKey } from "./get-me";

/** POST /api/auth/login: returns the user; the session cookie comes with the answer. */
export function login(input: LoginInput): Promise<User> {
  return data(api.POST("/api/auth/login", { body: input }));
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      // Someone else may have been signed in: nothing cached for them may leak into this session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
