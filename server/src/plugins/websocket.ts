import type { User } from "@crease/core";
import { type ClientMessage, can, type ServerMessage, WS_MAX_MESSAGE_BYTES, WS_PATH } from "@crease/core";
import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { WebSocket } from "ws";
import type { EventBus, RealtimeEvent } from "../lib/events";
import { tokenBucket } from "../lib/token-bucket";
import { isSameOrigin } from "./security";

const HEARTBEAT_MS = 30_000;
/** Venue pages one socket may watch at once (a tab watches one; this is generous). */
const MAX_WATCHED_VENUES = 20;
/**
 * Messages one socket may send: 20 at once, 20 more each 10 s. The app sends a few a page; 10
 * sockets sending 5,000 subscribes each queued 50,000 permission queries (docs/SECURITY.md).
 */
export const WS_MESSAGE_BUDGET = { capacity: 20, perMs: 10_000 } as const;
/** Close codes (4000–4999 are the application's): the session ended, too many sockets, too many messages. */
export const WS_SESSION_ENDED = 4001;
export const WS_TOO_MANY = 4008;
export const WS_TOO_FAST = 4029;

interface WebsocketOptions {
  appUrl: string;
  bus: EventBus;
  /** Open sockets one address may hold; more are closed at once with a reason. */
  perAddress: number;
  /** Whether this user (or a visitor) may follow this venue's slots: only venues they may see. */
  mayWatch: (user: User | null, venueId: number) => Promise<boolean>;
}

/**
 * The realtime endpoint. The connection is authenticated by the session cookie of the
 * upgrade request (docs/product/notifications.md); a client's `auth` message is accepted for compatibility
 * and ignored when it names another user. Delivery of notifications and venue updates is
 * built on top of this by the realtime domain.
 */
