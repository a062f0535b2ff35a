import { useMutation } from "@tanstack/react-query";
import { api, done } from "@/lib/api-client";

/** POST /api/auth/logout (204). */
export function logout(): Promise<null> {
  return done(api.POST("/api/auth/logout"));
}

/**
 * The caller decides when to forget the user (`clearSession` from useAuth), so it can leave a
 * protected page first instead of being bounced to /login on the way out.
 */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
