import { createHmac } from "node:crypto";
import {
  addDays,
  type Booking,
  GROUND_SLOTS,
  type PaymentOrder,
  rupeesToPaise,
  slotInstants,
  todayInIst,
} from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { testDatabaseKind } from "../../../test/databases";
import { createUser, createVenue } from "../../../test/factories";
import { pdfText } from "../../../test/pdf-text";

/** Reschedule (docs/product/bookings.md#reschedule): POST /api/bookings/{id}/reschedule. */
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });

let ownerId: number;
let venueId: number;
beforeAll(async () => {
  ownerId = (await createUser(ctx.database.db, { role: "owner" })).id;
  venueId = (
    await createVenue(ctx.database.db, {
      ownerId,
      advanceBookingDays: 180,
      slotPrices: { morning: 8000, afternoon: 0, evening: 10000, night: 12000 },
      addOns: [{ key: "umpire", name: "Umpire", rupees: 1500 }],
    })
  ).id;
});

let dayOffset = 2;
/** A fresh date per test, two days ahead or more: always inside the reschedule window. */
const freshDate = () => addDays(todayInIst(), ++dayOffset);

/**
 * A ground slot starting between one and 23 hours from now, whatever the hour of the run: "tomorrow
 * morning" is 29 hours away at 00:40 IST (CI ran into that).
 */
