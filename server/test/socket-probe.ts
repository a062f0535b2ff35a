import type { ServerMessage } from "@crease/core";
import WebSocket from "ws";

/** A real WebSocket to the app, with what it received and how it closed. */
export interface Probe {
  socket: WebSocket;
  received: ServerMessage[];
  closed: Promise<{ code: number; reason: string }>;
  /** Sends a ping and waits for its pong: everything sent before it has been handled. */
  ping: () => Promise<void>;
}

/** Waits for a condition on what sockets received (polling, no fixed sleep). */
export async function waitFor(check: () => boolean, ms = 5000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Opens a socket to `url` (as a visitor, or with a session cookie) once the upgrade is done. */
export async function openProbe(url: string, cookie?: string): Promise<Probe> {
  const socket = new WebSocket(url, { headers: cookie ? { cookie } : {} });
  const received: ServerMessage[] = [];
  socket.on("message", (data) => received.push(JSON.parse(String(data)) as ServerMessage));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once("close", (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  const ping = async () => {
    const before = received.filter((m) => m.type === "pong").length;
    socket.send(JSON.stringify({ type: "ping" }));
    await waitFor(() => received.filter((m) => m.type === "pong").length > before);
  };
  return { socket, received, closed, ping };
}
