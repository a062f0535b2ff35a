import {
  addDays,
  type Booking,
  type PaymentOrder,
  type PayoutDetail,
  type PayoutRun,
  payoutRunOnOrBefore,
  todayInIst,
} from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import {
  callApi,
  deskTopUp as deskTopUpAt,
  ownerSellingCredit,
  playerWithMobile as playerWithMobileIn,
  rowsOf,
  sandboxPay,
} from "../../../test/factories";
import { pdfText } from "../../../test/pdf-text";

/**
 * Venue credit in the owner's payout and the player's invoice (issue 45; docs/product/payouts.md,
 * "Venue credit"): credit sold online is paid to the owner with no GST and no fee, credit played
 * carries its 8% fee, and a booking paid wholly with credit is invoiced. On PGlite and PostgreSQL.
 */
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });

type Session = Awaited<ReturnType<typeof loginAs>>;
let owner: Session;
let admin: Session;
let venueId: number;
let courtId: number;
let day = 2;
const nextDate = () => addDays(todayInIst(), ++day);

// A Tuesday long past, of this file only: its run pays the week before it.
const RUN = addDays(payoutRunOnOrBefore(todayInIst()), -7 * 30);
const SATURDAY = addDays(RUN, -3);

const call = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, who?: Session, payload?: unknown) =>
  callApi(ctx, method, url, who?.cookie, payload);
const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(ctx.database.db, query);
const playerWithMobile = (mobile: string) => playerWithMobileIn(ctx, mobile);
const deskTopUp = (mobile: string, amount: string) =>
  deskTopUpAt(ctx, { cookie: owner.cookie, venueId }, mobile, amount);

async function payAndVerify(who: Session, orderId: string) {
  const verified = await (await sandboxPay(ctx, who.cookie, orderId)).verify();
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json() as Booking;
}
const order = (who: Session, useCredit: boolean) =>
  call("POST", "/api/payment/create-order", who, {
    venueId,
    date: nextDate(),
    slot: "18:00-19:00",
    addOns: [],
    useCredit,
  });

/** Moves a booking to a played evening of the run's week (its slot has ended). */
const playedOn = (bookingId: number, date: string) =>
  ctx.database.db.execute(sql`update bookings set date = ${date}::date where id = ${bookingId}`);

const invoiceOf = async (bookingId: number) =>
  (
    await rows<{ online: number; credit: number; total: number }>(
      sql`select paid_online_paise::int as online, paid_with_credit_paise::int as credit, total_paise::int as total
          from invoices where booking_id = ${bookingId}`,
    )
  )[0];

interface Line {
  booking_id: number | null;
  order_id: string | null;
  paid: number;
  refund: number;
  gst: number;
  fee: number;
  net: number;
  credit: number;
}
const linesOf = (payoutId: number) =>
  rows<Line>(
    sql`select booking_id, order_id, paid_paise as paid, refund_paise as refund, gst_paise as gst, fee_paise as fee,
          net_paise as net, credit_paise as credit from payout_items where payout_id = ${payoutId}`,
  );

const ids: Record<string, number> = {};
let topUpOrder = "";

beforeAll(async () => {
  admin = await loginAs(ctx, "admin");
  // ₹1,000 an hour + 18% GST = ₹1,180; the owner is registered (a tax invoice).
  ({ owner, venueId } = await ownerSellingCredit(ctx, [{ pay: "2000.00", get: "2200.00" }]));
  courtId = Number((await rows<{ id: number }>(sql`select id from courts where venue_id = ${venueId} limit 1`))[0]?.id);
});

