import {
  AppError,
  conflict,
  type FullPayoutAccount,
  isLanguage,
  type Language,
  type MessageText,
  maskAccountNumber,
  maskGstin,
  maskPan,
  maskUpiId,
  normalisePayoutAccount,
  notFound,
  PAYOUT_ACCOUNT_HOLD_HOURS,
  type PayoutAccount,
  type PayoutAccountInput,
  type PayoutDestination,
  type User,
} from "@crease/core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { translate } from "../../i18n";
import { assertCan } from "../../lib/authorize";
import { type EventBus, publishChange } from "../../lib/events";
import { enqueueJob } from "../../lib/jobs";
import { createLimiter } from "../../lib/limiter";
import type { Mailer } from "../../lib/mail";
import { verifyPassword } from "../../lib/passwords";
import type { NotificationsService } from "../notifications/service";
import { type PayoutAccountRecord, payoutAccountsRepo } from "./account-repo";
import { sealAccount, unsealAccount } from "./account-seal";

/** The job that mails the owner about a change of their payout account (sent and retried by the queue). */
export const PAYOUT_ACCOUNT_MAIL_JOB = "payout-account.mail";

const WRONG_PASSWORD = "The password is not right";

/** "****1234 · HDFC0001234" or "ra****@okhdfcbank": where payouts go, as the owner may see it. */
export function destinationOf(record: Pick<PayoutAccountRecord, "method" | "accountLast4" | "ifsc" | "upiMasked">) {
  return record.method === "bank"
    ? `${maskAccountNumber(record.accountLast4 ?? "")} · ${record.ifsc}`
    : (record.upiMasked ?? "");
}

function masked(record: PayoutAccountRecord, at: Date): PayoutAccount {
  return {
    method: record.method,
    holderName: record.holderName,
    accountNumber: record.accountLast4 === null ? null : maskAccountNumber(record.accountLast4),
    ifsc: record.ifsc,
    upiId: record.upiMasked,
    pan: record.panMasked,
    gstin: record.gstinMasked,
    updatedAt: record.updatedAt,
    payoutsHeldUntil: new Date(record.payoutsHeldUntil) > at ? record.payoutsHeldUntil : null,
  };
}

/**
 * Owners' payout accounts (docs/product/payouts.md#payout-account): saved only with the owner's
 * password, sealed at rest, shown masked; each save mails the owner and holds their payouts for
 * 24 hours (the payouts service refuses to mark a held payout paid). Admins read one in full only
 * for a payout they are sending.
 */
