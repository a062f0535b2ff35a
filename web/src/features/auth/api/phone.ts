import type { User } from "@crease/core/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";
import { meQueryKey } from "./get-me";

/** POST /api/auth/otp/request: a code by SMS; the same answer whether or not the number has an account. */
export function requestPhoneCode(phone: string) {
  return data(api.POST("/api/auth/otp/request", { body: { phone } }));
}

/** A new sign-in: nothing cached for whoever was signed in before may leak into it. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    queryClient.setQueryData(meQueryKey, user);
  };
}

/**
 * POST /api/auth/otp/verify: signs in (or, with a name, signs up) with the code. Answers the
 * account and whether this sign-in created it (`created`), as the server says.
 */
export function useSignInWithPhoneCode() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: async (body: { phone: string; code: string; name?: string }) => {
      const { accountCreated, ...user } = await data(api.POST("/api/auth/otp/verify", { body }));
      return { user: user as User, created: accountCreated };
    },
    onSuccess: ({ user }) => signedIn(user),
  });
}

/** POST /api/auth/login/verify: an admin's code after the password. */
export function useFinishSecondFactor() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (code: string) => data(api.POST("/api/auth/login/verify", { body: { code } })),
    onSuccess: signedIn,
  });
}

/**
 * POST /api/users/me/phone: the number becomes the account's verified number. It takes the
 * account's password, or for an account made by phone a code sent to the number linked now.
 */
export function useLinkPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string; code: string; password?: string; currentPhoneCode?: string }) =>
      data(api.POST("/api/users/me/phone", { body })),
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
