import type { FastifyBaseLogger } from "fastify";
import type { Db } from "./db/client";
import { SMS_JOB, type SmsJobPayload } from "./domains/auth/phone-sign-in";
import { type AuthService, RESET_MAIL_JOB } from "./domains/auth/service";
import { PASSWORD_CHANGED_MAIL_JOB, PHONE_LINKED_MAIL_JOB } from "./domains/auth/sign-in-mails";
import type { BookingCheckout } from "./domains/bookings/checkout";
import type { BookingsService } from "./domains/bookings/service";
import { WAITLIST_OFFER_JOB } from "./domains/bookings/waitlist-offers";
import { CREDIT_EXPIRY_JOB } from "./domains/credit/repo";
import type { CreditService } from "./domains/credit/service";
import { NOTIFICATION_MAIL_JOB, type NotificationsService } from "./domains/notifications/service";
import { PAYOUT_ACCOUNT_MAIL_JOB, type PayoutAccountsService } from "./domains/payouts/account-service";
import type { PayoutsService } from "./domains/payouts/service";
import type { RefundsService } from "./domains/refunds/service";
import { STAFF_MAIL_JOB, type StaffService } from "./domains/staff/service";
import { WAITLIST_NOTIFY_JOB } from "./domains/waitlist/repo";
import type { WaitlistService } from "./domains/waitlist/service";
import { createJobQueue, type JobQueue } from "./lib/jobs";
import type { smsJob } from "./lib/sms";
import type { createWhatsAppSender, WhatsAppMessage } from "./lib/whatsapp";

/** What the background jobs do their work with: the domains' services. */
export interface JobWork {
  refunds: RefundsService;
  checkout: BookingCheckout;
  bookings: BookingsService;
  auth: AuthService;
  sendSms: ReturnType<typeof smsJob>;
  notifications: NotificationsService;
  whatsappSender: ReturnType<typeof createWhatsAppSender>;
  payouts: PayoutsService;
  payoutAccounts: PayoutAccountsService;
  staff: StaffService;
  waitlist: WaitlistService;
  credit: CreditService;
}

/**
 * Every kind of background job and its schedule, on the one queue kept in the database
 * (lib/jobs.ts, decision 011): each run happens on one instance, and a refund, a mail or a
 * schedule survives a restart.
 */
export function backgroundJobs(deps: { db: Db; log: FastifyBaseLogger; leaseMs?: number; work: JobWork }): JobQueue {
  const {
    refunds,
    checkout,
    bookings,
    auth,
    sendSms,
    notifications,
    whatsappSender,
    payouts,
    payoutAccounts,
    staff,
    waitlist,
    credit,
  } = deps.work;
  const jobs: JobQueue = createJobQueue({
    db: deps.db,
    log: deps.log,
    leaseMs: deps.leaseMs,
    // Twenty due jobs per claim, run side by side: a burst of bookings' mails leaves in a few claims.
    batch: 20,
    handlers: {
      refund: (payload) => refunds.process(Number(payload.refundId)),
      // Holds past their ten minutes are released even with no traffic (searches and checkouts
      // already treat them as free the moment they expire).
      // Credit spent on a hold that ended unpaid goes back in the same run (docs/product/credit.md).
      "holds.expire": async () => void (await checkout.expireHolds()),
      // What is left of a balance when its expiry comes (queued at each top-up; a later one moves it on).
      [CREDIT_EXPIRY_JOB]: async (payload) =>
        void (await credit.expire({ ownerId: Number(payload.ownerId), userId: Number(payload.userId) })),
      // Played bookings become completed (the lifecycle's `complete` by the server), so a past
      // booking is not left confirmed, and so cancellable by its owner, for ever.
      "bookings.complete": async () => void (await bookings.completeEnded()),
      "auth.prune": () => auth.pruneExpired(),
      [SMS_JOB]: (payload) => sendSms(payload as unknown as SmsJobPayload),
      reminders: async () => void (await notifications.sendReminders()),
      // A provider refusal throws, so the message is tried again with the queue's backoff.
      "whatsapp.send": (payload) => whatsappSender.send(payload as unknown as WhatsAppMessage),
      // Tuesday payouts: idempotent per Tuesday, so a missed Tuesday is caught up within the hour.
      "payouts.run": async () => void (await payouts.runDue()),
      [PAYOUT_ACCOUNT_MAIL_JOB]: (payload) => payoutAccounts.sendChangedMail({ ownerId: Number(payload.ownerId) }),
      [STAFF_MAIL_JOB]: (payload) => staff.sendMail(payload as Parameters<typeof staff.sendMail>[0]),
      [NOTIFICATION_MAIL_JOB]: (payload) => notifications.sendMail(Number(payload.notificationId)),
      [RESET_MAIL_JOB]: (payload) => auth.sendResetMail(String(payload.email)),
      [PHONE_LINKED_MAIL_JOB]: (payload) =>
        auth.sendPhoneLinkedMail({
          userId: Number(payload.userId),
          phone: String(payload.phone),
          linkedAt: String(payload.linkedAt),
        }),
      [PASSWORD_CHANGED_MAIL_JOB]: (payload) =>
        auth.sendPasswordChangedMail({
          userId: Number(payload.userId),
          changedAt: String(payload.changedAt),
          phoneRemoved: payload.phoneRemoved === true,
        }),
      "jobs.prune": () => jobs.pruneDone(30),
      // A slot's queue moved on (a cancellation, a decline, an offer run out); with no slot, the
      // minute's sweep of every queue (a hold run out, a block lifted: decision 037).
      [WAITLIST_OFFER_JOB]: (payload) => waitlist.offer(payload as Parameters<typeof waitlist.offer>[0]),
      [WAITLIST_NOTIFY_JOB]: (payload) => waitlist.notify(Number(payload.entryId)),
    },
    // A refund that used up its tries stays pending for admins (its job is listed as dead, and
    // their retry resumes it): money is never dropped, only left for a person.
    onDead: { refund: (payload) => refunds.stoppedRetrying(Number(payload.refundId)) },
    recurring: [
      { name: "holds.expire", kind: "holds.expire", everySeconds: 60 },
      { name: "bookings.complete", kind: "bookings.complete", everySeconds: 300 },
      { name: "auth.prune", kind: "auth.prune", everySeconds: 3600 },
      // Every 10 minutes: the 2 h reminder arrives between 2 h and 1 h 50 min before play (hourly
      // runs could make it as late as 1 h before); a run reads only three days' confirmed bookings.
      { name: "reminders", kind: "reminders", everySeconds: 600 },
      { name: "payouts.run", kind: "payouts.run", everySeconds: 3600 },
      { name: "jobs.prune", kind: "jobs.prune", everySeconds: 86_400 },
      { name: "waitlist.sweep", kind: WAITLIST_OFFER_JOB, everySeconds: 60 },
    ],
  });
  return jobs;
}
