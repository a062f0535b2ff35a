import type { NotificationPayload } from "./contracts/ws-events";

/** The one typed list of realtime messages on /ws (docs/product/notifications.md). */

export type ClientMessage =
  | { type: "auth"; userId: string }
  | { type: "subscribe_venue"; venueId: number }
  | { type: "unsubscribe_venue"; venueId: number }
  | { type: "ping" };

export type ServerMessage =
  | { type: "notification"; data: NotificationPayload }
  | { type: "venue_update"; venueId: number; data: { action: string; date?: string; slot?: string } }
  | { type: "auth_ok"; userId: string | null }
  | { type: "pong" };

export const WS_PATH = "/ws";
export const WS_RECONNECT_MS = 3000;
export const WS_MAX_MESSAGE_BYTES = 4096;

// The wire shapes are zod schemas in contracts/ (kept apart so screens that only need the
// constants above do not load zod); their types are re-exported here.
export type { NotificationPayload, StoredNotification } from "./contracts/ws-events";
