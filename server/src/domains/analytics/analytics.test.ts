import { type AdminSummary, addDays, istToUtc, type OwnerAnalytics, type TopVenue, todayInIst } from "@crease/core";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createPaidBooking, createUser, createVenue, createView } from "../../../test/factories";
import { paymentOrders, users, venues as venuesTable } from "../../db/schema";

const ctx = useTestApp();

// A seven-day period three weeks back; everything below is placed relative to it.
const today = todayInIst();
const D0 = addDays(today, -20);
const D6 = addDays(D0, 6);
const period = `from=${D0}&to=${D6}`;
const day = (n: number) => addDays(D0, n);

type Spec = {
  venue: "ground" | "nets" | "box";
  date: string;
  slot: string;
  status: "confirmed" | "completed" | "cancelled" | "disputed";
  paid: number;
  refund?: number;
  refundStatus?: "processed" | "pending";
};

// Bookings in and out of the period, cancelled, refunded, on a slot the ground no longer offers.
const SPECS: Spec[] = [
  { venue: "ground", date: day(0), slot: "morning", status: "confirmed", paid: 944_000 },
  { venue: "ground", date: day(1), slot: "evening", status: "completed", paid: 1_180_000 },
  { venue: "ground", date: day(2), slot: "night", status: "cancelled", paid: 1_416_000, refund: 1_062_000 },
  { venue: "ground", date: day(3), slot: "morning", status: "cancelled", paid: 944_000, refund: 944_000 },
  // Afternoon is priced 0 at this ground: a booking, but not an offered slot.
  { venue: "ground", date: day(4), slot: "afternoon", status: "confirmed", paid: 826_000 },
  { venue: "ground", date: day(5), slot: "evening", status: "disputed", paid: 1_180_000 },
  { venue: "ground", date: day(-1), slot: "morning", status: "completed", paid: 944_000 },
  { venue: "ground", date: day(7), slot: "morning", status: "confirmed", paid: 944_000 },
  { venue: "nets", date: day(0), slot: "08:00-09:00", status: "completed", paid: 118_000 },
  { venue: "nets", date: day(0), slot: "10:00-11:00", status: "confirmed", paid: 118_000 },
  { venue: "nets", date: day(2), slot: "15:00-16:00", status: "confirmed", paid: 118_000 },
  {
    venue: "nets",
    date: day(6),
    slot: "09:00-10:00",
    status: "cancelled",
    paid: 118_000,
    refund: 88_500,
    refundStatus: "pending",
  },
  { venue: "nets", date: day(8), slot: "09:00-10:00", status: "confirmed", paid: 118_000 },
  { venue: "box", date: day(1), slot: "18:00-19:00", status: "confirmed", paid: 177_000 },
  // Odd amounts: the 8% fee rounds half up to the paisa (500.56 → 501, 500.40 → 500).
  { venue: "box", date: day(3), slot: "10:00-11:00", status: "completed", paid: 6_257 },
  { venue: "box", date: day(4), slot: "10:00-11:00", status: "completed", paid: 6_256, refund: 1 },
];

// Views: [venue, visitor, IST date, IST time]. The same visitor twice on one IST day counts once.
const VIEWS: [Spec["venue"], string, string, string][] = [
  ["ground", "v1", day(0), "10:00"],
  ["ground", "v1", day(0), "11:00"],
  ["ground", "v2", day(0), "10:00"],
  ["ground", "v1", day(0), "10:00"],
  ["ground", "v3", day(0), "00:00"], // the first IST hour of the period
  ["ground", "v3", day(-1), "23:00"], // the last IST hour before it
  ["ground", "v4", day(7), "00:00"], // just after
  ["nets", "v1", day(2), "18:00"],
  ["nets", "v5", day(3), "06:00"],
  ["box", "v1", day(1), "09:00"],
  ["box", "v2", day(1), "09:00"],
  ["box", "v3", day(1), "09:00"],
  ["box", "v4", day(2), "09:00"],
  ["box", "v5", day(5), "20:00"],
  ["box", "v6", day(6), "23:00"],
];

