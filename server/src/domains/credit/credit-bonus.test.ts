import { addDays, type Booking, type PaymentOrder, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { callApi, ownerSellingCredit, rowsOf, sandboxPay } from "../../../test/factories";
import { pdfText } from "../../../test/pdf-text";

/**
 * Venue credit's bonus is a discount at redemption (docs/product/credit.md, "Tax and money"): a
 * spend takes money in proportion, the invoice is of the money, a refund to credit gives money and
 * bonus back as the booking was paid and issues its credit note at once. On PGlite and PostgreSQL.
 */
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });

type Session = Awaited<ReturnType<typeof loginAs>>;
let owner: Session;
let player: Session;
let venueId: number;
let day = 2;
const nextDate = () => addDays(todayInIst(), ++day);

const call = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, who?: Session, payload?: unknown) =>
  callApi(ctx, method, url, who?.cookie, payload);
const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(ctx.database.db, query);
const order = (useCredit: boolean) =>
  call("POST", "/api/payment/create-order", player, {
    venueId,
    date: nextDate(),
    slot: "18:00-19:00",
    addOns: [],
    useCredit,
  });

const balance = async () =>
  (
    await rows<{ balance: number; money: number }>(
      sql`select balance_paise as balance, money_paise as money from credit_balances
          where owner_id = ${owner.user.id} and user_id = ${player.user.id}`,
    )
  ).map((b) => ({ balance: Number(b.balance), money: Number(b.money) }))[0];

const invoiceOf = async (bookingId: number) =>
  (
    await rows<Record<string, number>>(
      sql`select total_paise::int as total, taxable_paise::int as taxable, (cgst_paise + sgst_paise + igst_paise)::int as gst,
            paid_online_paise::int as online, paid_with_credit_paise::int as credit, bonus_discount_paise::int as discount
          from invoices where booking_id = ${bookingId}`,
    )
  )[0];

const creditNotesOf = (bookingId: number) =>
  rows<{ total: number; taxable: number; entry: number | null; refund: number | null }>(
    sql`select total_paise::int as total, taxable_paise::int as taxable, credit_entry_id::int as entry, refund_id as refund
        from credit_notes where booking_id = ${bookingId} order by id`,
  );

const ids = { whole: 0, part: 0 };

beforeAll(async () => {
  player = await loginAs(ctx, "player");
  // ₹1,000 an hour + 18% GST = ₹1,180; the owner is registered (a tax invoice).
  ({ owner, venueId } = await ownerSellingCredit(ctx, [{ pay: "2000.00", get: "2200.00" }]));
  const top = await call("POST", `/api/venues/${venueId}/credit/top-up`, player, { pack: 0 });
  expect(top.statusCode, top.body).toBe(200);
  const verified = await (await sandboxPay(ctx, player.cookie, (top.json() as { orderId: string }).orderId)).verify();
  expect(verified.statusCode, verified.body).toBe(200);
  expect(await balance()).toEqual({ balance: 220_000, money: 200_000 });
});

