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
  /** The 403 message for a signed-in account whose role may not. */
  refusal: string;
  /** The 403 message for an owner acting on what is not theirs (where that is not hidden as a 404). */
  notYours?: string;
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
  "account.become-owner": { roles: ["player"], refusal: "Your account can already list venues" },
  "booking.book": { roles: ["player"], refusal: "Only player accounts can book venues" },
  "booking.see-venue": { roles: STAFF, ownOnly: true, staff: DESK_AND_MANAGER, refusal: "Permission denied" },
  "booking.see-all": { roles: ADMIN, refusal: "Permission denied" },
  "booking.export": { roles: STAFF, refusal: "Only venue owners and admins can export bookings" },
  /** The front desk: walk-in and phone bookings, and money taken at the venue (docs/product/front-desk.md). */
  "booking.desk": {
    roles: STAFF,
    ownOnly: true,
    staff: DESK_AND_MANAGER,
    refusal: "Only the venue's owner and staff can book at the desk",
    notYours: "You can only book at the desk of your own venues",
  },
  // Venues
  "venue.list": { roles: STAFF, refusal: "Only venue owners can list facilities" },
  "venue.manage": {
    roles: STAFF,
    ownOnly: true,
    staff: MANAGER,
    refusal: "Only venue owners can change venues",
    notYours: "You can only change your own venues",
  },
  /** A venue's price rules: applied at once, no admin review (docs/product/venues.md). */
  "pricing.manage": {
    roles: STAFF,
    ownOnly: true,
    staff: MANAGER,
    refusal: "Only venue owners can set prices",
    notYours: "You can only set prices for your own venues",
  },
  /** Blocking slots (maintenance, a tournament): the venue's owner, its desk and managers, or an admin (docs/product/blocks.md). */
  "venue.block": {
    roles: STAFF,
    ownOnly: true,
    staff: DESK_AND_MANAGER,
    refusal: "Only venue owners can block slots",
    notYours: "You can only block slots of your own venues",
  },
  /** Closing a court or the venue for days, cancelling and refunding what it hits: owner, manager, admin (docs/product/blocks.md). */
  "venue.close": {
    roles: STAFF,
    ownOnly: true,
    staff: MANAGER,
    refusal: "Only venue owners can close a venue",
    notYours: "You can only close your own venues",
  },
  "venue.see-all": { roles: ADMIN, refusal: "Venue not found" },
  "venue.moderate": { roles: ADMIN, refusal: "Only admins can change a venue's status" },
  "venue.filter-by-status": { roles: ADMIN, refusal: "Only admins can filter venues by status" },
  "venue-edit.list": {
    roles: STAFF,
    ownOnly: true,
    staff: MANAGER,
    refusal: "Only venue owners and admins have venue changes",
  },
  "venue-edit.review": { roles: ADMIN, refusal: "Only admins review venue changes" },
  "upload.image": { roles: STAFF, staff: MANAGER, refusal: "Only venue owners can upload images" },
  // A venue's staff: only its owner (and admins) add, remove and see who did what.
  "staff.manage": {
    roles: STAFF,
    ownOnly: true,
    refusal: "Only the venue's owner can manage its staff",
    notYours: "You can only manage the staff of your own venues",
  },
  "venue-activity.see": {
    roles: STAFF,
    ownOnly: true,
    refusal: "Only the venue's owner can see its activity",
    notYours: "You can only see the activity of your own venues",
  },
  // Money and figures
  "analytics.venue": {
    roles: STAFF,
    ownOnly: true,
    refusal: "Only venue owners and admins can see venue analytics",
    notYours: "Owners can only see analytics for their own venues",
  },
  "analytics.platform": { roles: ADMIN, refusal: "Only admins can see platform analytics" },
  "payout.list": {
    roles: STAFF,
    ownOnly: true,
    refusal: "Only venue owners and admins have payouts",
    notYours: "Owners can only see their own payouts",
  },
  "payout.run": { roles: ADMIN, refusal: "Only admins can run and send payouts" },
  /**
   * An owner's own bank or UPI account, PAN and GSTIN: the owner alone. Not admins (they see it
   * through payout-account.see-full when paying), and never a venue's staff: a desk or manager role
   * must not be added here (issue 25, "Staff never see payouts or payout accounts").
   */
  "payout-account.manage": { roles: ["owner"], refusal: "Only venue owners have a payout account" },
  /** The account in full, unmasked: for the admin sending a payout. */
  "payout-account.see-full": { roles: ADMIN, refusal: "Only admins sending a payout see the full account" },
  "refund.list": { roles: ADMIN, refusal: "Only admins can see refunds" },
  // Running the platform
  "user.manage": { roles: ADMIN, refusal: "Only admins can manage users" },
  "contact.read": { roles: ADMIN, refusal: "Only admins can read contact messages" },
  "jobs.manage": { roles: ADMIN, refusal: "Only admins can see and retry background jobs" },
  // Screens (the server guards their data through the actions above)
  "screen.owner-dashboard": {
    roles: STAFF,
    staff: DESK_AND_MANAGER,
    refusal: "Only venue owners and admins have an owner dashboard",
  },
  "screen.admin-dashboard": { roles: ADMIN, refusal: "Only admins have the admin dashboard" },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof PERMISSIONS;
export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

/**
 * `null` when `actor` may take `action` (on `resource`, for actions on what an owner owns);
 * otherwise the message to refuse with. A visitor is refused with "Authentication required".
 */
export function refusal(actor: Actor | undefined, action: Action, resource?: Owned): string | null {
  if (!actor) return "Authentication required";
  const rule: Rule = PERMISSIONS[action];
  if (rule.roles.includes(actor.role)) {
    const notTheirs = rule.ownOnly && resource && actor.role !== "admin" && resource.ownerId !== actor.id;
    if (!notTheirs || staffMay(actor, rule, resource)) return null;
    return rule.notYours ?? rule.refusal;
  }
  return staffMay(actor, rule, resource) ? null : rule.refusal;
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
  return refusal(actor, action, resource) === null;
}

/** The message for a signed-in account whose role may not take `action`. */
export function refusalFor(action: Action): string {
  return PERMISSIONS[action].refusal;
}

/** The roles that may take `action`, for docs and the permission matrix test. */
export function rolesFor(action: Action): readonly Role[] {
  return PERMISSIONS[action].roles;
}