const inPeriod = (date: string) => date >= D0 && date <= D6;
const isBooking = (s: Spec) => s.status === "confirmed" || s.status === "completed";
// A pending refund is owed from the moment it is recorded, so it is off the earnings already.
const kept = (s: Spec) => s.paid - (s.refund ?? 0);
const fee = (s: Spec) => Math.round((kept(s) * 8) / 100);
const rupees = (paise: number) => (paise / 100).toFixed(2);

function expectedViews(venue: Spec["venue"], from = D0, to = D6) {
  const seen = new Set<string>();
  for (const [v, visitor, date] of VIEWS) {
    if (v === venue && date >= from && date <= to) seen.add(`${visitor}@${date}`);
  }
  return seen.size;
}

function money(specs: Spec[]) {
  const paid = specs.reduce((s, b) => s + b.paid, 0);
  const refunds = specs.reduce((s, b) => s + (b.paid - kept(b)), 0);
  const fees = specs.reduce((s, b) => s + fee(b), 0);
  return { paid, refunds, fees, revenue: paid - refunds, net: paid - refunds - fees };
}

let owner: Awaited<ReturnType<typeof loginAs>>;
let otherOwner: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
let player: Awaited<ReturnType<typeof loginAs>>;
const ids = {} as Record<Spec["venue"], number>;

beforeAll(async () => {
  const db = ctx.database.db;
  owner = await loginAs(ctx, "owner");
  otherOwner = await loginAs(ctx, "owner");
  admin = await loginAs(ctx, "admin");
  player = await loginAs(ctx, "player");
  const booker = await createUser(db);
  ids.ground = (
    await createVenue(db, {
      ownerId: owner.user.id,
      venueType: "ground",
      name: "A Ground",
      slotPrices: { morning: 8000, afternoon: 0, evening: 10000, night: 12000 },
    })
  ).id;
  ids.nets = (
    await createVenue(db, {
      ownerId: owner.user.id,
      venueType: "nets",
      name: "B Nets",
      startTime: "08:00",
      endTime: "16:00",
    })
  ).id;
  ids.box = (await createVenue(db, { ownerId: otherOwner.user.id, venueType: "box", name: "C Box" })).id;
  for (const s of SPECS) {
    const booking = await createPaidBooking(db, {
      venueId: ids[s.venue],
      userId: booker.id,
      date: s.date,
      slot: s.slot,
      status: s.status,
      paidPaise: s.paid,
      refundPaise: s.refund,
      refundStatus: s.refundStatus,
    });
    // A failed attempt before the payment that went through: never money taken.
    await db.insert(paymentOrders).values({
      id: `order_failed_${booking.id}`,
      bookingId: booking.id,
      userId: booker.id,
      provider: "sandbox",
      amountPaise: s.paid,
      basePaise: s.paid,
      addOnsPaise: 0,
      gstPaise: 0,
      totalPaise: s.paid,
      addOns: [],
      status: "failed",
    });
  }
  for (const [venue, visitor, date, time] of VIEWS) {
    await createView(db, { venueId: ids[venue], visitorKey: visitor, hour: istToUtc(date, time) });
  }
});

async function get<T>(url: string, cookie?: string) {
  const res = await ctx.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json() as T };
}

