import { rateLimited } from "@crease/core";
import type { Db } from "../../db/client";
import { throttleRepo } from "./throttle-repo";

/** One key's limit: at most `limit` attempts within the window; this request counts `weight` (1 unless given). */
export interface ThrottleKey {
  key: string;
  limit: number;
  weight?: number;
}

/**
 * Every rate limit of the server (sign-in, reset mails, registration, the contact form, uploads)
 * goes through `reserve`, which records the attempt before the work it guards, under a lock per
 * key (throttle-repo.ts), so requests sent at once cannot slip past the limit together: counting
 * first and inserting afterwards let 46 of 60 simultaneous contact messages through a limit of 10
 * (docs/SECURITY.md, "Rate limits"). The rows live in `auth_attempts`, pruned after a day, so a
 * window is at most a day long.
 */
export function createThrottle(deps: { db: Db; now?: () => Date }) {
  const repo = throttleRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * Reserves each key's `weight` attempts (one per image of an upload, say), or refuses the whole
     * request with a 429 (reserving nothing) whose Retry-After is when the oldest attempt in the
     * window ages out; `message` is what the person reads (given the seconds to wait). Returns the reservation's ids, for
     * `release` (a successful sign-in does not count).
     */
    async reserve(
      keys: ThrottleKey[],
      options: { windowMs: number; message?: string | ((retryAfterSeconds: number) => string) },
    ): Promise<number[]> {
      const result = await repo.reserve(keys, new Date(now().getTime() - options.windowMs));
      if ("ids" in result) return result.ids;
      const freeAt = (result.refused.oldest ?? now()).getTime() + options.windowMs;
      const retryAfter = Math.max(1, Math.ceil((freeAt - now().getTime()) / 1000));
      const { message } = options;
      throw rateLimited(retryAfter, typeof message === "function" ? message(retryAfter) : message);
    },

    release: (ids: number[]) => repo.release(ids),
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
