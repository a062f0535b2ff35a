import {
  type AdminSummary,
  addDays,
  can,
  DAY_PARTS,
  type DayPart,
  dayPartOfStart,
  GROUND_SLOTS,
  type GroundSlot,
  hourlySlots,
  istToUtc,
  notFound,
  type Occupancy,
  type OwnerAnalytics,
  type OwnerAnalyticsVenue,
  type Period,
  paiseToRupeeString,
  resolvePeriod,
  type TopVenue,
  todayInIst,
  type User,
  WEEKDAYS,
  type Weekday,
  weekdayOf,
} from "@crease/core";
import type { Db } from "../../db/client";
import { assertCan } from "../../lib/authorize";
import { analyticsRepo, type MoneyAndCounts, type PeriodBounds, type ScopeVenue, type VenueScope } from "./repo";

const rupees = (paise: number) => paiseToRupeeString(paise);

function bounds(period: Period): PeriodBounds {
  return {
    from: period.from,
    to: period.to,
    startUtc: istToUtc(period.from, "00:00"),
    endUtc: istToUtc(addDays(period.to, 1), "00:00"),
  };
}

function occupancy(booked: number, offered: number): Occupancy {
  return { booked, offered, rate: offered > 0 ? Math.round((booked / offered) * 10_000) / 10_000 : 0 };
}

/** The slots a venue offers each day, with their day part (docs/product/venues.md "Slot offering"). */
export function offeredSlots(venue: ScopeVenue): Map<string, DayPart> {
  const slots = new Map<string, DayPart>();
  if (venue.venueType === "ground") {
    const prices: Record<GroundSlot, number | null> = {
      morning: venue.morningPricePaise,
      afternoon: venue.afternoonPricePaise,
      evening: venue.eveningPricePaise,
      night: venue.nightPricePaise,
    };
    for (const slot of GROUND_SLOTS) if (Number(prices[slot] ?? 0) > 0) slots.set(slot, slot);
  } else if (venue.startTime && venue.endTime) {
    for (const slot of hourlySlots(venue.startTime, venue.endTime)) slots.set(slot, dayPartOfStart(slot.slice(0, 5)));
  }
  return slots;
}

const emptyMoney: MoneyAndCounts = {
  bookings: 0,
  cancellations: 0,
  gross: 0,
  refunds: 0,
  gst: 0,
  fees: 0,
  atVenue: 0,
};

/** What owners earn: kept (paid − refunds) less the GST collected for them less the fee. */
const earningsOf = (m: MoneyAndCounts) => m.gross - m.refunds - m.gst - m.fees;

