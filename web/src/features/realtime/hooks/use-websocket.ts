import { useContext } from "react";
import { WebSocketContext, type WebSocketContextValue } from "../components/websocket-context";

export function useWebSocket(): WebSocketContextValue {
  const value = useContext(WebSocketContext);
  if (!value) throw new Error("useWebSocket must be used within a WebSocketProvider");
  return value;
}