export function createPayoutAccountsService(deps: {
  db: Db;
  /** A GSTIN given or removed changes the owner's venues' prices: their answers and checkout's memory forget them. */
  bus: EventBus;
  /** PAYOUT_ACCOUNT_KEY, else SESSION_SECRET. */
  secret: string;
  mailer: Mailer;
  notifications: NotificationsService;
  appUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const repo = payoutAccountsRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  const limiter = createLimiter({ db: deps.db, now });

  /** The owner's password again, five tries a quarter hour: a session left open is not enough. */
  async function confirmPassword(actor: User, password: string): Promise<void> {
    const owner = await repo.owner(actor.id);
    if (!owner?.passwordHash) {
      throw new AppError(
        "INVALID_CREDENTIALS",
        "Your account has no password yet: add one before changing where payouts go",
      );
    }
    const reserved = await limiter.reserve("payoutAccountPassword", { account: String(actor.id) });
    if (!(await verifyPassword(owner.passwordHash, password))) {
      throw new AppError("INVALID_CREDENTIALS", WRONG_PASSWORD, { password: WRONG_PASSWORD });
    }
    await limiter.release(reserved);
  }

  return {
    /** `GET /api/owner/payout-account`: the owner's own, masked; null before they give one. */
    async get(actor: User): Promise<PayoutAccount | null> {
      assertCan(actor, "payout-account.manage");
      const record = await repo.byOwner(actor.id);
      return record ? masked(record, now()) : null;
    },

    /** `PUT /api/owner/payout-account`: replaces the account, mails the owner, holds payouts 24 h. */
    async save(actor: User, input: PayoutAccountInput): Promise<PayoutAccount> {
      assertCan(actor, "payout-account.manage");
      await confirmPassword(actor, input.password);
      const f = normalisePayoutAccount(input);
      const pan = f.pan as string; // the schema refused a missing one
      const bank = f.upiId === undefined;
      const at = now();
      const heldUntil = new Date(at.getTime() + PAYOUT_ACCOUNT_HOLD_HOURS * 3_600_000);
      const registeredBefore = Boolean((await repo.byOwner(actor.id))?.gstinMasked);
      const record = await deps.db.transaction(async (tx) => {
        const saved = await payoutAccountsRepo(tx as unknown as Db).save(
          {
            ownerId: actor.id,
            method: bank ? "bank" : "upi",
            holderName: bank ? (f.holderName ?? null) : null,
            ifsc: bank ? (f.ifsc ?? null) : null,
            accountLast4: bank && f.accountNumber ? f.accountNumber.slice(-4) : null,
            upiMasked: f.upiId ? maskUpiId(f.upiId) : null,
            panMasked: maskPan(pan),
            gstinMasked: f.gstin ? maskGstin(f.gstin) : null,
            sealed: sealAccount(
              { accountNumber: f.accountNumber, upiId: f.upiId, pan, gstin: f.gstin },
              actor.id,
              deps.secret,
            ),
          },
          at,
          heldUntil,
        );
        // The mail is part of the change: queued with it, sent and retried by the job queue.
        await enqueueJob(tx as unknown as Db, PAYOUT_ACCOUNT_MAIL_JOB, { ownerId: actor.id });
        return saved;
      });
      deps.log.info({ ownerId: actor.id, method: record.method }, "payout account changed");
      if (Boolean(record.gstinMasked) !== registeredBefore) {
        // Registered or no longer (decision 041): orders priced from now on follow, on every
        // instance (venue answers, checkout's venue memory); orders already priced keep their GST.
        for (const venueId of await repo.venueIds(actor.id)) publishChange(deps.bus, venueId);
      }
      await deps.notifications
        .notify(actor.id, {
          type: "payout_account_changed",
          title: "Payout account changed",
          message: {
            message: "Payouts now go to {account}. No payout is sent for 24 hours, in case the change was not yours.",
            values: { account: destinationOf(record) },
          },
        })
        .catch((error: unknown) => deps.log.warn({ err: error }, "payout account notification failed"));
      return masked(record, at);
    },

    /** The job: tells the owner, in their language, where payouts now go and until when they wait. */
    async sendChangedMail(payload: { ownerId: number }): Promise<void> {
      const [owner, record] = await Promise.all([repo.owner(payload.ownerId), repo.byOwner(payload.ownerId)]);
      if (!owner?.email || !record) return;
      const language: Language = isLanguage(owner.language) ? owner.language : "en";
      const say = (text: MessageText) => translate(language, text);
      const account =
        record.method === "bank"
          ? say({
              message: "the bank account {number} (IFSC {ifsc}) of {holder}",
              values: {
                number: maskAccountNumber(record.accountLast4 ?? ""),
                ifsc: record.ifsc ?? "",
                holder: record.holderName ?? "",
              },
            })
          : say({ message: "the UPI ID {upi}", values: { upi: record.upiMasked ?? "" } });
      await deps.mailer.send({
        to: owner.email,
        subject: say("Your Crease payout account was changed"),
        text: [
          say({ message: "Hi {name},", values: { name: owner.fullName } }),
          "",
          say({
            message: "The account your Crease payouts are sent to was changed at {when}. Payouts now go to {account}.",
            values: { when: { at: record.updatedAt }, account },
          }),
          say({
            message:
              "Your next payout waits until {until}, so that a change you did not make can be stopped before any money is sent.",
            values: { until: { at: record.payoutsHeldUntil } },
          }),
          "",
          say("If you did not make this change, change your password at once and write to us:"),
          `${deps.appUrl}/contact-us`,
          "",
          "— Crease",
        ].join("\n"),
      });
    },

    /** `GET /api/payouts/{id}/account`: where an admin sends this payout, in full. */
    async destination(actor: User, payoutId: number): Promise<PayoutDestination> {
      assertCan(actor, "payout-account.see-full");
      const ownerId = await repo.payoutOwner(payoutId);
      if (ownerId === undefined) throw notFound("Payout not found");
      const record = await repo.byOwner(ownerId);
      if (!record) return { account: null };
      let open: ReturnType<typeof unsealAccount>;
      try {
        open = unsealAccount(record.sealed, ownerId, deps.secret);
      } catch {
        throw conflict(
          "This owner's payout account cannot be read with the server's current key. Ask the owner to enter it again.",
        );
      }
      deps.log.info({ payoutId, ownerId, adminId: actor.id }, "payout account read in full");
      const account: FullPayoutAccount = {
        ...masked(record, now()),
        ownerId,
        accountNumber: open.accountNumber ?? null,
        upiId: open.upiId ?? null,
        pan: open.pan,
        gstin: open.gstin ?? null,
      };
      return { account };
    },
  };
}

export type PayoutAccountsService = ReturnType<typeof createPayoutAccountsService>;
