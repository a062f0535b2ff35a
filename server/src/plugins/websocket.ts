import { type ClientMessage, type ServerMessage, WS_MAX_MESSAGE_BYTES, WS_PATH } from "@crease/core";
import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { WebSocket } from "ws";
import { isSameOrigin } from "./security";

const HEARTBEAT_MS = 30_000;

/**
 * The realtime endpoint. The connection is authenticated by the session cookie of the
 * upgrade request (DECISIONS.md); a client's `auth` message is accepted for compatibility
 * and ignored when it names another user. Delivery of notifications and venue updates is
 * built on top of this by the realtime domain.
 */
export const websocketPlugin = fp(async (app: FastifyInstance, opts: { appUrl: string }) => {
  await app.register(websocket, { options: { maxPayload: WS_MAX_MESSAGE_BYTES } });

  const alive = new WeakMap<WebSocket, boolean>();
  const sockets = new Set<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const socket of sockets) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook("onClose", async () => {
    clearInterval(heartbeat);
    for (const socket of sockets) socket.close(1001, "Server shutting down");
  });

  const checkOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isSameOrigin(request, opts.appUrl)) return reply.status(403).send({ message: "Origin not allowed" });
  };

  app.get(WS_PATH, { websocket: true, preValidation: checkOrigin }, (socket, request) => {
    sockets.add(socket);
    alive.set(socket, true);
    const send = (message: ServerMessage) => socket.send(JSON.stringify(message));
    const userId = request.user ? String(request.user.id) : null;
    socket.on("pong", () => alive.set(socket, true));
    socket.on("close", () => sockets.delete(socket));
    socket.on("message", (raw) => {
      let message: ClientMessage;
      try {
        message = JSON.parse(String(raw)) as ClientMessage;
      } catch {
        return; // unparseable: dropped, not fatal
      }
      if (message?.type === "ping") send({ type: "pong" });
      // The session decides who this socket is; a claimed userId never does.
      if (message?.type === "auth") send({ type: "auth_ok", userId });
    });
  });
});
