import type { ClientMessage, ServerMessage } from "@crease/core/ws-events";
import { createContext } from "react";

export type RealtimeListener = (message: ServerMessage) => void;

export interface WebSocketContextValue {
  /** True while the socket is open. */
  connected: boolean;
  /** Sends when open; returns false otherwise (nothing is queued). */
  send: (message: ClientMessage) => boolean;
  /** Every parsed message from the server; returns the unsubscribe function. */
  subscribe: (listener: RealtimeListener) => () => void;
}

export const WebSocketContext = createContext<WebSocketContextValue | null>(null);
