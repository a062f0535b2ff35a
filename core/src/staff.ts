/**
 * A venue's staff (issue 25; docs/product/roles.md "Venue staff"): accounts an owner gives a role
 * at one of their venues. What each role may do is in core/src/permissions.ts (the `staff` field of
 * a rule); this module holds the roles, the activity codes and the invitation's life.
 */

/** desk: the calendar, walk-ins, marking paid, blocks and the bookings; manager: also prices, closures and editing. */
export const STAFF_ROLES = ["desk", "manager"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return value === "desk" || value === "manager";
}

/** One venue an account works at, and as what. */
export interface StaffMembership {
  venueId: number;
  role: StaffRole;
}

/** An account's role at `venueId`, or undefined when it is not staff there. */
export function staffRoleAt(
  actor: { staffOf?: readonly StaffMembership[] } | null | undefined,
  venueId: number,
): StaffRole | undefined {
  return actor?.staffOf?.find((m) => m.venueId === venueId)?.role;
}

/** How long an invitation link works. */
export const STAFF_INVITATION_DAYS = 7;

/**
 * What the venue's activity history records: short stable codes, so screens and exports can rely
 * on them. Add a code here before recording it (server/src/domains/staff/activity.ts).
 */
export const VENUE_ACTIVITY_ACTIONS = [
  "booking.cancel",
  "booking.complete",
  "booking.desk",
  "booking.mark_paid",
  "booking.reschedule",
  "venue.edit",
  "staff.add",
  "staff.remove",
  "staff.join",
  "court.add",
  "court.change",
  "court.remove",
  "slots.block",
  "slots.unblock",
  "venue.close",
  /** The venue's price rules (or weekly discount) saved: the owner sees who changed prices (issue 44). */
  "prices.change",
  /** Money taken at the desk as a player's venue credit (docs/product/credit.md). */
  "credit.desk_top_up",
] as const;
export type VenueActivityAction = (typeof VENUE_ACTIVITY_ACTIONS)[number];

/** How many activity rows one page shows, newest first. */
export const VENUE_ACTIVITY_PAGE = 100;
