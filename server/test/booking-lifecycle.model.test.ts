import { createHmac } from "node:crypto";
import { addDays, BOOKING_MOVES, type BookingMove, ledgerAmounts, rupeesToPaise, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "./app";
import { courtIdOf, createVenue } from "./factories";

/**
 * The booking lifecycle under random sequences of what players, owners, admins, the payment
 * provider and the clock do: orders, payments, verifies, webhooks and their replays, abandoned
 * checkouts, cancellations by each actor, holds running out, slots starting, refund jobs. Orders
 * vary their add-ons, and a player orders a slot they already hold again with other add-ons.
 * After every step the money invariants of docs/SECURITY.md must hold (see `checkInvariants`).
 */
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });

const SLOTS = ["morning", "evening", "night"] as const;
const ADD_ONS = [
  { key: "umpire", name: "Umpire", rupees: 800 },
  { key: "coach", name: "Coach", rupees: 4950 },
  { key: "scorer", name: "Scorer", rupees: 500 },
];
const addOns = fc.subarray(ADD_ONS.map((a) => a.key));
type Actor = "player" | "owner" | "admin";

type Step =
  | { kind: "order"; player: number; slot: number; day: number; addOns: string[] }
  | { kind: "reorder"; order: number; addOns: string[] }
  | { kind: "pay"; order: number }
  | { kind: "verify"; order: number; payment: number }
  | { kind: "webhook"; order: number; payment: number }
  | { kind: "abandon"; order: number }
  | { kind: "cancel"; order: number; by: Actor; withReason?: boolean }
  | { kind: "complete"; order: number }
  | { kind: "holdsRunOut" }
  | { kind: "slotStarts"; order: number }
  | { kind: "block"; slot: number; day: number }
  | { kind: "close"; day: number }
  | { kind: "deskBook"; slot: number; day: number; payment: "cash" | "upi" | "unpaid" }
  | { kind: "markPaid"; desk: number; method: "cash" | "upi" }
  | { kind: "cancelDesk"; desk: number }
  | { kind: "jobs" };

const index = fc.nat({ max: 7 });
const payment = fc.nat({ max: 1 });
const nat2 = fc.nat({ max: 2 });
const actors = fc.constantFrom<Actor>("player", "owner", "admin");
const onOrder = (kind: "pay" | "abandon" | "complete" | "slotStarts") =>
  fc.record({ kind: fc.constant(kind), order: index });

/** How each step is drawn, and how often. */
const STEPS: Record<Step["kind"], { weight: number; arbitrary: fc.Arbitrary<Step> }> = {
  order: {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant("order" as const), player: nat2, slot: nat2, day: nat2, addOns }),
  },
  reorder: {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("reorder" as const), order: index, addOns }),
  },
  pay: { weight: 4, arbitrary: onOrder("pay") },
  verify: { weight: 3, arbitrary: fc.record({ kind: fc.constant("verify" as const), order: index, payment }) },
  webhook: { weight: 3, arbitrary: fc.record({ kind: fc.constant("webhook" as const), order: index, payment }) },
  abandon: { weight: 1, arbitrary: onOrder("abandon") },
  // An owner's or admin's cancellation without a reason is refused and must change nothing.
  cancel: {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("cancel" as const),
      order: index,
      by: actors,
      withReason: fc.boolean(),
    }),
  },
  complete: { weight: 1, arbitrary: onOrder("complete") },
  holdsRunOut: { weight: 1, arbitrary: fc.constant({ kind: "holdsRunOut" as const }) },
  slotStarts: { weight: 1, arbitrary: onOrder("slotStarts") },
  jobs: { weight: 2, arbitrary: fc.constant({ kind: "jobs" as const }) },
  // The owner blocks a slot (refused over a live booking) or closes a day for rain (docs/product/blocks.md).
  block: { weight: 1, arbitrary: fc.record({ kind: fc.constant("block" as const), slot: nat2, day: nat2 }) },
  close: { weight: 1, arbitrary: fc.record({ kind: fc.constant("close" as const), day: nat2 }) },
  // The venue's desk books a walk-in, takes the money later, or cancels (docs/product/front-desk.md).
  deskBook: {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("deskBook" as const),
      slot: nat2,
      day: nat2,
      payment: fc.constantFrom("cash" as const, "upi" as const, "unpaid" as const),
    }),
  },
  markPaid: {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("markPaid" as const),
      desk: index,
      method: fc.constantFrom("cash" as const, "upi" as const),
    }),
  },
  cancelDesk: { weight: 1, arbitrary: fc.record({ kind: fc.constant("cancelDesk" as const), desk: index }) },
};

