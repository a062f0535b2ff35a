import {
  AppError,
  conflict,
  EMAIL_TAKEN_MESSAGE,
  isLanguage,
  type Language,
  type MessageText,
  type registerSchema,
  type User,
  unauthenticated,
  validationError,
} from "@crease/core";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/rows";
import { translate } from "../../i18n";
import type { EndSockets, EventBus } from "../../lib/events";
import { enqueueJob } from "../../lib/jobs";
import { createLimiter } from "../../lib/limiter";
import type { Mailer } from "../../lib/mail";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../../lib/passwords";
import { hashToken as hashTokenWith, newToken } from "../../lib/tokens";
import { calendarsRepo } from "../calendars/repo";
import { staffMembershipsOf, withStaffOf } from "../staff/memberships";
import { adminAccounts } from "./admin-account";
import { phoneLinks } from "./phone-link";
import { phoneSignIn } from "./phone-sign-in";
import { authRepo, type UserRow } from "./repo";
import { createSessionCache } from "./session-cache";
import { PASSWORD_CHANGED_MAIL_JOB, signInMails } from "./sign-in-mails";
import { toUser, usernameBase } from "./user-row";

export const SESSION_DAYS = 30;
/** The job that mails a password-reset link (queued by forgotPassword). */
export const RESET_MAIL_JOB = "auth.reset-mail";
const RESET_TOKEN_MINUTES = 60;

