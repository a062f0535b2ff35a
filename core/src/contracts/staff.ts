import { z } from "zod";
import { INDIAN_MOBILE_MESSAGE, normaliseIndianMobile } from "../phone";
import { STAFF_ROLES, VENUE_ACTIVITY_ACTIONS } from "../staff";

const ROLE_MESSAGE = 'Role must be "desk" or "manager"';

const staffEmail = z
  .string({ error: "Enter the email of the person to add" })
  .trim()
  .min(1, "Enter the email of the person to add")
  .max(254, "Email address is too long")
  .email("Enter a valid email address, like name@example.com")
  .transform((value) => value.toLowerCase());

/** Stored and answered as +91XXXXXXXXXX (normaliseIndianMobile); "98765 43210" is taken as typed. */
const staffMobile = z
  .string({ error: INDIAN_MOBILE_MESSAGE })
  .max(20, INDIAN_MOBILE_MESSAGE)
  .transform((value, ctx) => {
    const mobile = normaliseIndianMobile(value);
    if (mobile) return mobile;
    ctx.addIssue({ code: "custom", message: INDIAN_MOBILE_MESSAGE });
    return z.NEVER;
  });

const ONE_WAY_TO_INVITE = "Give the person's email or their mobile number, not both";
const NO_WAY_TO_INVITE = "Enter the email or the mobile number of the person to add";

/** Exactly one of `email` and `mobile`, the refusal named on the field to fix. */
function oneAddress(value: { email?: string; mobile?: string }, ctx: z.RefinementCtx) {
  if (value.email !== undefined && value.mobile !== undefined) {
    ctx.addIssue({ code: "custom", path: ["mobile"], message: ONE_WAY_TO_INVITE });
  } else if (value.email === undefined && value.mobile === undefined) {
    ctx.addIssue({ code: "custom", path: ["email"], message: NO_WAY_TO_INVITE });
  }
}

/**
 * `POST /api/venues/{id}/staff`: whom to invite and as what. The invitation goes by mail to
 * `email`, or by SMS to `mobile` (an Indian mobile): exactly one of the two (issue 46).
 */
export const addStaffSchema = z
  .object({
    email: staffEmail.optional(),
    mobile: staffMobile.optional(),
    role: z.enum(STAFF_ROLES, { error: ROLE_MESSAGE }),
  })
  .superRefine(oneAddress);

/** `DELETE /api/venues/{id}/staff-invitations?email=` or `?mobile=`: the invitation to withdraw. */
export const withdrawStaffInvitationQuery = z
  .object({ email: staffEmail.optional(), mobile: staffMobile.optional() })
  .superRefine(oneAddress);
export type AddStaffInput = z.input<typeof addStaffSchema>;

/** One member of a venue's staff, or an invitation not yet accepted (`status: "invited"`, no userId). */
export const staffMemberSchema = z.object({
  userId: z.number().int().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** An invitation sent by SMS: its number (+91XXXXXXXXXX); null for members and mailed invitations. */
  mobile: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(["active", "invited"]),
  /** When they were added or invited. */
  since: z.string(),
  /** An invitation's last day; null for members. */
  expiresAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/**
 * What adding someone answers (issue 44): the invitation only, the same for every email or number,
 * whether or not an account has it, so the form tells nobody who is behind an email. The person joins, and
 * their name shows in the list, once they accept it signed in with that email.
 */
export const staffInvitationSchema = z.object({
  /** The email it was mailed to; null when it went by SMS. */
  email: z.string().nullable(),
  /** The mobile it was sent to by SMS (+91XXXXXXXXXX); null when it went by mail. */
  mobile: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  status: z.literal("invited"),
  /** When it was sent. */
  since: z.string(),
  /** The last moment its link works. */
  expiresAt: z.string(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** One line of a venue's history: who did what, when. */
export const venueActivitySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int(),
  actorName: z.string(),
  action: z.enum(VENUE_ACTIVITY_ACTIONS),
  bookingId: z.number().int().optional(),
  /** What the action was about, in a few words (a staff member's name and role, a cancellation's reason). */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type VenueActivity = z.infer<typeof venueActivitySchema>;

/** `POST /api/staff/invitations/accept`: the token from the invitation mail. */
export const acceptStaffInvitationSchema = z.object({
  token: z
    .string({ error: "This invitation link is not complete: open the link from the mail again" })
    .min(1, "This invitation link is not complete: open the link from the mail again")
    .max(200, "This invitation link is not valid"),
});

/** What accepting answers: the venue joined. */
export const staffInvitationAcceptedSchema = z.object({
  venueId: z.number().int(),
  venueName: z.string(),
  role: z.enum(STAFF_ROLES),
});