/**
 * The commands of each move of core's lifecycle table (BOOKING_MOVES), keyed by its moves: a move
 * added to the table without a command fails to compile and fails "has a command for every move".
 * The steps drawn are these, plus those that only move the world (a provider's payment, the clock).
 */
const COMMANDS: Record<BookingMove, readonly Step["kind"][]> = {
  hold: ["order", "reorder"],
  confirm: ["verify", "webhook"],
  // A closure ends the unpaid holds of its days (and cancels, with refunds, what was confirmed).
  expire: ["holdsRunOut", "close"],
  abandon: ["abandon"],
  complete: ["complete"],
  cancel: ["cancel"],
  // The refund job sends a cancellation's refund; a full one marks the booking refunded.
  refund: ["jobs"],
  desk_book: ["deskBook"],
  mark_paid: ["markPaid"],
};
// cancelDesk is the cancel move on a desk booking.
const WORLD_STEPS: readonly Step["kind"][] = ["pay", "slotStarts", "block", "cancelDesk"];

const stepKinds = [
  ...new Set([
    ...(Object.keys(BOOKING_MOVES) as BookingMove[]).flatMap((move) => COMMANDS[move] ?? []),
    ...WORLD_STEPS,
  ]),
];
const stepArb = fc.oneof(...stepKinds.map((kind) => STEPS[kind]));

