/**
 * Answers to hot public reads (a search page, a venue's availability) kept in memory, so the
 * same question asked by many players costs one query, not one each (docs/decisions/009).
 *
 * Never stale by construction rather than by timing:
 * - Invalidation by version. Every change bumps a generation counter and records it against the
 *   venue it touched, or against everything. An answer remembers the generation seen *before*
 *   its query ran and is served only while nothing it depends on has changed since, so a change
 *   that lands while the query runs makes that answer unusable instead of cached.
 * - Changes come from this instance at once (the event bus delivers its own events before the
 *   writer's request answers) and from other instances over LISTEN/NOTIFY.
 * - Time: each answer says until when it holds (the next minute for anything that has "now" in
 *   it, the next hold to run out), so slots passing and holds lapsing need no write.
 * Concurrent misses for one key share one query, unless a change landed since it started.
 */
export interface Fresh<T> {
  value: T;
  /** Epoch ms after which the answer must be computed again. */
  validUntil: number;
  /** Rough size, for the memory ceiling. */
  bytes: number;
}

/** What an answer depends on: one venue, or any venue (a search page). */
export type Scope = number | "any";

interface Entry {
  value: unknown;
  seen: number;
  scope: Scope;
  validUntil: number;
  bytes: number;
}

interface Pending {
  promise: Promise<unknown>;
  seen: number;
  scope: Scope;
}

/** Answers past this are dropped oldest-first: a bounded, small part of the memory budget. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
/**
 * How often answers that can never be served again (their minute is over, or a change made them
 * stale) are swept out. Left to the byte ceiling alone, they piled up until it: most answers hold
 * until the next minute, so a server asked many different searches and venues held up to 32 MB
 * of dead answers, growing for as long as new questions came (docs/PERFORMANCE.md, "Memory
 * over a long run").
 */
export const SWEEP_MS = 15_000;

export function createReadCache(options: { maxBytes?: number; now?: () => number } = {}) {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const now = options.now ?? Date.now;
  /** Insertion order is recency: a hit moves its entry to the end. */
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Pending>();
  let bytes = 0;
  let nextSweep = 0;
  let generation = 0;
  /** Generation of the latest change of any kind, and of the latest change to everything. */
  let anyChangeAt = 0;
  let everythingAt = 0;
  const venueChangedAt = new Map<number, number>();

  /** True when nothing `scope` depends on changed after generation `seen`. */
  function unchangedSince(seen: number, scope: Scope): boolean {
    if (scope === "any") return anyChangeAt <= seen;
    return everythingAt <= seen && (venueChangedAt.get(scope) ?? 0) <= seen;
  }

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  /** At most once per SWEEP_MS, when an answer is stored (a server nobody asks has nothing to sweep). */
  function sweep() {
    const t = now();
    if (t < nextSweep) return;
    nextSweep = t + SWEEP_MS;
    for (const [key, entry] of entries) {
      if (entry.validUntil <= t || !unchangedSince(entry.seen, entry.scope)) drop(key);
    }
  }

  function store(key: string, entry: Entry) {
    sweep();
    drop(key);
    if (entry.bytes > maxBytes / 4) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  return {
    async read<T>(key: string, scope: Scope, compute: () => Promise<Fresh<T>>): Promise<T> {
      const entry = entries.get(key);
      if (entry) {
        if (entry.validUntil > now() && unchangedSince(entry.seen, entry.scope)) {
          entries.delete(key);
          entries.set(key, entry);
          return entry.value as T;
        }
        drop(key);
      }
      const running = pending.get(key);
      if (running && unchangedSince(running.seen, running.scope)) return running.promise as Promise<T>;

      const seen = generation;
      const promise = compute().then((fresh) => {
        if (unchangedSince(seen, scope) && fresh.validUntil > now()) {
          store(key, { value: fresh.value, seen, scope, validUntil: fresh.validUntil, bytes: fresh.bytes });
        }
        return fresh.value;
      });
      const mine: Pending = { promise, seen, scope };
      pending.set(key, mine);
      try {
        return await promise;
      } finally {
        if (pending.get(key) === mine) pending.delete(key);
      }
    },

    /** A venue's bookings, holds, details, photos, status or reviews changed. */
    venueChanged(venueId: number) {
      generation += 1;
      anyChangeAt = generation;
      venueChangedAt.set(venueId, generation);
    },

    /** Something every answer may show changed (an owner suspended or renamed). */
    everythingChanged() {
      generation += 1;
      anyChangeAt = generation;
      everythingAt = generation;
      venueChangedAt.clear();
    },

    stats: () => ({ entries: entries.size, bytes }),
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;

/** The next whole minute: answers that compare slots with "now" hold until then. */
export function nextMinute(at: number): number {
  return (Math.floor(at / 60_000) + 1) * 60_000;
}
