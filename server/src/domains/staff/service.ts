import {
  type Action,
  forbidden,
  type Language,
  type MessageText,
  notFound,
  refusal,
  STAFF_INVITATION_DAYS,
  type StaffInvitation,
  type StaffMember,
  type StaffRole,
  staffRoleAt,
  type User,
  VENUE_ACTIVITY_PAGE,
  type VenueActivity,
  validationError,
} from "@crease/core";
import type { Db } from "../../db/client";
import { translate } from "../../i18n";
import type { EventBus } from "../../lib/events";
import { enqueueJob } from "../../lib/jobs";
import type { Mailer } from "../../lib/mail";
import { hashToken, newToken, seal, unseal } from "../../lib/tokens";
import { SMS_JOB, type SmsJobPayload } from "../auth/phone-sign-in";
import { recordVenueActivity, venueActivityOf } from "./activity";
import { type InvitationAddress, type StaffVenue, staffRepo } from "./repo";

/** The job that mails a new member of staff or an invitation (sent and retried by the queue). */
export const STAFF_MAIL_JOB = "staff.mail";

/**
 * The invitation's mail. The token travels sealed, so the jobs table never holds a working link.
 * (A job queued before issue 44 may still say `kind: "added"`: it is dropped, see `sendMail`.)
 */
type StaffMailPayload = {
  kind: "invited";
  venueId: number;
  email: string;
  role: StaffRole;
  sealedToken: string;
  language: Language;
};

const OWNERS_OWN_EMAIL = "This is the venue owner's own email: owners already manage their venues.";
const OWNERS_OWN_MOBILE = "This is the venue owner's own mobile number: owners already manage their venues.";

/** Whom to invite: by mail (`email`) or by SMS (`mobile`, +91XXXXXXXXXX); the schema lets exactly one through. */
type Invitee = { email?: string; mobile?: string };

const addressOf = (who: Invitee): InvitationAddress =>
  who.email !== undefined ? { email: who.email } : { phone: who.mobile ?? "" };
const INVITATION_GONE = "This invitation has expired or was already used. Ask the venue's owner to invite you again.";

/**
 * A venue's staff (docs/product/roles.md "Venue staff"): its owner (or an admin) adds people by
 * email as desk or manager, removes them, and reads the venue's activity. Every change of who works
 * where is an "account" event: sessions are read again (so permissions change on the next request)
 * and, on removal, the person's open sockets close.
 */
