import type { User } from "@crease/core/users";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { ConnectionIndicator } from "@/features/realtime/components/connection-indicator";
import { UserMenu } from "./user-menu";

interface SignedInControlsProps {
  user: User;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The right side of the top bar for a signed-in user: live indicator, bell and avatar menu. */
export default function SignedInControls({ user, onLogout, loggingOut }: SignedInControlsProps) {
  return (
    <>
      <ConnectionIndicator className="mr-1" />
      <NotificationBell />
      <UserMenu user={user} onLogout={onLogout} loggingOut={loggingOut} />
    </>
  );
}
