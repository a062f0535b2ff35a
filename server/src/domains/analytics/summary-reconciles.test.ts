import {
  type AdminSummary,
  addDays,
  type OwnerAnalytics,
  type PayoutRun,
  payoutRunOnOrBefore,
  rupeesToPaise,
  todayInIst,
} from "@crease/core";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { callApi, createPaidBooking, createUser, createVenue } from "../../../test/factories";

/**
 * The admin overview's money figures add up (issue 46; docs/product/screens.md "Admin dashboard"):
 * booking value − refunds = the chart's revenue; revenue − GST − Crease's fee = owners' earnings;
 * and once a run has paid the period's played bookings, the scheduled payouts are those earnings
 * plus the GST collected for the owners. Each figure as the server computes it, on PGlite and
 * PostgreSQL.
 */
const ctx = useTestApp();

// The week a long-past Tuesday's run pays: Tuesday to Monday before it.
const RUN = addDays(payoutRunOnOrBefore(todayInIst()), -7 * 12);
const FROM = addDays(RUN, -7);
const TO = addDays(RUN, -1);
const paise = (rupees: string) => rupeesToPaise(rupees);

let admin: Awaited<ReturnType<typeof loginAs>>;

const summary = async () => {
  const res = await callApi(ctx, "GET", `/api/analytics/summary?from=${FROM}&to=${TO}`, admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminSummary;
};

beforeAll(async () => {
  const db = ctx.database.db;
  admin = await loginAs(ctx, "admin");
  const [owner, otherOwner] = await Promise.all([loginAs(ctx, "owner"), loginAs(ctx, "owner")]);
  const player = await createUser(db);
  const ground = (await createVenue(db, { ownerId: owner.user.id, venueType: "ground" })).id;
  const nets = (await createVenue(db, { ownerId: otherOwner.user.id, venueType: "nets" })).id;
  const book = (venueId: number, day: number, slot: string, paid: number, gst: number, more = {}) =>
    createPaidBooking(db, {
      venueId,
      userId: player.id,
      date: addDays(FROM, day),
      slot,
      status: "completed",
      paidPaise: paid,
      gstPaise: gst,
      ...more,
    });
  // ₹1,416 with ₹216 GST, played; ₹1,180 with ₹180 GST, played; ₹1,416 cancelled late, ₹1,062 refunded.
  await book(ground, 1, "evening", 141_600, 21_600);
  await book(nets, 2, "18:00-19:00", 118_000, 18_000);
  await book(ground, 3, "night", 141_600, 21_600, {
    status: "cancelled",
    refundPaise: 106_200,
    refundStatus: "processed",
  });
});

describe("the admin overview's money figures", () => {
  it("add up: booking value − refunds = the chart's revenue, − GST − fee = owners' earnings", async () => {
    const s = await summary();
    expect(paise(s.grossBookingValue)).toBe(141_600 + 118_000 + 141_600);
    expect(paise(s.refunds)).toBe(106_200);
    expect(paise(s.revenue)).toBe(paise(s.grossBookingValue) - paise(s.refunds));
    expect(paise(s.ownerEarnings)).toBe(paise(s.revenue) - paise(s.gstCollected) - paise(s.platformFees));
    // The chart (every venue's figures, one entry a day) sums to the summary's revenue.
    const chart = await callApi(ctx, "GET", `/api/analytics/owner?from=${FROM}&to=${TO}`, admin.cookie);
    expect(chart.statusCode, chart.body).toBe(200);
    const { daily, totals } = chart.json() as OwnerAnalytics;
    expect(daily.reduce((total, d) => total + paise(d.revenue), 0)).toBe(paise(s.revenue));
    expect(totals.revenue).toBe(s.revenue);
    expect(totals.netEarnings).toBe(s.ownerEarnings);
  });

  it("scheduled payouts are the period's earnings plus GST once a run has paid its played bookings", async () => {
    expect((await summary()).payoutsScheduled).toBe("0.00");
    const run = await callApi(ctx, "POST", "/api/payouts/run", admin.cookie, { date: RUN });
    expect(run.statusCode, run.body).toBe(200);
    expect((run.json() as PayoutRun).payouts).toHaveLength(2);
    const s = await summary();
    expect(paise(s.payoutsScheduled)).toBe(paise(s.ownerEarnings) + paise(s.gstCollected));
  });
});