export function createStaffService(deps: {
  db: Db;
  bus: EventBus;
  mailer: Mailer;
  appUrl: string;
  /** SESSION_SECRET: the key of invitation token hashes and of the sealed token in the mail job. */
  secret: string;
  now?: () => Date;
}) {
  const repo = staffRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  /**
   * The venue if the actor may take `action` on it. Its own staff are told no (403); anyone else
   * who may not gets the same 404 as a venue that does not exist, so another owner learns nothing.
   */
  async function venueFor(actor: User, venueId: number, action: Action): Promise<StaffVenue> {
    const venue = await repo.venue(venueId);
    if (!venue) throw notFound("Venue not found");
    const why = refusal(actor, action, { ownerId: venue.ownerId, venueId });
    if (why === null) return venue;
    if (staffRoleAt(actor, venueId) !== undefined) throw forbidden(why);
    throw notFound("Venue not found");
  }

  /**
   * The invitation's SMS as a job of the queue's SMS sender (the outbox offline): the text and the
   * link sealed, so the jobs table never holds a working link; dropped unsent once the link is dead.
   */
  function invitationSms(
    venue: StaffVenue,
    invite: { phone: string; role: StaffRole; token: string; expiresAt: Date },
    language: Language,
  ): SmsJobPayload {
    const link = `${deps.appUrl}/staff-invitation?token=${encodeURIComponent(invite.token)}`;
    const text = translate(language, {
      message:
        "{owner} invites you to the staff of {venue} on Crease as {role, select, manager {manager} other {desk}}. Open this link and sign in with this mobile number within {days} days: {link}",
      values: { owner: venue.ownerName, venue: venue.name, role: invite.role, days: STAFF_INVITATION_DAYS, link },
    });
    return {
      to: invite.phone,
      sealed: seal(JSON.stringify({ code: link, text, template: "staff-invitation" }), deps.secret),
      expiresAt: invite.expiresAt.toISOString(),
    };
  }

  const accessChanged = (userId: number, endSockets?: { reason: string }) =>
    deps.bus.publish({ kind: "account", userId, endSockets });

  return {
    async list(actor: User, venueId: number): Promise<StaffMember[]> {
      await venueFor(actor, venueId, "staff.manage");
      return repo.list(venueId, now());
    },

    /**
     * Every email is invited the same way, whether or not an account has it (issue 44): the link
     * goes to the mailbox, and only someone who opens it signed in with that email joins, so
     * registering someone else's email first earns nothing. The answer is the invitation alone,
     * identical for every email and found without looking the email up, so the form tells nobody
     * who is behind it; a name shows in the list once its person accepted.
     */
    async add(actor: User, venueId: number, input: Invitee & { role: StaffRole }): Promise<StaffInvitation> {
      const venue = await venueFor(actor, venueId, "staff.manage");
      const to = addressOf(input);
      if (to.email !== undefined && venue.ownerEmail === to.email) {
        throw validationError(OWNERS_OWN_EMAIL, { email: OWNERS_OWN_EMAIL });
      }
      if (to.phone !== undefined && venue.ownerPhone === to.phone) {
        throw validationError(OWNERS_OWN_MOBILE, { mobile: OWNERS_OWN_MOBILE });
      }
      const token = newToken();
      const since = now();
      const expiresAt = new Date(since.getTime() + STAFF_INVITATION_DAYS * 86_400_000);
      await deps.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        await staffRepo(db).putInvitation({
          venueId,
          to,
          role: input.role,
          tokenHash: hashToken(token, deps.secret),
          invitedBy: actor.id,
          expiresAt,
        });
        await recordVenueActivity(db, {
          venueId,
          actorId: actor.id,
          action: "staff.add",
          detail: {
            ...(to.email !== undefined ? { email: to.email } : { mobile: to.phone }),
            role: input.role,
            invited: true,
          },
        });
        if (to.phone !== undefined) {
          // By SMS through the queue's SMS job (its outbox offline), the link sealed in the job.
          const sms = invitationSms(venue, { phone: to.phone, role: input.role, token, expiresAt }, actor.language);
          await enqueueJob(db, SMS_JOB, { ...sms });
          return;
        }
        await enqueueJob(db, STAFF_MAIL_JOB, {
          kind: "invited",
          venueId,
          email: to.email,
          role: input.role,
          sealedToken: seal(token, deps.secret),
          language: actor.language,
        } satisfies StaffMailPayload);
      });
      return {
        email: to.email ?? null,
        mobile: to.phone ?? null,
        role: input.role,
        status: "invited",
        since: since.toISOString(),
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** Ends the member's access at once: their sessions are read again and their sockets close. */
    async remove(actor: User, venueId: number, userId: number): Promise<void> {
      await venueFor(actor, venueId, "staff.manage");
      const removed = await deps.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const role = await staffRepo(db).removeMember(venueId, userId);
        if (!role) return undefined;
        const account = await staffRepo(db).account(userId);
        await recordVenueActivity(db, {
          venueId,
          actorId: actor.id,
          action: "staff.remove",
          detail: { name: account?.fullName ?? null, email: account?.email ?? null, role },
        });
        return role;
      });
      if (!removed) throw notFound("This person is not on the venue's staff");
      accessChanged(userId, { reason: "Your access to a venue ended" });
    },

    /** Withdraws an invitation not yet accepted (to an email or a mobile): its link stops working at once. */
    async withdraw(actor: User, venueId: number, who: Invitee): Promise<void> {
      await venueFor(actor, venueId, "staff.manage");
      const to = addressOf(who);
      const withdrawn = await deps.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const role = await staffRepo(db).removeInvitation(venueId, to);
        if (!role) return false;
        await recordVenueActivity(db, {
          venueId,
          actorId: actor.id,
          action: "staff.remove",
          detail: { ...(to.email !== undefined ? { email: to.email } : { mobile: to.phone }), role, invited: true },
        });
        return true;
      });
      if (withdrawn) return;
      throw notFound(
        to.email !== undefined
          ? "There is no open invitation to this email at this venue"
          : "There is no open invitation to this mobile number at this venue",
      );
    },

    async activity(actor: User, venueId: number): Promise<VenueActivity[]> {
      await venueFor(actor, venueId, "venue-activity.see");
      return venueActivityOf(deps.db, venueId, VENUE_ACTIVITY_PAGE);
    },

    /**
     * The invitation link, opened signed in with the email it was mailed to, or with the mobile it
     * was texted to as the account's verified number (the SMS proves the phone as the mail the
     * mailbox): joins the venue.
     */
    async accept(actor: User, token: string): Promise<{ venueId: number; venueName: string; role: StaffRole }> {
      const tokenHash = hashToken(token, deps.secret);
      const waiting = await repo.invitation(tokenHash, now());
      if (!waiting) throw notFound(INVITATION_GONE);
      if (waiting.phone !== null && waiting.phone !== actor.verifiedPhone) {
        throw forbidden(
          "This invitation was sent to another mobile number. Sign in with that number to accept it, or link it to your account in your profile.",
        );
      }
      if (waiting.phone === null && waiting.email !== actor.email?.toLowerCase()) {
        throw forbidden("This invitation was sent to another email address. Sign in with that email to accept it.");
      }
      const joined = await deps.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const taken = await staffRepo(db).takeInvitation(tokenHash, now());
        if (!taken) return undefined;
        await staffRepo(db).putMember(taken.venueId, actor.id, taken.role, actor.id);
        await recordVenueActivity(db, {
          venueId: taken.venueId,
          actorId: actor.id,
          action: "staff.join",
          detail: { role: taken.role },
        });
        return taken;
      });
      if (!joined) throw notFound(INVITATION_GONE);
      accessChanged(actor.id);
      return { venueId: joined.venueId, venueName: joined.venueName, role: joined.role };
    },

    /** The job: the invitation's mail, in the inviter's language. */
    async sendMail(payload: StaffMailPayload | { kind: "added" }): Promise<void> {
      // Queued before issue 44, when an account joined without accepting: nothing to send now.
      if (payload.kind !== "invited") return;
      const venue = await repo.venue(payload.venueId);
      if (!venue) return;
      let token: string;
      try {
        token = unseal(payload.sealedToken, deps.secret);
      } catch {
        return; // sealed under an older SESSION_SECRET: the owner invites again
      }
      const to = payload.email;
      const language = payload.language;
      const link = `${deps.appUrl}/staff-invitation?token=${encodeURIComponent(token)}`;
      const lines: MessageText[] = [
        "Hello,",
        {
          message:
            "{owner} invites you to join the staff of {venue} on Crease, as {role, select, manager {manager} other {desk}}.",
          values: { owner: venue.ownerName, venue: venue.name, role: payload.role },
        },
        {
          message:
            "Open this link, then sign in or create an account with this email ({email}). The link works for {days} days:",
          values: { email: payload.email, days: STAFF_INVITATION_DAYS },
        },
      ];
      const say = (text: MessageText) => translate(language, text);
      await deps.mailer.send({
        to,
        subject: say({ message: "Staff at {venue} on Crease", values: { venue: venue.name } }),
        text: [...lines.map(say), link, "", "— Crease"].join("\n"),
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