describe("a booking paid with venue credit", () => {
  it("is invoiced when credit pays it all, online or at the desk, with paid with venue credit on it", async () => {
    // Bought online: ₹2,000 paid for ₹2,200 of credit.
    const buyer = await loginAs(ctx, "player");
    const top = await call("POST", `/api/venues/${venueId}/credit/top-up`, buyer, { pack: 0 });
    expect(top.statusCode, top.body).toBe(200);
    topUpOrder = (top.json() as { orderId: string }).orderId;
    await payAndVerify(buyer, topUpOrder);

    const whole = await order(buyer, true);
    expect(whole.statusCode, whole.body).toBe(201);
    ids.wholeCredit = (whole.json() as { booking: Booking }).booking.id;
    // The pack's bonus is a discount (credit.md's worked example): ₹1,072.73 of the ₹1,180 was money.
    expect(await invoiceOf(ids.wholeCredit)).toEqual({ online: 0, credit: 107_273, total: 107_273 });
    const pdf = await pdfText((await call("GET", `/api/bookings/${ids.wholeCredit}/invoice.pdf`, buyer)).rawPayload);
    expect(pdf).toContain("Tax invoice");
    expect(pdf).toContain("Paid with venue credit");
    expect(pdf).toContain("₹1,072.73");
    expect(pdf).not.toContain("Due at the venue");

    // At the desk: the whole price from the player's credit, invoiced in the desk's transaction.
    await playerWithMobile("+919822200001");
    expect((await deskTopUp("98222 00001", "1500")).statusCode).toBe(201);
    const desk = await call("POST", `/api/venues/${venueId}/desk-bookings`, owner, {
      courtId,
      date: nextDate(),
      slot: "18:00-19:00",
      playerName: "Ravi",
      playerPhone: "98222 00001",
      addOns: [],
      payment: "credit",
    });
    expect(desk.statusCode, desk.body).toBe(201);
    ids.desk = (desk.json() as Booking).id;
    expect(await invoiceOf(ids.desk)).toEqual({ online: 0, credit: 118_000, total: 118_000 });
  });

  it("part credit, part online: the invoice names both", async () => {
    const player = await playerWithMobile("+919822200002");
    await deskTopUp("98222 00002", "500");
    const part = await order(player, true);
    expect(part.statusCode, part.body).toBe(200);
    const rest = part.json() as PaymentOrder;
    expect(rest.amount).toBe(68_000);
    ids.part = (await payAndVerify(player, rest.orderId)).id;
    expect(await invoiceOf(ids.part)).toEqual({ online: 68_000, credit: 50_000, total: 118_000 });
    const pdf = await pdfText((await call("GET", `/api/bookings/${ids.part}/invoice.pdf`, player)).rawPayload);
    expect(pdf).toContain("Paid online");
    expect(pdf).toContain("₹680.00");
    expect(pdf).toContain("₹500.00");
  });

  it("cancelled to credit: credit given back is not kept; online money given back as credit is", async () => {
    // Paid wholly with credit, cancelled more than a day ahead: all of it back to credit.
    const creditPayer = await playerWithMobile("+919822200003");
    await deskTopUp("98222 00003", "2000");
    const paid = await order(creditPayer, true);
    ids.creditCancelled = (paid.json() as { booking: Booking }).booking.id;
    const back = await call("PATCH", `/api/bookings/${ids.creditCancelled}`, creditPayer, {
      status: "cancelled",
      refundTo: "credit",
    });
    expect(back.statusCode, back.body).toBe(200);

    // Paid online, cancelled to credit: the ₹1,180 stays with the owner as the player's credit.
    const onlinePayer = await loginAs(ctx, "player");
    const online = (await order(onlinePayer, false)).json() as PaymentOrder;
    ids.onlineToCredit = (await payAndVerify(onlinePayer, online.orderId)).id;
    const toCredit = await call("PATCH", `/api/bookings/${ids.onlineToCredit}`, onlinePayer, {
      status: "cancelled",
      refundTo: "credit",
    });
    expect(toCredit.statusCode, toCredit.body).toBe(200);
  });
});

