import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { users } from "./users";
import { venues } from "./venues";

/**
 * A venue's staff (issue 25, docs/product/roles.md "Venue staff"): an ordinary account given a
 * role at one venue by its owner. One row per venue and account; removing it ends the access.
 */
export const venueStaff = pgTable(
  "venue_staff",
  {
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** "desk" or "manager" (STAFF_ROLES in core/src/staff.ts). */
    role: text("role").notNull(),
    addedBy: integer("added_by")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("venue_staff_venue_user_unique").on(t.venueId, t.userId),
    index("venue_staff_user_idx").on(t.userId),
    check("venue_staff_role_check", sql`${t.role} in ('desk', 'manager')`),
  ],
);

/**
 * An invitation to an email, or to a mobile number by SMS (exactly one of the two): only the
 * token's keyed hash is kept, so a database dump does not give a way in. Accepting (signed in with
 * that email, or with that number verified) makes a `venue_staff` row and deletes the invitation;
 * a new invitation to the same email or number replaces it.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    /** Lower-cased; null when the invitation went by SMS. */
    email: text("email"),
    /** +91XXXXXXXXXX (normaliseIndianMobile); null when the invitation went by mail. */
    phone: text("phone"),
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: integer("invited_by")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    unique("staff_invitations_venue_email_unique").on(t.venueId, t.email),
    unique("staff_invitations_venue_phone_unique").on(t.venueId, t.phone),
    check("staff_invitations_one_address_check", sql`(${t.email} is null) <> (${t.phone} is null)`),
    check("staff_invitations_role_check", sql`${t.role} in ('desk', 'manager')`),
  ],
);

/**
 * Who did what at a venue (the owner's "Activity"): written by the services through
 * `recordVenueActivity` (server/src/domains/staff/activity.ts), never updated.
 */
export const venueActivity = pgTable(
  "venue_activity",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    actorId: integer("actor_id")
      .notNull()
      .references(() => users.id),
    /** A short stable code: "booking.cancel", "booking.complete", "venue.edit", "staff.add", "staff.remove". */
    action: text("action").notNull(),
    bookingId: integer("booking_id").references(() => bookings.id),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("venue_activity_venue_at_idx").on(t.venueId, t.at)],
);
