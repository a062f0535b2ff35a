import { type MessageText, PHONE_CODE, rateLimited } from "@crease/core";
import type { Db } from "../db/client";
import { limiterRepo } from "./limiter-repo";

const MINUTE_MS = 60_000;

/** One counted part of a limit: its key's prefix (the subject follows it) and how many attempts a window allows. */
interface LimitPart {
  key: string;
  limit: number;
}

interface LimitRule {
  windowMs: number;
  per: Record<string, LimitPart>;
}

/**
 * Every rate limit of the server, in one table (docs/decisions/020-one-limiter.md). A request is
 * refused when any of its parts is over its limit. The key prefixes are the rows already stored in
 * `auth_attempts`, so a deploy does not reset a window.
 *
 * Sign-in guesses count per account and address together, so an attacker's failures from one
 * address never lock the real user out from another; per address generously (a college or an
 * office behind one address still signs in). Reset mails per email and per address; new accounts
 * per address (REGISTER_LIMIT overrides it); contact messages per address; uploads per account in
 * images and megabytes (docs/SECURITY.md, "Rate limits").
 */
export const LIMITS = {
  login: {
    windowMs: 15 * MINUTE_MS,
    per: { accountAddress: { key: "login:account:", limit: 5 }, ip: { key: "login:ip:", limit: 100 } },
  },
  registration: { windowMs: 15 * MINUTE_MS, per: { ip: { key: "register:ip:", limit: 20 } } },
  forgotPassword: {
    windowMs: 15 * MINUTE_MS,
    per: { email: { key: "forgot:email:", limit: 5 }, ip: { key: "forgot:ip:", limit: 20 } },
  },
  /** Ten messages an hour from one address is plenty for a person and little for a spammer. */
  contact: { windowMs: 60 * MINUTE_MS, per: { ip: { key: "contact:ip:", limit: 10 } } },
  /**
   * What one account may upload in a day: an owner listing five venues with twenty photos each,
   * phone photos of 3 MB, fits; a script turning our CPU into WebP does not get far.
   */
  uploads: {
    windowMs: 24 * 60 * MINUTE_MS,
    per: { images: { key: "upload:images:user:", limit: 100 }, megabytes: { key: "upload:mb:user:", limit: 300 } },
  },
  /**
   * Codes sent by SMS (sign-in, linking, an admin's second factor): five a number and twenty an
   * address in 15 minutes. With five tries a code, that is 25 guesses at a 6-digit code per number
   * in 15 minutes; each SMS costs money too.
   */
  otp: {
    windowMs: 15 * MINUTE_MS,
    per: { phone: { key: "otp:phone:", limit: 5 }, ip: { key: "otp:ip:", limit: 20 } },
  },
  /** Passwords typed to change a payout account: 5 an account in 15 minutes, as sign-in guesses. */
  payoutAccountPassword: {
    windowMs: 15 * MINUTE_MS,
    per: { account: { key: "payout-account:user:", limit: 5 } },
  },
  /**
   * Coupon codes an account may try that do not apply: twenty an hour. A player types one or two;
   * a script guessing an owner's codes gets nowhere. A code that applies gives its try back.
   */
  couponCodes: { windowMs: 60 * MINUTE_MS, per: { account: { key: "coupon:user:", limit: 20 } } },
  /** A new code for the same number waits 30 seconds (PHONE_CODE.resendSeconds). */
  otpResend: { windowMs: PHONE_CODE.resendSeconds * 1000, per: { phone: { key: "otp:resend:", limit: 1 } } },
  /**
   * An admin's second factor has a budget of its own, spent only after the right password: anyone
   * may ask for sign-in codes for the admin's number (and spend `otp`), and used to lock the admin
   * out for as long as they kept asking (issue 44). The same numbers as `otp` and `otpResend`.
   */
  secondFactor: {
    windowMs: 15 * MINUTE_MS,
    per: { phone: { key: "2fa:phone:", limit: 5 }, ip: { key: "2fa:ip:", limit: 20 } },
  },
  secondFactorResend: {
    windowMs: PHONE_CODE.resendSeconds * 1000,
    per: { phone: { key: "2fa:resend:", limit: 1 } },
  },
  /** Passwords typed to link a sign-in number: 5 an account in 15 minutes, as sign-in guesses. */
  linkPhonePassword: { windowMs: 15 * MINUTE_MS, per: { account: { key: "link-phone:user:", limit: 5 } } },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;
type PartOf<N extends LimitName> = keyof (typeof LIMITS)[N]["per"] & string;

export interface ReserveOptions<N extends LimitName> {
  /** Attempts this request counts per part (one per image of an upload, say); 1 unless given. */
  weights?: Partial<Record<PartOf<N>, number>>;
  /** A part's limit from the configuration (REGISTER_LIMIT) instead of the table's. */
  limits?: Partial<Record<PartOf<N>, number | undefined>>;
  /** What the person reads with the 429, given the seconds to wait. */
  message?: MessageText | ((retryAfterSeconds: number) => MessageText);
}

/**
 * Every throttle goes through `reserve`, which records the attempt before the work it guards,
 * under a lock per key (limiter-repo.ts), so requests sent at once cannot slip past the limit
 * together: counting first and inserting afterwards let 46 of 60 simultaneous contact messages
 * through a limit of 10 (docs/SECURITY.md, "Rate limits"). The rows live in `auth_attempts`,
 * pruned after a day, so a window is at most a day long.
 */
export function createLimiter(deps: { db: Db; now?: () => Date }) {
  const repo = limiterRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * Reserves the attempts of limit `name` for these subjects (one per part: the address, the
     * email…), or refuses the whole request with a 429 (reserving nothing) whose Retry-After is
     * when the oldest attempt in the window ages out. Returns the reservation's ids, for `release`
     * (a successful sign-in does not count).
     */
    async reserve<N extends LimitName>(
      name: N,
      subjects: Record<PartOf<N>, string>,
      options: ReserveOptions<N> = {},
    ): Promise<number[]> {
      const rule: LimitRule = LIMITS[name];
      const keys = Object.entries(rule.per).map(([part, { key, limit }]) => ({
        key: `${key}${subjects[part as PartOf<N>]}`,
        limit: options.limits?.[part as PartOf<N>] ?? limit,
        weight: options.weights?.[part as PartOf<N>] ?? 1,
      }));
      const result = await repo.reserve(keys, new Date(now().getTime() - rule.windowMs));
      if ("ids" in result) return result.ids;
      const freeAt = (result.refused.oldest ?? now()).getTime() + rule.windowMs;
      const retryAfter = Math.max(1, Math.ceil((freeAt - now().getTime()) / 1000));
      const { message } = options;
      throw rateLimited(retryAfter, typeof message === "function" ? message(retryAfter) : message);
    },

    release: (ids: number[]) => repo.release(ids),
  };
}

export type Limiter = ReturnType<typeof createLimiter>;
