import type { User } from "@crease/core/users";
import { t } from "@lingui/core/macro";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/use-toast";
import { useLogout } from "@/features/auth/api/logout";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
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