function slotWithin24Hours(now = new Date()) {
  for (const date of [todayInIst(now), addDays(todayInIst(now), 1)]) {
    for (const slot of GROUND_SLOTS) {
      const hoursAway = ((slotInstants(date, slot)?.start.getTime() ?? 0) - now.getTime()) / 3_600_000;
      if (hoursAway > 1 && hoursAway < 23) return { date, slot };
    }
  }
  throw new Error("no ground slot starts within a day");
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

function post(url: string, cookie: string | undefined, payload: unknown) {
  return ctx.app.inject({ method: "POST", url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

async function pay(cookie: string, orderId: string) {
  const paid = await post("/api/payment/sandbox/pay", cookie, { orderId, outcome: "success" });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json() as { orderId: string; paymentId: string; signature: string };
}

/** A confirmed booking of `slot` on `date` for the player, paid through the sandbox. */
async function book(cookie: string, date: string, slot: string, addOns: string[] = []): Promise<Booking> {
  const order = await post("/api/payment/create-order", cookie, { venueId, date, slot, addOns });
  expect(order.statusCode, order.body).toBe(200);
  const verified = await post("/api/payment/verify", cookie, await pay(cookie, (order.json() as PaymentOrder).orderId));
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json() as Booking;
}

const reschedule = (cookie: string, id: number, body: Record<string, unknown>) =>
  post(`/api/bookings/${id}/reschedule`, cookie, body);

async function slotStatus(date: string, slot: string) {
  const res = await ctx.app.inject({ method: "GET", url: `/api/venues/${venueId}/availability?from=${date}&days=1` });
  return (res.json().days[0].slots as { slot: string; status: string }[]).find((s) => s.slot === slot)?.status;
}

const refundsOf = (bookingId: number) =>
  rows<{ reason: string; amount_paise: number; payment_id: string; status: string }>(
    sql`select reason, amount_paise, payment_id, status from refunds where booking_id = ${bookingId} order by id`,
  );

describe("reschedule to a slot that costs the same or less (200)", () => {
  it("moves the booking in place, keeps its id and add-ons, and refunds the difference once", async () => {
    const player = await loginAs(ctx, "player");
    const date = freshDate();
    const booking = await book(player.cookie, date, "evening", ["umpire"]);
    const quote = await post(`/api/bookings/${booking.id}/reschedule/quote`, player.cookie, { date, slot: "morning" });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({ due: "0.00" });
    const refund = rupeesToPaise(quote.json().refund);
    expect(refund).toBeGreaterThan(0);

    const res = await reschedule(player.cookie, booking.id, { date, slot: "morning" });
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json() as Booking;
    expect(moved).toMatchObject({ id: booking.id, status: "confirmed", date, slot: "morning", paymentStatus: "paid" });
    expect(moved.addOns.map((a) => a.key)).toEqual(["umpire"]);
    expect(rupeesToPaise(moved.paidOnline)).toBe(rupeesToPaise(booking.paidOnline) - refund);
    expect(moved.amount).toBe(quote.json().amount);
    expect(moved.rescheduledFrom).toMatchObject({ date, slot: "evening", courtId: booking.courtId });
    // The refund is the reschedule's, not a cancellation's: the booking shows none.
    expect(moved.refundStatus).toBe("none");
    expect(await slotStatus(date, "evening")).toBe("available");
    expect(await slotStatus(date, "morning")).toBe("booked");
    expect(await refundsOf(booking.id)).toEqual([
      expect.objectContaining({ reason: "rescheduled", amount_paise: refund, status: "pending" }),
    ]);
    const jobs = await rows<{ n: number }>(
      sql`select count(*)::int as n from jobs where kind = 'refund'
            and payload->>'refundId' in (select id::text from refunds where booking_id = ${booking.id})`,
    );
    expect(jobs[0]?.n).toBe(1);

    // Once per booking: replaying it, or moving it again, is refused and changes nothing.
    const again = await reschedule(player.cookie, booking.id, { date, slot: "morning" });
    expect(again.statusCode, again.body).toBe(422);
    expect(again.json().message).toMatch(/rescheduled once already/);
    expect((await reschedule(player.cookie, booking.id, { date, slot: "night" })).statusCode).toBe(422);
    expect(await refundsOf(booking.id)).toHaveLength(1);

    await ctx.app.jobs.runDue();
    expect((await refundsOf(booking.id))[0]?.status).toBe("processed");

    // Both sides were told.
    const notes = await rows<{ user_id: number }>(
      sql`select user_id from notifications where type = 'booking_rescheduled' and data->>'bookingId' = ${String(booking.id)}`,
    );
    expect(notes.map((n) => n.user_id).sort()).toEqual([player.user.id, ownerId].sort());
    // …and the player by mail too, through the job queue.
    const mails = await rows<{ n: number }>(
      sql`select count(*)::int as n from jobs where kind = 'notification.mail' and payload->>'notificationId' in
            (select id::text from notifications where type = 'booking_rescheduled' and user_id = ${player.user.id})`,
    );
    expect(mails[0]?.n).toBe(1);

    // A later cancellation refunds what is still paid, never more.
    const cancelled = await ctx.app.inject({
      method: "PATCH",
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: player.cookie },
      payload: { status: "cancelled" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().refundAmount).toBe(moved.paidOnline);
    const all = await refundsOf(booking.id);
    expect(all.reduce((sum, r) => sum + Number(r.amount_paise), 0)).toBe(rupeesToPaise(booking.paidOnline));
  });

  it("moves to the same price on another day without any money moving", async () => {
    const player = await loginAs(ctx, "player");
    const date = freshDate();
    const other = freshDate();
    const booking = await book(player.cookie, date, "evening");
    const res = await reschedule(player.cookie, booking.id, { date: other, slot: "evening" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ date: other, slot: "evening", paidOnline: booking.paidOnline });
    expect(await refundsOf(booking.id)).toEqual([]);
  });
});

describe("a rescheduled booking's refunds sent together", () => {
  /** A booking moved to a cheaper slot, then cancelled before the move's refund was sent. */
  async function movedThenCancelled() {
    const player = await loginAs(ctx, "player");
    const date = freshDate();
    const booking = await book(player.cookie, date, "evening", ["umpire"]);
    expect((await reschedule(player.cookie, booking.id, { date, slot: "morning" })).statusCode).toBe(200);
    const cancelled = await ctx.app.inject({
      method: "PATCH",
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: player.cookie },
      payload: { status: "cancelled" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await refundsOf(booking.id)).map((r) => r.status)).toEqual(["pending", "pending"]);
    return { player, booking };
  }
  const creditNotes = (bookingId: number) =>
    rows<{ totalPaise: number }>(
      sql`select total_paise::int as "totalPaise" from credit_notes where booking_id = ${bookingId} order by id`,
    );

  it("a cheaper move's refund and the cancellation's, sent in one run: both sent, a credit note each", async () => {
    const { player, booking } = await movedThenCancelled();
    // The refund job sends both side by side.
    await ctx.app.jobs.runDue();
    expect((await refundsOf(booking.id)).map((r) => r.status)).toEqual(["processed", "processed"]);
    const refunded = (await refundsOf(booking.id)).reduce((sum, r) => sum + Number(r.amount_paise), 0);
    const notes = await creditNotes(booking.id);
    expect(notes).toHaveLength(2);
    expect(notes.reduce((sum, n) => sum + Number(n.totalPaise), 0)).toBe(refunded);
    const after = await ctx.app.inject({
      method: "GET",
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: player.cookie },
    });
    expect(after.json()).toMatchObject({ paymentStatus: "refunded", refundStatus: "processed" });
  });

  it("the credit notes never add up to more than the invoice says was paid, even sent side by side", async () => {
    const { booking } = await movedThenCancelled();
    // The invoice says less was paid than the two refunds together (more than either): one note fits.
    const amounts = (await refundsOf(booking.id)).map((r) => Number(r.amount_paise));
    await ctx.database.db.execute(
      sql`update invoices set paid_online_paise = ${Math.max(...amounts)} where booking_id = ${booking.id}`,
    );
    await ctx.app.jobs.runDue();
    expect((await refundsOf(booking.id)).map((r) => r.status)).toEqual(["processed", "processed"]);
    // Without the invoice's row lock both refunds summed the notes before the other's and both
    // inserted one (PostgreSQL, where the job runs them at once).
    expect(await creditNotes(booking.id)).toHaveLength(1);
  });
});

describe("reschedule to a slot that costs more (202)", () => {
  it("holds the new slot, and moves the booking when the difference is paid", async () => {
    const player = await loginAs(ctx, "player");
    const date = freshDate();
    const booking = await book(player.cookie, date, "evening");
    const res = await reschedule(player.cookie, booking.id, { date, slot: "night" });
    expect(res.statusCode, res.body).toBe(202);
    const order = res.json() as PaymentOrder;
    expect(order).toMatchObject({ bookingId: booking.id, currency: "INR", provider: "sandbox" });
    expect(order.amount).toBeGreaterThan(0);
    // Asking again hands back the same order.
    const replay = await reschedule(player.cookie, booking.id, { date, slot: "night" });
    expect(replay.statusCode).toBe(202);
    expect(replay.json().orderId).toBe(order.orderId);
    // Until it is paid the booking stays where it is, and the new slot is held.
    expect(
      (
        await ctx.app.inject({ method: "GET", url: `/api/bookings/${booking.id}`, headers: { cookie: player.cookie } })
      ).json(),
    ).toMatchObject({ slot: "evening" });
    expect(await slotStatus(date, "night")).toBe("held");

    const payment = await pay(player.cookie, order.orderId);
    const verified = await post("/api/payment/verify", player.cookie, payment);
    expect(verified.statusCode, verified.body).toBe(200);
    const moved = verified.json() as Booking;
    expect(moved).toMatchObject({ id: booking.id, slot: "night", status: "confirmed", paymentStatus: "paid" });
    expect(rupeesToPaise(moved.paidOnline)).toBe(rupeesToPaise(booking.paidOnline) + order.amount);
    expect(moved.paidOnline).toBe(moved.amount);
    expect(await slotStatus(date, "evening")).toBe("available");
    expect(await slotStatus(date, "night")).toBe("booked");

    // Replaying the verify changes nothing.
    const again = await post("/api/payment/verify", player.cookie, payment);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: booking.id, slot: "night", paidOnline: moved.paidOnline });
    const paidOrders = await rows<{ amount_paise: number }>(
      sql`select amount_paise from payment_orders where booking_id = ${booking.id} and status = 'paid'`,
    );
    expect(paidOrders.reduce((s, o) => s + Number(o.amount_paise), 0)).toBe(rupeesToPaise(moved.paidOnline));

    // The difference raised the invoiced value: one debit note for it, naming the new slot, even
    // after the replayed verify; the player sees what they paid more and downloads the note.
    expect(rupeesToPaise(moved.rescheduledFrom?.paid ?? "0")).toBe(order.amount);
    const debitNotes = await rows<{ total: number; slot: string }>(
      sql`select total_paise::int as total, slot from debit_notes where booking_id = ${booking.id}`,
    );
    expect(debitNotes).toEqual([{ total: order.amount, slot: "night" }]);
    const note = await ctx.app.inject({
      method: "GET",
      url: `/api/bookings/${booking.id}/debit-note.pdf`,
      headers: { cookie: player.cookie },
    });
    expect(note.statusCode).toBe(200);
    expect(pdfText(note.rawPayload)).toMatch(/Debit note[\s\S]*\d+\/D\d{4}\/\d{4}/);
    const live = await rows<{ n: number }>(
      sql`select count(*)::int as n from bookings where venue_id = ${venueId} and date = ${date}::date
            and status in ('held', 'confirmed')`,
    );
    expect(live[0]?.n).toBe(1);

    // A cancellation refunds both payments, each within what it took.
    const cancelled = await ctx.app.inject({
      method: "PATCH",
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: player.cookie },
      payload: { status: "cancelled" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refunds = await refundsOf(booking.id);
    expect(refunds).toHaveLength(2);
    expect(refunds.reduce((s, r) => s + Number(r.amount_paise), 0)).toBe(rupeesToPaise(moved.paidOnline));
    await ctx.app.jobs.runDue();
    const after = await ctx.app.inject({
      method: "GET",
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: player.cookie },
    });
    expect(after.json()).toMatchObject({
      paymentStatus: "refunded",
      refundStatus: "processed",
      refundAmount: moved.paidOnline,
    });
    // The credit notes give back the invoice and its debit note, all that was paid online.
    const credited = await rows<{ total: number }>(
      sql`select coalesce(sum(total_paise), 0)::int as total from credit_notes where booking_id = ${booking.id}`,
    );
    expect(credited[0]?.total).toBe(rupeesToPaise(moved.paidOnline));
  });

  it("leaves the booking where it was when the hold runs out, and refunds a late payment", async () => {
    const player = await loginAs(ctx, "player");
    const date = freshDate();
    const booking = await book(player.cookie, date, "evening");
    const res = await reschedule(player.cookie, booking.id, { date, slot: "night" });
    expect(res.statusCode, res.body).toBe(202);
    const order = res.json() as PaymentOrder;
    await ctx.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 minute' where reschedule_of = ${booking.id}`,
    );
    await ctx.app.services.checkout.expireHolds();
    const late = await post("/api/payment/verify", player.cookie, await pay(player.cookie, order.orderId));
    expect(late.statusCode, late.body).toBe(409);
    const now = await ctx.app.inject({
      method: "GET",
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: player.cookie },
    });
    expect(now.json()).toMatchObject({ slot: "evening", paidOnline: booking.paidOnline, rescheduledFrom: null });
    const stray = await rows<{ reason: string; amount_paise: number }>(
      sql`select reason, amount_paise from refunds where order_id = ${order.orderId}`,
    );
    expect(stray).toEqual([{ reason: "late_payment", amount_paise: order.amount }]);
    expect(await slotStatus(date, "night")).toBe("available");
    // Still movable: nothing was moved.
    expect((await reschedule(player.cookie, booking.id, { date, slot: "morning" })).statusCode).toBe(200);
  });

  it("closing the payment window frees the new slot and keeps the booking", async () => {
    const player = await loginAs(ctx, "player");
    const date = freshDate();
    const booking = await book(player.cookie, date, "evening");
    const order = (await reschedule(player.cookie, booking.id, { date, slot: "night" })).json() as PaymentOrder;
    const closed = await post("/api/payment/cancel", player.cookie, { orderId: order.orderId });
    expect(closed.statusCode, closed.body).toBe(204);
    expect(await slotStatus(date, "night")).toBe("available");
    expect((await reschedule(player.cookie, booking.id, { date, slot: "night" })).statusCode).toBe(202);
  });

  it("opens at most three holds for one booking's difference, so a slot cannot be kept off sale", async () => {
    const player = await loginAs(ctx, "player");
    const date = freshDate();
    const booking = await book(player.cookie, date, "evening");
    for (let i = 0; i < 3; i++) {
      const order = await reschedule(player.cookie, booking.id, { date, slot: "night" });
      expect(order.statusCode, order.body).toBe(202);
      await post("/api/payment/cancel", player.cookie, { orderId: order.json().orderId });
    }
    const fourth = await reschedule(player.cookie, booking.id, { date, slot: "night" });
    expect(fourth.statusCode, fourth.body).toBe(422);
    expect(await slotStatus(date, "night")).toBe("available");
    // A move that needs no payment is still open to it.
    expect((await reschedule(player.cookie, booking.id, { date, slot: "morning" })).statusCode).toBe(200);
  });
});

describe("reschedule refusals", () => {
  it("refuses within 24 hours of the slot, a taken slot, and other people", async () => {
    const player = await loginAs(ctx, "player");
    const stranger = await loginAs(ctx, "player");
    const owner = await loginAs(ctx, "owner");
    await ctx.database.db.execute(sql`update venues set owner_id = ${owner.user.id} where id = ${venueId}`);
    const date = freshDate();
    const booking = await book(player.cookie, date, "evening");
    const taken = await book(stranger.cookie, date, "morning");

    const someoneElse = await reschedule(stranger.cookie, booking.id, { date, slot: "night" });
    expect(someoneElse.statusCode).toBe(404);
    expect((await reschedule(owner.cookie, booking.id, { date, slot: "night" })).statusCode).toBe(403);
    const onTaken = await reschedule(player.cookie, booking.id, { date, slot: "morning" });
    expect(onTaken.statusCode, onTaken.body).toBe(409);
    expect(taken.id).not.toBe(booking.id);
    expect((await reschedule(player.cookie, booking.id, { date, slot: "evening" })).statusCode).toBe(400);
    expect((await reschedule(player.cookie, booking.id, { date: "2026-02-30", slot: "night" })).statusCode).toBe(400);
    expect(
      (await reschedule(player.cookie, booking.id, { date: addDays(todayInIst(), 400), slot: "night" })).statusCode,
    ).toBe(422);

    // Inside 24 hours: refused with the rule, the booking unchanged.
    const soon = slotWithin24Hours();
    await ctx.database.db.execute(
      sql`update bookings set date = ${soon.date}::date, slot = ${soon.slot} where id = ${booking.id}`,
    );
    const late = await reschedule(player.cookie, booking.id, { date: freshDate(), slot: "evening" });
    expect(late.statusCode, late.body).toBe(422);
    expect(late.json().message).toMatch(/24 hours/);
    await ctx.database.db.execute(sql`update venues set owner_id = ${ownerId} where id = ${venueId}`);
  });
});

describe.runIf(testDatabaseKind() === "postgres")("reschedule races (PostgreSQL)", () => {
  it("two reschedules of one booking at once: exactly one moves it", async () => {
    const player = await loginAs(ctx, "player");
    const date = freshDate();
    const booking = await book(player.cookie, date, "evening");
    const [a, b] = await Promise.all([
      reschedule(player.cookie, booking.id, { date, slot: "morning" }),
      reschedule(player.cookie, booking.id, { date: freshDate(), slot: "morning" }),
    ]);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
    expect([a.statusCode, b.statusCode].every((s) => s === 200 || s === 409 || s === 422)).toBe(true);
    expect(await refundsOf(booking.id)).toHaveLength(1);
  });

  it("two bookings moved into one slot at once: exactly one gets it", async () => {
    const one = await loginAs(ctx, "player");
    const two = await loginAs(ctx, "player");
    const date = freshDate();
    const first = await book(one.cookie, date, "evening");
    const second = await book(two.cookie, date, "night");
    const target = freshDate();
    const results = await Promise.all([
      reschedule(one.cookie, first.id, { date: target, slot: "evening" }),
      reschedule(two.cookie, second.id, { date: target, slot: "evening" }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const live = await rows<{ n: number }>(
      sql`select count(*)::int as n from bookings where venue_id = ${venueId} and date = ${target}::date
            and slot = 'evening' and status in ('held', 'confirmed')`,
    );
    expect(live[0]?.n).toBe(1);
  });

  it("the difference's verify and webhook at once: the booking moves once and keeps one payment", async () => {
    const player = await loginAs(ctx, "player");
    const date = freshDate();
    const booking = await book(player.cookie, date, "evening");
    const order = (await reschedule(player.cookie, booking.id, { date, slot: "night" })).json() as PaymentOrder;
    const payment = await pay(player.cookie, order.orderId);
    const body = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: payment.paymentId, order_id: order.orderId } } },
    });
    const webhook = () =>
      ctx.app.inject({
        method: "POST",
        url: "/api/payments/webhook",
        payload: body,
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": createHmac("sha256", ctx.config.payment.webhookSecret ?? "")
            .update(body)
            .digest("hex"),
        },
      });
    const results = await Promise.all([
      post("/api/payment/verify", player.cookie, payment),
      webhook(),
      post("/api/payment/verify", player.cookie, payment),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const paid = await rows<{ n: number; sum: number }>(
      sql`select count(*)::int as n, sum(amount_paise)::int as sum from payment_orders
          where booking_id = ${booking.id} and status = 'paid'`,
    );
    expect(paid[0]?.n).toBe(2);
    const moved = await ctx.app.inject({
      method: "GET",
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: player.cookie },
    });
    expect(moved.json()).toMatchObject({ slot: "night", paidOnline: moved.json().amount });
    expect(rupeesToPaise(moved.json().paidOnline)).toBe(paid[0]?.sum);
    expect(await refundsOf(booking.id)).toEqual([]);
  });

  it("a reschedule against another player's order for the same slot: exactly one gets it", async () => {
    const mover = await loginAs(ctx, "player");
    const buyer = await loginAs(ctx, "player");
    const date = freshDate();
    const booking = await book(mover.cookie, date, "evening");
    const target = freshDate();
    const [moved, ordered] = await Promise.all([
      reschedule(mover.cookie, booking.id, { date: target, slot: "evening" }),
      post("/api/payment/create-order", buyer.cookie, { venueId, date: target, slot: "evening", addOns: [] }),
    ]);
    expect([moved.statusCode, ordered.statusCode].sort()).toEqual([200, 409]);
  });
});
