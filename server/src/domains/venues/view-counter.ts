import { createHmac } from "node:crypto";
import { todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";

/**
 * Crawlers, link-preview fetchers (WhatsApp, Facebook, Slack, Telegram…), headless browsers and
 * HTTP libraries are not visitors: their page loads are not views (docs/SECURITY.md).
 */
const NOT_A_VISITOR =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|facebookcatalog|whatsapp|slack|telegram|discord|skype|linkedin|pinterest|embedly|vkshare|quora link|headless|phantomjs|puppeteer|playwright|lighthouse|pagespeed|curl|wget|python|go-http-client|okhttp|java\/|node-fetch|axios|httpclient|libwww|scrapy/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || NOT_A_VISITOR.test(userAgent);
}

export interface Visitor {
  ip: string;
  userAgent?: string;
}

interface PendingView {
  venueId: number;
  visitorKey: string;
  day: string;
}

/**
 * How many times one address counts for a venue in an IST day, whatever browser strings it
 * sends: a few people behind one address (a family, an office) still count, a script does not.
 */
export const BROWSERS_PER_ADDRESS = 3;

/** Rows per INSERT: well under the drivers' parameter limits. */
const BATCH_ROWS = 1000;
/** A bound on memory if the database is away for a while; the oldest views are dropped past it. */
const MAX_PENDING = 100_000;

/**
 * Counts venue page views without a database write on the request path: each view is kept in
 * memory (the same visitor, venue and IST day once) and written in batches every few seconds
 * and when the app closes. The table's unique index makes a view counted by two instances, or
 * in two flushes, one row.
 */
export function createViewCounter(deps: {
  db: Db;
  /** Keys the address hash, so a stored key cannot be turned back into an address. */
  secret: string;
  log?: FastifyBaseLogger;
  flushEveryMs?: number;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const pending = new Map<string, PendingView>();
  let flushing: Promise<number> = Promise.resolve(0);
  let closed = false;

  const keyed = (text: string) => createHmac("sha256", deps.secret).update(text).digest();

  /**
   * A signed-in visitor is their account; anyone else a keyed hash of day, address and one of
   * BROWSERS_PER_ADDRESS groups their browser falls in (a new key each day, so keys cannot follow
   * a visitor across days). The browser string is whatever the client says: one address sending
   * forty different ones still makes at most that many keys, and the table's unique index
   * counts each key once per venue and day, on every instance.
   */
  function visitorKey(userId: number | null, visitor: Visitor, day: string): string {
    if (userId !== null) return `u:${userId}`;
    const browser = (keyed(`browser|${visitor.userAgent ?? ""}`)[0] ?? 0) % BROWSERS_PER_ADDRESS;
    const hash = keyed(`${day}|${visitor.ip}|${browser}`).toString("base64url");
    return `a:${hash.slice(0, 22)}`;
  }

  async function write(rows: PendingView[]): Promise<void> {
    for (let i = 0; i < rows.length; i += BATCH_ROWS) {
      const batch = rows.slice(i, i + BATCH_ROWS);
      await deps.db.execute(
        sql`insert into venue_views (venue_id, visitor_key, day) values ${sql.join(
          batch.map((r) => sql`(${r.venueId}, ${r.visitorKey}, ${r.day}::date)`),
          sql`, `,
        )} on conflict do nothing`,
      );
    }
  }

  /** Writes what is pending; views that fail to write are kept for the next flush. */
  async function flushNow(): Promise<number> {
    if (pending.size === 0) return 0;
    const rows = [...pending.values()];
    pending.clear();
    try {
      await write(rows);
      return rows.length;
    } catch (error) {
      deps.log?.warn({ err: error, views: rows.length }, "writing page views failed; kept for the next flush");
      for (const row of rows) {
        if (pending.size >= MAX_PENDING) break;
        pending.set(`${row.venueId}|${row.visitorKey}|${row.day}`, row);
      }
      return 0;
    }
  }

  const timer = setInterval(() => void counter.flush(), deps.flushEveryMs ?? 5_000);
  timer.unref();

  const counter = {
    /** Notes a view (nothing is written here). Bots are not counted. */
    record(venueId: number, userId: number | null, visitor: Visitor): void {
      if (closed || isBot(visitor.userAgent)) return;
      const day = todayInIst(now());
      const view = { venueId, visitorKey: visitorKey(userId, visitor, day), day };
      const key = `${venueId}|${view.visitorKey}|${day}`;
      if (pending.has(key)) return;
      if (pending.size >= MAX_PENDING) {
        const oldest = pending.keys().next().value;
        if (oldest !== undefined) pending.delete(oldest);
      }
      pending.set(key, view);
    },

    /** Writes pending views; flushes run one after another. Resolves to the views written. */
    flush(): Promise<number> {
      flushing = flushing.then(flushNow, flushNow);
      return flushing;
    },

    /** Stops the timer and writes everything pending (the app's close, before the database goes). */
    async close(): Promise<void> {
      closed = true;
      clearInterval(timer);
      await counter.flush();
    },

    pendingCount(): number {
      return pending.size;
    },
  };
  return counter;
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
