import {
  type DaySheetLine,
  type DeskBookingCell,
  type DeskCalendar,
  daySheetPayment,
  type PaidParts,
  paiseToRupeeString,
} from "@crease/core";
import { sql } from "drizzle-orm";
import { occupiesSlot, statusNotIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { isoOrNull, queryRows } from "../../db/rows";
import { bookingRows } from "../bookings/reads/booking-rows";

interface CellRow {
  id: number;
  court_id: number;
  date: string;
  slot: string;
  status: DeskBookingCell["status"];
  payment_status: DeskBookingCell["paymentStatus"];
  source: DeskBookingCell["source"];
  player_name: string;
  player_phone: string | null;
  total_paise: number;
  paid_online_paise: number;
  paid_at_venue_paise: number;
  add_ons: { name: string }[] | string;
  hold_expires_at: unknown;
  desk_credit_paise: number;
}

interface SheetRow {
  id: number;
  court_id: number;
  slot: string;
  source: DaySheetLine["source"];
  player_name: string;
  mobile: string | null;
  total_paise: number;
  online_paise: number;
  credit_paise: number;
  paid_at_venue_paise: number;
  venue_payment_method: "cash" | "upi" | null;
  add_ons: { name: string }[] | string;
}

const parsed = <T>(value: T | string): T => (typeof value === "string" ? JSON.parse(value) : value);

/** Drizzle only: what the desk reads (its moves are the bookings domain's, desk-moves.ts). */
export function deskRepo(db: Db) {
  return {
    /**
     * A venue's bookings and running holds from `from` to `to` (those that occupy their slot), with
     * the player's name and mobile and what is paid or due, and its blocks.
     */
    async calendar(venueId: number, from: string, to: string): Promise<Pick<DeskCalendar, "bookings" | "blocks">> {
      const rows = await queryRows<CellRow>(
        db,
        sql`select bk.id, bk.court_id, bk.date::text as date, bk.slot, bk.status, bk.payment_status, bk.source,
              coalesce(bk.player_name, u.full_name) as player_name,
              -- The mobile the desk wrote down; an online player's reaches the owner only in the
              -- new-booking notification, for that booking (docs/SECURITY.md).
              bk.player_phone, bk.total_paise,
              case when bk.source = 'online' then bk.pay_now_paise else 0 end as paid_online_paise,
              bk.paid_at_venue_paise, case when bk.source = 'desk' then bk.paid_with_credit_paise else 0 end as desk_credit_paise,
              bk.add_ons, bk.hold_expires_at
            from ${bookingRows()} bk left join users u on u.id = bk.user_id
            where bk.venue_id = ${venueId} and bk.date between ${from}::date and ${to}::date and ${occupiesSlot("bk")}
            order by bk.date, bk.slot, bk.court_id`,
      );
      const blocks = await queryRows<{
        id: number;
        courtId: number | null;
        date: string;
        slot: string;
        reason: string;
      }>(
        db,
        sql`select b.id, b.court_id as "courtId", b.date::text as date, b.slot, b.reason
            from court_blocks b
            where b.venue_id = ${venueId} and b.date between ${from}::date and ${to}::date
            order by b.date, b.slot`,
      );
      return {
        bookings: rows.map((r) => {
          const held = r.status === "held";
          const total = Number(r.total_paise);
          const online = held ? 0 : Number(r.paid_online_paise);
          // A desk booking paid from venue credit has nothing online nor at the venue, yet is paid.
          const atVenue = Number(r.paid_at_venue_paise) + Number(r.desk_credit_paise);
          return {
            id: Number(r.id),
            courtId: Number(r.court_id),
            date: r.date,
            slot: r.slot,
            status: r.status,
            paymentStatus: r.payment_status,
            source: r.source === "desk" ? "desk" : "online",
            playerName: r.player_name,
            playerPhone: r.player_phone,
            amount: paiseToRupeeString(total),
            paidOnline: paiseToRupeeString(online),
            paidAtVenue: paiseToRupeeString(atVenue),
            due: paiseToRupeeString(held ? 0 : Math.max(0, total - online - atVenue)),
            addOns: parsed(r.add_ons).map((a) => a.name),
            holdExpiresAt: isoOrNull(r.hold_expires_at),
          };
        }),
        blocks: blocks.map((b) => ({ ...b, id: Number(b.id), courtId: b.courtId === null ? null : Number(b.courtId) })),
      };
    },

    /**
     * The day sheet's games (confirmed, completed: holds are not games), with how each was paid and
     * the player's mobile: the desk's own note, else the account's verified number, else its
     * profile number. Online players' mobiles leave the server only on the day sheet of a venue
     * whose staff asks (`booking.see-player-mobiles`, docs/SECURITY.md); `withMobiles` false gives none.
     */
    async daySheet(
      venueId: number,
      date: string,
      withMobiles: boolean,
    ): Promise<Array<Omit<DaySheetLine, "court"> & { courtId: number; parts: PaidParts }>> {
      const rows = await queryRows<SheetRow>(
        db,
        sql`select bk.id, bk.court_id, bk.slot, bk.source, coalesce(bk.player_name, u.full_name) as player_name,
              ${withMobiles ? sql`coalesce(bk.player_phone, u.verified_phone, u.phone)` : sql`bk.player_phone`} as mobile,
              bk.total_paise,
              case when bk.source = 'online' then bk.pay_now_paise - bk.paid_with_credit_paise else 0 end as online_paise,
              bk.paid_with_credit_paise as credit_paise, bk.paid_at_venue_paise, bk.venue_payment_method, bk.add_ons
            from ${bookingRows()} bk left join users u on u.id = bk.user_id
            where bk.venue_id = ${venueId} and bk.date = ${date}::date and ${statusNotIn(sql`bk.status`, "held")} and ${occupiesSlot("bk")}`,
      );
      return rows.map((r) => {
        const atVenue = Number(r.paid_at_venue_paise);
        const parts = {
          onlinePaise: Number(r.online_paise),
          creditPaise: Number(r.credit_paise),
          cashPaise: r.venue_payment_method === "upi" ? 0 : atVenue,
          upiPaise: r.venue_payment_method === "upi" ? atVenue : 0,
          duePaise: 0,
        };
        const paid = parts.onlinePaise + parts.creditPaise + atVenue;
        parts.duePaise = Math.max(0, Number(r.total_paise) - paid);
        return {
          bookingId: Number(r.id),
          courtId: Number(r.court_id),
          slot: r.slot,
          player: r.player_name,
          mobile: r.mobile,
          source: r.source === "desk" ? "desk" : "online",
          addOns: parsed(r.add_ons).map((a) => a.name),
          amount: paiseToRupeeString(Number(r.total_paise)),
          paid: paiseToRupeeString(paid),
          due: paiseToRupeeString(parts.duePaise),
          payment: daySheetPayment(parts),
          parts,
        };
      });
    },

    /** The active account whose verified mobile this is, else null. */
    async accountWithMobile(phone: string): Promise<number | null> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`select id from users where verified_phone = ${phone} and status = 'active'`,
      );
      return row ? Number(row.id) : null;
    },

    /** The venue a booking is at, or null when there is no such booking. */
    async venueOf(bookingId: number): Promise<number | null> {
      const [row] = await queryRows<{ venue_id: number }>(
        db,
        sql`select bk.venue_id from ${bookingRows()} bk where bk.id = ${bookingId}`,
      );
      return row ? Number(row.venue_id) : null;
    },
  };
}
