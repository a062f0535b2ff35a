import {
  addDays,
  type Booking,
  gstinCheckCharacter,
  type InvoiceSummary,
  type PaymentOrder,
  type PayoutDetail,
  type PayoutRun,
  payoutRunOnOrBefore,
  todayInIst,
  type Venue,
} from "@crease/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/rows";
import { buildTestApp, loginAs, TEST_PASSWORD } from "./app";
import { courtIdOf, createVenue } from "./factories";
import { pdfText } from "./pdf-text";

/**
 * GST only where it is due (issue 44, decision 041): a venue whose owner has no GSTIN charges its
 * price with no GST, and every figure that follows (the order, the booking, its document, its
 * refund and credit note, the desk, the payout's GST line and fee) says so; an owner with a GSTIN
 * charges 18% as before. A registration given or removed changes orders priced from then on only.
 */
type Login = Awaited<ReturnType<typeof loginAs>>;
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let unregistered: Login;
let registered: Login;
let admin: Login;
let player: Login;
let plainVenue: number;
let taxedVenue: number;

/** A valid GSTIN of PAN AAPFU0939F in Maharashtra. */
const GSTIN = (() => {
  const first14 = "27AAPFU0939F1Z";
  return `${first14}${gstinCheckCharacter(first14)}`;
})();
const ADD_ONS = [{ key: "umpireFees", name: "Umpire Service", rupees: 1500 }];

beforeAll(async () => {
  ctx = await buildTestApp({ ORDERS_PER_HOUR: "1000" });
  [unregistered, registered, admin, player] = await Promise.all([
    loginAs(ctx, "owner"),
    loginAs(ctx, "owner"),
    loginAs(ctx, "admin"),
    loginAs(ctx, "player"),
  ]);
  // Ground slots: morning ₹8,000; the umpire ₹1,500.
  plainVenue = (
    await createVenue(ctx.database.db, { ownerId: unregistered.user.id, addOns: ADD_ONS, gstRegistered: false })
  ).id;
  taxedVenue = (
    await createVenue(ctx.database.db, { ownerId: registered.user.id, addOns: ADD_ONS, gstRegistered: false })
  ).id;
  await setGstin(registered, GSTIN);
});
afterAll(async () => ctx?.close());

const call = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, who?: Login, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function setGstin(who: Login, gstin: string | undefined) {
  const res = await call("PUT", "/api/owner/payout-account", who, {
    password: TEST_PASSWORD,
    pan: "AAPFU0939F",
    ...(gstin ? { gstin } : {}),
    upiId: "venue.owner@okicici",
  });
  expect(res.statusCode, res.body).toBe(200);
}

