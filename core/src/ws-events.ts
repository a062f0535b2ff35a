/** The one typed list of realtime messages on /ws (SPEC.md §7). */

export type ClientMessage =
  | { type: "auth"; userId: string }
  | { type: "subscribe_venue"; venueId: number }
  | { type: "unsubscribe_venue"; venueId: number }
  | { type: "ping" };

export interface NotificationPayload {
  id: number;
  title: string;
  message: string;
  type: string;
  data?: unknown;
  createdAt: string;
}

export type ServerMessage =
  | { type: "notification"; data: NotificationPayload }
  | { type: "venue_update"; venueId: number; data: { action: string; date?: string; slot?: string } }
  | { type: "auth_ok"; userId: string | null }
  | { type: "pong" };

export const WS_PATH = "/ws";
export const WS_RECONNECT_MS = 3000;
export const WS_MAX_MESSAGE_BYTES = 4096;