/** Real figures for the admin and owner dashboards (docs/product/payouts.md: no placeholders). */
export function createAnalyticsService(deps: { db: Db; now?: () => Date }) {
  const repo = analyticsRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  function periodOf(query: { from?: string; to?: string }): Period {
    return resolvePeriod(query, todayInIst(now()));
  }

  async function top(actor: User, query: { from?: string; to?: string; limit: number }, by: "views" | "bookings") {
    assertCan(actor, "analytics.platform");
    const period = periodOf(query);
    const rows = await repo.topVenues(bounds(period), by, query.limit);
    return rows.map(
      (row): TopVenue => ({
        id: row.id,
        name: row.name,
        venueType: row.venueType,
        avgRating: Number(row.avgRating).toFixed(2),
        reviewCount: row.reviewCount,
        city: row.city,
        status: row.status,
        views: row.views,
        bookings: row.bookings,
        revenue: rupees(row.revenuePaise),
      }),
    );
  }

  /** Which venues an owner-analytics request covers, after the permission checks. */
  async function ownerScope(
    actor: User,
    query: { venueId?: number; ownerId?: number },
  ): Promise<{ scope: VenueScope; ownerId: number | null }> {
    assertCan(actor, "analytics.venue", query.ownerId === undefined ? undefined : { ownerId: query.ownerId });
    if (!can(actor, "venue.see-all")) {
      if (query.venueId !== undefined && (await repo.venueOwner(query.venueId)) !== actor.id) {
        throw notFound("Venue not found");
      }
      return { scope: { ownerId: actor.id, venueId: query.venueId }, ownerId: actor.id };
    }
    if (query.ownerId !== undefined && (await repo.userRole(query.ownerId)) === undefined) {
      throw notFound("Owner not found");
    }
    if (query.venueId !== undefined) {
      const owner = await repo.venueOwner(query.venueId);
      if (owner === undefined || (query.ownerId !== undefined && owner !== query.ownerId)) {
        throw notFound("Venue not found");
      }
    }
    return { scope: { ownerId: query.ownerId, venueId: query.venueId }, ownerId: query.ownerId ?? null };
  }

  return {
    mostViewed: (actor: User, query: { from?: string; to?: string; limit: number }) => top(actor, query, "views"),
    mostBooked: (actor: User, query: { from?: string; to?: string; limit: number }) => top(actor, query, "bookings"),

    async summary(actor: User, query: { from?: string; to?: string }): Promise<AdminSummary> {
      assertCan(actor, "analytics.platform");
      const period = periodOf(query);
      const b = bounds(period);
      const [{ n }, money] = await Promise.all([repo.platformCounts(b), repo.moneyTotals(b, {})]);
      return {
        period,
        venues: {
          total: n("venues_total"),
          pending: n("venues_pending"),
          approved: n("venues_approved"),
          rejected: n("venues_rejected"),
          suspended: n("venues_suspended"),
        },
        users: {
          total: n("users_total"),
          player: n("users_player"),
          owner: n("users_owner"),
          admin: n("users_admin"),
          suspended: n("users_suspended"),
        },
        newVenues: n("new_venues"),
        newUsers: n("new_users"),
        bookings: {
          total: money.bookings,
          confirmed: money.confirmed,
          completed: money.completed,
          cancelled: money.cancellations,
          disputed: money.disputed,
        },
        grossBookingValue: rupees(money.gross),
        refunds: rupees(money.refunds),
        // The chart's revenue (gross − refunds by day), so the overview's figures add up on screen.
        revenue: rupees(money.gross - money.refunds),
        gstCollected: rupees(money.gst),
        platformFees: rupees(money.fees),
        ownerEarnings: rupees(earningsOf(money)),
        payoutsScheduled: rupees(n("payouts_scheduled")),
        payoutsPaid: rupees(n("payouts_paid")),
      };
    },

    async owner(
      actor: User,
      query: { from?: string; to?: string; venueId?: number; ownerId?: number },
    ): Promise<OwnerAnalytics> {
      const period = periodOf(query);
      const { scope, ownerId } = await ownerScope(actor, query);
      const b = bounds(period);
      const [venues, moneyByVenue, moneyByDay, viewsByVenue, viewsByDay, booked] = await Promise.all([
        repo.venues(scope),
        repo.moneyByVenue(b, scope),
        repo.moneyByDay(b, scope),
        repo.viewsByVenue(b, scope),
        repo.viewsByDay(b, scope),
        repo.bookedSlots(b, scope),
      ]);

      // Days of the period, and how many of each weekday it holds.
      const dates: string[] = [];
      for (let day = period.from; day <= period.to; day = addDays(day, 1)) dates.push(day);
      const weekdayCount = new Map<Weekday, number>(WEEKDAYS.map((w) => [w, 0]));
      for (const day of dates) {
        const w = weekdayOf(day);
        weekdayCount.set(w, (weekdayCount.get(w) ?? 0) + 1);
      }

      const byPart = new Map<DayPart, { booked: number; offered: number }>(
        DAY_PARTS.map((p) => [p, { booked: 0, offered: 0 }]),
      );
      const byWeekday = new Map<Weekday, { booked: number; offered: number }>(
        WEEKDAYS.map((w) => [w, { booked: 0, offered: 0 }]),
      );
      const perVenue = new Map<number, { booked: number; offered: number }>();
      const offeredOf = new Map<number, Map<string, DayPart>>();
      for (const venue of venues) {
        const slots = offeredSlots(venue);
        offeredOf.set(venue.id, slots);
        perVenue.set(venue.id, { booked: 0, offered: slots.size * dates.length });
        for (const part of slots.values()) byPart.get(part)!.offered += dates.length;
        for (const [w, count] of weekdayCount) byWeekday.get(w)!.offered += slots.size * count;
      }
      for (const row of booked) {
        const part = offeredOf.get(row.venueId)?.get(row.slot);
        if (!part) continue; // a slot the venue no longer offers
        perVenue.get(row.venueId)!.booked += row.booked;
        byPart.get(part)!.booked += row.booked;
        byWeekday.get(WEEKDAYS[row.isoDow - 1] as Weekday)!.booked += row.booked;
      }

      const venueRows: OwnerAnalyticsVenue[] = venues.map((venue) => {
        const m = moneyByVenue.get(venue.id) ?? emptyMoney;
        const o = perVenue.get(venue.id)!;
        return {
          id: venue.id,
          name: venue.name,
          venueType: venue.venueType,
          status: venue.status,
          avgRating: Number(venue.avgRating).toFixed(2),
          views: viewsByVenue.get(venue.id) ?? 0,
          bookings: m.bookings,
          cancellations: m.cancellations,
          revenue: rupees(m.gross - m.refunds),
          gst: rupees(m.gst),
          platformFee: rupees(m.fees),
          netEarnings: rupees(earningsOf(m)),
          occupancy: occupancy(o.booked, o.offered),
        };
      });

      const total = { ...emptyMoney, views: 0 };
      for (const m of moneyByVenue.values()) {
        total.bookings += m.bookings;
        total.cancellations += m.cancellations;
        total.gross += m.gross;
        total.refunds += m.refunds;
        total.gst += m.gst;
        total.fees += m.fees;
        total.atVenue += m.atVenue;
      }
      for (const views of viewsByVenue.values()) total.views += views;
      let bookedAll = 0;
      let offeredAll = 0;
      for (const o of perVenue.values()) {
        bookedAll += o.booked;
        offeredAll += o.offered;
      }

      return {
        period,
        ownerId,
        venueId: scope.venueId ?? null,
        totals: {
          views: total.views,
          bookings: total.bookings,
          cancellations: total.cancellations,
          grossPaid: rupees(total.gross),
          refunds: rupees(total.refunds),
          revenue: rupees(total.gross - total.refunds),
          gst: rupees(total.gst),
          platformFee: rupees(total.fees),
          netEarnings: rupees(earningsOf(total)),
          takenAtVenue: rupees(total.atVenue),
          occupancy: occupancy(bookedAll, offeredAll),
        },
        daily: dates.map((date) => {
          const m = moneyByDay.get(date) ?? emptyMoney;
          return { date, views: viewsByDay.get(date) ?? 0, bookings: m.bookings, revenue: rupees(m.gross - m.refunds) };
        }),
        occupancyByDayPart: DAY_PARTS.map((dayPart) => {
          const o = byPart.get(dayPart)!;
          return { dayPart, ...occupancy(o.booked, o.offered) };
        }),
        occupancyByWeekday: WEEKDAYS.map((weekday) => {
          const o = byWeekday.get(weekday)!;
          return { weekday, ...occupancy(o.booked, o.offered) };
        }),
        venues: venueRows,
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
