import { randomInt, timingSafeEqual } from "node:crypto";
import {
  AppError,
  forbidden,
  isLanguage,
  type Language,
  NAME_NEEDED_MESSAGE,
  PHONE_CODE,
  type phoneSignInSchema,
  type User,
  validationError,
} from "@crease/core";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/rows";
import { translate } from "../../i18n";
import { enqueueJob } from "../../lib/jobs";
import type { Limiter } from "../../lib/limiter";
import { signInCodeText } from "../../lib/sms";
import { hashToken, newToken, seal } from "../../lib/tokens";
import { withStaffOf } from "../staff/memberships";
import { phoneRepo } from "./phone-repo";
import { authRepo, type UserRow } from "./repo";
import { toUser } from "./user-row";

const CODE_SENT = "If the number can receive SMS, a code is on its way. It works for 5 minutes.";
const WRONG_CODE = "That code is not right, or it has expired. Check the SMS or ask for a new code.";
const USED_UP_CODE = "That code is not right, and it has stopped working. Ask for a new code.";

/** The job that sends one SMS (lib/jobs.ts); its payload holds the text sealed, never the code in clear. */
export const SMS_JOB = "sms.send";
export interface SmsJobPayload {
  to: string;
  /** `seal`ed JSON { code, text }. */
  sealed: string;
  /** After this the code is dead: the job drops the message instead of sending it late. */
  expiresAt: string;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Signing in and signing up with a code sent by SMS, and the admin's second
 * factor (docs/decisions/023-sms-and-phone-sign-in.md). Codes are kept only as an HMAC keyed with
 * SESSION_SECRET, live 5 minutes, take 5 guesses, and are used once.
 */
export function phoneSignIn(deps: {
  db: Db;
  secret: string;
  limiter: Limiter;
  now: () => Date;
  /** The auth service's: opens a session and ends the one the browser came with. */
  openSession(
    row: UserRow,
    meta: { ip: string; userAgent?: string },
    previousSessionId?: string | null,
    options?: { secondFactorDone?: boolean },
  ): Promise<string>;
}) {
  const repo = phoneRepo(deps.db);
  const codeHash = (phone: string, code: string) => hashToken(`phone-code:${phone}:${code}`, deps.secret);

  /**
   * Reserves the number's and the address's limits, stores a new code (the number's older ones
   * stop working) and queues its SMS. Does the same work whatever the number: nothing here looks
   * for an account, so the answer cannot tell who has one. The SMS is in `language`: the
   * account's for a second factor, the request's (cookie, Accept-Language) for a sign-in.
   */
  async function sendCode(
    phone: string,
    ip: string,
    language: Language,
    extra: { purpose: "phone" } | { purpose: "second_factor"; userId: number; pendingTokenHash: string },
  ): Promise<void> {
    // The second factor spends a budget of its own, reached only after the right password, so
    // strangers asking for sign-in codes for an admin's number cannot lock the admin out.
    const secondFactor = extra.purpose === "second_factor";
    const resend = await deps.limiter.reserve(
      secondFactor ? "secondFactorResend" : "otpResend",
      { phone },
      {
        message: (wait) => ({
          message: "A code was just sent to this number. You can ask for another in {wait} seconds.",
          values: { wait },
        }),
      },
    );
    try {
      await deps.limiter.reserve(
        secondFactor ? "secondFactor" : "otp",
        { phone, ip },
        {
          message: (wait) => ({
            message: "Too many codes asked for. Please wait {minutes} minutes and try again.",
            values: { minutes: Math.ceil(wait / 60) },
          }),
        },
      );
    } catch (error) {
      await deps.limiter.release(resend);
      throw error;
    }
    const code = String(randomInt(0, 10 ** PHONE_CODE.length)).padStart(PHONE_CODE.length, "0");
    const expiresAt = new Date(deps.now().getTime() + PHONE_CODE.lifeMinutes * 60_000);
    await deps.db.transaction(async (tx) => {
      await phoneRepo(tx).insertCode({ phone, codeHash: codeHash(phone, code), expiresAt, ...extra }, deps.now());
      const payload: SmsJobPayload = {
        to: phone,
        sealed: seal(JSON.stringify({ code, text: signInCodeText(code, language) }), deps.secret),
        expiresAt: expiresAt.toISOString(),
      };
      await enqueueJob(tx, SMS_JOB, { ...payload });
    });
  }

  /** Takes a try of the live code and checks it; a wrong, used or expired one is a 401. */
  async function checkCode(match: { phone: string } | { pendingTokenHash: string }, code: string) {
    const found = await repo.takeTry(match, deps.now());
    if (!found) throw new AppError("INVALID_CODE", WRONG_CODE);
    if (!sameHash(found.codeHash, codeHash(found.phone, code))) {
      const left = PHONE_CODE.tries - found.tries;
      if (left <= 0) throw new AppError("INVALID_CODE", USED_UP_CODE);
      throw new AppError("INVALID_CODE", {
        message: "That code is not right. {left, plural, one {# try} other {# tries}} left.",
        values: { left },
      });
    }
    return found;
  }

  async function use(codeId: number): Promise<void> {
    // Two requests with the same right code: one wins, the other is a replay.
    if (!(await repo.consume(codeId, deps.now()))) throw new AppError("INVALID_CODE", WRONG_CODE);
  }

  /**
   * A new player account, in the language of the screen they signed up on. `created` is false when
   * the same number's account was made a moment before by another request (a double tap).
   */
  async function newPhoneAccount(
    phone: string,
    fullName: string,
    language: Language,
  ): Promise<{ row: UserRow; created: boolean }> {
    const auth = authRepo(deps.db);
    for (let attempt = 0; attempt < 5; attempt++) {
      const username = `player${phone.slice(-4)}${randomInt(1000, 10_000)}`;
      if (await auth.usernameExists(username)) continue;
      try {
        const row = await auth.insertUser({
          username,
          fullName,
          email: null,
          phone,
          verifiedPhone: phone,
          passwordHash: null,
          language,
        });
        return { row, created: true };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const taken = await repo.findUserByVerifiedPhone(phone);
        if (taken) return { row: taken, created: false };
      }
    }
    throw new AppError("CONFLICT", "Could not create the account. Please try again.");
  }

  return {
    /** POST /api/auth/otp/request: the same answer whether or not the number has an account. */
    async requestCode(phone: string, ip: string, language: Language = "en") {
      await sendCode(phone, ip, language, { purpose: "phone" });
      return { message: translate(language, CODE_SENT), resendAfterSeconds: PHONE_CODE.resendSeconds };
    },

    /**
     * POST /api/auth/otp/verify: signs in the account whose verified number this is, or makes a
     * player account when a name comes with a new number. Admins need their password too.
     * `created` says which: the web greets a new player as new, not "Welcome back" (issue 46).
     */
    async signInWithCode(
      input: z.output<typeof phoneSignInSchema>,
      meta: { ip: string; userAgent?: string; language?: Language },
      previousSessionId?: string | null,
    ): Promise<{ user: User; token: string; created: boolean }> {
      const found = await checkCode({ phone: input.phone }, input.code);
      let row = await repo.findUserByVerifiedPhone(input.phone);
      if (!row && !input.name) {
        // The code stays good for the same request with a name.
        await repo.returnTry(found.id);
        throw validationError(NAME_NEEDED_MESSAGE, { name: NAME_NEEDED_MESSAGE });
      }
      if (row?.role === "admin") {
        throw forbidden("Administrators sign in with their email and password, then a code sent to this number.");
      }
      if (row?.status === "suspended") {
        throw new AppError("ACCOUNT_SUSPENDED", "This account has been suspended. Please contact support.");
      }
      await use(found.id);
      let created = false;
      if (!row) ({ row, created } = await newPhoneAccount(input.phone, input.name as string, meta.language ?? "en"));
      const token = await deps.openSession(row, meta, previousSessionId);
      return { user: await withStaffOf(deps.db, toUser(row)), token, created };
    },

    /**
     * After an admin's right password: a code to their verified number, tied to a pending token
     * that only this browser holds (a cookie). Returns the token.
     */
    async startSecondFactor(row: UserRow, ip: string): Promise<string> {
      const pending = newToken();
      const phone = row.verifiedPhone as string;
      await sendCode(phone, ip, isLanguage(row.language) ? row.language : "en", {
        purpose: "second_factor",
        userId: row.id,
        pendingTokenHash: hashToken(pending, deps.secret),
      });
      return pending;
    },

    /** POST /api/auth/login/verify: the code of the pending sign-in completes it. */
    async finishSecondFactor(
      pending: string | undefined,
      code: string,
      meta: { ip: string; userAgent?: string },
      previousSessionId?: string | null,
    ): Promise<{ user: User; token: string }> {
      if (!pending || pending.length > 100) {
        throw new AppError("INVALID_CODE", "Your sign-in has expired. Enter your email and password again.");
      }
      const found = await checkCode({ pendingTokenHash: hashToken(pending, deps.secret) }, code);
      await use(found.id);
      const row = found.userId === null ? undefined : await authRepo(deps.db).findUserById(found.userId);
      if (!row || row.status === "suspended" || row.verifiedPhone !== found.phone) {
        throw new AppError("INVALID_CODE", "Your sign-in has expired. Enter your email and password again.");
      }
      const token = await deps.openSession(row, meta, previousSessionId, { secondFactorDone: true });
      return { user: await withStaffOf(deps.db, toUser(row)), token };
    },

    /** For phone-link.ts: a try of the number's live code, checked (401 when wrong), and its use. */
    checkCode: (phone: string, code: string) => checkCode({ phone }, code),
    useCode: use,
    returnTry: (codeId: number) => repo.returnTry(codeId),

    pruneCodes: (before: Date) => repo.prune(before),
  };
}

export type PhoneSignIn = ReturnType<typeof phoneSignIn>;
