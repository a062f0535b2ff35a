import { addDays, gstinCheckCharacter, type InvoiceSummary, type PaymentOrder, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginAs, TEST_PASSWORD } from "../../../test/app";
import { createVenue } from "../../../test/factories";
import { pdfText } from "../../../test/pdf-text";
import { queryRows } from "../../db/rows";
import { invoicesRepo } from "./repo";

/**
 * Invoices and credit notes (docs/product/invoices.md): issued with the payment's confirmation
 * and the refund's, numbered without gaps, frozen, split CGST + SGST or IGST, and readable only by
 * the booking's player, the venue's owner and admins.
 */
const CANCEL_REASON = "The ground is flooded after heavy rain";
type Login = Awaited<ReturnType<typeof loginAs>>;
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Login;
let otherOwner: Login;
let admin: Login;
let player: Login;
let stranger: Login;
let puneVenue: number;
let otherVenue: number;

/** A valid GSTIN of PAN AAPFU0939F registered in the state `code`. */
const gstinIn = (code: string) => {
  const first14 = `${code}AAPFU0939F1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

beforeAll(async () => {
  // Many bookings of one player here: the hourly checkout limit (payments tests) is not the point.
  ctx = await buildTestApp({ ORDERS_PER_HOUR: "1000" });
  [owner, otherOwner, admin, player, stranger] = await Promise.all([
    loginAs(ctx, "owner"),
    loginAs(ctx, "owner"),
    loginAs(ctx, "admin"),
    loginAs(ctx, "player"),
    loginAs(ctx, "player"),
  ]);
  // The owner starts without a GSTIN (a bill of supply), then gives one (decision 041).
  puneVenue = (
    await createVenue(ctx.database.db, { ownerId: owner.user.id, name: "Shivaji Park Nets", gstRegistered: false })
  ).id;
  otherVenue = (
    await createVenue(ctx.database.db, { ownerId: otherOwner.user.id, city: "Chennai", state: "Tamil Nadu" })
  ).id;
});
afterAll(async () => ctx?.close());

const call = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, who?: Login, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let day = 3;
/** A held order of `who` at `venueId` on a fresh date. */
async function order(who: Login, venueId: number): Promise<PaymentOrder> {
  const res = await call("POST", "/api/payment/create-order", who, {
    venueId,
    date: addDays(todayInIst(), ++day),
    slot: "morning",
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PaymentOrder;
}
/** Pays and verifies the order through the sandbox; the verify's status. */
async function payAndVerify(who: Login, o: PaymentOrder): Promise<number> {
  const paid = await call("POST", "/api/payment/sandbox/pay", who, { orderId: o.orderId, outcome: "success" });
  return (await call("POST", "/api/payment/verify", who, paid.json())).statusCode;
}
async function book(who: Login, venueId: number): Promise<number> {
  const o = await order(who, venueId);
  expect(await payAndVerify(who, o)).toBe(200);
  return o.bookingId;
}
const invoiceText = async (bookingId: number, who: Login) => {
  const res = await call("GET", `/api/bookings/${bookingId}/invoice.pdf`, who);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  return pdfText(res.rawPayload);
};
const setGstin = async (who: Login, gstin: string | undefined) => {
  const res = await call("PUT", "/api/owner/payout-account", who, {
    password: TEST_PASSWORD,
    pan: "AAPFU0939F",
    ...(gstin ? { gstin } : {}),
    upiId: "venue.owner@okicici",
  });
  expect(res.statusCode, res.body).toBe(200);
};
const listOf = async (who: Login) => (await call("GET", "/api/invoices", who)).json() as InvoiceSummary[];
const runRefunds = async () => {
  await ctx.database.db.execute(sql`update jobs set run_at = now() where kind = 'refund' and status = 'queued'`);
  await ctx.app.jobs.runDue();
};

/** The sequence of a document's number: its last part (`502/2627/0123` is 123). */
const sequenceOf = (number: string | undefined) => Number(number?.split("/").at(-1));

describe("invoices", () => {
  it("are issued with the payment's confirmation: a bill of supply while the owner has no GSTIN", async () => {
    const bookingId = await book(player, puneVenue);
    const [invoice] = (await listOf(owner)).filter((i) => i.bookingId === bookingId);
    // No GSTIN, no GST charged (decision 041): the ₹8,000 slot costs ₹8,000.
    expect(invoice).toMatchObject({
      bookingId,
      date: todayInIst(),
      total: "8000.00",
      taxable: "8000.00",
      gst: "0.00",
      regime: "unregistered",
      venueName: "Shivaji Park Nets",
      creditNotes: [],
    });
    // In the owner's series: their account number, the financial year (2627), the sequence.
    expect(invoice?.number).toMatch(new RegExp(`^${owner.user.id}/\\d{4}/\\d{4}$`));
    const text = await invoiceText(bookingId, player);
    expect(text).toContain("Bill of supply");
    expect(text).toContain(invoice?.number);
    expect(text).toContain("Not registered under GST");
    expect(text).toContain("Maharashtra (27)");
    expect(text).toContain("999652");
    expect(text).toContain("₹8,000.00");
    expect(text).not.toContain("CGST");
  });

  it("split GST as CGST + SGST inside the GSTIN's state and IGST across, frozen at issue", async () => {
    await setGstin(owner, gstinIn("27"));
    const intra = await book(player, puneVenue);
    let text = await invoiceText(intra, player);
    expect(text).toContain("Tax invoice");
    expect(text).toContain(gstinIn("27"));
    expect(text).toContain("CGST 9%");
    expect(text).toContain("SGST 9%");
    // ₹9,440 with GST: ₹8,000 taxable and ₹1,440 of tax, halved.
    expect(text).toContain("₹8,000.00");
    expect(text).toContain("₹720.00");
    expect(text).not.toContain("IGST");

    await setGstin(owner, gstinIn("29"));
    const inter = await book(player, puneVenue);
    text = await invoiceText(inter, player);
    expect(text).toContain("IGST 18%");
    expect(text).toContain("₹1,440.00");
    expect(text).toContain("Maharashtra (27)");
    expect((await listOf(owner)).find((i) => i.bookingId === inter)).toMatchObject({
      regime: "inter_state",
      taxable: "8000.00",
      gst: "1440.00",
    });

    // Later changes to the venue and the account leave an issued invoice as it was.
    await ctx.database.db.execute(sql`update venues set name = 'Renamed Arena', state = 'Goa' where id = ${puneVenue}`);
    await setGstin(owner, undefined);
    text = await invoiceText(intra, player);
    expect(text).toContain("Shivaji Park Nets");
    expect(text).toContain(gstinIn("27"));
    expect(text).not.toContain("Renamed Arena");
    await ctx.database.db.execute(
      sql`update venues set name = 'Shivaji Park Nets', state = 'Maharashtra' where id = ${puneVenue}`,
    );
  });

  it("are numbered one after another: a payment that confirms nothing, or a rollback, takes no number", async () => {
    const first = await book(player, puneVenue);
    // A payment arriving after its hold ran out books nothing and is refunded: no invoice, no number.
    const late = await order(player, puneVenue);
    await ctx.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${late.bookingId}`,
    );
    expect(await payAndVerify(player, late)).toBe(409);
    // A transaction that takes a number and then rolls back gives it back.
    const db = ctx.database.db;
    await db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update invoice_counters set last_number = last_number + 1
              where kind = 'invoice' and series = ${String(owner.user.id)} returning last_number`,
        );
        throw new Error("rolled back");
      })
      .catch(() => {});
    const second = await book(player, puneVenue);
    const numbers = await listOf(admin);
    const seq = (id: number) => sequenceOf(numbers.find((i) => i.bookingId === id)?.number);
    expect(seq(second)).toBe(seq(first) + 1);
    expect(numbers.some((i) => i.bookingId === late.bookingId)).toBe(false);
  });

  it("are numbered without a gap or a repeat when many payments are confirmed at once", async () => {
    // Three live holds per player: five players with three orders each, all verified together.
    const players = await Promise.all(Array.from({ length: 5 }, () => loginAs(ctx, "player")));
    const orders: { who: Login; o: PaymentOrder }[] = [];
    for (const who of players) for (let i = 0; i < 3; i++) orders.push({ who, o: await order(who, puneVenue) });
    const payments: unknown[] = [];
    for (const { who, o } of orders) {
      payments.push(
        (await call("POST", "/api/payment/sandbox/pay", who, { orderId: o.orderId, outcome: "success" })).json(),
      );
    }
    const before = await listOf(admin);
    const statuses = await Promise.all(
      orders.map(({ who }, i) => call("POST", "/api/payment/verify", who, payments[i]).then((r) => r.statusCode)),
    );
    expect(statuses).toEqual(orders.map(() => 200));
    const issued = (await listOf(admin)).filter((i) => !before.some((b) => b.number === i.number));
    expect(issued.map((i) => i.bookingId).sort((a, b) => a - b)).toEqual(
      orders.map(({ o }) => o.bookingId).sort((a, b) => a - b),
    );
    const seqs = issued.map((i) => sequenceOf(i.number)).sort((a, b) => a - b);
    const mine = before.filter((i) => i.number.startsWith(`${owner.user.id}/`));
    const last = Math.max(0, ...mine.map((i) => sequenceOf(i.number)));
    expect(seqs).toEqual(orders.map((_, i) => last + 1 + i));
    expect(issued.every((i) => i.number.startsWith(`${owner.user.id}/`))).toBe(true);
  });

  it("are read by the player, the venue's owner and admins; others get 404, players no list", async () => {
    const bookingId = await book(player, puneVenue);
    for (const who of [player, owner, admin]) await invoiceText(bookingId, who);
    for (const who of [stranger, otherOwner]) {
      const res = await call("GET", `/api/bookings/${bookingId}/invoice.pdf`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: "Booking not found" });
    }
    expect((await call("GET", `/api/bookings/${bookingId}/invoice.pdf`)).statusCode).toBe(401);
    expect((await call("GET", "/api/invoices", player)).statusCode).toBe(403);

    const theirs = await book(stranger, otherVenue);
    const mine = await listOf(owner);
    expect(mine.some((i) => i.bookingId === bookingId)).toBe(true);
    expect(mine.some((i) => i.bookingId === theirs)).toBe(false);
    expect((await listOf(otherOwner)).map((i) => i.bookingId)).toEqual([theirs]);
    const all = await listOf(admin);
    expect(all.map((i) => i.bookingId)).toEqual(expect.arrayContaining([bookingId, theirs]));
    // Newest first.
    expect(all[0]?.bookingId).toBe(theirs);
    expect((await call("GET", "/api/invoices?limit=0", admin)).statusCode).toBe(400);
  });

  it("answer 404 with a reason when a booking has none yet, and draw Hindi labels for Hindi readers", async () => {
    const held = await order(player, puneVenue);
    const res = await call("GET", `/api/bookings/${held.bookingId}/invoice.pdf`, player);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain("no invoice yet");

    const bookingId = await book(player, puneVenue);
    const none = await call("GET", `/api/bookings/${bookingId}/credit-note.pdf`, player);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toContain("no credit note");
    const hindiPlayer = await loginAs(ctx, "player");
    expect((await call("PATCH", "/api/users/me", hindiPlayer, { language: "hi" })).statusCode).toBe(200);
    const hindi = await invoiceText(await book(hindiPlayer, puneVenue), hindiPlayer);
    // PDF text comes in drawing order: words without a reordered sign read as written.
    expect(hindi).toContain("नंबर");
    expect(hindi).toContain("GST में पंजीकृत नहीं");
    expect(hindi).not.toContain("Place of supply");
    expect(hindi).toContain("₹8,000.00");
  });

  it("run in each owner's own series: another owner's invoices take no number from it", async () => {
    const first = await book(player, puneVenue);
    const theirs = await book(stranger, otherVenue);
    const second = await book(player, puneVenue);
    const numbers = await listOf(admin);
    const numberOf = (id: number) => numbers.find((i) => i.bookingId === id)?.number ?? "";
    expect(numberOf(first).startsWith(`${owner.user.id}/`)).toBe(true);
    expect(numberOf(theirs).startsWith(`${otherOwner.user.id}/`)).toBe(true);
    // The other owner's invoice between them leaves no gap in this owner's series.
    expect(sequenceOf(numberOf(second))).toBe(sequenceOf(numberOf(first)) + 1);
  });
});

describe("credit notes", () => {
  it("are issued once the refund is sent, for the refunded amount, against the invoice", async () => {
    await setGstin(owner, gstinIn("27"));
    const bookingId = await book(player, puneVenue);
    const cancelled = await call("PATCH", `/api/bookings/${bookingId}`, player, { status: "cancelled" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Recorded, not yet sent: no credit note.
    expect((await call("GET", `/api/bookings/${bookingId}/credit-note.pdf`, player)).statusCode).toBe(404);

    await runRefunds();
    const invoice = (await listOf(owner)).find((i) => i.bookingId === bookingId);
    expect(invoice?.creditNotes).toEqual([expect.objectContaining({ total: "9440.00", date: todayInIst() })]);
    const noteNumber = invoice?.creditNotes[0]?.number;
    expect(noteNumber).toMatch(new RegExp(`^${owner.user.id}/C\\d{4}/\\d{4}$`));
    const res = await call("GET", `/api/bookings/${bookingId}/credit-note.pdf`, player);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Credit note");
    expect(text).toContain(noteNumber);
    expect(text).toContain(invoice?.number);
    expect(text).toContain("CGST 9%");
    expect(text).toContain("₹720.00");
    expect(text).toContain("₹9,440.00");
    for (const who of [stranger, otherOwner]) {
      expect((await call("GET", `/api/bookings/${bookingId}/credit-note.pdf`, who)).statusCode).toBe(404);
    }
  });

  it("are one per refund, a page each in the PDF, and together never above what was paid online", async () => {
    const bookingId = await book(player, puneVenue);
    expect(
      (await call("PATCH", `/api/bookings/${bookingId}`, admin, { status: "cancelled", reason: CANCEL_REASON }))
        .statusCode,
    ).toBe(200);
    await runRefunds();
    const db = ctx.database.db;
    const [refund] = await queryRows<{ id: number }>(db, sql`select id from refunds where booking_id = ${bookingId}`);
    const count = async () =>
      Number(
        (
          await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from credit_notes where booking_id = ${bookingId}`,
          )
        )[0]?.n,
      );
    expect(await count()).toBe(1);
    // Issuing again (a replayed success) adds nothing.
    const { invoiceAmounts } = await import("@crease/core");
    expect(await invoicesRepo(db).issueCreditNote(db, refund!.id, invoiceAmounts)).toBeNull();
    expect(await count()).toBe(1);

    // A second refund of the same booking (a cheaper reschedule's, then a cancellation's) gets a
    // note of its own while both fit in what was paid; a third that would not, none.
    const paid = Number(
      (
        await queryRows<{ p: number }>(
          db,
          sql`select paid_online_paise as p from invoices where booking_id = ${bookingId}`,
        )
      )[0]?.p,
    );
    // The first note made ₹5 smaller (as a partial refund's would be), leaving room for one of ₹5.
    const shrink = (paise: number) =>
      db.execute(
        sql`update credit_notes set total_paise = total_paise + ${paise}, taxable_paise = taxable_paise + ${paise}
            where booking_id = ${bookingId} and refund_id = ${refund!.id}`,
      );
    await shrink(-500);
    const another = async (paise: number) => {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into refunds (booking_id, order_id, payment_id, amount_paise, paid_paise, reason)
            select booking_id, order_id, payment_id || '-' || ${paise}, ${paise}, paid_paise, 'rescheduled'
            from refunds where id = ${refund!.id}
            returning id`,
      );
      return invoicesRepo(db).issueCreditNote(db, Number(row!.id), invoiceAmounts);
    };
    expect(await another(500)).not.toBeNull();
    expect(await count()).toBe(2);
    expect(await another(1)).toBeNull();
    expect(await count()).toBe(2);
    const pdf = await call("GET", `/api/bookings/${bookingId}/credit-note.pdf`, player);
    expect(pdf.statusCode).toBe(200);
    const listed = (await listOf(owner)).find((i) => i.bookingId === bookingId)?.creditNotes ?? [];
    expect(listed.map((n) => n.total)).toEqual([(paid / 100 - 5).toFixed(2), "5.00"]);
    for (const n of listed) expect(pdfText(pdf.rawPayload)).toContain(n.number);
    await shrink(500);

    // A refund above what the invoice says was paid online gets no credit note.
    const other = await book(player, puneVenue);
    await db.execute(sql`update invoices set paid_online_paise = 100 where booking_id = ${other}`);
    expect(
      (await call("PATCH", `/api/bookings/${other}`, admin, { status: "cancelled", reason: CANCEL_REASON })).statusCode,
    ).toBe(200);
    await runRefunds();
    expect(
      (
        await queryRows<{ n: number }>(db, sql`select count(*)::int as n from credit_notes where booking_id = ${other}`)
      )[0]?.n,
    ).toBe(0);
  });
});