describe("the bonus of venue credit at redemption", () => {
  it("reads like the worked example: ₹1,180 from a ₹2,000 → ₹2,200 pack is invoiced at ₹1,072.73", async () => {
    const res = await order(true);
    expect(res.statusCode, res.body).toBe(201);
    ids.whole = (res.json() as { booking: Booking }).booking.id;
    // ₹1,072.73 of money and ₹107.27 of bonus: on the spend, the booking and the balance.
    const [spend] = await rows<{ amount: number; money: number; bonus: number }>(
      sql`select ce.amount_paise as amount, ce.money_paise as money, bk.credit_bonus_paise as bonus
          from credit_entries ce join bookings bk on bk.id = ce.booking_id where ce.booking_id = ${ids.whole} and ce.kind = 'spend'`,
    );
    expect([spend?.amount, spend?.money, spend?.bonus].map(Number)).toEqual([-118_000, -107_273, 10_727]);
    expect(await balance()).toEqual({ balance: 102_000, money: 92_727 });
    // Price ₹1,000, discount ₹90.91, taxable ₹909.09, GST ₹163.64, total ₹1,072.73, paid with credit.
    expect(await invoiceOf(ids.whole)).toEqual({
      total: 107_273,
      taxable: 90_909,
      gst: 16_364,
      online: 0,
      credit: 107_273,
      discount: 9_091,
    });
    const pdf = await pdfText((await call("GET", `/api/bookings/${ids.whole}/invoice.pdf`, player)).rawPayload);
    for (const text of ["Price", "₹1,000.00", "Discount (credit bonus)", "₹90.91", "₹909.09", "₹1,072.73"]) {
      expect(pdf).toContain(text);
    }
    expect(pdf).toContain("Paid with venue credit");
    expect(pdf).not.toContain("₹1,180.00");
  });

  it("invoices a booking paid partly with bonus credit at its money: what credit paid less its bonus, and what was paid online", async () => {
    // ₹1,020 of credit left (₹927.27 money, ₹92.73 bonus) and ₹160 online.
    const res = await order(true);
    expect(res.statusCode, res.body).toBe(200);
    const rest = res.json() as PaymentOrder;
    expect(rest.amount).toBe(16_000);
    const verified = await (await sandboxPay(ctx, player.cookie, rest.orderId)).verify();
    expect(verified.statusCode, verified.body).toBe(200);
    ids.part = (verified.json() as Booking).id;
    expect(await balance()).toEqual({ balance: 0, money: 0 });
    // Total ₹1,180 − ₹92.73 = ₹1,087.27: taxable ₹921.42, discount ₹78.58 off the ₹1,000.
    expect(await invoiceOf(ids.part)).toEqual({
      total: 108_727,
      taxable: 92_142,
      gst: 16_585,
      online: 16_000,
      credit: 92_727,
      discount: 7_858,
    });
  });

  it("cancelled to credit: money and bonus go back as spent, with a credit note for the money, once", async () => {
    const res = await call("PATCH", `/api/bookings/${ids.whole}`, player, { status: "cancelled", refundTo: "credit" });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await rows<{ amount: number; money: number }>(
      sql`select amount_paise as amount, money_paise as money from credit_entries
          where booking_id = ${ids.whole} and kind = 'refund'`,
    );
    expect([entry?.amount, entry?.money].map(Number)).toEqual([118_000, 107_273]);
    expect(await balance()).toEqual({ balance: 118_000, money: 107_273 });
    // The note: the money that went back (₹1,072.73), split as the invoice was.
    const notes = await creditNotesOf(ids.whole);
    expect(notes.map((n) => [Number(n.total), Number(n.taxable), n.refund])).toEqual([[107_273, 90_909, null]]);
    expect(notes[0]?.entry).not.toBeNull();
    const pdf = await pdfText((await call("GET", `/api/bookings/${ids.whole}/credit-note.pdf`, player)).rawPayload);
    expect(pdf).toContain("Credit note");
    expect(pdf).toContain("₹1,072.73");
    // Asked again: refused, and still one note and one refund.
    const again = await call("PATCH", `/api/bookings/${ids.whole}`, player, {
      status: "cancelled",
      refundTo: "credit",
    });
    expect(again.statusCode).not.toBe(200);
    expect(await creditNotesOf(ids.whole)).toHaveLength(1);
    expect(await balance()).toEqual({ balance: 118_000, money: 107_273 });
  });

  it("cancelled to the original payment: the credit part goes back to credit with its money restored and its note at once", async () => {
    const res = await call("PATCH", `/api/bookings/${ids.part}`, player, { status: "cancelled", refundTo: "original" });
    expect(res.statusCode, res.body).toBe(200);
    // ₹1,020 back to credit (₹927.27 of it money), ₹160 to the card: the pack's money is whole again.
    expect(await balance()).toEqual({ balance: 220_000, money: 200_000 });
    const notes = await creditNotesOf(ids.part);
    // The credit's money has its note now; the card's ₹160 gets its own when the refund is sent.
    expect(notes.map((n) => [Number(n.total), n.refund])).toEqual([[92_727, null]]);
  });
});
