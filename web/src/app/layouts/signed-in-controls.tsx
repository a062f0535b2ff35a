import { can } from "@crease/core/permissions";
import type { User } from "@crease/core/users";
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link, useNavigate } from "react-router";
import { toast } from "@/components/ui/use-toast";
import { useLogout } from "@/features/auth/api/logout";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { BECOME_HOST_PATH } from "@/features/profile/lib/paths";
import { ConnectionIndicator } from "@/features/realtime/components/connection-indicator";
import { UserMenu } from "./user-menu";

/** The right side of the top bar for a signed-in user: live indicator, bell and avatar menu. */
export default function SignedInControls({ user }: { user: User }) {
  const { clearSession } = useAuth();
  const navigate = useNavigate();
  const logoutMutation = useLogout();

  const onLogout = () => {
    logoutMutation.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t`Logged out successfully`, description: t`You have been logged out of your account` });
        // Leave the (possibly protected) page first, then forget the user; otherwise the route
        // guard would see a visitor on /dashboard and send them to /login instead of home.
        // flushSync: the new page is on screen when the promise settles (no deferred transition).
        void Promise.resolve(navigate("/", { flushSync: true })).then(clearSession, clearSession);
      },
      onError: () => {
        toast({ title: t`Logout failed`, description: t`There was an issue logging out`, variant: "destructive" });
      },
    });
  };

  return (
    <>
      <ConnectionIndicator className="mr-1" />
      <NotificationBell />
      <UserMenu user={user} onLogout={onLogout} loggingOut={logoutMutation.isPending} />
    </>
  );
}

/**
 * The top bar's host link for a signed-in account (docs/product/roles.md): 'List Your Ground' for
 * owners, the upgrade dialog on their profile for a player. An admin lists no ground of their own
 * (issue 46): no link.
 */
export function HostLink({ className }: { className: string }) {
  const { user } = useAuth();
  if (user?.role === "admin") return null;
  if (can(user, "venue.list"))
    return (
      <Link to="/add-venue" className={className}>
        <Trans>List Your Ground</Trans>
      </Link>
    );
  if (!can(user, "account.become-owner")) return null;
  return (
    <Link to={BECOME_HOST_PATH} className={className}>
      <Trans>Become a Host</Trans>
    </Link>
  );
}
