import { t } from "@lingui/core/macro";
import { toast } from "@/components/ui/use-toast";
import { clearNotifications, markNotificationRead } from "../api/notifications";
import { notificationStore } from "./notification-store";

/** Server ids are numbers; anything else only ever lived in this tab. */
const serverId = (id: string) => (/^\d+$/.test(id) ? Number(id) : null);

/**
 * The bell's two actions, kept on the server too so a reload shows the same list. The screen
 * changes at once; a failure puts nothing back but says so.
 */
export const notificationActions = {
  markRead(id: string) {
    notificationStore.markRead(id);
    const numeric = serverId(id);
    if (numeric !== null) {
      markNotificationRead(numeric).catch(() => {
        // A notification cleared elsewhere is already gone: nothing to tell.
      });
    }
  },
  clearAll() {
    notificationStore.clearAll();
    clearNotifications().catch(() =>
      toast({
        title: t`Error`,
        description: t`Could not clear notifications. Please try again.`,
        variant: "destructive",
      }),
    );
  },
};
