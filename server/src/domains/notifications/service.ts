import {
  addDays,
  DEFAULT_NOTIFICATION_PREFERENCES,
  type Language,
  type MessageText,
  type MessageValues,
  type NotificationPayload,
  type NotificationPreferenceKey,
  notFound,
  notificationLink,
  todayInIst,
  type User,
} from "@crease/core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { translate } from "../../i18n";
import { createBatches } from "../../lib/batches";
import type { EventBus } from "../../lib/events";
import { enqueueJob, enqueueJobs } from "../../lib/jobs";
import type { Mailer } from "../../lib/mail";
import { reminderDue, reminderNote } from "./reminders";
import { type ReminderKind, remindersRepo } from "./reminders-repo";
import { type NewNotificationRow, type NotificationRow, notificationsRepo, type Recipient } from "./repo";
import { type WhatsAppTemplates, whatsappMessageFor } from "./whatsapp";

export interface NewNotification {
  /** booking_created, booking_confirmed, booking_cancelled, booking_completed, booking_disputed,
   * booking_reminder, venue_approved, venue_rejected, venue_suspended, venue_reactivated,
   * venue_pending … */
  type: string;
  /** Stored in the recipient's language (decision 022): a template with values where it has any. */
  title: MessageText;
  /** Several lines (the confirmation's directions, a reminder's details) are joined by line breaks. */
  message: MessageText | MessageText[];
  data?: Record<string, unknown>;
  /**
   * The body parameters after the person's name of this type's WhatsApp template, for the
   * notifications that may also go by WhatsApp (a booking confirmed: venue, day and slot, paid).
   */
  whatsapp?: MessageValues[string][];
}

const NOTIFICATIONS_SHOWN = 50;
/** Bookings a reminders run reads whole per statement. */
const REMINDERS_READ_AT_ONCE = 200;

/** The job that mails one stored notification (docs/decisions/031-mail-through-the-job-queue.md). */
export const NOTIFICATION_MAIL_JOB = "notification.mail";

/** Which preference lets a notification also go out by email. */
function emailPreference(type: string): NotificationPreferenceKey | null {
  if (type === "booking_reminder") return "reminders";
  // A waitlist offer is about a booking the player asked for, and lasts minutes: it goes by mail too.
  if (type === "waitlist_offer") return "bookingUpdates";
  if (type.startsWith("booking_")) return "bookingUpdates";
  return null;
}