describe("the payout run", () => {
  it("pays credit sold online, charges the fee on credit played, and totals its lines", async () => {
    // Everything happened in the run's week: the slots are played, the top-up paid on Saturday.
    await playedOn(ids.wholeCredit!, SATURDAY);
    await playedOn(ids.desk!, addDays(SATURDAY, -1));
    await playedOn(ids.part!, addDays(SATURDAY, -2));
    await playedOn(ids.creditCancelled!, addDays(SATURDAY, -3));
    await playedOn(ids.onlineToCredit!, addDays(SATURDAY, -4));
    await ctx.database.db.execute(
      sql`update payment_orders set paid_at = ${`${SATURDAY}T06:30:00Z`}::timestamptz where id = ${topUpOrder}`,
    );

    const res = await call("POST", "/api/payouts/run", admin, { date: RUN });
    expect(res.statusCode, res.body).toBe(200);
    const payout = (res.json() as PayoutRun).payouts.find((p) => p.ownerId === owner.user.id);
    expect(payout).toBeDefined();
    const lines = await linesOf(payout!.id);
    const byBooking = (id: number | undefined) => lines.find((l) => l.booking_id === id);
    const line = (l: Line | undefined) => l && [l.paid, l.refund, l.gst, l.fee, l.net, l.credit].map(Number);

    // The top-up: paid ₹2,000, no GST, no fee, all of it sent; keyed on its charge.
    const top = lines.filter((l) => l.booking_id === null);
    expect(top.map((l) => [l.order_id, ...line(l)!])).toEqual([[topUpOrder, 200_000, 0, 0, 0, 200_000, 0]]);
    // Wholly credit: nothing sent. From the pack, the fee is 8% of the ₹909.09 of money played (its
    // bonus is a discount): net −₹72.73; from credit bought at the desk (all money), 8% of ₹1,000.
    expect(line(byBooking(ids.wholeCredit))).toEqual([0, 0, 0, 7_273, -7_273, 118_000]);
    expect(line(byBooking(ids.desk))).toEqual([0, 0, 0, 8_000, -8_000, 118_000]);
    // ₹680 online + ₹500 credit: GST line ₹103.73 (of the ₹680), fee 8% of the ₹1,000 played.
    expect(line(byBooking(ids.part))).toEqual([68_000, 0, 10_373, 8_000, 60_000, 50_000]);
    // Online money given back as credit: kept (the player's balance with the owner), no fee.
    expect(line(byBooking(ids.onlineToCredit))).toEqual([118_000, 0, 18_000, 0, 118_000, -118_000]);
    // Credit given back in full: nothing kept, no line.
    expect(byBooking(ids.creditCancelled)).toBeUndefined();
    expect(lines).toHaveLength(5);

    // The payout's totals are its lines' sums.
    const sum = (key: keyof Line) => lines.reduce((t, l) => t + Number(l[key]), 0);
    const [totals] = await rows<{
      gross: number;
      refund: number;
      gst: number;
      fee: number;
      net: number;
      count: number;
    }>(
      sql`select gross_paise as gross, refund_paise as refund, gst_paise as gst, fee_paise as fee, net_paise as net,
            booking_count as count from payouts where id = ${payout!.id}`,
    );
    expect([totals?.gross, totals?.refund, totals?.gst, totals?.fee, totals?.net].map(Number)).toEqual([
      sum("paid"),
      sum("refund"),
      sum("gst"),
      sum("fee"),
      sum("net"),
    ]);
    expect(Number(totals?.net)).toBe(200_000 - 7_273 - 8_000 + 60_000 + 118_000);
    expect(Number(totals?.count)).toBe(4);

    // The statement: credit sold (the top-up and the online money kept as credit), spent, outstanding.
    const detail = (await call("GET", `/api/payouts/${payout!.id}`, owner)).json() as PayoutDetail;
    expect(detail).toMatchObject({
      creditSold: "3180.00",
      creditSpent: "2860.00",
      // ₹1,020 + ₹320 + ₹0 + ₹2,000 + ₹1,180 that players hold with the owner now.
      creditOutstanding: "4520.00",
      topUps: [{ orderId: topUpOrder, amount: "2000.00" }],
    });
    expect(detail.bookings.find((b) => b.bookingId === ids.part)).toMatchObject({ credit: "500.00", net: "600.00" });
    const pdf = await pdfText((await call("GET", `/api/payouts/${payout!.id}/statement.pdf`, owner)).rawPayload);
    expect(pdf).toContain("Venue credit sold online");
    expect(pdf).toContain("4,520.00");
    const csv = (await call("GET", `/api/payouts/${payout!.id}/statement.csv`, owner)).body;
    expect(csv).toContain(`Venue credit top-up ${topUpOrder}`);
    expect(csv).toContain("Venue credit spent on these bookings,2860.00");

    // The owner's dashboard counts the same fee and earnings as the payout's booking lines, to the
    // paisa (the bonus carries no fee there either): 72.73 + 80 + 80; lines' net less their GST.
    const bookingLines = lines.filter((l) => l.booking_id !== null);
    const dashboard = await call(
      "GET",
      `/api/analytics/owner?from=${addDays(SATURDAY, -4)}&to=${SATURDAY}&venueId=${venueId}`,
      owner,
    );
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const totals2 = (dashboard.json() as { totals: { platformFee: string; netEarnings: string } }).totals;
    const paise = (sumOf: (l: Line) => number) => bookingLines.reduce((t, l) => t + sumOf(l), 0);
    expect(Math.round(Number(totals2.platformFee) * 100)).toBe(paise((l) => Number(l.fee)));
    expect(totals2.platformFee).toBe("232.73");
    expect(Math.round(Number(totals2.netEarnings) * 100)).toBe(paise((l) => Number(l.net) - Number(l.gst)));

    // The next Tuesday pays none of it again.
    const next = await call("POST", "/api/payouts/run", admin, { date: addDays(RUN, 7) });
    expect(next.statusCode, next.body).toBe(200);
    const again = next.json() as PayoutRun;
    expect(again.payouts.filter((p) => p.ownerId === owner.user.id)).toEqual([]);
    expect(again.carriedOver.filter((c) => c.ownerId === owner.user.id)).toEqual([]);
    const [paidOut] = await rows<{ n: number }>(
      sql`select count(*)::int as n from payout_items pi join payouts p on p.id = pi.payout_id where p.owner_id = ${owner.user.id}`,
    );
    expect(Number(paidOut?.n)).toBe(5);
  });
});
