import { isStaffRole, type StaffMember, type StaffRole } from "@crease/core";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { isoOf, queryRows } from "../../db/rows";

export interface StaffVenue {
  id: number;
  name: string;
  ownerId: number;
  ownerName: string;
  /** Lower-cased, as an added email is. */
  ownerEmail: string | null;
  /** The owner's verified mobile (+91XXXXXXXXXX), as an invited mobile is stored. */
  ownerPhone: string | null;
}

export interface StaffAccount {
  id: number;
  fullName: string;
  email: string | null;
  language: string;
  status: string;
}

/** An invitation taken by its acceptance. */
export interface TakenInvitation {
  venueId: number;
  venueName: string;
  email: string | null;
  phone: string | null;
  role: StaffRole;
  expiresAt: string;
}

/** Where an invitation went: a mailbox or a mobile (exactly one). */
export type InvitationAddress = { email: string; phone?: undefined } | { phone: string; email?: undefined };

/** The invitation's row matching its address. */
const addressIs = (to: InvitationAddress) =>
  to.email !== undefined ? sql`email = ${to.email}` : sql`phone = ${to.phone}`;

const roleOf = (role: string): StaffRole => (isStaffRole(role) ? role : "desk");

/** SQL only: a venue's staff and invitations (docs/product/roles.md "Venue staff"). */
export function staffRepo(db: Db) {
  return {
    async venue(venueId: number): Promise<StaffVenue | undefined> {
      const [row] = await queryRows<StaffVenue>(
        db,
        sql`select v.id, v.name, v.owner_id as "ownerId", u.full_name as "ownerName", lower(u.email) as "ownerEmail",
              u.verified_phone as "ownerPhone"
            from venues v join users u on u.id = v.owner_id where v.id = ${venueId}`,
      );
      return row && { ...row, id: Number(row.id), ownerId: Number(row.ownerId) };
    },

    /** Members first (by name), then invitations still open. */
    async list(venueId: number, now: Date): Promise<StaffMember[]> {
      const members = await queryRows<{
        userId: number;
        name: string;
        email: string | null;
        role: string;
        since: unknown;
      }>(
        db,
        sql`select s.user_id as "userId", u.full_name as name, u.email, s.role, s.created_at as since
            from venue_staff s join users u on u.id = s.user_id
            where s.venue_id = ${venueId} order by u.full_name, s.user_id`,
      );
      const invited = await queryRows<{
        email: string | null;
        phone: string | null;
        role: string;
        since: unknown;
        expiresAt: unknown;
      }>(
        db,
        sql`select email, phone, role, created_at as since, expires_at as "expiresAt" from staff_invitations
            where venue_id = ${venueId} and expires_at > ${now.toISOString()}::timestamptz
            order by email nulls last, phone`,
      );
      return [
        ...members.map((m) => ({
          userId: Number(m.userId),
          name: m.name,
          email: m.email,
          mobile: null,
          role: roleOf(m.role),
          status: "active" as const,
          since: isoOf(m.since),
          expiresAt: null,
        })),
        ...invited.map((i) => ({
          userId: null,
          name: null,
          email: i.email,
          mobile: i.phone,
          role: roleOf(i.role),
          status: "invited" as const,
          since: isoOf(i.since),
          expiresAt: isoOf(i.expiresAt),
        })),
      ];
    },

    async account(userId: number): Promise<StaffAccount | undefined> {
      const [row] = await queryRows<StaffAccount>(
        db,
        sql`select id, full_name as "fullName", email, language, status from users where id = ${userId}`,
      );
      return row && { ...row, id: Number(row.id) };
    },

    /** Adds the account, or gives a member already there the new role. */
    async putMember(venueId: number, userId: number, role: StaffRole, addedBy: number): Promise<void> {
      await db.execute(
        sql`insert into venue_staff (venue_id, user_id, role, added_by) values (${venueId}, ${userId}, ${role}, ${addedBy})
            on conflict (venue_id, user_id) do update set role = excluded.role`,
      );
    },

    /** The removed member's role, or undefined when they were not staff there. */
    async removeMember(venueId: number, userId: number): Promise<StaffRole | undefined> {
      const [row] = await queryRows<{ role: string }>(
        db,
        sql`delete from venue_staff where venue_id = ${venueId} and user_id = ${userId} returning role`,
      );
      return row ? roleOf(row.role) : undefined;
    },

    /** A new invitation to the email or mobile replaces an earlier one (its link stops working). */
    async putInvitation(values: {
      venueId: number;
      to: InvitationAddress;
      role: StaffRole;
      tokenHash: string;
      invitedBy: number;
      expiresAt: Date;
    }): Promise<void> {
      const { email = null, phone = null } = values.to;
      const target = email !== null ? sql`(venue_id, email)` : sql`(venue_id, phone)`;
      await db.execute(
        sql`insert into staff_invitations (venue_id, email, phone, role, token_hash, invited_by, expires_at)
            values (${values.venueId}, ${email}, ${phone}, ${values.role}, ${values.tokenHash}, ${values.invitedBy},
                    ${values.expiresAt.toISOString()}::timestamptz)
            on conflict ${target} do update set role = excluded.role, token_hash = excluded.token_hash,
              invited_by = excluded.invited_by, created_at = now(), expires_at = excluded.expires_at`,
      );
    },

    /** Withdraws the venue's invitation to `to`; the role it offered, or undefined when there was none. */
    async removeInvitation(venueId: number, to: InvitationAddress): Promise<StaffRole | undefined> {
      const [row] = await queryRows<{ role: string }>(
        db,
        sql`delete from staff_invitations where venue_id = ${venueId} and ${addressIs(to)} returning role`,
      );
      return row ? roleOf(row.role) : undefined;
    },

    /** Takes an unexpired invitation (deletes it), so a link is used once. */
    async takeInvitation(tokenHash: string, now: Date): Promise<TakenInvitation | undefined> {
      const [row] = await queryRows<TakenInvitation & { expiresAt: unknown }>(
        db,
        sql`delete from staff_invitations i using venues v
            where i.token_hash = ${tokenHash} and v.id = i.venue_id and i.expires_at > ${now.toISOString()}::timestamptz
            returning i.venue_id as "venueId", v.name as "venueName", i.email, i.phone, i.role, i.expires_at as "expiresAt"`,
      );
      return row && { ...row, venueId: Number(row.venueId), role: roleOf(row.role), expiresAt: isoOf(row.expiresAt) };
    },

    async invitation(
      tokenHash: string,
      now: Date,
    ): Promise<{ email: string | null; phone: string | null } | undefined> {
      const [row] = await queryRows<{ email: string | null; phone: string | null }>(
        db,
        sql`select email, phone from staff_invitations
            where token_hash = ${tokenHash} and expires_at > ${now.toISOString()}::timestamptz`,
      );
      return row;
    },
  };
}
