import { type Action, can } from "@crease/core/permissions";
import { Navigate, Outlet, useLocation } from "react-router";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { loginPathFor } from "@/lib/safe-redirect";

/**
 * Protected routes (docs/product/screens.md): nothing while the session loads; visitors go to /login (and
 * come back afterwards); a signed-in user who may not take `may` (core/src/permissions.ts) goes
 * to /. The server checks every rule itself: this guard is only for comfort.
 */
export function RequireAuth({ may }: { may?: Action }) {
  const { user, status } = useAuth();
  const location = useLocation();
  if (status === "loading") return null;
  if (!user) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (may && !can(user, may)) return <Navigate to="/" replace />;
  return <Outlet />;
}
