import { type ServerMessage, WS_PATH, WS_RECONNECT_MS } from "@crease/core/ws-events";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type RealtimeListener, WebSocketContext, type WebSocketContextValue } from "./websocket-context";

function socketUrl(): string {
  const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${window.location.host}${WS_PATH}`;
}

interface WebSocketProviderProps {
  /** The signed-in user's id, or null for a visitor. A change opens a fresh socket. */
  userId: number | null;
  /** Wait (for the session to load, say) before connecting. */
  enabled?: boolean;
  children: ReactNode;
}

/**
 * The realtime connection (docs/product/bookings.md): a WebSocket to /ws on this host, connected when
 * the page loads, reopened 3000 ms after any close; an error closes it, which reconnects.
 * The server knows the user from the session cookie of the upgrade request, so the socket is
 * reopened when the signed-in user changes; the `auth` message is still sent on open.
 */
export function WebSocketProvider({ userId, enabled = true, children }: WebSocketProviderProps) {
  const [connected, setConnected] = useState(false);
  const socketRef = useRef<WebSocket | null>(null);
  const listenersRef = useRef(new Set<RealtimeListener>());

  useEffect(() => {
    if (!enabled) return;
    let disposed = false;
    let socket: WebSocket | null = null;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

    const connect = () => {
      if (disposed) return;
      const ws = new WebSocket(socketUrl());
      socket = ws;
      socketRef.current = ws;
      ws.onopen = () => {
        setConnected(true);
        if (userId !== null) ws.send(JSON.stringify({ type: "auth", userId: String(userId) }));
      };
      ws.onmessage = (event) => {
        let message: ServerMessage;
        try {
          message = JSON.parse(String(event.data)) as ServerMessage;
        } catch (error) {
          console.warn("Ignoring an unreadable realtime message", error);
          return;
        }
        for (const listener of listenersRef.current) listener(message);
      };
      ws.onerror = () => ws.close();
      ws.onclose = () => {
        if (socketRef.current === ws) socketRef.current = null;
        setConnected(false);
        if (!disposed) reconnectTimer = setTimeout(connect, WS_RECONNECT_MS);
      };
    };

    connect();

    return () => {
      disposed = true;
      clearTimeout(reconnectTimer);
      const ws = socket;
      if (!ws) return;
      ws.onmessage = null;
      ws.onerror = null;
      ws.onclose = null;
      if (socketRef.current === ws) socketRef.current = null;
      setConnected(false);
      // Closing a socket that is still connecting makes the browser log an error; let it open first.
      if (ws.readyState === WebSocket.CONNECTING) ws.onopen = () => ws.close();
      else ws.close();
    };
  }, [userId, enabled]);

  const send = useCallback<WebSocketContextValue["send"]>((message) => {
    const ws = socketRef.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(message));
    return true;
  }, []);

  const subscribe = useCallback<WebSocketContextValue["subscribe"]>((listener) => {
    listenersRef.current.add(listener);
    return () => {
      listenersRef.current.delete(listener);
    };
  }, []);

  const value = useMemo(() => ({ connected, send, subscribe }), [connected, send, subscribe]);
  return <WebSocketContext.Provider value={value}>{children}</WebSocketContext.Provider>;
}
