/** The realtime feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { ConnectionIndicator } from "./components/connection-indicator";
/** The connection's context: component tests draw a screen inside it. */
export { WebSocketContext } from "./components/websocket-context";
export { WebSocketProvider } from "./components/websocket-provider";
export { useWebSocket } from "./hooks/use-websocket";
