import type { StoredNotification } from "@crease/core/ws-events";
import { api } from "@/lib/api-client";

export type { StoredNotification };

/** GET /api/notifications: the signed-in user's latest 50, newest first, read or not. */
export function getNotifications(): Promise<StoredNotification[]> {
  return api.get<StoredNotification[]>("/api/notifications");
}

/** POST /api/notifications/{id}/read: dismissing an item in the bell. */
export function markNotificationRead(id: number): Promise<null> {
  return api.post<null>(`/api/notifications/${id}/read`);
}

/** DELETE /api/notifications: the bell's Clear all. */
export function clearNotifications(): Promise<null> {
  return api.delete<null>("/api/notifications");
}
