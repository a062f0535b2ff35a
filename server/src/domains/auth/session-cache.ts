import type { User } from "@crease/core";

/**
 * Signed-in sessions remembered in memory, so the three calls of a checkout do not each look the
 * session up in the database (docs/decisions/009). A session is forgotten on this instance the
 * moment its account changes anywhere (logout, password, role, suspension, profile: the
 * "account" event on the bus, delivered here before the change's own request answers, and to
 * other instances over NOTIFY), and in any case after SESSION_CACHE_MS. A lookup that started
 * before such a change is not remembered, so a suspension can never be undone by a slow read.
 */
export const SESSION_CACHE_MS = 30_000;
const MAX_SESSIONS = 20_000;

interface Remembered {
  user: User;
  expiresAt: number;
  lastSeenAt: number;
  /** The sign-in's second factor was done (an admin's session may act: plugins/session.ts). */
  secondFactorDone: boolean;
  rememberedAt: number;
}

export function createSessionCache(now: () => number = Date.now) {
  const sessions = new Map<string, Remembered>();
  /** Bumped by every account change; a lookup remembers only if it saw no change. */
  let changes = 0;

  return {
    /** The session's user while it is fresh and unexpired. */
    get(sessionId: string): Remembered | undefined {
      const hit = sessions.get(sessionId);
      if (!hit) return undefined;
      const t = now();
      if (hit.rememberedAt + SESSION_CACHE_MS > t && hit.expiresAt > t) return hit;
      sessions.delete(sessionId);
      return undefined;
    },

    /** Call before reading the session from the database; pass the result to remember(). */
    mark: () => changes,

    remember(sessionId: string, mark: number, session: Omit<Remembered, "rememberedAt">) {
      if (mark !== changes) return;
      const t = now();
      // Sessions nobody used for SESSION_CACHE_MS are let go here, not only when read again: every
      // sign-in is a new session, and most are never read again on this instance once their
      // visit ends, so they used to stay until MAX_SESSIONS pushed them out (up to 20,000
      // users' records, growing with every sign-in). The map is in the order remembered (delete
      // before set), so the stale ones are at its front.
      for (const [id, old] of sessions) {
        if (old.rememberedAt + SESSION_CACHE_MS > t && sessions.size < MAX_SESSIONS) break;
        sessions.delete(id);
      }
      sessions.delete(sessionId);
      sessions.set(sessionId, { ...session, rememberedAt: t });
    },

    /** The account changed: forget every session of it. */
    forgetAccount(userId: number) {
      changes += 1;
      for (const [id, session] of sessions) if (session.user.id === userId) sessions.delete(id);
    },

    size: () => sessions.size,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
