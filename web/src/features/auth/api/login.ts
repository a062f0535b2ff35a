import type { LoginInput, User } from "@crease/core/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";
import { meQueryKey } from "./get-me";

/** What a right password answers: the user (with the session cookie), or an admin's second step. */
export type LoginResult = User | { secondFactor: "sms"; message: string };

/** POST /api/auth/login: returns the user, or 202 `{ secondFactor: "sms" }` for an admin with a verified number. */
export function login(input: LoginInput): Promise<LoginResult> {
  return data(api.POST("/api/auth/login", { body: input }));
}

export const needsSecondFactor = (result: LoginResult): result is { secondFactor: "sms"; message: string } =>
  "secondFactor" in result;

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      if (needsSecondFactor(user)) return;
      // Someone else may have been signed in: nothing cached for them may leak into this session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
