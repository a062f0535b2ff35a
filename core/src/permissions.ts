/**
 * Who may do what, written once (docs/product/roles.md). The server's routes and services check
 * every action here (server/src/plugins/authorize.ts); the web asks the same function what to
 * show. A booking's moves (cancel, complete) are the booking lifecycle's
 * (core/src/booking-lifecycle.ts), which reads the booking's date and status as well.
 */
import { type StaffMembership, type StaffRole, staffRoleAt } from "./staff";
import type { Role } from "./users";

/**
 * The person asking: a signed-in account, or `null` for a visitor. `staffOf` lists the venues
 * they work at (read with the session); without it they are staff nowhere.
 */
export type Actor = { id: number; role: Role; staffOf?: readonly StaffMembership[] } | null;

/**
 * The owner of what an action touches (a venue, a payout, a venue change), and the venue when it
 * is one venue's: staff may act only on their own venues' things.
 */
export interface Owned {
  ownerId: number;
  venueId?: number;
}

interface Rule {
  /** Roles that may take the action at all. */
  roles: readonly Role[];
  /**
   * When true, an owner may take it only on what they own (`resource.ownerId`); admins take it on
   * anything. Checked when a resource is given; without one, only the role is checked.
   */
  ownOnly?: boolean;
  /**
   * Venue staff roles that may take it at the venues they work at, whatever their account's role
   * (issue 25). Without a resource it is enough to work somewhere as one of them (the service then
   * checks the venue). Never on payout.*, payout-account.*, analytics or staff management.
   */
  staff?: readonly StaffRole[];
}

const STAFF: readonly Role[] = ["owner", "admin"];
const ADMIN: readonly Role[] = ["admin"];
/** A venue's staff (core/src/staff.ts): the desk, and managers who may also change the venue. */
const DESK_AND_MANAGER: readonly StaffRole[] = ["desk", "manager"];
const MANAGER: readonly StaffRole[] = ["manager"];