describe("owner analytics", () => {
  it("totals equal the counts and sums of the owner's own rows in the period", async () => {
    const res = await get<OwnerAnalytics>(`/api/analytics/owner?${period}`, owner.cookie);
    expect(res.status).toBe(200);
    const mine = SPECS.filter((s) => s.venue !== "box" && inPeriod(s.date));
    const m = money(mine);
    expect(res.body.period).toEqual({ from: D0, to: D6, days: 7 });
    expect(res.body.totals).toMatchObject({
      views: expectedViews("ground") + expectedViews("nets"),
      bookings: mine.filter(isBooking).length,
      cancellations: mine.filter((s) => s.status === "cancelled").length,
      grossPaid: rupees(m.paid),
      refunds: rupees(m.refunds),
      revenue: rupees(m.revenue),
      platformFee: rupees(m.fees),
      netEarnings: rupees(m.net),
    });
    // The other owner's box venue is not in this owner's figures.
    expect(res.body.venues.map((v) => v.id)).toEqual([ids.ground, ids.nets]);
  });

  it("has one daily entry per day with that day's views, bookings and revenue", async () => {
    const res = await get<OwnerAnalytics>(`/api/analytics/owner?${period}`, owner.cookie);
    expect(res.body.daily).toHaveLength(7);
    for (const entry of res.body.daily) {
      const that = SPECS.filter((s) => s.venue !== "box" && s.date === entry.date);
      expect(entry).toEqual({
        date: entry.date,
        views: expectedViews("ground", entry.date, entry.date) + expectedViews("nets", entry.date, entry.date),
        bookings: that.filter(isBooking).length,
        revenue: rupees(money(that).revenue),
      });
    }
    expect(res.body.daily.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map(day));
  });

  it("gives a ground's occupancy as booked over offered slots (slots priced above 0)", async () => {
    const res = await get<OwnerAnalytics>(`/api/analytics/owner?${period}&venueId=${ids.ground}`, owner.cookie);
    expect(res.status).toBe(200);
    // Morning, evening and night are offered (afternoon is priced 0): 3 slots a day for 7 days.
    const offeredSlots = ["morning", "evening", "night"];
    const booked = SPECS.filter(
      (s) => s.venue === "ground" && inPeriod(s.date) && isBooking(s) && offeredSlots.includes(s.slot),
    );
    expect(res.body.totals.occupancy).toEqual({
      booked: booked.length,
      offered: 21,
      rate: Number((booked.length / 21).toFixed(4)),
    });
    const parts = Object.fromEntries(res.body.occupancyByDayPart.map((p) => [p.dayPart, p]));
    expect(parts.morning).toEqual({ dayPart: "morning", booked: 1, offered: 7, rate: Number((1 / 7).toFixed(4)) });
    expect(parts.afternoon).toEqual({ dayPart: "afternoon", booked: 0, offered: 0, rate: 0 });
    expect(parts.evening).toEqual({ dayPart: "evening", booked: 1, offered: 7, rate: Number((1 / 7).toFixed(4)) });
    expect(parts.night).toEqual({ dayPart: "night", booked: 0, offered: 7, rate: 0 });
    // The ground's own row: every figure from its rows only.
    const groundRows = SPECS.filter((s) => s.venue === "ground" && inPeriod(s.date));
    expect(res.body.venues).toHaveLength(1);
    expect(res.body.venues[0]).toMatchObject({
      id: ids.ground,
      views: expectedViews("ground"),
      bookings: groundRows.filter(isBooking).length,
      cancellations: groundRows.filter((s) => s.status === "cancelled").length,
      revenue: rupees(money(groundRows).revenue),
    });
  });

  it("gives a nets venue's occupancy by day part and weekday from its opening hours", async () => {
    const res = await get<OwnerAnalytics>(`/api/analytics/owner?${period}&venueId=${ids.nets}`, owner.cookie);
    // Open 08:00–16:00: 08, 09 morning; 10–13 afternoon; 14, 15 evening; nothing at night.
    const parts = Object.fromEntries(res.body.occupancyByDayPart.map((p) => [p.dayPart, [p.booked, p.offered]]));
    expect(parts).toEqual({ morning: [1, 14], afternoon: [1, 28], evening: [1, 14], night: [0, 0] });
    expect(res.body.totals.occupancy).toEqual({ booked: 3, offered: 56, rate: Number((3 / 56).toFixed(4)) });
    // Seven days: each weekday once, 8 slots each; bookings on day(0) (two) and day(2) (one).
    const weekdayOf = (date: string) =>
      ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][new Date(`${date}T00:00:00Z`).getUTCDay()];
    const expected = new Map<string, number>();
    expected.set(weekdayOf(day(0))!, 2);
    expected.set(weekdayOf(day(2))!, 1);
    expect(res.body.occupancyByWeekday.map((w) => w.weekday)).toEqual([
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
      "Sun",
    ]);
    for (const w of res.body.occupancyByWeekday) {
      expect([w.weekday, w.booked, w.offered]).toEqual([w.weekday, expected.get(w.weekday) ?? 0, 8]);
    }
  });

  it("defaults to the last 30 days", async () => {
    const res = await get<OwnerAnalytics>("/api/analytics/owner", owner.cookie);
    expect(res.status).toBe(200);
    expect(res.body.period).toEqual({ from: addDays(today, -29), to: today, days: 30 });
    expect(res.body.daily).toHaveLength(30);
    const recent = SPECS.filter((s) => s.venue !== "box" && s.date >= addDays(today, -29) && s.date <= today);
    expect(res.body.totals.bookings).toBe(recent.filter(isBooking).length);
  });

  it("lets an admin see one owner's figures or every venue's", async () => {
    const one = await get<OwnerAnalytics>(`/api/analytics/owner?${period}&ownerId=${otherOwner.user.id}`, admin.cookie);
    expect(one.status).toBe(200);
    expect(one.body.ownerId).toBe(otherOwner.user.id);
    expect(one.body.totals.views).toBe(expectedViews("box"));
    expect(one.body.venues.map((v) => v.id)).toEqual([ids.box]);
    const all = await get<OwnerAnalytics>(`/api/analytics/owner?${period}`, admin.cookie);
    expect(all.body.ownerId).toBeNull();
    expect(all.body.totals.bookings).toBe(SPECS.filter((s) => inPeriod(s.date) && isBooking(s)).length);
  });

  it("refuses another owner's venue with 404 and another owner's id with 403", async () => {
    const venue = await get<{ message: string }>(`/api/analytics/owner?venueId=${ids.box}`, owner.cookie);
    expect(venue.status).toBe(404);
    expect(venue.body.message).toBe("Venue not found");
    const missing = await get<{ message: string }>("/api/analytics/owner?venueId=999999", owner.cookie);
    expect(missing.status).toBe(404);
    const other = await get<{ message: string }>(`/api/analytics/owner?ownerId=${otherOwner.user.id}`, owner.cookie);
    expect(other.status).toBe(403);
    const mismatch = await get(`/api/analytics/owner?ownerId=${owner.user.id}&venueId=${ids.box}`, admin.cookie);
    expect(mismatch.status).toBe(404);
  });

  it("answers bad periods with clear 400s", async () => {
    const cases: [string, string][] = [
      [`from=${D6}&to=${D0}`, "The start date must be on or before the end date"],
      [`from=2025-01-01&to=2026-01-02`, "Choose a period of at most 366 days"],
      ["from=2026-02-30", "Enter the start date as a real date, like 2026-01-05"],
      ["to=yesterday", "Enter the end date as a real date, like 2026-01-05"],
      ["venueId=abc", "That venue number is not valid"],
    ];
    for (const [query, message] of cases) {
      const res = await get<{ message: string }>(`/api/analytics/owner?${query}`, owner.cookie);
      expect([query, res.status, res.body.message]).toEqual([query, 400, message]);
    }
    // 366 days is allowed.
    const longest = await get(`/api/analytics/owner?from=2025-01-01&to=2026-01-01`, owner.cookie);
    expect(longest.status).toBe(200);
  });
});

