import type { LoginInput, User } from "@crease/core/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";
import { meQueryKey } from "./get-me";

type SecondStep = { secondFactor: "sms" | "link"; message: string };
/** What a right password answers: the user (with the session cookie), or an admin's second step. */
export type LoginResult = User | SecondStep;

/**
 * POST /api/auth/login: returns the user, or 202 for an admin: `{ secondFactor: "sms" }` (a code to
 * their number), or `{ secondFactor: "link" }` (no number yet: the session can only link one).
 */
export function login(input: LoginInput): Promise<LoginResult> {
  return data(api.POST("/api/auth/login", { body: input }));
}

export const needsSecondFactor = (result: LoginResult): result is SecondStep => "secondFactor" in result;

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      if (needsSecondFactor(user) && user.secondFactor === "sms") return;
      // Someone else may have been signed in: nothing cached for them may leak into this session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      // A session that must link a number first: asking who is signed in now answers its 403
      // (the auth context's `secondFactorPending`), which the login page turns into the link step.
      if (needsSecondFactor(user)) await queryClient.refetchQueries({ queryKey: meQueryKey });
      else queryClient.setQueryData(meQueryKey, user);
    },
  });
}