let day = 2;
async function order(venueId: number, extra: Record<string, unknown> = {}, who = player): Promise<PaymentOrder> {
  const res = await call("POST", "/api/payment/create-order", who, {
    venueId,
    date: addDays(todayInIst(), ++day),
    slot: "morning",
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PaymentOrder;
}
async function pay(o: PaymentOrder, who = player): Promise<Booking> {
  const paid = await call("POST", "/api/payment/sandbox/pay", who, { orderId: o.orderId, outcome: "success" });
  const verified = await call("POST", "/api/payment/verify", who, paid.json());
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json() as Booking;
}
const invoiceOf = async (bookingId: number) =>
  ((await call("GET", "/api/invoices", admin)).json() as InvoiceSummary[]).find((i) => i.bookingId === bookingId);
const documentText = async (bookingId: number, kind: "invoice" | "credit-note") => {
  const res = await call("GET", `/api/bookings/${bookingId}/${kind}.pdf`, player);
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
};
const runRefunds = async () => {
  await ctx.database.db.execute(sql`update jobs set run_at = now() where kind = 'refund' and status = 'queued'`);
  await ctx.app.jobs.runDue();
};

describe("a venue whose owner has no GSTIN", () => {
  it("says so in its answer: no GST on its prices; a registered owner's venue, 18%", async () => {
    const plain = (await call("GET", `/api/venues/${plainVenue}`)).json() as Venue;
    const taxed = (await call("GET", `/api/venues/${taxedVenue}`)).json() as Venue;
    expect(plain.gstRatePercent).toBe(0);
    expect(taxed.gstRatePercent).toBe(18);
  });

  it("orders at its price with add-ons less the discount, no GST: a bill of supply of what was paid", async () => {
    const coupon = await call("POST", "/api/coupons", admin, {
      code: "NOGST500",
      kind: "flat",
      value: 500,
      validFrom: todayInIst(),
      validTo: addDays(todayInIst(), 30),
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    // The amount the client expects is checked too: the price it showed, without GST.
    const o = await order(plainVenue, { addOns: ["umpireFees"], couponCode: "NOGST500", amount: "9000.00" });
    // ₹8,000 + ₹1,500 − ₹500, nothing on top.
    expect(o.amount).toBe(900_000);
    const booking = await pay(o);
    expect(booking).toMatchObject({
      amount: "9000.00",
      basePrice: "8000.00",
      addOnsPrice: "1500.00",
      discount: "500.00",
      gst: "0.00",
      paidOnline: "9000.00",
    });
    const [row] = await queryRows<{ gst: number; total: number }>(
      ctx.database.db,
      sql`select gst_paise as gst, total_paise as total from bookings where id = ${booking.id}`,
    );
    expect(row).toEqual({ gst: 0, total: 900_000 });
    expect(await invoiceOf(booking.id)).toMatchObject({
      regime: "unregistered",
      total: "9000.00",
      taxable: "9000.00",
      gst: "0.00",
    });
    const text = await documentText(booking.id, "invoice");
    expect(text).toContain("Bill of supply");
    expect(text).toContain("₹9,000.00");
    expect(text).not.toContain("GST 18%");
  });

  it("refunds what was paid, with a credit note showing no GST", async () => {
    const booking = await pay(await order(plainVenue));
    expect(booking).toMatchObject({ amount: "8000.00", gst: "0.00" });
    const cancelled = await call("PATCH", `/api/bookings/${booking.id}`, player, { status: "cancelled" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // More than 24 hours ahead: the whole of what was paid.
    expect((cancelled.json() as Booking).refundAmount).toBe("8000.00");
    await runRefunds();
    expect((await invoiceOf(booking.id))?.creditNotes).toEqual([expect.objectContaining({ total: "8000.00" })]);
    const text = await documentText(booking.id, "credit-note");
    expect(text).toContain("₹8,000.00");
    expect(text).not.toContain("GST 9%");
    expect(text).not.toContain("IGST");
  });

  it("is booked at the desk at its price with no GST", async () => {
    const res = await call("POST", `/api/venues/${plainVenue}/desk-bookings`, unregistered, {
      courtId: await courtIdOf(ctx.database.db, plainVenue),
      date: addDays(todayInIst(), ++day),
      slot: "evening",
      playerName: "Ravi Kumar",
      playerPhone: "98765 43210",
      addOns: ["umpireFees"],
      payment: "cash",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ amount: "11500.00", gst: "0.00", paidAtVenue: "11500.00" });
  });
});

describe("a venue whose owner has a GSTIN", () => {
  it("orders as before: 18% GST on price and add-ons, a tax invoice", async () => {
    const o = await order(taxedVenue, { addOns: ["umpireFees"] });
    expect(o.amount).toBe(1_121_000); // (₹8,000 + ₹1,500) × 1.18
    const booking = await pay(o);
    expect(booking).toMatchObject({ amount: "11210.00", gst: "1710.00" });
    expect(await invoiceOf(booking.id)).toMatchObject({ regime: "intra_state", taxable: "9500.00", gst: "1710.00" });
    expect(await documentText(booking.id, "invoice")).toContain("CGST 9%");
  });
});

describe("a registration given or removed", () => {
  it("changes orders priced from then on; a booking already paid keeps its bill of supply and refund", async () => {
    const owner = await loginAs(ctx, "owner");
    const venueId = (await createVenue(ctx.database.db, { ownerId: owner.user.id, gstRegistered: false })).id;
    const before = await pay(await order(venueId)); // checkout now keeps the venue in memory
    // A hold priced before the GSTIN was given, paid after it: what was charged is what is shown.
    const pricedBefore = await order(venueId);
    expect(pricedBefore.amount).toBe(800_000);

    await setGstin(owner, GSTIN);
    const after = await order(venueId);
    expect(after.amount).toBe(944_000);
    expect(((await call("GET", `/api/venues/${venueId}`)).json() as Venue).gstRatePercent).toBe(18);
    const paidLate = await pay(pricedBefore);
    expect(paidLate).toMatchObject({ amount: "8000.00", gst: "0.00" });
    expect(await invoiceOf(paidLate.id)).toMatchObject({ regime: "unregistered", total: "8000.00", gst: "0.00" });
    expect(await invoiceOf((await pay(after)).id)).toMatchObject({ regime: "intra_state", gst: "1440.00" });

    const cancelled = await call("PATCH", `/api/bookings/${before.id}`, player, { status: "cancelled" });
    expect((cancelled.json() as Booking).refundAmount).toBe("8000.00");
    await runRefunds();
    expect(await invoiceOf(before.id)).toMatchObject({
      regime: "unregistered",
      gst: "0.00",
      creditNotes: [expect.objectContaining({ total: "8000.00" })],
    });

    // Removed: from then on no GST again.
    await setGstin(owner, undefined);
    expect((await order(venueId)).amount).toBe(800_000);
  });

  it("a booking sold without GST is moved at the rate it was sold at, after its owner registered", async () => {
    const owner = await loginAs(ctx, "owner");
    const venueId = (await createVenue(ctx.database.db, { ownerId: owner.user.id, gstRegistered: false })).id;
    const booking = await pay(await order(venueId));
    await setGstin(owner, GSTIN);
    // The dearer evening (₹10,000): the ₹2,000 difference carries no GST, as the booking did not.
    const quote = await call("POST", `/api/bookings/${booking.id}/reschedule/quote`, player, {
      date: booking.date,
      slot: "evening",
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({ amount: "10000.00", due: "2000.00" });
    // A new order at the same venue now carries GST.
    expect((await order(venueId)).amount).toBe(944_000);
  });

  it("given while many orders are placed: each order's document shows exactly the GST it charged", async () => {
    const owner = await loginAs(ctx, "owner");
    const venueId = (await createVenue(ctx.database.db, { ownerId: owner.user.id, gstRegistered: false })).id;
    // Six players, one order each, while the owner gives a GSTIN.
    const players = await Promise.all(Array.from({ length: 6 }, () => loginAs(ctx, "player")));
    const [, ...placed] = await Promise.all([setGstin(owner, GSTIN), ...players.map((who) => order(venueId, {}, who))]);
    const booked = await Promise.all(players.map((who, i) => pay(placed[i] as PaymentOrder, who)));
    for (const b of booked) {
      expect(["8000.00", "9440.00"]).toContain(b.amount);
      const invoice = await invoiceOf(b.id);
      expect(invoice).toMatchObject({ total: b.amount, gst: b.gst });
      expect(invoice?.regime).toBe(b.gst === "0.00" ? "unregistered" : "intra_state");
    }
  });
});

describe("the payout of a venue whose owner has no GSTIN", () => {
  it("has no GST line and takes the fee on the whole price; a registered owner's, as before", async () => {
    const runDate = addDays(payoutRunOnOrBefore(todayInIst()), -7 * 30);
    const played = addDays(runDate, -3);
    const booker = await loginAs(ctx, "player");
    const playedAt = async (venueId: number) => {
      const booking = await pay(await order(venueId, {}, booker), booker);
      // Played in a week long past, so the run for it pays it.
      await ctx.database.db.execute(
        sql`update bookings set date = ${played}, status = 'completed'
            where id = ${booking.id}`,
      );
      return booking.id;
    };
    const plain = await playedAt(plainVenue);
    const taxed = await playedAt(taxedVenue);
    const run = await call("POST", "/api/payouts/run", admin, { date: runDate });
    expect(run.statusCode, run.body).toBe(200);
    const payouts = (run.json() as PayoutRun).payouts;
    const lineOf = async (ownerId: number, bookingId: number) => {
      const payout = payouts.find((p) => p.ownerId === ownerId);
      const detail = (await call("GET", `/api/payouts/${payout?.id}`, admin)).json() as PayoutDetail;
      return { payout, line: detail.bookings.find((l) => l.bookingId === bookingId) };
    };
    const mine = await lineOf(unregistered.user.id, plain);
    // ₹8,000 paid, no GST in it: the 8% fee on all of it.
    expect(mine.line).toMatchObject({ gross: "8000.00", gst: "0.00", fee: "640.00", net: "7360.00" });
    expect(mine.payout).toMatchObject({ gst: "0.00" });
    const csv = (await call("GET", `/api/payouts/${mine.payout?.id}/statement.csv`, unregistered)).body;
    expect(csv).toContain("8000.00,0.00,0.00,640.00,7360.00");
    // The statement says no GST was charged, never that GST was collected for them.
    const statement = await call("GET", `/api/payouts/${mine.payout?.id}/statement.pdf`, unregistered);
    const pdf = pdfText(statement.rawPayload);
    expect(pdf).toContain("No GST was charged on these bookings");
    expect(pdf).not.toContain("collected on your behalf");
    const theirs = await lineOf(registered.user.id, taxed);
    // ₹9,440 paid, ₹1,440 of it GST: the fee on ₹8,000.
    expect(theirs.line).toMatchObject({ gross: "9440.00", gst: "1440.00", fee: "640.00", net: "8800.00" });
  });
});
