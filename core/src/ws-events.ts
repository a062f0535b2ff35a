import { z } from "zod";

/** The one typed list of realtime messages on /ws (docs/product/notifications.md). */

export type ClientMessage =
  | { type: "auth"; userId: string }
  | { type: "subscribe_venue"; venueId: number }
  | { type: "unsubscribe_venue"; venueId: number }
  | { type: "ping" };

export const notificationPayloadSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  type: z.string(),
  /** What the notification is about (a booking's id, venue, date and slot), when anything. */
  data: z.unknown().optional(),
  createdAt: z.string(),
});
export type NotificationPayload = z.infer<typeof notificationPayloadSchema>;

/** A notification as `GET /api/notifications` lists it. */
export const storedNotificationSchema = notificationPayloadSchema.extend({ read: z.boolean() });
export type StoredNotification = z.infer<typeof storedNotificationSchema>;

export type ServerMessage =
  | { type: "notification"; data: NotificationPayload }
  | { type: "venue_update"; venueId: number; data: { action: string; date?: string; slot?: string } }
  | { type: "auth_ok"; userId: string | null }
  | { type: "pong" };

export const WS_PATH = "/ws";
export const WS_RECONNECT_MS = 3000;
export const WS_MAX_MESSAGE_BYTES = 4096;
