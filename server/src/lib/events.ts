import { randomUUID } from "node:crypto";
import type { ServerMessage } from "@crease/core";
import pg from "pg";

/**
 * Something to push to sockets (to one user's sockets, or to everyone watching a venue), or a
 * change no socket hears but every instance's caches must: "changed" for the read cache (a
 * review, an owner suspended; venueId null means anything may have changed), "account" for
 * remembered sessions (logout, password, role, status, profile). An account event with `endSockets`
 * also closes that user's open sockets (all, one session's, or all but one session's), so a socket
 * never outlives the session or the rights it was opened with (docs/SECURITY.md). "venue-hidden":
 * a venue left the public (suspended, rejected), so only its owner and admins keep watching it.
 */
export type RealtimeEvent =
  | { kind: "user"; userId: number; message: ServerMessage }
  | { kind: "venue"; venueId: number; message: ServerMessage }
  | { kind: "changed"; venueId: number | null }
  | { kind: "account"; userId: number; endSockets?: EndSockets }
  | { kind: "venue-hidden"; venueId: number; ownerId: number };

/** Which of a user's sockets to close, and the reason they are told. Session ids are the stored hashes. */
export interface EndSockets {
  reason: string;
  onlySession?: string;
  exceptSession?: string;
}

/**
 * Fan-out between server instances (ARCHITECTURE.md): publish on any instance, every instance's
 * subscribers hear it, the publisher's own at once (before publish returns) and the others
 * moments later. PostgreSQL LISTEN/NOTIFY when several instances share a server; in memory for
 * the embedded database's single process. Publishing never fails the writer: a NOTIFY that
 * cannot be sent is logged by the bus.
 */
export interface EventBus {
  publish(event: RealtimeEvent): void;
  subscribe(handler: (event: RealtimeEvent) => void): () => void;
  /** Sends what is still queued, then stops listening. */
  close(): Promise<void>;
}

const CHANNEL = "crease_realtime";

function handlers() {
  const set = new Set<(event: RealtimeEvent) => void>();
  return {
    add(handler: (event: RealtimeEvent) => void) {
      set.add(handler);
      return () => set.delete(handler);
    },
    emit(event: RealtimeEvent) {
      for (const handler of set) {
        try {
          handler(event);
        } catch {
          // one bad subscriber must not stop the others
        }
      }
    },
  };
}

export function createMemoryBus(): EventBus {
  const subscribers = handlers();
  return {
    publish(event) {
      subscribers.emit(event);
    },
    subscribe: (handler) => {
      const remove = subscribers.add(handler);
      return () => void remove();
    },
    async close() {},
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries); NOTIFY
 * through the pool. The listener reconnects by itself after the server restarts. This
 * instance's own events are delivered at once, before publish returns to the writer, and their
 * echo from the server is skipped: a player who has just booked must not read the old slots
 * from this instance's cache while the notification is still on its way.
 */
export function createPostgresBus(options: {
  url: string;
  pool: pg.Pool;
  log?: { warn: (obj: object, msg: string) => void };
}): EventBus {
  const subscribers = handlers();
  const origin = randomUUID();
  const outbox = notifyBatches(options.pool, options.log);
  let client: pg.Client | null = null;
  let closed = false;
  /** True once a LISTEN has succeeded: a later one is a reconnection. */
  let listened = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: options.url });
    next.on("notification", (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const sent = JSON.parse(message.payload) as { origin?: string; event: RealtimeEvent };
        if (sent.origin !== origin) subscribers.emit(sent.event);
      } catch {
        // not ours
      }
    });
    const reconnect = () => {
      if (closed || client !== next) return;
      client = null;
      retry = setTimeout(() => void connect().catch(() => reconnect()), 1000);
      retry.unref();
    };
    next.on("error", (error) => {
      options.log?.warn({ err: error }, "realtime listener lost its connection; reconnecting");
      reconnect();
    });
    next.on("end", reconnect);
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      // Changes made while the listener was away were not heard: caches here start afresh.
      if (listened) subscribers.emit({ kind: "changed", venueId: null });
      listened = true;
    } catch (error) {
      reconnect();
      throw error;
    }
  };
  const ready = connect().catch((error) => options.log?.warn({ err: error }, "realtime listener could not connect"));

  return {
    publish(event) {
      subscribers.emit(event);
      outbox.send(JSON.stringify({ origin, event }));
    },
    subscribe: (handler) => {
      const remove = subscribers.add(handler);
      return () => void remove();
    },
    async close() {
      await outbox.flushed();
      closed = true;
      clearTimeout(retry);
      await ready;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

/** Tells every instance's read cache that a venue (or, with null, anything) changed. */
export function publishChange(bus: EventBus, venueId: number | null): void {
  bus.publish({ kind: "changed", venueId });
}

/** At most this many NOTIFYs in one statement. */
const NOTIFY_BATCH = 50;

/** The part of a pg.Pool the outbox uses. */
type Queryable = Pick<pg.Pool, "query">;

/**
 * Under load many requests publish in the same moment, and every statement costs the server a
 * socket write and PostgreSQL a wake-up (a booking publishes three events). So one batch is on its
 * way at a time: what is published while it is sent waits for it and leaves in the next one, and
 * the busier the server, the more NOTIFYs share a statement. When quiet, an event leaves on the
 * next turn of the event loop as before; batches leave in the order they were published.
 */
export function notifyBatches(pool: Queryable, log?: { warn: (obj: object, msg: string) => void }) {
  let queued: string[] = [];
  let scheduled = false;
  let sending: Promise<void> | null = null;

  const sendChunk = (payloads: string[]) => {
    const calls = payloads.map((_, i) => `pg_notify($1, $${i + 2})`).join(", ");
    return pool
      .query(`select ${calls}`, [CHANNEL, ...payloads])
      .then(() => {})
      .catch((error: unknown) => log?.warn({ err: error }, "publishing to other instances failed"));
  };

  const flush = () => {
    scheduled = false;
    if (sending || queued.length === 0) return;
    const batch = queued;
    queued = [];
    const chunks: string[][] = [];
    for (let i = 0; i < batch.length; i += NOTIFY_BATCH) chunks.push(batch.slice(i, i + NOTIFY_BATCH));
    sending = Promise.all(chunks.map(sendChunk)).then(() => {
      sending = null;
      flush();
    });
  };

  return {
    send(payload: string) {
      queued.push(payload);
      if (!scheduled && !sending) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    async flushed() {
      if (scheduled) flush();
      while (sending) await sending;
    },
  };
}