export const websocketPlugin = fp(async (app: FastifyInstance, opts: WebsocketOptions) => {
  const alive = new WeakMap<WebSocket, boolean>();
  const sockets = new Set<WebSocket>();
  // Before @fastify/websocket's own shutdown (which closes without a reason): clients learn why,
  // and reconnect when the server is back.
  app.addHook("preClose", async () => {
    for (const socket of sockets) socket.close(1001, "Server shutting down");
  });
  await app.register(websocket, { options: { maxPayload: WS_MAX_MESSAGE_BYTES } });

  // Who listens to what on this instance: a user's sockets, and the sockets watching a venue.
  const byUser = new Map<number, Set<WebSocket>>();
  const byVenue = new Map<number, Set<WebSocket>>();
  const add = (index: Map<number, Set<WebSocket>>, key: number, socket: WebSocket) => {
    const set = index.get(key) ?? new Set<WebSocket>();
    index.set(key, set);
    set.add(socket);
  };
  const remove = (index: Map<number, Set<WebSocket>>, key: number, socket: WebSocket) => {
    const set = index.get(key);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) index.delete(key);
  };

  // Every instance hears every event (the bus) and delivers to its own sockets.
  // Which session each socket was opened with, and how many sockets each address holds.
  const sessionOf = new WeakMap<WebSocket, string | null>();
  // Who each socket is and which venues it watches, to drop the watches of a venue that left the public.
  const userOf = new WeakMap<WebSocket, User | null>();
  const watchingOf = new WeakMap<WebSocket, Set<number>>();
  /** Counts venue-hidden events, so a permission check that straddles one is made again. */
  let hiddenEpoch = 0;
  const perAddress = new Map<string, number>();
  const unsubscribe = opts.bus.subscribe((event: RealtimeEvent) => {
    // A socket never outlives its session or the rights it was opened with (docs/SECURITY.md).
    if (event.kind === "account" && event.endSockets) {
      const { reason, onlySession, exceptSession } = event.endSockets;
      for (const socket of byUser.get(event.userId) ?? []) {
        const session = sessionOf.get(socket);
        if (onlySession !== undefined && session !== onlySession) continue;
        if (exceptSession !== undefined && session === exceptSession) continue;
        socket.close(WS_SESSION_ENDED, reason);
      }
      return;
    }
    // A venue suspended or rejected: everyone but its owner and admins stops watching it, on every instance.
    if (event.kind === "venue-hidden") {
      hiddenEpoch++;
      for (const socket of [...(byVenue.get(event.venueId) ?? [])]) {
        const user = userOf.get(socket) ?? null;
        if (user && (user.id === event.ownerId || can(user, "venue.see-all"))) continue;
        watchingOf.get(socket)?.delete(event.venueId);
        remove(byVenue, event.venueId, socket);
      }
      return;
    }
    if (event.kind !== "user" && event.kind !== "venue") return;
    const targets = event.kind === "user" ? byUser.get(event.userId) : byVenue.get(event.venueId);
    if (!targets) return;
    const text = JSON.stringify(event.message);
    for (const socket of targets) if (socket.readyState === socket.OPEN) socket.send(text);
  });
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
    unsubscribe();
  });

  const checkOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isSameOrigin(request, opts.appUrl)) return reply.status(403).send({ message: "Origin not allowed" });
  };

  app.get(WS_PATH, { websocket: true, preValidation: checkOrigin }, (socket, request) => {
    const address = request.ip;
    const open = (perAddress.get(address) ?? 0) + 1;
    if (open > opts.perAddress) {
      socket.close(WS_TOO_MANY, "Too many open connections from your address");
      return;
    }
    perAddress.set(address, open);
    sockets.add(socket);
    sessionOf.set(socket, request.sessionId);
    alive.set(socket, true);
    const send = (message: ServerMessage) => socket.send(JSON.stringify(message));
    const userId = request.user ? String(request.user.id) : null;
    const watching = new Set<number>();
    userOf.set(socket, request.user);
    watchingOf.set(socket, watching);
    const budget = tokenBucket(WS_MESSAGE_BUDGET);
    if (request.user) add(byUser, request.user.id, socket);
    socket.on("pong", () => alive.set(socket, true));
    socket.on("close", () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
      sockets.delete(socket);
      if (request.user) remove(byUser, request.user.id, socket);
      for (const venueId of watching) remove(byVenue, venueId, socket);
    });
    // Messages are handled one after another, so a reply (a pong) comes after every message sent
    // before it took effect, a venue subscription's permission check included.
    let turn: Promise<void> = Promise.resolve();
    socket.on("message", (raw) => {
      // Over budget: closed, and neither this message nor any after it is parsed or queued.
      if (socket.readyState !== socket.OPEN) return;
      if (!budget.take()) {
        socket.close(WS_TOO_FAST, "Too many messages: slow down and reconnect");
        return;
      }
      let message: ClientMessage;
      try {
        message = JSON.parse(String(raw)) as ClientMessage;
      } catch {
        return; // unparseable: dropped, not fatal
      }
      turn = turn
        .then(() => handle(message))
        .catch((error: unknown) => app.log.warn({ err: error }, "socket message failed"));
    });

    async function handle(message: ClientMessage) {
      if (message?.type === "ping") send({ type: "pong" });
      // The session decides who this socket is; a claimed userId never does.
      if (message?.type === "auth") send({ type: "auth_ok", userId });
      // Venue updates (slots taken and freed) only for venues the caller may see: approved ones
      // for visitors, plus their own for owners, any for admins.
      // No query for a socket already closed (its queue is dropped) or a venue already watched.
      if (
        message?.type === "subscribe_venue" &&
        isVenueId(message.venueId) &&
        watching.size < MAX_WATCHED_VENUES &&
        !watching.has(message.venueId) &&
        socket.readyState === socket.OPEN
      ) {
        const venueId = message.venueId;
        // A venue hidden while it was checked: checked once more, and refused if that straddles one too.
        let epoch = hiddenEpoch;
        let allowed = await opts.mayWatch(request.user, venueId);
        if (allowed && epoch !== hiddenEpoch && socket.readyState === socket.OPEN) {
          epoch = hiddenEpoch;
          allowed = (await opts.mayWatch(request.user, venueId)) && epoch === hiddenEpoch;
        }
        if (!allowed || socket.readyState !== socket.OPEN) return;
        watching.add(venueId);
        add(byVenue, venueId, socket);
      }
      if (message?.type === "unsubscribe_venue" && isVenueId(message.venueId)) {
        watching.delete(message.venueId);
        remove(byVenue, message.venueId, socket);
      }
    }
  });
});

function isVenueId(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;
}
