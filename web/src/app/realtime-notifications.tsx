import { useEffect } from "react";
import { toast } from "@/components/ui/use-toast";
import { notificationStore } from "@/features/notifications/store/notification-store";
import { useWebSocket } from "@/features/realtime/hooks/use-websocket";

const NOTIFICATION_TOAST_MS = 5000;

/**
 * Feeds the bell from the realtime connection: each `notification` message joins the list and
 * shows its own title and message as a toast for 5000 ms (SPEC.md §2). Other types are left to
 * the screens that care about them.
 */
export function RealtimeNotifications() {
  const { subscribe } = useWebSocket();
  useEffect(
    () =>
      subscribe((message) => {
        if (message.type !== "notification" || !message.data) return;
        const { id, title, message: text, createdAt } = message.data;
        const parsed = createdAt ? Date.parse(createdAt) : Number.NaN;
        notificationStore.add({
          id: id === undefined ? undefined : String(id),
          title: title ?? "Notification",
          message: text ?? "",
          timestamp: Number.isFinite(parsed) ? parsed : Date.now(),
          data: message.data,
        });
        toast({ title: title ?? "Notification", description: text, duration: NOTIFICATION_TOAST_MS });
      }),
    [subscribe],
  );
  return null;
}
