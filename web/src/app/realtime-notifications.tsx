import { t } from "@lingui/core/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "@/components/ui/use-toast";
import { getNotifications } from "@/features/notifications/api/notifications";
import { takeConfirmedHere } from "@/features/notifications/store/confirmed-here";
import { notificationStore } from "@/features/notifications/store/notification-store";
import { useWebSocket } from "@/features/realtime/hooks/use-websocket";
import { waitlistQueryKey } from "@/features/waitlist";

const NOTIFICATION_TOAST_MS = 5000;

/**
 * Feeds the bell while someone is signed in: the stored list at once and again after every
 * reconnect (so nothing sent while the socket was down is missed), then each live
 * `notification` message, shown as a toast with its own title and message for 5000 ms
 * (docs/product/screens.md). Signing out empties the bell. Mounted only for a signed-in user, once per
 * user (its own chunk: a visitor's page never needs it).
 */
export default function RealtimeNotifications() {
  const { subscribe, connected } = useWebSocket();
  const queryClient = useQueryClient();

  useEffect(() => () => notificationStore.clearAll(), []);

  useEffect(() => {
    if (!connected) return;
    let cancelled = false;
    getNotifications()
      .then((stored) => {
        if (cancelled) return;
        notificationStore.replace(
          stored.map((n) => ({
            id: String(n.id),
            title: n.title,
            message: n.message,
            read: n.read,
            timestamp: Date.parse(n.createdAt),
            data: n,
          })),
        );
      })
      .catch(() => {
        // The bell keeps what it has; the next reconnect tries again.
      });
    return () => {
      cancelled = true;
    };
  }, [connected]);

  useEffect(
    () =>
      subscribe((message) => {
        if (message.type !== "notification" || !message.data) return;
        const { id, title, message: text, createdAt } = message.data;
        const parsed = createdAt ? Date.parse(createdAt) : Number.NaN;
        notificationStore.add({
          id: id === undefined ? undefined : String(id),
          title: title ?? t`Notification`,
          message: text ?? "",
          timestamp: Number.isFinite(parsed) ? parsed : Date.now(),
          data: message.data,
        });
        // The checkout already said so for a booking confirmed in this tab: the bell gets it, no second toast.
        if (!takeConfirmedHere(message.data.type, message.data.data)) {
          toast({ title: title ?? t`Notification`, description: text, duration: NOTIFICATION_TOAST_MS });
        }
        // A waitlist offer shows at once among the player's waitlists, with Book now.
        if (message.data.type === "waitlist_offer") void queryClient.invalidateQueries({ queryKey: waitlistQueryKey });
      }),
    [subscribe, queryClient],
  );
  return null;
}