export interface RequestMeta {
  ip: string;
  userAgent?: string;
  /** The language of the screen that asked: a new account takes it (issue 46). */
  language?: Language;
}

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export function createAuthService(deps: {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  /** SESSION_SECRET: the key of the token hashes. */
  secret: string;
  log: Logger;
  /** Tells read caches when an owner's name (on their venue cards) changes. */
  bus: EventBus;
  /** New accounts one address may create in 15 minutes (REGISTER_LIMIT). */
  registerLimit?: number;
  /** ADMIN_SECOND_FACTOR: `required` unless development or tests turn it off. */
  adminSecondFactor?: "required" | "off";
  now?: () => Date;
}) {
  if (!deps.secret) throw new Error("SESSION_SECRET is empty: load the config through ensureSessionSecret()");
  const repo = authRepo(deps.db);
  const hashToken = (token: string) => hashTokenWith(token, deps.secret);
  const now = deps.now ?? (() => new Date());
  const sessionCache = createSessionCache(() => now().getTime());
  deps.bus.subscribe((event) => {
    if (event.kind === "account") sessionCache.forgetAccount(event.userId);
  });
  /**
   * Every instance forgets the account's remembered sessions (this one before returning), and
   * closes the sockets named by `endSockets`.
   */
  const accountChanged = (userId: number | undefined, endSockets?: EndSockets) => {
    if (userId !== undefined) deps.bus.publish({ kind: "account", userId, endSockets });
  };

  const secondFactorRequired = (deps.adminSecondFactor ?? "required") === "required";
  /** An admin's session whose second factor is not done, while ADMIN_SECOND_FACTOR=required. */
  const pending = (session: { user: User; secondFactorDone: boolean }) =>
    secondFactorRequired && session.user.role === "admin" && !session.secondFactorDone;

  /** Login, reset mails and registration reserve before their work (lib/limiter.ts); a refused request reserves nothing. */
  const limiter = createLimiter({ db: deps.db, now });

  async function createSession(userId: number, meta: RequestMeta, secondFactorDone = false): Promise<string> {
    const token = newToken();
    await repo.insertSession({
      id: hashToken(token),
      userId,
      secondFactorDone,
      expiresAt: new Date(now().getTime() + SESSION_DAYS * 86_400_000),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
    });
    return token;
  }

  /** Every sign-in (password, code, second factor) gets a fresh session and ends the one the browser came with. */
  async function openSession(
    row: UserRow,
    meta: RequestMeta,
    previousSessionId?: string | null,
    options: { secondFactorDone?: boolean } = {},
  ): Promise<string> {
    if (previousSessionId) {
      const reason = "Signed in again";
      accountChanged(await repo.deleteSession(previousSessionId), { reason, onlySession: previousSessionId });
    }
    return createSession(row.id, meta, options.secondFactorDone);
  }

  const phone = phoneSignIn({ db: deps.db, secret: deps.secret, limiter, now, openSession });
  const links = phoneLinks({ db: deps.db, limiter, phone, now, accountChanged: (userId) => accountChanged(userId) });
  const mails = signInMails({ db: deps.db, mailer: deps.mailer, appUrl: deps.appUrl });

  /**
   * What a password change or reset does besides the password, in its transaction: the reset
   * links die, the private calendar feed ends (its address may be known to whoever knew the
   * password), the numbers that sign in go when the holder says so, and the account is mailed.
   */
  async function afterNewPassword(tx: Db, userId: number, removeLinkedPhones: boolean): Promise<void> {
    await authRepo(tx).spendResetTokens(userId, now());
    await calendarsRepo(tx).deleteFeed(userId);
    const before = removeLinkedPhones ? await authRepo(tx).findUserById(userId) : undefined;
    if (removeLinkedPhones) await authRepo(tx).updateUser(userId, { verifiedPhone: null });
    const phoneRemoved = Boolean(before?.verifiedPhone);
    await enqueueJob(tx, PASSWORD_CHANGED_MAIL_JOB, { userId, changedAt: now().toISOString(), phoneRemoved });
  }

  async function sendResetLink(email: string, token: string): Promise<void> {
    const row = await repo.findUserByEmail(email);
    if (!row?.email || row.status === "suspended") return;
    await repo.insertResetToken({
      userId: row.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + RESET_TOKEN_MINUTES * 60_000),
    });
    const link = `${deps.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    // In the account's language (decision 022), whoever asked for the link.
    const language: Language = isLanguage(row.language) ? row.language : "en";
    const say = (text: MessageText) => translate(language, text);
    await deps.mailer.send({
      to: row.email,
      subject: say("Reset your Crease password"),
      text: [
        say({ message: "Hi {name},", values: { name: row.fullName } }),
        "",
        say("We received a request to reset the password of your Crease account."),
        say("Open this link within the next hour to choose a new password:"),
        "",
        link,
        "",
        say("If you did not ask for this, ignore this mail: your password stays as it is."),
        "",
        "— Crease",
      ].join("\n"),
    });
  }

  return {
    /** A new account, signed in at once (its session token): nobody types the password again. */
    async register(input: z.output<typeof registerSchema>, meta: RequestMeta): Promise<{ user: User; token: string }> {
      await limiter.reserve("registration", { ip: meta.ip }, { limits: { ip: deps.registerLimit } });
      // Hashed before the email is looked up: a taken email answers only after the same Argon2
      // work as a new one, so the answer's time does not tell whether the email has an account.
      const passwordHash = await hashPassword(input.password);
      if (await repo.findUserByEmail(input.email)) {
        throw new AppError("EMAIL_TAKEN", EMAIL_TAKEN_MESSAGE);
      }
      const base = usernameBase(input.email);
      for (let attempt = 0; attempt < 5; attempt++) {
        const username = attempt === 0 ? base : `${base}${Math.floor(1000 + Math.random() * 9000)}`;
        if (await repo.usernameExists(username)) continue;
        try {
          const row = await repo.insertUser({
            username,
            fullName: input.fullName,
            email: input.email,
            phone: input.phone,
            passwordHash,
            role: input.role,
            language: meta.language ?? "en",
          });
          return { user: toUser(row), token: await createSession(row.id, meta) };
        } catch (error) {
          if (isUniqueViolation(error, "users_email_unique")) throw new AppError("EMAIL_TAKEN", EMAIL_TAKEN_MESSAGE);
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw conflict("We couldn't create your account just now. Please try again.");
    },

    /**
     * Verifies the password and opens a new session. Every sign-in gets a fresh id and the
     * session the browser came with (if any) ends, so a planted session id is worthless.
     */
    async login(
      input: { email: string; password: string },
      meta: RequestMeta,
      previousSessionId?: string | null,
    ): Promise<
      | { user: User; token: string }
      | { secondFactor: "sms"; pendingToken: string }
      | { secondFactor: "link"; token: string }
    > {
      const reservation = await limiter.reserve("login", {
        accountAddress: `${input.email}:ip:${meta.ip}`,
        ip: meta.ip,
      });
      const row = await repo.findUserByEmail(input.email);
      // Verify against a dummy hash for unknown emails (and accounts made by phone, which have no
      // password), so timing does not tell who has an account.
      const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!row?.passwordHash || !ok) throw new AppError("INVALID_CREDENTIALS", "Invalid email or password");
      await limiter.release(reservation);
      if (row.status === "suspended") {
        throw new AppError("ACCOUNT_SUSPENDED", "This account has been suspended. Please contact support.");
      }
      // An admin with a verified number: the password alone opens nothing; a code to the number does.
      if (row.role === "admin" && row.verifiedPhone) {
        return { secondFactor: "sms", pendingToken: await phone.startSecondFactor(row, meta.ip) };
      }
      const token = await openSession(row, meta, previousSessionId);
      // An admin without a number: the session is open but can only link one (plugins/session.ts).
      if (row.role === "admin" && secondFactorRequired) return { secondFactor: "link", token };
      return { user: await withStaffOf(deps.db, toUser(row)), token };
    },

    requestPhoneCode: phone.requestCode,
    signInWithCode: phone.signInWithCode,
    linkPhone: links.linkPhone,
    sendPhoneLinkedMail: mails.sendPhoneLinked,
    sendPasswordChangedMail: mails.sendPasswordChanged,
    finishSecondFactor: phone.finishSecondFactor,

    /**
     * The signed-in user behind a session cookie, or null. Slides the expiry at most hourly.
     * `secondFactorPending`: an admin's session whose second factor is not done, while it is
     * required; it may do nothing but finish it (plugins/session.ts).
     */
    async authenticate(token: string): Promise<{ user: User; sessionId: string; secondFactorPending: boolean } | null> {
      if (!token || token.length > 100) return null;
      const sessionId = hashToken(token);
      const remembered = sessionCache.get(sessionId);
      if (remembered) {
        if (now().getTime() - remembered.lastSeenAt > 3_600_000) {
          const expiresAt = new Date(now().getTime() + SESSION_DAYS * 86_400_000);
          await repo.touchSession(sessionId, now(), expiresAt);
          remembered.lastSeenAt = now().getTime();
          remembered.expiresAt = expiresAt.getTime();
        }
        return { user: remembered.user, sessionId, secondFactorPending: pending(remembered) };
      }
      const mark = sessionCache.mark();
      const found = await repo.findSession(sessionId, now());
      if (!found || found.user.status === "suspended") return null;
      let { lastSeenAt, expiresAt } = found.session;
      if (now().getTime() - lastSeenAt.getTime() > 3_600_000) {
        lastSeenAt = now();
        expiresAt = new Date(now().getTime() + SESSION_DAYS * 86_400_000);
        await repo.touchSession(sessionId, lastSeenAt, expiresAt);
      }
      // The venues they work at come with the session, so staff permissions need no query of their
      // own; a change of staff is an "account" event, which makes this read again.
      const user: User = { ...toUser(found.user), staffOf: await staffMembershipsOf(deps.db, found.user.id) };
      const session = {
        user,
        lastSeenAt: lastSeenAt.getTime(),
        expiresAt: expiresAt.getTime(),
        secondFactorDone: found.session.secondFactorDone,
      };
      sessionCache.remember(sessionId, mark, session);
      return { user, sessionId, secondFactorPending: pending(session) };
    },

    async logout(sessionId: string): Promise<void> {
      accountChanged(await repo.deleteSession(sessionId), { reason: "Signed out", onlySession: sessionId });
    },

    /**
     * Answers the same, in the same time, whether or not the email has an account: after the
     * limiter, the request path does no work that depends on the email: it queues a job. Finding
     * the account, storing the token and sending the mail happen in the job (`sendResetMail`), so
     * the token never sits in the queue. The link goes only to the mail
     * (or the outbox when SMTP is unset), never to the log.
     */
    async forgotPassword(email: string, meta: RequestMeta): Promise<void> {
      await limiter.reserve("forgotPassword", { email, ip: meta.ip });
      // Queued for every address alike (decision 031): one insert, whoever asks.
      await enqueueJob(deps.db, RESET_MAIL_JOB, { email });
    },

    /** The reset-mail job: a new link for the account with this email, if there is one. */
    sendResetMail: (email: string): Promise<void> => sendResetLink(email, newToken()),

    /** Whose the link is, and the numbers that sign in to the account (the reset can unlink them). */
    async verifyResetToken(token: string): Promise<{ email: string; linkedPhones: string[] }> {
      const found = await repo.findLiveResetToken(hashToken(token), now());
      const user = found ? await repo.findUserById(found.userId) : undefined;
      if (!found || !user?.email) throw new AppError("INVALID_TOKEN", "Invalid or expired token");
      return { email: user.email, linkedPhones: user.verifiedPhone ? [user.verifiedPhone] : [] };
    },

    /**
     * Single use; ends every session of the user and their calendar feed (a reset means the old
     * password may be known), and unlinks the numbers that sign in when asked.
     */
    async resetPassword(token: string, password: string, removeLinkedPhones = false): Promise<void> {
      const passwordHash = await hashPassword(password);
      const userId = await deps.db.transaction(async (tx) => {
        const txRepo = authRepo(tx);
        const userId = await txRepo.consumeResetToken(hashToken(token), now());
        if (!userId)
          throw new AppError("INVALID_TOKEN", "Invalid or expired token. Please request a new password reset link.");
        await txRepo.updateUser(userId, { passwordHash });
        await txRepo.deleteUserSessions(userId);
        await afterNewPassword(tx, userId, removeLinkedPhones);
        return userId;
      });
      accountChanged(userId, { reason: "Password reset" });
    },

    /** Keeps the current session, ends all the others and the calendar feed; unlinks the numbers when asked. */
    async changePassword(
      actor: User,
      sessionId: string,
      input: { currentPassword: string; newPassword: string; removeLinkedPhones?: boolean },
    ): Promise<void> {
      const { currentPassword, newPassword } = input;
      const row = await repo.findUserById(actor.id);
      if (!row) throw unauthenticated();
      if (!row.passwordHash || !(await verifyPassword(row.passwordHash, currentPassword))) {
        throw validationError("Current password is incorrect", { currentPassword: "Current password is incorrect" });
      }
      const passwordHash = await hashPassword(newPassword);
      await deps.db.transaction(async (tx) => {
        const txRepo = authRepo(tx);
        await txRepo.updateUser(actor.id, { passwordHash });
        await txRepo.deleteUserSessions(actor.id, sessionId);
        await afterNewPassword(tx, actor.id, input.removeLinkedPhones ?? false);
      });
      accountChanged(actor.id, { reason: "Password changed", exceptSession: sessionId });
    },

    /** ADMIN_EMAIL at start-up and `npm run admin -- promote` (admin-account.ts). */
    ...adminAccounts({ db: deps.db, now, accountChanged, usernameBase }),

    async hasAccount(email: string): Promise<boolean> {
      return (await repo.findUserByEmail(email.toLowerCase())) !== undefined;
    },

    async pruneExpired(): Promise<void> {
      await repo.pruneExpired(now(), new Date(now().getTime() - 86_400_000));
      await phone.pruneCodes(new Date(now().getTime() - 86_400_000));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
