import { type SQL, sql } from "drizzle-orm";
import { statusIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { bookingRows } from "../bookings/reads/booking-rows";
import {
  CREDIT_COLUMNS_SQL,
  DISCOUNT_BY_SQL,
  FEE_SQL,
  KEPT_GST_SQL,
  PAID_SQL,
  REFUND_SQL,
} from "../payments/reads/booking-money";

/** Which venues a figure covers: every venue, an owner's, or one venue. */
export interface VenueScope {
  ownerId?: number;
  venueId?: number;
}

/** The instants bounding a period: IST midnight of `from` up to IST midnight after `to`. */
export interface PeriodBounds {
  from: string;
  to: string;
  startUtc: Date;
  endUtc: Date;
}

function scopeWhere(scope: VenueScope, alias: string): SQL[] {
  const where: SQL[] = [];
  if (scope.ownerId !== undefined) where.push(sql`${sql.raw(alias)}.owner_id = ${scope.ownerId}`);
  if (scope.venueId !== undefined) where.push(sql`${sql.raw(alias)}.id = ${scope.venueId}`);
  return where;
}

function and(parts: SQL[]): SQL {
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** Bookings dated in the period at the venues in scope, with paid, refund, GST and total per booking. */
function bookingsIn(period: PeriodBounds, scope: VenueScope): SQL {
  return sql`(select bk.id, bk.venue_id, bk.date, bk.slot, bk.status, ${PAID_SQL} as paid, ${REFUND_SQL} as refund,
        bk.gst_paise as gst, bk.total_paise as total, bk.paid_at_venue_paise as at_venue,
        bk.discount_paise as discount, ${DISCOUNT_BY_SQL} as discount_by, ${CREDIT_COLUMNS_SQL}
      from ${bookingRows()} bk join venues v on v.id = bk.venue_id
      where bk.date between ${period.from}::date and ${period.to}::date and ${and(scopeWhere(scope, "v"))})`;
}

/** Views dated (IST) in the period: each row is one visitor at one venue on one day. */
function viewsIn(period: PeriodBounds, scope: VenueScope): SQL {
  return sql`(select vv.venue_id, vv.visitor_key, vv.day from venue_views vv join venues v on v.id = vv.venue_id
      where vv.day between ${period.from}::date and ${period.to}::date and ${and(scopeWhere(scope, "v"))})`;
}

export interface MoneyAndCounts {
  bookings: number;
  cancellations: number;
  gross: number;
  refunds: number;
  /** The GST inside what is kept (collected for the owners, not their earnings). */
  gst: number;
  /** The 8% fee on what is kept without its GST (`ledgerAmounts()` in core, in SQL). */
  fees: number;
  /** Taken by the venue's desk (cash, UPI) for bookings that stand: the owner's own, never paid out. */
  atVenue: number;
}

// Aliases are not table names (booking_count, not "bookings": scripts/check-table-owners.mjs reads them so).
const MONEY_COLUMNS = sql`count(*) filter (where ${statusIn(sql`status`, "confirmed", "completed")})::int as booking_count,
  count(*) filter (where ${statusIn(sql`status`, "cancelled")})::int as cancellations,
  coalesce(sum(paid), 0)::bigint as gross,
  coalesce(sum(least(refund, paid)), 0)::bigint as refunded,
  coalesce(sum(${KEPT_GST_SQL}), 0)::bigint as gst,
  coalesce(sum(${FEE_SQL}), 0)::bigint as fees,
  coalesce(sum(at_venue) filter (where ${statusIn(sql`status`, "confirmed", "completed")}), 0)::bigint as at_venue`;

type MoneyRow = {
  booking_count: number;
  cancellations: number;
  gross: unknown;
  refunded: unknown;
  gst: unknown;
  fees: unknown;
  at_venue: unknown;
};

function money(row: MoneyRow | undefined): MoneyAndCounts {
  return {
    bookings: Number(row?.booking_count ?? 0),
    cancellations: Number(row?.cancellations ?? 0),
    gross: Number(row?.gross ?? 0),
    refunds: Number(row?.refunded ?? 0),
    gst: Number(row?.gst ?? 0),
    fees: Number(row?.fees ?? 0),
    atVenue: Number(row?.at_venue ?? 0),
  };
}

/** A venue in an analytics scope, with what it offers (its ground prices or its hours). */
export interface ScopeVenue {
  id: number;
  name: string;
  venueType: string;
  status: string;
  avgRating: string;
  ownerId: number;
  morningPricePaise: number | null;
  afternoonPricePaise: number | null;
  eveningPricePaise: number | null;
  nightPricePaise: number | null;
  startTime: string | null;
  endTime: string | null;
}

/** A venue among the platform's most viewed or most booked in a period; revenue in paise. */
export interface TopVenueFigures {
  id: number;
  name: string;
  venueType: string;
  avgRating: string;
  reviewCount: number;
  city: string;
  status: string;
  views: number;
  bookings: number;
  revenuePaise: number;
}

const paiseOrNull = (value: number | null) => (value === null ? null : Number(value));

/** Drizzle only: read-only figures for the dashboards. */
export function analyticsRepo(db: Db) {
  return {
    async venueOwner(venueId: number): Promise<number | undefined> {
      const [row] = await queryRows<{ owner_id: number }>(db, sql`select owner_id from venues where id = ${venueId}`);
      return row?.owner_id;
    },

    async userRole(userId: number): Promise<string | undefined> {
      const [row] = await queryRows<{ role: string }>(db, sql`select role from users where id = ${userId}`);
      return row?.role;
    },

    /** Venues in scope with what they offer (for occupancy). */
    async venues(scope: VenueScope): Promise<ScopeVenue[]> {
      const rows = await queryRows<ScopeVenue>(
        db,
        sql`select v.id, v.name, v.venue_type as "venueType", v.status, v.avg_rating::text as "avgRating",
              v.owner_id as "ownerId", g.morning_price_paise as "morningPricePaise",
              g.afternoon_price_paise as "afternoonPricePaise", g.evening_price_paise as "eveningPricePaise",
              g.night_price_paise as "nightPricePaise", coalesce(n.start_time, b.start_time) as "startTime",
              coalesce(n.end_time, b.end_time) as "endTime"
            from venues v
            left join ground_details g on g.venue_id = v.id
            left join nets_details n on n.venue_id = v.id
            left join box_cricket_details b on b.venue_id = v.id
            where ${and(scopeWhere(scope, "v"))}
            order by lower(v.name), v.id`,
      );
      return rows.map((r) => ({
        ...r,
        morningPricePaise: paiseOrNull(r.morningPricePaise),
        afternoonPricePaise: paiseOrNull(r.afternoonPricePaise),
        eveningPricePaise: paiseOrNull(r.eveningPricePaise),
        nightPricePaise: paiseOrNull(r.nightPricePaise),
      }));
    },

    /** The top venues by views or by bookings in the period; venues with none are left out. */
    async topVenues(period: PeriodBounds, by: "views" | "bookings", limit: number): Promise<TopVenueFigures[]> {
      const order = by === "views" ? sql`views desc, v.id` : sql`"bookingCount" desc, v.id`;
      const having = by === "views" ? sql`coalesce(vw.views, 0) > 0` : sql`coalesce(bm.booking_count, 0) > 0`;
      const rows = await queryRows<Omit<TopVenueFigures, "bookings"> & { bookingCount: number }>(
        db,
        sql`with vw as (
              select venue_id, count(*)::int as views from ${viewsIn(period, {})} x group by venue_id
            ),
            bm as (
              select venue_id, count(*) filter (where ${statusIn(sql`status`, "confirmed", "completed")})::int as booking_count,
                coalesce(sum(paid - least(refund, paid)), 0)::bigint as revenue
              from ${bookingsIn(period, {})} x group by venue_id
            )
            select v.id, v.name, v.venue_type as "venueType", v.avg_rating::text as "avgRating",
              v.review_count as "reviewCount", v.city, v.status, coalesce(vw.views, 0)::int as views,
              coalesce(bm.booking_count, 0)::int as "bookingCount", coalesce(bm.revenue, 0)::bigint as "revenuePaise"
            from venues v left join vw on vw.venue_id = v.id left join bm on bm.venue_id = v.id
            where ${having}
            order by ${order}
            limit ${limit}`,
      );
      return rows.map(({ bookingCount, ...r }) => ({
        ...r,
        reviewCount: Number(r.reviewCount),
        views: Number(r.views),
        bookings: Number(bookingCount),
        revenuePaise: Number(r.revenuePaise),
      }));
    },

    async moneyTotals(
      period: PeriodBounds,
      scope: VenueScope,
    ): Promise<MoneyAndCounts & { disputed: number; confirmed: number; completed: number }> {
      const [row] = await queryRows<MoneyRow & { disputed: number; confirmed: number; completed: number }>(
        db,
        sql`select ${MONEY_COLUMNS},
              count(*) filter (where ${statusIn(sql`status`, "disputed")})::int as disputed,
              count(*) filter (where ${statusIn(sql`status`, "confirmed")})::int as confirmed,
              count(*) filter (where ${statusIn(sql`status`, "completed")})::int as completed
            from ${bookingsIn(period, scope)} x`,
      );
      return {
        ...money(row),
        disputed: Number(row?.disputed ?? 0),
        confirmed: Number(row?.confirmed ?? 0),
        completed: Number(row?.completed ?? 0),
      };
    },

    async moneyByVenue(period: PeriodBounds, scope: VenueScope): Promise<Map<number, MoneyAndCounts>> {
      const rows = await queryRows<MoneyRow & { venue_id: number }>(
        db,
        sql`select venue_id, ${MONEY_COLUMNS} from ${bookingsIn(period, scope)} x group by venue_id`,
      );
      return new Map(rows.map((row) => [row.venue_id, money(row)]));
    },

    async moneyByDay(period: PeriodBounds, scope: VenueScope): Promise<Map<string, MoneyAndCounts>> {
      const rows = await queryRows<MoneyRow & { date: string }>(
        db,
        sql`select date::text as date, ${MONEY_COLUMNS} from ${bookingsIn(period, scope)} x group by date`,
      );
      return new Map(rows.map((row) => [row.date, money(row)]));
    },

    /** Confirmed + completed bookings per venue, slot and ISO weekday (1 = Monday). */
    async bookedSlots(
      period: PeriodBounds,
      scope: VenueScope,
    ): Promise<{ venueId: number; slot: string; isoDow: number; booked: number }[]> {
      const rows = await queryRows<{ venue_id: number; slot: string; iso_dow: number; booked: number }>(
        db,
        sql`select venue_id, slot, extract(isodow from date)::int as iso_dow, count(*)::int as booked
            from ${bookingsIn(period, scope)} x
            where ${statusIn(sql`status`, "confirmed", "completed")}
            group by venue_id, slot, extract(isodow from date)`,
      );
      return rows.map((r) => ({
        venueId: r.venue_id,
        slot: r.slot,
        isoDow: Number(r.iso_dow),
        booked: Number(r.booked),
      }));
    },

    /**
     * Distinct visitor-hours (the unique index keeps one row per venue, visitor and hour, so a
     * row is a visitor-hour).
     */
    async viewsByVenue(period: PeriodBounds, scope: VenueScope): Promise<Map<number, number>> {
      const rows = await queryRows<{ venue_id: number; views: number }>(
        db,
        sql`select venue_id, count(*)::int as views from ${viewsIn(period, scope)} vv group by venue_id`,
      );
      return new Map(rows.map((row) => [row.venue_id, Number(row.views)]));
    },

    async viewsByDay(period: PeriodBounds, scope: VenueScope): Promise<Map<string, number>> {
      const rows = await queryRows<{ date: string; views: number }>(
        db,
        sql`select vv.day::text as date, count(*)::int as views
            from ${viewsIn(period, scope)} vv group by 1`,
      );
      return new Map(rows.map((row) => [row.date, Number(row.views)]));
    },

    /** Current counts of venues by status and users by role and status. */
    async platformCounts(period: PeriodBounds) {
      const [row] = await queryRows<Record<string, number>>(
        db,
        sql`select
              (select count(*)::int from venues) as venues_total,
              (select count(*)::int from venues where status = 'pending') as venues_pending,
              (select count(*)::int from venues where status = 'approved') as venues_approved,
              (select count(*)::int from venues where status = 'rejected') as venues_rejected,
              (select count(*)::int from venues where status = 'suspended') as venues_suspended,
              (select count(*)::int from users) as users_total,
              (select count(*)::int from users where role = 'player') as users_player,
              (select count(*)::int from users where role = 'owner') as users_owner,
              (select count(*)::int from users where role = 'admin') as users_admin,
              (select count(*)::int from users where status = 'suspended') as users_suspended,
              (select count(*)::int from venues where created_at >= ${period.startUtc.toISOString()}::timestamptz
                 and created_at < ${period.endUtc.toISOString()}::timestamptz) as new_venues,
              (select count(*)::int from users where created_at >= ${period.startUtc.toISOString()}::timestamptz
                 and created_at < ${period.endUtc.toISOString()}::timestamptz) as new_users,
              (select coalesce(sum(net_paise), 0)::bigint from payouts where status = 'scheduled') as payouts_scheduled,
              (select coalesce(sum(net_paise), 0)::bigint from payouts where status = 'paid'
                 and paid_at >= ${period.startUtc.toISOString()}::timestamptz
                 and paid_at < ${period.endUtc.toISOString()}::timestamptz) as payouts_paid`,
      );
      const n = (key: string) => Number(row?.[key] ?? 0);
      return { n };
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof analyticsRepo>;
