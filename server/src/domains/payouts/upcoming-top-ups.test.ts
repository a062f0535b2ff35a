import {
  addDays,
  type PaymentOrder,
  type PayoutDetail,
  type PayoutList,
  type PayoutRun,
  payoutRunOnOrBefore,
  todayInIst,
} from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { callApi, ownerSellingCredit, sandboxPay } from "../../../test/factories";

/**
 * The owner's upcoming payout shows the online top-ups of venue credit the next run will pay, by
 * the run's own rule (runLines in ledger.ts): the same lines and the same total as the payout the
 * run then writes (docs/product/payouts.md, "Venue credit"). On PGlite and PostgreSQL.
 */
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });

type Session = Awaited<ReturnType<typeof loginAs>>;
let owner: Session;
let admin: Session;
let player: Session;
let venueId: number;

// A Tuesday long past, of this file only: everything below happened in the week its run pays.
const RUN = addDays(payoutRunOnOrBefore(todayInIst()), -7 * 20);
const SATURDAY = addDays(RUN, -3);

const upcoming = async () => {
  const res = await callApi(ctx, "GET", "/api/payouts", owner.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as PayoutList).upcoming!;
};

beforeAll(async () => {
  [admin, player] = await Promise.all([loginAs(ctx, "admin"), loginAs(ctx, "player")]);
  // ₹1,000 an hour + 18% GST = ₹1,180; a pack with no bonus.
  ({ owner, venueId } = await ownerSellingCredit(ctx, [{ pay: "2000.00", get: "2000.00" }]));
});

describe("the upcoming payout", () => {
  it("lists the online top-ups the next run pays, and the run pays exactly that", async () => {
    // ₹2,000 of credit bought online, paid on the run week's Saturday.
    const top = await callApi(ctx, "POST", `/api/venues/${venueId}/credit/top-up`, player.cookie, { pack: 0 });
    expect(top.statusCode, top.body).toBe(200);
    const topUpOrder = (top.json() as PaymentOrder).orderId;
    const verified = await (await sandboxPay(ctx, player.cookie, topUpOrder)).verify();
    expect(verified.statusCode, verified.body).toBe(200);
    await ctx.database.db.execute(
      sql`update payment_orders set paid_at = ${`${SATURDAY}T06:30:00Z`}::timestamptz where id = ${topUpOrder}`,
    );
    // A ₹1,180 hour paid wholly with that credit and played on the Saturday: its fee, 8% of ₹1,000.
    const spend = await callApi(ctx, "POST", "/api/payment/create-order", player.cookie, {
      venueId,
      date: addDays(todayInIst(), 3),
      slot: "18:00-19:00",
      addOns: [],
      useCredit: true,
    });
    expect(spend.statusCode, spend.body).toBe(201);
    const bookingId = (spend.json() as { booking: { id: number } }).booking.id;
    await ctx.database.db.execute(sql`update bookings set date = ${SATURDAY}::date where id = ${bookingId}`);

    const before = await upcoming();
    expect(before.topUps).toEqual([{ orderId: topUpOrder, paidAt: `${SATURDAY}T06:30:00.000Z`, amount: "2000.00" }]);
    expect(before).toMatchObject({ creditSold: "2000.00", gross: "2000.00", fees: "80.00", net: "1920.00" });
    expect(before.lines.map((l) => [l.bookingId, l.net, l.credit])).toEqual([[bookingId, "-80.00", "1180.00"]]);
    expect(before.willBePaid).toBe(true);

    // The run writes the same lines and the same total.
    const res = await callApi(ctx, "POST", "/api/payouts/run", admin.cookie, { date: RUN });
    expect(res.statusCode, res.body).toBe(200);
    const payout = (res.json() as PayoutRun).payouts.find((p) => p.ownerId === owner.user.id)!;
    expect(payout).toMatchObject({ gross: before.gross, fees: before.fees, net: before.net });
    const detail = (await callApi(ctx, "GET", `/api/payouts/${payout.id}`, owner.cookie)).json() as PayoutDetail;
    expect(detail.topUps).toEqual(before.topUps);
    expect(detail.bookings.map((l) => [l.bookingId, l.net, l.credit])).toEqual([[bookingId, "-80.00", "1180.00"]]);

    // Paid out: the next upcoming payout has none of it.
    const after = await upcoming();
    expect(after).toMatchObject({ topUps: [], creditSold: "0.00", net: "0.00", lines: [] });
  });
});