export function toPayload(row: NotificationRow): NotificationPayload & { read: boolean } {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    data: row.data ?? undefined,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/**
 * Stored first, then sent (docs/product/notifications.md): a user who is offline finds the notification on the
 * next load; one who is online gets it live on every instance through the event bus.
 */
export function createNotificationsService(deps: {
  db: Db;
  bus: EventBus;
  mailer?: Mailer;
  appUrl?: string;
  /** Set when WhatsApp is configured (WHATSAPP_TEMPLATE_*). */
  whatsapp?: WhatsAppTemplates;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const repo = notificationsRepo(deps.db);
  const reminders = remindersRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  // Notifications of many bookings confirmed at once are stored by one statement (lib/batches.ts).
  const stored = createBatches((values: NewNotificationRow[]) => repo.insert(values), {
    maxItems: 50,
  });

  /** Whether the stored notification also goes by mail: a mailed kind, an active account that wants it. */
  function mailWanted(recipient: Recipient, row: NotificationRow): boolean {
    const key = emailPreference(row.type);
    if (!key || !deps.mailer || !recipient.email || recipient.status !== "active") return false;
    return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...(recipient.prefs ?? {}) }[key];
  }

  // Mails are queued, not sent by the request (decision 031): a relay that is slow or down never
  // holds up a booking, a restart loses none, and a burst of bookings' mails leaves at the queue's
  // pace. Many notifications' mail jobs are queued by one statement (lib/batches.ts).
  const mailJobs = createBatches(
    (ids: number[]) =>
      enqueueJobs(
        deps.db,
        NOTIFICATION_MAIL_JOB,
        ids.map((notificationId) => ({ notificationId })),
      ),
    { maxItems: 100 },
  );
  // …and the mail jobs of one claim read their notifications together.
  const mailReads = createBatches((ids: number[]) => repo.withRecipients(ids), { maxItems: 100 });

  /** A note's words in a language. */
  const wordsIn = (language: Language, note: NewNotification) => ({
    title: translate(language, note.title),
    message: [note.message]
      .flat()
      .map((line) => translate(language, line))
      .join("\n"),
  });
  const bothLanguages = (note: NewNotification) => ({ en: wordsIn("en", note), hi: wordsIn("hi", note) });

  /** A stored notification, shown at once to its recipient on every instance. */
  const showLive = (row: NotificationRow) =>
    deps.bus.publish({ kind: "user", userId: row.userId, message: { type: "notification", data: toPayload(row) } });

  /**
   * After notifications are stored: their mails queued (one statement for all), each shown live
   * on every instance, and the WhatsApp ones queued.
   */
  async function deliver(rows: { row: NotificationRow; recipient: Recipient }[], notes: NewNotification[]) {
    const mailed = rows.filter(({ row, recipient }) => mailWanted(recipient, row)).map(({ row }) => row.id);
    if (mailed.length > 0) {
      await mailJobs
        .submit(mailed)
        .catch((error: unknown) => deps.log.warn({ err: error }, "notification mails could not be queued"));
    }
    for (const [i, { row, recipient }] of rows.entries()) {
      showLive(row);
      const note = notes[i];
      // WhatsApp goes by the job queue: stored now, sent (and retried) by whichever instance claims it.
      const message = note ? whatsappMessageFor(deps.whatsapp, recipient, note) : null;
      if (message) {
        await enqueueJob(deps.db, "whatsapp.send", { ...message }).catch((error: unknown) =>
          deps.log.warn({ err: error, notificationId: row.id }, "WhatsApp message could not be queued"),
        );
      }
    }
  }

  const service = {
    /**
     * Stores notifications inside the caller's transaction, with their mail and WhatsApp jobs, so
     * they commit with the move they tell of or not at all (a move and its record, issue 44). The
     * function it answers shows them live; call it once the transaction committed.
     */
    async notifyWithin(tx: Db, all: { userId: number | null; note: NewNotification }[]): Promise<() => void> {
      const notes = all.filter((n): n is { userId: number; note: NewNotification } => n.userId !== null);
      if (notes.length === 0) return () => {};
      const rows = await notificationsRepo(tx).insert(
        notes.map(({ userId, note }) => ({ userId, type: note.type, data: note.data, words: bothLanguages(note) })),
      );
      const mailed = rows.filter(({ row, recipient }) => mailWanted(recipient, row)).map(({ row }) => row.id);
      if (mailed.length > 0) {
        await enqueueJobs(
          tx,
          NOTIFICATION_MAIL_JOB,
          mailed.map((notificationId) => ({ notificationId })),
        );
      }
      for (const [i, { recipient }] of rows.entries()) {
        const note = notes[i]?.note;
        const message = note ? whatsappMessageFor(deps.whatsapp, recipient, note) : null;
        if (message) await enqueueJob(tx, "whatsapp.send", { ...message });
      }
      return () => {
        for (const { row } of rows) showLive(row);
      };
    },

    /** Tells one account; nobody for `null` (a desk booking's player without an account has no inbox). */
    async notify(userId: number | null, note: NewNotification): Promise<void> {
      await service.notifyEach([{ userId, note }]);
    },

    /**
     * Several people at once (a booking tells the player and the owner): one insert for all, shared
     * with other requests' notifications when the server is busy. Resolves once they are stored.
     */
    async notifyEach(all: { userId: number | null; note: NewNotification }[]): Promise<void> {
      const notes = all.filter((n): n is { userId: number; note: NewNotification } => n.userId !== null);
      if (notes.length === 0) return;
      const rows = await stored.submit(
        // Written in both languages; the statement that stores them keeps the recipient's.
        notes.map(({ userId, note }) => ({
          userId,
          type: note.type,
          data: note.data,
          words: bothLanguages(note),
        })),
      );
      await deliver(
        rows,
        notes.map(({ note }) => note),
      );
    },

    /**
     * The `notification.mail` job: the stored notification by mail, in the recipient's language
     * like the row itself, if they still want it when it leaves (a preference turned off meanwhile
     * is honoured). A notification deleted since is simply not sent.
     */
    async sendMail(notificationId: number): Promise<void> {
      const [found] = await mailReads.submit([notificationId]);
      if (!found || !deps.mailer || !mailWanted(found.recipient, found.row)) return;
      const { row, recipient } = found;
      const link = notificationLink(row.type, row.data);
      const say = (text: MessageText) => translate(recipient.language, text);
      await deps.mailer.send({
        to: recipient.email as string,
        subject: `${row.title} · Crease`,
        text: `${row.message}\n\n${say(link.label)}: ${deps.appUrl ?? ""}${link.path}\n\n${say("You can choose which emails you get under Profile → Manage notifications.")}`,
      });
    },

    async notifyAdmins(note: NewNotification): Promise<void> {
      await service.notifyEach((await repo.adminIds()).map((userId) => ({ userId, note })));
    },

    /** A public change on a venue page: slots booked, held, freed; the venue edited. */
    async venueUpdate(venueId: number, data: { action: string; date?: string; slot?: string }): Promise<void> {
      deps.bus.publish({ kind: "venue", venueId, message: { type: "venue_update", venueId, data } });
    },

    async list(actor: User) {
      return (await repo.list(actor.id, NOTIFICATIONS_SHOWN)).map(toPayload);
    },

    async markRead(actor: User, id: number): Promise<void> {
      if (!(await repo.markRead(actor.id, id))) throw notFound("Notification not found");
    },

    markAllRead: (actor: User) => repo.markAllRead(actor.id),
    clear: (actor: User) => repo.clear(actor.id),

    /**
     * The reminders 24 hours and 2 hours before play (docs/product/notifications.md#reminders),
     * run every 10 minutes by the queue: each is stored once per booking and kind, with its
     * `booking_reminders` row in the same statement, so a second run or instance sends nothing.
     */
    async sendReminders(): Promise<number> {
      const at = now();
      const today = todayInIst(at);
      // Which are due, from small rows of every candidate (yesterday's date too: a slot after
      // midnight of hours that run past it keeps the evening's date); then those bookings whole.
      const due = new Map<number, ReminderKind>();
      let after: { date: string; id: number } | null = null;
      do {
        const page = await reminders.candidates(addDays(today, -1), addDays(today, 2), after);
        for (const candidate of page.candidates) {
          const kind = reminderDue(candidate, at);
          if (kind) due.set(candidate.id, kind);
        }
        after = page.next;
      } while (after);
      let sent = 0;
      const ids = [...due.keys()];
      // Read whole a few hundred at a time: the first run after a pause may find thousands due.
      for (let from = 0; from < ids.length; from += REMINDERS_READ_AT_ONCE) {
        for (const booking of await reminders.bookings(ids.slice(from, from + REMINDERS_READ_AT_ONCE))) {
          const kind = due.get(booking.id);
          if (!kind || booking.userId === null) continue;
          const note: NewNotification = { type: "booking_reminder", ...reminderNote(booking, kind) };
          const stored = await reminders.storeOnce(booking.id, kind, {
            userId: booking.userId,
            type: note.type,
            data: note.data,
            words: bothLanguages(note),
          });
          if (!stored) continue;
          sent++;
          await deliver([stored], [note]);
        }
      }
      return sent;
    },
  };
  return service;
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
