import { z } from "zod";

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