interface World {
  venueId: number;
  ownerId: number;
  players: { cookie: string; id: number }[];
  owner: string;
  admin: string;
  orders: {
    orderId: string;
    bookingId: number;
    player: number;
    date: string;
    slot: string;
    payments: { paymentId: string; signature: string }[];
  }[];
  /** Payments the provider took and told the server of (by a verify or a webhook). */
  reported: Set<string>;
  courtId: number;
  /** Bookings made at the venue's desk. */
  desk: number[];
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

function call(method: "GET" | "POST" | "PATCH", url: string, cookie: string | undefined, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function placeOrder(w: World, player: number, date: string, slot: string, addOns: string[]) {
  const res = await call("POST", "/api/payment/create-order", w.players[player]!.cookie, {
    venueId: w.venueId,
    date,
    slot,
    addOns,
  });
  if (res.statusCode === 200) {
    const body = res.json() as { orderId: string; bookingId: number };
    // Ordering the same thing again may hand back an order already known.
    if (!w.orders.some((o) => o.orderId === body.orderId)) {
      w.orders.push({ orderId: body.orderId, bookingId: body.bookingId, player, date, slot, payments: [] });
    }
  }
  return res.statusCode;
}

async function perform(w: World, step: Step): Promise<number> {
  const order = "order" in step ? w.orders[step.order % Math.max(w.orders.length, 1)] : undefined;
  switch (step.kind) {
    case "order":
      return placeOrder(
        w,
        step.player,
        addDays(todayInIst(), 2 + step.day),
        SLOTS[step.slot] ?? "morning",
        step.addOns,
      );
    case "reorder":
      // The same player orders the same slot again, with other add-ons (their hold, if it is live).
      if (!order) return 0;
      return placeOrder(w, order.player, order.date, order.slot, step.addOns);
    case "pay": {
      if (!order) return 0;
      const res = await call("POST", "/api/payment/sandbox/pay", w.players[order.player]!.cookie, {
        orderId: order.orderId,
        outcome: "success",
      });
      if (res.statusCode === 200) order.payments.push(res.json() as { paymentId: string; signature: string });
      return res.statusCode;
    }
    case "verify": {
      const payment = order?.payments[step.payment % Math.max(order.payments.length, 1)];
      if (!order || !payment) return 0;
      w.reported.add(payment.paymentId);
      return (
        await call("POST", "/api/payment/verify", w.players[order.player]!.cookie, {
          orderId: order.orderId,
          ...payment,
        })
      ).statusCode;
    }
    case "webhook": {
      const payment = order?.payments[step.payment % Math.max(order.payments.length, 1)];
      if (!order || !payment) return 0;
      w.reported.add(payment.paymentId);
      const body = JSON.stringify({
        event: "payment.captured",
        payload: { payment: { entity: { id: payment.paymentId, order_id: order.orderId } } },
      });
      const res = await ctx.app.inject({
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
      return res.statusCode;
    }
    case "abandon":
      if (!order) return 0;
      return (await call("POST", "/api/payment/cancel", w.players[order.player]!.cookie, { orderId: order.orderId }))
        .statusCode;
    case "cancel": {
      if (!order) return 0;
      const cookie = step.by === "player" ? w.players[order.player]!.cookie : step.by === "owner" ? w.owner : w.admin;
      if (step.withReason === false && step.by !== "player") {
        // Without a reason the venue's or an admin's cancellation is refused and changes nothing.
        const row = () =>
          ctx.database.db.execute(sql`select status, payment_status from bookings where id = ${order.bookingId}`);
        const before = JSON.stringify(await row());
        const res = await call("PATCH", `/api/bookings/${order.bookingId}`, cookie, { status: "cancelled" });
        expect(res.statusCode, res.body).not.toBe(200);
        expect(JSON.stringify(await row())).toBe(before);
        return res.statusCode;
      }
      const body = { status: "cancelled", reason: "Ground waterlogged" };
      return (await call("PATCH", `/api/bookings/${order.bookingId}`, cookie, body)).statusCode;
    }
    case "complete":
      if (!order) return 0;
      return (await call("PATCH", `/api/bookings/${order.bookingId}`, w.owner, { status: "completed" })).statusCode;
    case "holdsRunOut":
      // Eleven minutes pass for every hold of this run's venue.
      await ctx.database.db.execute(
        sql`update bookings set hold_expires_at = hold_expires_at - interval '11 minutes',
              created_at = created_at - interval '11 minutes', updated_at = updated_at - interval '11 minutes'
            where venue_id = ${w.venueId} and status = 'held'`,
      );
      await ctx.app.services.checkout.expireHolds();
      return 200;
    case "slotStarts":
      // Time passes until the booking's slot has begun (its date moves to yesterday).
      if (!order) return 0;
      await ctx.database.db.execute(
        sql`update bookings set date = ${addDays(todayInIst(), -1)}::date
            where id = ${order.bookingId} and status in ('confirmed', 'completed')`,
      );
      return 200;
    case "block":
      return (
        await call("POST", `/api/venues/${w.venueId}/blocks`, w.owner, {
          date: addDays(todayInIst(), 2 + step.day),
          slots: [SLOTS[step.slot] ?? "morning"],
          reason: "Club tournament",
        })
      ).statusCode;
    case "close": {
      const date = addDays(todayInIst(), 2 + step.day);
      const body = { from: date, to: date, reason: "Heavy rain" };
      return (await call("POST", `/api/venues/${w.venueId}/closures`, w.owner, body)).statusCode;
    }
    case "deskBook": {
      const res = await call("POST", `/api/venues/${w.venueId}/desk-bookings`, w.owner, {
        courtId: w.courtId,
        date: addDays(todayInIst(), 2 + step.day),
        slot: SLOTS[step.slot] ?? "morning",
        playerName: "Walk-in team",
        playerPhone: "98765 43210",
        addOns: ["umpire"],
        payment: step.payment,
      });
      if (res.statusCode === 201) w.desk.push((res.json() as { id: number }).id);
      return res.statusCode;
    }
    case "markPaid": {
      const id = w.desk[step.desk % Math.max(w.desk.length, 1)];
      if (id === undefined) return 0;
      return (await call("POST", `/api/bookings/${id}/mark-paid`, w.owner, { method: step.method })).statusCode;
    }
    case "cancelDesk": {
      const id = w.desk[step.desk % Math.max(w.desk.length, 1)];
      if (id === undefined) return 0;
      const body = { status: "cancelled", reason: "Team did not turn up" };
      return (await call("PATCH", `/api/bookings/${id}`, w.owner, body)).statusCode;
    }
    case "jobs":
      await ctx.app.jobs.runDue();
      return 200;
  }
}

/** Statuses a client may see; anything else (a 500) is a defect. */
const ACCEPTABLE = new Set([0, 200, 201, 204, 400, 403, 404, 409, 422, 429]);

async function checkInvariants(w: World, trail: string) {
  // 1. At most one live booking per slot.
  const doubled = await rows<{ n: number }>(
    sql`select count(*)::int as n from bookings where venue_id = ${w.venueId}
          and status in ('held', 'confirmed', 'completed', 'disputed')
        group by date, slot having count(*) > 1`,
  );
  expect(doubled, `a slot is booked twice after ${trail}`).toEqual([]);

  // 1b. No blocked or closed slot keeps a confirmed booking.
  const underBlocks = await rows<{ id: number }>(
    sql`select b.id from bookings b join court_blocks cb on cb.venue_id = b.venue_id and cb.date = b.date
          and cb.slot = b.slot
        where b.venue_id = ${w.venueId} and b.status = 'confirmed'`,
  );
  expect(underBlocks, `a blocked slot is booked after ${trail}`).toEqual([]);

  // 2. Refunds never exceed what was paid, and there is at most one per payment.
  const refunds = await rows<{ payment_id: string; amount: number; paid: number; n: number }>(
    sql`select r.payment_id, sum(r.amount_paise)::int as amount, max(o.amount_paise)::int as paid, count(*)::int as n
        from refunds r join payment_orders o on o.id = r.order_id
        join bookings b on b.id = o.booking_id where b.venue_id = ${w.venueId}
        group by r.payment_id`,
  );
  for (const r of refunds) {
    expect(r.n, `two refunds of ${r.payment_id} after ${trail}`).toBe(1);
    expect(r.amount, `refund above payment after ${trail}`).toBeLessThanOrEqual(r.paid);
  }

  // 3. Every payment the server was told of ends as a kept booking or a refund.
  const told = await rows<{ payment_id: string; order_status: string; booking_status: string; refund: number }>(
    sql`select o.payment_id, o.status as order_status, b.status as booking_status,
          coalesce((select sum(r.amount_paise) from refunds r where r.payment_id = o.payment_id), 0)::int as refund
        from payment_orders o join bookings b on b.id = o.booking_id
        where b.venue_id = ${w.venueId} and o.payment_id is not null`,
  );
  for (const p of told) {
    const kept = p.order_status === "paid" && ["confirmed", "completed"].includes(p.booking_status);
    const cancelledWithRefund = p.order_status === "paid" && p.booking_status === "cancelled" && p.refund > 0;
    const givenBack = p.order_status === "refunded" && p.refund > 0;
    expect(
      kept || cancelledWithRefund || givenBack,
      `payment ${p.payment_id} (${JSON.stringify(p)}) after ${trail}`,
    ).toBe(true);
  }
  // … and no payment the server was told of is left with neither a booking nor a refund (a
  // second payment of an order already paid, say).
  for (const paymentId of w.reported) {
    const kept = told.some((p) => p.payment_id === paymentId);
    const [refund] = await rows<{ n: number }>(
      sql`select count(*)::int as n from refunds where payment_id = ${paymentId}`,
    );
    expect(kept || (refund?.n ?? 0) > 0, `payment ${paymentId} neither kept nor refunded after ${trail}`).toBe(true);
  }

  // 4. What is paid is what is booked: a booking's recorded amounts are those of its paid order.
  const booked = await rows<{ id: number; booked: unknown; paid: unknown }>(
    sql`select b.id,
          jsonb_build_array(b.pay_now_paise, b.total_paise, b.base_paise, b.add_ons_paise, b.gst_paise, b.add_ons) as booked,
          jsonb_build_array(o.amount_paise, o.total_paise, o.base_paise, o.add_ons_paise, o.gst_paise, o.add_ons) as paid
        from bookings b join payment_orders o on o.booking_id = b.id and o.status = 'paid'
        where b.venue_id = ${w.venueId}`,
  );
  for (const b of booked) {
    expect(b.booked, `booking ${b.id} records other amounts than its paid order after ${trail}`).toEqual(b.paid);
  }

  // 5. The owner's ledger equals, booking by booking, the kept payment minus the refunds of that
  // payment (never a stray second or late payment's) minus the fee on the GST-free part.
  const ledger = await rows<{ paid: number; refund: number; gst: number; total: number }>(
    sql`select o.amount_paise::int as paid, b.gst_paise as gst, b.total_paise as total,
          coalesce((select sum(r.amount_paise) from refunds r where r.payment_id = o.payment_id), 0)::int as refund
        from bookings b join payment_orders o on o.booking_id = b.id and o.status = 'paid'
        where b.venue_id = ${w.venueId} and b.status in ('confirmed', 'completed', 'cancelled')`,
  );
  const expected = ledger.reduce(
    (sum, r) =>
      sum + ledgerAmounts({ paidPaise: r.paid, refundPaise: r.refund, gstPaise: r.gst, totalPaise: r.total }).netPaise,
    0,
  );
  // 6. Money taken at the venue: a desk booking is never refunded through the provider (its cash
  // or UPI went to the venue), it is paid exactly when the venue took its whole price, and what
  // the venue took never passes what was due. Payouts (5, below) leave it out.
  const deskRefunds = await rows<{ id: number }>(
    sql`select b.id from refunds r join bookings b on b.id = r.booking_id
        where b.venue_id = ${w.venueId} and b.source = 'desk'`,
  );
  expect(deskRefunds, `a desk booking refunded online after ${trail}`).toEqual([]);
  const atVenue = await rows<{ id: number; payment_status: string; paid: number; total: number }>(
    sql`select id, payment_status, paid_at_venue_paise as paid, total_paise as total from bookings
        where venue_id = ${w.venueId} and source = 'desk'`,
  );
  for (const b of atVenue) {
    expect(b.paid === b.total, `desk booking ${b.id} ${JSON.stringify(b)} after ${trail}`).toBe(
      b.payment_status === "paid",
    );
    expect(b.paid === 0 || b.paid === b.total, `desk booking ${b.id} part-paid after ${trail}`).toBe(true);
  }

  const payouts = await call("GET", "/api/payouts", w.owner);
  expect(payouts.statusCode).toBe(200);
  const upcoming = payouts.json().upcoming as { net: string; laterNet: string };
  expect(rupeesToPaise(upcoming.net) + rupeesToPaise(upcoming.laterNet), `owner's ledger after ${trail}`).toBe(
    expected,
  );
}

describe("the booking lifecycle, as a model", () => {
  it("has a command for every move of the lifecycle table", () => {
    const commands: Partial<Record<string, readonly string[]>> = COMMANDS;
    const missing = Object.keys(BOOKING_MOVES).filter((move) => !commands[move]?.length);
    expect(missing, "moves of BOOKING_MOVES without a command in this test").toEqual([]);
  });

  it("keeps every money invariant after every step of random sequences", async () => {
    const admin = await loginAs(ctx, "admin");
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 5, maxLength: 18 }), async (steps) => {
        // A venue and people of their own for each run: runs never see each other's slots.
        const owner = await loginAs(ctx, "owner");
        const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id, addOns: ADD_ONS });
        const players = await Promise.all([0, 1, 2].map(() => loginAs(ctx, "player")));
        const w: World = {
          venueId: venue.id,
          ownerId: owner.user.id,
          players: players.map((p) => ({ cookie: p.cookie, id: p.user.id })),
          owner: owner.cookie,
          admin: admin.cookie,
          orders: [],
          reported: new Set(),
          desk: [],
          courtId: await courtIdOf(ctx.database.db, venue.id),
        };
        const done: string[] = [];
        for (const step of steps) {
          const status = await perform(w, step);
          done.push(`${JSON.stringify(step)} → ${status}`);
          const trail = done.join("\n  ");
          expect(ACCEPTABLE.has(status), `unexpected ${status} after\n  ${trail}`).toBe(true);
          await checkInvariants(w, `\n  ${trail}`);
        }
        // Whatever is left to do in the background is done, and the invariants still hold.
        await ctx.app.jobs.runDue();
        await checkInvariants(w, "the background jobs ran");
      }),
      {
        numRuns: 20,
        // Found by this test, and run every time: a second payment of a paid order, and a
        // payment for a checkout already closed, were kept by nothing and refunded by nothing.
        examples: [
          [
            [
              { kind: "order", player: 0, slot: 0, day: 0, addOns: [] },
              { kind: "pay", order: 0 },
              { kind: "pay", order: 0 },
              { kind: "webhook", order: 0, payment: 0 },
              { kind: "verify", order: 0, payment: 0 },
              { kind: "verify", order: 0, payment: 1 },
            ],
          ],
          [
            [
              { kind: "order", player: 1, slot: 1, day: 1, addOns: [] },
              { kind: "abandon", order: 0 },
              { kind: "pay", order: 0 },
              { kind: "webhook", order: 0, payment: 0 },
              { kind: "verify", order: 0, payment: 0 },
              { kind: "jobs" },
            ],
          ],
          // Found by a penetration test: an order for a slot already held, with fewer add-ons,
          // paid, recorded the first order's add-ons as paid; its cancellation then owed more
          // than the payment (a 500 for everyone).
          [
            [
              { kind: "order", player: 0, slot: 2, day: 0, addOns: ["coach", "scorer"] },
              { kind: "reorder", order: 0, addOns: [] },
              { kind: "pay", order: 1 },
              { kind: "verify", order: 1, payment: 0 },
              { kind: "slotStarts", order: 1 },
              { kind: "cancel", order: 1, by: "owner" },
              { kind: "jobs" },
            ],
          ],
        ],
      },
    );
  }, 240_000);
});