describe("admin analytics", () => {
  it("ranks venues by distinct visitor-hours in the period", async () => {
    const res = await get<TopVenue[]>(`/api/analytics/most-viewed?${period}`, admin.cookie);
    expect(res.status).toBe(200);
    const expected = (["box", "ground", "nets"] as const)
      .map((v) => ({ id: ids[v], views: expectedViews(v) }))
      .sort((a, b) => b.views - a.views);
    expect(res.body.map((r) => ({ id: r.id, views: r.views }))).toEqual(expected);
    expect(res.body[0]).toMatchObject({ name: "C Box", venueType: "box", avgRating: "0.00" });
    const two = await get<TopVenue[]>(`/api/analytics/most-viewed?${period}&limit=2`, admin.cookie);
    expect(two.body).toHaveLength(2);
  });

  it("ranks venues by confirmed and completed bookings dated in the period, with revenue", async () => {
    const res = await get<TopVenue[]>(`/api/analytics/most-booked?${period}`, admin.cookie);
    expect(res.status).toBe(200);
    const expected = (["ground", "nets", "box"] as const)
      .map((v) => {
        const rows = SPECS.filter((s) => s.venue === v && inPeriod(s.date));
        return { id: ids[v], bookings: rows.filter(isBooking).length, revenue: rupees(money(rows).revenue) };
      })
      .sort((a, b) => b.bookings - a.bookings || a.id - b.id);
    expect(res.body.map((r) => ({ id: r.id, bookings: r.bookings, revenue: r.revenue }))).toEqual(expected);
  });

  it("leaves out venues with nothing in the period", async () => {
    const res = await get<TopVenue[]>("/api/analytics/most-booked?from=2020-01-01&to=2020-01-31", admin.cookie);
    expect(res.body).toEqual([]);
  });

  it("summarises venues, users, bookings, money and the 8% fee", async () => {
    const res = await get<AdminSummary>(`/api/analytics/summary?${period}`, admin.cookie);
    expect(res.status).toBe(200);
    const db = ctx.database.db;
    const countRole = async (role: string) =>
      (await db.select({ n: count() }).from(users).where(eq(users.role, role)))[0]!.n;
    const venueTotal = (await db.select({ n: count() }).from(venuesTable))[0]!.n;
    const rows = SPECS.filter((s) => inPeriod(s.date));
    const m = money(rows);
    expect(res.body.users).toMatchObject({
      player: await countRole("player"),
      owner: await countRole("owner"),
      admin: await countRole("admin"),
    });
    expect(res.body.venues).toMatchObject({ total: venueTotal, approved: venueTotal, pending: 0 });
    expect(res.body.bookings).toEqual({
      total: rows.filter(isBooking).length,
      confirmed: rows.filter((s) => s.status === "confirmed").length,
      completed: rows.filter((s) => s.status === "completed").length,
      cancelled: rows.filter((s) => s.status === "cancelled").length,
      disputed: rows.filter((s) => s.status === "disputed").length,
    });
    expect(res.body.grossBookingValue).toBe(rupees(m.paid));
    expect(res.body.refunds).toBe(rupees(m.refunds));
    expect(res.body.platformFees).toBe(rupees(m.fees));
    expect(res.body.ownerEarnings).toBe(rupees(m.net));
  });

  it("refuses a limit outside 1 to 20", async () => {
    for (const limit of ["0", "21", "abc", "2.5"]) {
      const res = await get<{ message: string }>(`/api/analytics/most-viewed?limit=${limit}`, admin.cookie);
      expect([limit, res.status, res.body.message]).toEqual([limit, 400, "Show from 1 to 20 top venues"]);
    }
  });
});

describe("who may see analytics", () => {
  const adminOnly = ["/api/analytics/most-viewed", "/api/analytics/most-booked", "/api/analytics/summary"];

  it("asks visitors to log in everywhere", async () => {
    for (const url of [...adminOnly, "/api/analytics/owner"]) {
      const res = await get<{ message: string }>(url);
      expect([url, res.status, res.body.message]).toEqual([url, 401, "Authentication required"]);
    }
  });

  it("keeps players out of everything and owners out of the platform figures", async () => {
    for (const url of [...adminOnly, "/api/analytics/owner"]) {
      expect([url, (await get(url, player.cookie)).status]).toEqual([url, 403]);
    }
    for (const url of adminOnly) {
      expect([url, (await get(url, owner.cookie)).status]).toEqual([url, 403]);
      expect([url, (await get(url, admin.cookie)).status]).toEqual([url, 200]);
    }
    // Even with a bad query, a player learns they may not ask rather than what was wrong.
    expect((await get("/api/analytics/most-viewed?limit=abc", player.cookie)).status).toBe(403);
  });
});