export const PERMISSIONS = {
  // Accounts and bookings (anything else a signed-in account does needs only the session)
  "account.become-owner": { roles: ["player"] },
  "booking.book": { roles: ["player"] },
  /** Split the cost of one's own paid booking, and pay a teammate's share (docs/product/split-payments.md). */
  "split.create": { roles: ["player"] },
  "split.pay": { roles: ["player"] },
  "booking.see-venue": { roles: STAFF, ownOnly: true, staff: DESK_AND_MANAGER },
  "booking.see-all": { roles: ADMIN },
  "booking.export": { roles: STAFF },
  /**
   * Every player's mobile on a venue's day sheet, online bookers' too (the desk calls them about
   * rain): that venue's owner, desk and managers, never admins. Asked after `booking.see-venue` has
   * found the venue theirs; the calendar and every other answer keep online players' numbers out.
   */
  "booking.see-player-mobiles": { roles: ["owner"], staff: DESK_AND_MANAGER },
  /** The front desk: walk-in and phone bookings, and money taken at the venue (docs/product/front-desk.md). */
  "booking.desk": { roles: STAFF, ownOnly: true, staff: DESK_AND_MANAGER },
  // Venues
  "venue.list": { roles: STAFF },
  "venue.manage": { roles: STAFF, ownOnly: true, staff: MANAGER },
  /** A venue's price rules: applied at once, no admin review (docs/product/venues.md). */
  "pricing.manage": { roles: STAFF, ownOnly: true, staff: MANAGER },
  /** Blocking slots (maintenance, a tournament): the venue's owner, its desk and managers, or an admin (docs/product/blocks.md). */
  "venue.block": { roles: STAFF, ownOnly: true, staff: DESK_AND_MANAGER },
  /** Closing a court or the venue for days, cancelling and refunding what it hits: owner, manager, admin (docs/product/blocks.md). */
  "venue.close": { roles: STAFF, ownOnly: true, staff: MANAGER },
  "venue.see-all": { roles: ADMIN },
  "venue.moderate": { roles: ADMIN },
  "venue.filter-by-status": { roles: ADMIN },
  "venue-edit.list": { roles: STAFF, ownOnly: true, staff: MANAGER },
  "venue-edit.review": { roles: ADMIN },
  "upload.image": { roles: STAFF, staff: MANAGER },
  // A venue's staff: only its owner (and admins) add, remove and see who did what.
  "staff.manage": { roles: STAFF, ownOnly: true },
  "venue-activity.see": { roles: STAFF, ownOnly: true },
  // Money and figures
  "analytics.venue": { roles: STAFF, ownOnly: true },
  "analytics.platform": { roles: ADMIN },
  "payout.list": { roles: STAFF, ownOnly: true },
  "payout.run": { roles: ADMIN },
  /**
   * An owner's own bank or UPI account, PAN and GSTIN: the owner alone. Not admins (they see it
   * through payout-account.see-full when paying), and never a venue's staff: a desk or manager role
   * must not be added here (issue 25, "Staff never see payouts or payout accounts").
   */
  "payout-account.manage": { roles: ["owner"] },
  /** The account in full, unmasked: for the admin sending a payout. */
  "payout-account.see-full": { roles: ADMIN },
  "refund.list": { roles: ADMIN },
  /** Coupons (docs/product/offers.md): an admin the platform's, an owner their own venues'; never staff. */
  "coupon.manage": { roles: STAFF, ownOnly: true },
  /** The owner's venue credit offer (docs/product/credit.md): the owner alone; never staff nor admins. */
  "credit.manage": { roles: ["owner"] },
  /** The invoices list (docs/product/invoices.md): an owner their venues', an admin all; never staff. */
  "invoice.list": { roles: STAFF },
  /**
   * A booking's invoice and credit note: its player, the venue's owner, an admin (the resource's
   * `ownerId` is the player for a player, the venue's owner for an owner: `mayReadInvoice`).
   */
  "invoice.read": { roles: ["player", "owner", "admin"], ownOnly: true },
  // Running the platform
  "user.manage": { roles: ADMIN },
  "contact.read": { roles: ADMIN },
  "jobs.manage": { roles: ADMIN },
  // Screens (the server guards their data through the actions above)
  "screen.owner-dashboard": { roles: STAFF, staff: DESK_AND_MANAGER },
  "screen.admin-dashboard": { roles: ADMIN },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof PERMISSIONS;

/**
 * What each refusal says: the 403 message for a signed-in account whose role may not, and for an
 * owner acting on what is not theirs (where that is not hidden as a 404). Apart from the rules so
 * that `can` (the web's first paint asks it) does not carry the server's words.
 */
const REFUSALS: Record<Action, { refusal: string; notYours?: string }> = {
  "account.become-owner": { refusal: "Your account can already list venues" },
  "booking.book": { refusal: "Only player accounts can book venues" },
  "split.create": { refusal: "Only player accounts can split the cost of a booking" },
  "split.pay": { refusal: "Only player accounts can pay a share" },
  "booking.see-venue": { refusal: "Permission denied" },
  "booking.see-all": { refusal: "Permission denied" },
  "booking.export": { refusal: "Only venue owners and admins can export bookings" },
  "booking.see-player-mobiles": { refusal: "Only the venue's owner and staff see players' mobiles" },
  "booking.desk": {
    refusal: "Only the venue's owner and staff can book at the desk",
    notYours: "You can only book at the desk of your own venues",
  },
  "venue.list": { refusal: "Only venue owners can list facilities" },
  "venue.manage": { refusal: "Only venue owners can change venues", notYours: "You can only change your own venues" },
  "pricing.manage": {
    refusal: "Only venue owners can set prices",
    notYours: "You can only set prices for your own venues",
  },
  "venue.block": {
    refusal: "Only venue owners can block slots",
    notYours: "You can only block slots of your own venues",
  },
  "venue.close": { refusal: "Only venue owners can close a venue", notYours: "You can only close your own venues" },
  "venue.see-all": { refusal: "Venue not found" },
  "venue.moderate": { refusal: "Only admins can change a venue's status" },
  "venue.filter-by-status": { refusal: "Only admins can filter venues by status" },
  "venue-edit.list": { refusal: "Only venue owners and admins have venue changes" },
  "venue-edit.review": { refusal: "Only admins review venue changes" },
  "upload.image": { refusal: "Only venue owners can upload images" },
  "staff.manage": {
    refusal: "Only the venue's owner can manage its staff",
    notYours: "You can only manage the staff of your own venues",
  },
  "venue-activity.see": {
    refusal: "Only the venue's owner can see its activity",
    notYours: "You can only see the activity of your own venues",
  },
  "analytics.venue": {
    refusal: "Only venue owners and admins can see venue analytics",
    notYours: "Owners can only see analytics for their own venues",
  },
  "analytics.platform": { refusal: "Only admins can see platform analytics" },
  "coupon.manage": {
    refusal: "Only venue owners and admins can make coupons",
    notYours: "You can only make coupons for your own venues",
  },
  "credit.manage": { refusal: "Only venue owners can offer venue credit" },
  "payout.list": {
    refusal: "Only venue owners and admins have payouts",
    notYours: "Owners can only see their own payouts",
  },
  "payout.run": { refusal: "Only admins can run and send payouts" },
  "payout-account.manage": { refusal: "Only venue owners have a payout account" },
  "payout-account.see-full": { refusal: "Only admins sending a payout see the full account" },
  "refund.list": { refusal: "Only admins can see refunds" },
  "invoice.list": { refusal: "Only venue owners and admins have an invoices list" },
  "invoice.read": { refusal: "Invoice not found" },
  "user.manage": { refusal: "Only admins can manage users" },
  "contact.read": { refusal: "Only admins can read contact messages" },
  "jobs.manage": { refusal: "Only admins can see and retry background jobs" },
  "screen.owner-dashboard": { refusal: "Only venue owners and admins have an owner dashboard" },
  "screen.admin-dashboard": { refusal: "Only admins have the admin dashboard" },
};

export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

/**
 * `null` when `actor` may take `action` (on `resource`, for actions on what an owner owns);
 * otherwise the message to refuse with. A visitor is refused with "Authentication required".
 */
export function refusal(actor: Actor | undefined, action: Action, resource?: Owned): string | null {
  if (!actor) return "Authentication required";
  const answer = decide(actor, action, resource);
  if (answer === "yes") return null;
  const words = REFUSALS[action];
  return answer === "not-yours" ? (words.notYours ?? words.refusal) : words.refusal;
}

/** The rule's answer for a signed-in actor: may, may not by role, or may not on what is not theirs. */
function decide(actor: NonNullable<Actor>, action: Action, resource: Owned | undefined): "yes" | "role" | "not-yours" {
  const rule: Rule = PERMISSIONS[action];
  if (rule.roles.includes(actor.role)) {
    const notTheirs = rule.ownOnly && resource && actor.role !== "admin" && resource.ownerId !== actor.id;
    return !notTheirs || staffMay(actor, rule, resource) ? "yes" : "not-yours";
  }
  return staffMay(actor, rule, resource) ? "yes" : "role";
}

/**
 * Whether the actor's staff role lets them: at the resource's venue when one is given (a resource
 * without a venue is never staff's), or at any venue they work at when none is.
 */
function staffMay(actor: NonNullable<Actor>, rule: Rule, resource: Owned | undefined): boolean {
  const allowed = rule.staff;
  if (!allowed) return false;
  if (!resource) return actor.staffOf?.some((m) => allowed.includes(m.role)) ?? false;
  if (resource.venueId === undefined) return false;
  const role = staffRoleAt(actor, resource.venueId);
  return role !== undefined && allowed.includes(role);
}

/** The staff roles that may take `action` at their venues (none for most), for docs and tests. */
export function staffRolesFor(action: Action): readonly StaffRole[] {
  return (PERMISSIONS[action] as Rule).staff ?? [];
}

/** Whether `actor` may take `action` (on `resource`, for actions on what an owner owns). */
export function can(actor: Actor | undefined, action: Action, resource?: Owned): boolean {
  return actor ? decide(actor, action, resource) === "yes" : false;
}

/** The message for a signed-in account whose role may not take `action`. */
export function refusalFor(action: Action): string {
  return REFUSALS[action].refusal;
}

/** The roles that may take `action`, for docs and the permission matrix test. */
export function rolesFor(action: Action): readonly Role[] {
  return PERMISSIONS[action].roles;
}

/**
 * Whether `actor` may download a booking's invoice or credit note: the player who booked it, the
 * venue's owner, or an admin (not the venue's staff: docs/product/invoices.md).
 */
export function mayReadInvoice(actor: Actor | undefined, booking: { userId: number | null; ownerId: number }): boolean {
  if (!actor) return false;
  const ownerId = actor.role === "player" ? booking.userId : booking.ownerId;
  return ownerId !== null && can(actor, "invoice.read", { ownerId });
}
