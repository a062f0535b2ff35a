import type { StoredNotification } from "@crease/core/ws-events";
import { api, data, done } from "@/lib/api-client";

export type { StoredNotification };

/** GET /api/notifications: the signed-in user's latest 50, newest first, read or not. */
export function getNotifications(): Promise<StoredNotification[]> {
  return data(api.GET("/api/notifications"));
}

/** POST /api/notifications/{id}/read: dismissing an item in the bell. */
export function markNotificationRead(id: number): Promise<null> {
  return done(api.POST("/api/notifications/{id}/read", { params: { path: { id: String(id) } } }));
}

/** DELETE /api/notifications: the bell's Clear all. */
export function clearNotifications(): Promise<null> {
  return done(api.DELETE("/api/notifications"));
}
