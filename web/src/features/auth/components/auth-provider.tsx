import type { User } from "@crease/core/users";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo } from "react";
import { isApiError } from "@/lib/api-client";
import { useTakenOver } from "@/lib/page-takeover";
import { meQueryKey, useMe } from "../api/get-me";
import { AuthContext, type AuthContextValue, type SessionStatus } from "./auth-context";

/**
 * The session (docs/product/bookings.md): loading at start, then a signed-in user or none. The user comes
 * from GET /api/auth/session; any failure there means "signed out", with no message, but the 403 of
 * an admin's session whose second factor is still to be done (`secondFactorPending`).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // A page the server drew is a visitor's: who is signed in is asked once the app has taken it
  // over (lib/page-takeover.ts); the answer is usually here already (app/boot.ts asked early).
  const me = useMe({ enabled: useTakenOver() });

  const user = me.data ?? null;
  const secondFactorPending = !user && isApiError(me.error) && me.error.secondFactorRequired;
  const status: SessionStatus = me.isPending ? "loading" : user ? "signed-in" : "signed-out";

  const setUser = useCallback((next: User) => queryClient.setQueryData(meQueryKey, next), [queryClient]);
  const clearSession = useCallback(() => {
    queryClient.setQueryData(meQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  }, [queryClient]);
  // Once someone is signed in, the screen and the account speak one language (lib/account-language.ts),
  // loaded then: a visitor's first paint does without it.
  useEffect(() => {
    if (!user) return;
    import("../lib/account-language")
      .then(({ agreeOnLanguage }) => agreeOnLanguage(user))
      .then((changed) => changed && setUser(changed))
      .catch(() => undefined);
  }, [user, setUser]);
  const refresh = useCallback(() => queryClient.refetchQueries({ queryKey: meQueryKey }), [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, status, secondFactorPending, isLoading: status === "loading", clearSession, setUser, refresh }),
    [user, status, secondFactorPending, clearSession, setUser, refresh],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
