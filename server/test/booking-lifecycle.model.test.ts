import { createHmac } from "node:crypto";
import {
  addDays,
  BOOKING_MOVES,
  BOOKING_OPERATIONS,
  type BookingMove,
  type BookingOperation,
  ledgerAmounts,
  rupeesToPaise,
  todayInIst,
} from "@crease/core";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "./app";
import { courtIdOf, createVenue } from "./factories";

/**
 * The booking lifecycle under random sequences of what players, owners, admins, the payment
 * provider and the clock do: orders, payments, verifies, webhooks and their replays, abandoned
 * checkouts, cancellations by each actor, holds running out, slots starting, refund jobs. Orders
 * vary their add-ons and coupons, and a player orders a slot they already hold again with other
 * add-ons and another coupon (or none), then pays any of its orders.
 * After every step the money invariants of docs/SECURITY.md must hold (see `checkInvariants`).
 */
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });
/** How many random sequences to try (MODEL_RUNS=500 explores further than CI's twenty). */
const MODEL_RUNS = Number(process.env.MODEL_RUNS ?? 20);
/** A sequence takes up to about 5 s on a busy 2-core machine: 12 s each, and never under 240 s. */
const MODEL_TIME_LIMIT_MS = Math.max(240_000, MODEL_RUNS * 12_000);

const SLOTS = ["morning", "evening", "night"] as const;
const ADD_ONS = [
  { key: "umpire", name: "Umpire", rupees: 800 },
  { key: "coach", name: "Coach", rupees: 4950 },
  { key: "scorer", name: "Scorer", rupees: 500 },
];
const addOns = fc.subarray(ADD_ONS.map((a) => a.key));
type Actor = "player" | "owner" | "admin";
/** A coupon with the order (docs/product/offers.md): the venue owner's, or the platform's. */
type Coupon = "none" | "owner" | "platform";
const coupon = fc.constantFrom<Coupon>("none", "none", "owner", "platform");
/** Few uses, so runs reach the limits: the owner's 2 in total, the platform's 1 (and 1 per player). */
const COUPON_LIMITS = { owner: 2, platform: 1 } as const;

type Step =
  | { kind: "order"; player: number; slot: number; day: number; addOns: string[]; coupon?: Coupon; useCredit?: boolean }
  | { kind: "reorder"; order: number; addOns: string[]; coupon?: Coupon }
  | { kind: "orderSeries"; player: number; slot: number; day: number; weeks: number; skipSecond: boolean }
  | { kind: "pay"; order: number }
  | { kind: "verify"; order: number; payment: number }
  | { kind: "webhook"; order: number; payment: number }
  | { kind: "abandon"; order: number }
  | { kind: "cancel"; order: number; by: Actor; withReason?: boolean; toCredit?: boolean }
  // Venue credit (docs/product/credit.md): money taken at the desk as a player's credit.
  | { kind: "topUp"; player: number; rupees: number }
  | { kind: "complete"; order: number }
  | { kind: "holdsRunOut" }
  | { kind: "slotStarts"; order: number }
  | { kind: "block"; slot: number; day: number }
  | { kind: "close"; day: number }
  | { kind: "deskBook"; slot: number; day: number; payment: "cash" | "upi" | "unpaid" }
  | { kind: "markPaid"; desk: number; method: "cash" | "upi" }
  | { kind: "cancelDesk"; desk: number }
  | { kind: "reschedule"; order: number; slot: number; day: number }
  | { kind: "splitShare"; order: number; shares: number; teammate: number; close: boolean }
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
    arbitrary: fc.record({
      kind: fc.constant("order" as const),
      player: nat2,
      slot: nat2,
      day: nat2,
      addOns,
      coupon,
      useCredit: fc.boolean(),
    }),
  },
  topUp: {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("topUp" as const), player: nat2, rupees: fc.constantFrom(300, 2500) }),
  },
  // Weekly slots (docs/product/weekly-slots.md): 2–3 weeks from one of the days, in one order that
  // joins the orders (pay, verify, webhook, abandon and cancel reach it, the cancel its first date).
  orderSeries: {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("orderSeries" as const),
      player: nat2,
      slot: nat2,
      day: nat2,
      weeks: fc.integer({ min: 2, max: 3 }),
      skipSecond: fc.boolean(),
    }),
  },
  reorder: {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("reorder" as const), order: index, addOns, coupon }),
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
      toCredit: fc.boolean(),
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
  // The player moves a booking to another slot: same price or cheaper (200, a refund), dearer (202, an order).
  reschedule: {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("reschedule" as const), order: index, slot: nat2, day: nat2 }),
  },
  // The organiser splits the booking's cost (2–4 players) and a teammate opens a share's order, which
  // joins the orders (pay, verify, webhook and abandon reach it); or the organiser closes the split.
  splitShare: {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("splitShare" as const),
      order: index,
      shares: fc.integer({ min: 2, max: 4 }),
      teammate: nat2,
      close: fc.boolean(),
    }),
  },
};

/**
 * The commands of each move of core's lifecycle table (BOOKING_MOVES), keyed by its moves: a move
 * added to the table without a command fails to compile and fails "has a command for every move".
 * The steps drawn are these, plus those that only move the world (a provider's payment, the clock).
 */
const COMMANDS: Record<BookingMove, readonly Step["kind"][]> = {
  hold: ["order", "reorder", "orderSeries"],
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
  // A dearer slot's order joins the orders, so pay, verify, webhook and abandon reach it too.
  reschedule: ["reschedule"],
};
/**
 * The commands of each operation of core's operations table (BOOKING_OPERATIONS), beside the moves.
 * Two are not drawn here, each for its reason: sharing changes nothing on the server (a text and
 * links; core/src/booking-operations.test.ts), and a waitlist offer needs waiters, whom this world
 * has none of (server/src/domains/waitlist/waitlist.test.ts offers cancelled, abandoned, run-out
 * and moved-from slots).
 */
const OPERATION_COMMANDS: Record<BookingOperation, readonly Step["kind"][] | "tested elsewhere"> = {
  split: ["splitShare"],
  share: "tested elsewhere",
  mark_paid: ["markPaid"],
  waitlist_offer: "tested elsewhere",
  closure_cancel: ["close"],
};
// cancelDesk is the cancel move on a desk booking.
// splitShare moves no booking (a split changes who paid, not the booking's status): docs/decisions/038.
// topUp adds venue credit (no booking moves); spending it is an order with useCredit, a hold.
const WORLD_STEPS: readonly Step["kind"][] = ["pay", "slotStarts", "block", "cancelDesk", "splitShare", "topUp"];

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
  /** This run's coupons: their codes and ids. */
  coupons: Record<"owner" | "platform", { code: string; id: number }>;
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

/** A run's player's verified mobile (the desk tops up that account): unique per venue and player. */
const playerMobile = (w: World, player: number) => `+9197${String(w.venueId * 10 + player).padStart(8, "0")}`;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

function call(method: "GET" | "POST" | "PATCH" | "PUT", url: string, cookie: string | undefined, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function placeOrder(
  w: World,
  player: number,
  date: string,
  slot: string,
  addOns: string[],
  withCoupon: Coupon = "none",
  series?: { weeks: number; skipDates: string[] },
  useCredit = false,
) {
  const res = await call("POST", "/api/payment/create-order", w.players[player]!.cookie, {
    venueId: w.venueId,
    date,
    slot,
    addOns,
    ...(withCoupon === "none" ? {} : { couponCode: w.coupons[withCoupon].code }),
    ...(series ?? {}),
    ...(useCredit ? { useCredit } : {}),
  });
  if (res.statusCode === 201) {
    // Credit paid it all: a confirmed booking with no order (its id here only names it).
    const body = res.json() as { booking: { id: number } };
    w.orders.push({
      orderId: `credit_${body.booking.id}`,
      bookingId: body.booking.id,
      player,
      date,
      slot,
      payments: [],
    });
  }
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
        step.coupon,
        undefined,
        step.useCredit === true && (step.coupon ?? "none") === "none",
      );
    case "topUp": {
      const body = { playerPhone: playerMobile(w, step.player), amount: step.rupees, method: "cash" };
      return (await call("POST", `/api/venues/${w.venueId}/desk/credit`, w.owner, body)).statusCode;
    }
    case "orderSeries": {
      const first = addDays(todayInIst(), 2 + step.day);
      const skipDates = step.skipSecond && step.weeks === 3 ? [addDays(first, 7)] : [];
      return placeOrder(w, step.player, first, SLOTS[step.slot] ?? "morning", [], "none", {
        weeks: step.weeks,
        skipDates,
      });
    }
    case "reorder":
      // The same player orders the same slot again, with other add-ons (their hold, if it is live).
      if (!order) return 0;
      return placeOrder(w, order.player, order.date, order.slot, step.addOns, step.coupon);
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
      const body = {
        status: "cancelled",
        reason: "Ground waterlogged",
        ...(step.toCredit && step.by === "player" ? { refundTo: "credit" } : {}),
      };
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
    case "reschedule": {
      if (!order) return 0;
      const date = addDays(todayInIst(), 2 + step.day);
      const slot = SLOTS[step.slot] ?? "morning";
      const res = await call("POST", `/api/bookings/${order.bookingId}/reschedule`, w.players[order.player]!.cookie, {
        date,
        slot,
      });
      if (res.statusCode === 202) {
        const body = res.json() as { orderId: string };
        if (!w.orders.some((o) => o.orderId === body.orderId)) {
          w.orders.push({
            orderId: body.orderId,
            bookingId: order.bookingId,
            player: order.player,
            date,
            slot,
            payments: [],
          });
        }
      }
      return res.statusCode;
    }
    case "splitShare": {
      if (!order) return 0;
      const organiser = w.players[order.player]!.cookie;
      const made = await call("POST", `/api/bookings/${order.bookingId}/split`, organiser, { shares: step.shares });
      if (made.statusCode !== 200) {
        // Already split with another number of players: the existing split is used.
        const existing = await call("GET", `/api/bookings/${order.bookingId}/split`, organiser);
        if (existing.statusCode !== 200 || existing.json() === null) return made.statusCode;
      }
      const split = (await call("GET", `/api/bookings/${order.bookingId}/split`, organiser)).json() as {
        id: number;
        token: string;
      } | null;
      if (!split) return made.statusCode;
      if (step.close) return (await call("POST", `/api/splits/${split.id}/close`, organiser)).statusCode;
      // Any of the players, the organiser included (refused, 409).
      const res = await call("POST", `/api/splits/${split.token}/create-order`, w.players[step.teammate]!.cookie);
      if (res.statusCode === 200) {
        const body = res.json() as { orderId: string };
        if (!w.orders.some((o) => o.orderId === body.orderId)) {
          w.orders.push({ ...order, orderId: body.orderId, player: step.teammate, payments: [] });
        }
      }
      return res.statusCode;
    }
    case "jobs":
      await ctx.app.jobs.runDue();
      return 200;
  }
}

/** Statuses a client may see; anything else (a 500) is a defect. */
const ACCEPTABLE = new Set([0, 200, 201, 202, 204, 400, 403, 404, 409, 422, 429]);

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

  // 2. Refunds never exceed what was paid, and there is at most one per payment and booking (and
  // one more for a move to a cheaper slot): a weekly booking's payment refunds each date once, each
  // at most that date's share; a payment given back whole (late, or paid twice) at most all of it.
  const refunds = await rows<{ payment_id: string; amount: number; paid: number; n: number; moves: number }>(
    sql`select r.payment_id, sum(r.amount_paise)::int as amount,
          max(case when r.reason in ('late_payment', 'duplicate_payment')
            then (select sum(p.amount_paise) from payment_orders p where p.id = o.id or p.parent_order_id = o.id)
            else o.amount_paise end)::int as paid,
          count(*) filter (where r.reason not in ('rescheduled', 'split_share'))::int as n,
          count(*) filter (where r.reason = 'rescheduled')::int as moves
        from refunds r join payment_orders o on o.id = r.order_id
        join bookings b on b.id = o.booking_id where b.venue_id = ${w.venueId}
        group by r.payment_id, r.booking_id`,
  );
  for (const r of refunds) {
    expect(r.n, `two refunds of ${r.payment_id} after ${trail}`).toBeLessThanOrEqual(1);
    expect(r.moves, `two reschedule refunds of ${r.payment_id} after ${trail}`).toBeLessThanOrEqual(1);
    expect(r.amount, `refund above payment after ${trail}`).toBeLessThanOrEqual(r.paid);
  }
  // 2b. A split never keeps more teammates' shares than it has, each given back to the organiser once.
  const splits = await rows<{ id: number; shares: number; paid: number; given: number }>(
    sql`select s.id, s.shares,
          (select count(*) from split_orders so join payment_orders o on o.id = so.order_id
            where so.split_id = s.id and o.status = 'paid')::int as paid,
          (select count(*) from refunds r join split_orders so on so.order_id = r.share_order_id
            where so.split_id = s.id)::int as given
        from splits s join bookings b on b.id = s.booking_id where b.venue_id = ${w.venueId}`,
  );
  for (const split of splits) {
    expect(split.paid, `split ${split.id} kept more shares than it has after ${trail}`).toBeLessThan(split.shares);
    expect(split.given, `split ${split.id}'s shares given back once each after ${trail}`).toBe(split.paid);
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
    // A cancellation shares its refund over a moved booking's payments (a late one's 75% may leave
    // a small second payment a share of a paisa or more, never none unless the first covers all).
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

  // 4. What is paid is what is booked: a booking's recorded amounts are those of its paid order
  // (its pay-now: what the order collected and what venue credit paid).
  const booked = await rows<{ id: number; booked: unknown; paid: unknown }>(
    sql`select b.id,
          jsonb_build_array(b.pay_now_paise, b.total_paise, b.base_paise, b.add_ons_paise, b.gst_paise, b.add_ons) as booked,
          jsonb_build_array(o.amount_paise + b.paid_with_credit_paise, o.total_paise, o.base_paise, o.add_ons_paise, o.gst_paise, o.add_ons) as paid
        from bookings b join payment_orders o on o.booking_id = b.id and o.status = 'paid'
          and not exists (select 1 from split_orders so where so.order_id = o.id)
        where b.venue_id = ${w.venueId} and b.rescheduled_at is null`,
  );
  for (const b of booked) {
    expect(b.booked, `booking ${b.id} records other amounts than its paid order after ${trail}`).toEqual(b.paid);
  }
  // 4b. A moved booking's online amount is what its payments took less a cheaper slot's refund, and
  // the payment that moved it (if any) was opened at the price it records.
  const moved = await rows<{ id: number; pay_now: number; kept: number; priced: boolean }>(
    sql`select b.id, b.pay_now_paise as pay_now,
          ((select coalesce(sum(o.amount_paise), 0) from payment_orders o where o.booking_id = b.id and o.status = 'paid')
            - (select coalesce(sum(r.amount_paise), 0) from refunds r where r.booking_id = b.id and r.reason = 'rescheduled'))::int as kept,
          not exists (select 1 from payment_orders o where o.booking_id = b.id and o.status = 'paid'
            and o.created_at > b.confirmed_at and o.total_paise <> b.total_paise) as priced
        from bookings b where b.venue_id = ${w.venueId} and b.rescheduled_at is not null`,
  );
  for (const b of moved) {
    expect(b.pay_now, `moved booking ${b.id} records another online amount after ${trail}`).toBe(b.kept);
    expect(b.priced, `moved booking ${b.id} records another price than its difference's order after ${trail}`).toBe(
      true,
    );
  }

  // 5. The owner's ledger equals, booking by booking, the kept payment minus the refunds of that
  // payment (never a stray second or late payment's) minus the fee on the GST-free part of what was
  // played: online kept and venue credit kept (credit paid less credit given back by a cancellation;
  // docs/product/payouts.md, "Venue credit"). A booking paid wholly with credit has a negative line.
  // A moved booking may have kept two payments: its ledger is their sum less their refunds.
  const ledger = await rows<{
    paid: number;
    refund: number;
    gst: number;
    total: number;
    discount: number;
    bearer: "owner" | "platform" | null;
    credit: number;
    credit_back: number;
    credit_bonus: number;
    credit_back_bonus: number;
  }>(
    sql`select coalesce(sum(o.amount_paise), 0)::int as paid, max(b.gst_paise) as gst, max(b.total_paise) as total,
          max(b.discount_paise) as discount,
          max((select case when c.owner_id is null then 'platform' else 'owner' end from coupons c where c.id = b.coupon_id)) as bearer,
          sum(coalesce((select sum(r.amount_paise) from refunds r
            where r.payment_id = o.payment_id and r.booking_id = b.id), 0))::int as refund,
          max(b.paid_with_credit_paise)::int as credit,
          max(case when b.cancelled_at is null then 0 else coalesce((select sum(ce.amount_paise) from credit_entries ce
            where ce.booking_id = b.id and ce.kind = 'refund'), 0) end)::int as credit_back,
          -- The bonus in both is a discount: no fee on it (docs/product/credit.md, "Tax and money").
          max(b.credit_bonus_paise)::int as credit_bonus,
          max(case when b.cancelled_at is null then 0 else coalesce((select sum(ce.amount_paise - ce.money_paise)
            from credit_entries ce where ce.booking_id = b.id and ce.kind = 'refund'), 0) end)::int as credit_back_bonus
        from bookings b left join payment_orders o on o.booking_id = b.id and o.status = 'paid'
        where b.venue_id = ${w.venueId} and b.status in ('confirmed', 'completed', 'cancelled')
          and (o.id is not null or b.paid_with_credit_paise > 0)
        group by b.id`,
  );
  const expected = ledger.reduce(
    (sum, r) =>
      sum +
      ledgerAmounts({
        paidPaise: r.paid,
        refundPaise: r.refund,
        gstPaise: r.gst,
        totalPaise: r.total,
        discountPaise: Number(r.discount),
        discountBy: r.bearer,
        creditPaise: Number(r.credit),
        creditRefundPaise: Number(r.credit_back),
        creditBonusPaise: Number(r.credit_bonus),
        creditRefundBonusPaise: Number(r.credit_back_bonus),
      }).netPaise,
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

  // 7. A coupon's uses are the confirmed bookings that carry it (each claimed at payment, at the
  // paid order's coupon) and the live holds that claimed it, within its limits: in total, and one
  // per player for the platform's. What a paid order carries is what its booking records.
  const coupons = (await call("GET", "/api/coupons", w.admin)).json().coupons as { id: number; uses: number }[];
  const ownerCoupons = (await call("GET", "/api/coupons", w.owner)).json().coupons as { id: number; uses: number }[];
  for (const which of ["owner", "platform"] as const) {
    const id = w.coupons[which].id;
    const [count] = await rows<{ confirmed: number; claimed: number; held: number; most_by_one: number }>(
      sql`select count(*) filter (where b.confirmed_at is not null)::int as confirmed,
            count(*) filter (where b.confirmed_at is not null and u.coupon_id = b.coupon_id)::int as claimed,
            count(*) filter (where b.confirmed_at is null and b.status = 'held' and b.hold_expires_at > now()
              and u.coupon_id = b.coupon_id)::int as held,
            coalesce(max(n.by_one), 0)::int as most_by_one
          from bookings b left join coupon_uses u on u.booking_id = b.id
          left join lateral (select count(*) as by_one from bookings x join coupon_uses xu on xu.booking_id = x.id
            where x.user_id = b.user_id and x.coupon_id = ${id} and xu.coupon_id = x.coupon_id
              and (x.confirmed_at is not null or (x.status = 'held' and x.hold_expires_at > now()))) n on true
          where b.coupon_id = ${id}`,
    );
    const shown = (which === "owner" ? ownerCoupons : coupons).find((c) => c.id === id)?.uses;
    expect(Number(count?.claimed), `${which} coupon: a confirmed booking without its use after ${trail}`).toBe(
      Number(count?.confirmed),
    );
    expect(shown, `${which} coupon's uses after ${trail}`).toBe(Number(count?.confirmed) + Number(count?.held));
    expect(Number(shown), `${which} coupon used past its limit after ${trail}`).toBeLessThanOrEqual(
      COUPON_LIMITS[which],
    );
    if (which === "platform") {
      expect(Number(count?.most_by_one), `platform coupon used twice by a player after ${trail}`).toBeLessThanOrEqual(
        1,
      );
    }
  }
  const unclaimed = await rows<{ id: string }>(
    sql`select o.id from payment_orders o join bookings b on b.id = o.booking_id
        where b.venue_id = ${w.venueId} and o.status = 'paid' and o.parent_order_id is null and o.coupon_id is not null
          and not exists (select 1 from split_orders so where so.order_id = o.id)
          and o.coupon_id is distinct from b.coupon_id`,
  );
  expect(unclaimed, `paid orders whose booking does not carry their coupon after ${trail}`).toEqual([]);

  // 8. Venue credit (docs/product/credit.md): each player's balance is the sum of their entries, to
  // the paisa, and never negative; a booking's spend is what it says credit paid; credit given back
  // for a hold that ended is exactly what it took; a refund to credit never above what was paid.
  // Its money part too: the sum of the entries' money, within the balance.
  const balances = await rows<{
    user_id: number;
    balance: number;
    entries: number;
    money: number;
    money_entries: number;
  }>(
    sql`select cb.user_id, cb.balance_paise as balance, cb.money_paise as money,
          (select coalesce(sum(ce.amount_paise), 0)::int from credit_entries ce
            where ce.owner_id = cb.owner_id and ce.user_id = cb.user_id) as entries,
          (select coalesce(sum(ce.money_paise), 0)::int from credit_entries ce
            where ce.owner_id = cb.owner_id and ce.user_id = cb.user_id) as money_entries
        from credit_balances cb where cb.owner_id = ${w.ownerId}`,
  );
  for (const b of balances) {
    expect(b.balance, `credit balance of ${b.user_id} is not its entries after ${trail}`).toBe(b.entries);
    expect(b.balance, `negative credit after ${trail}`).toBeGreaterThanOrEqual(0);
    expect(b.money, `credit money of ${b.user_id} is not its entries' after ${trail}`).toBe(b.money_entries);
    expect([b.money >= 0, b.money <= b.balance], `credit money outside its balance after ${trail}`).toEqual([
      true,
      true,
    ]);
  }
  const spent = await rows<{ id: number; status: string; credit: number; spend: number; back: number; online: number }>(
    sql`select b.id, b.status, b.paid_with_credit_paise as credit,
          coalesce((select -sum(ce.amount_paise) from credit_entries ce where ce.booking_id = b.id and ce.kind = 'spend'), 0)::int as spend,
          coalesce((select sum(ce.amount_paise) from credit_entries ce where ce.booking_id = b.id and ce.kind = 'refund'), 0)::int as back,
          coalesce((select sum(o.amount_paise) from payment_orders o where o.booking_id = b.id and o.status = 'paid'), 0)::int as online
        from bookings b where b.venue_id = ${w.venueId} and b.paid_with_credit_paise > 0`,
  );
  for (const s of spent) {
    expect(s.spend, `booking ${s.id}'s credit spend after ${trail}`).toBe(s.credit);
    if (s.status === "expired") expect([0, s.credit], `hold ${s.id}'s credit back after ${trail}`).toContain(s.back);
    else expect(s.back, `refund to credit above what was paid after ${trail}`).toBeLessThanOrEqual(s.credit + s.online);
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

  it("has a command for every operation of the operations table, or says where it is tested", () => {
    const commands: Partial<Record<string, unknown>> = OPERATION_COMMANDS;
    const missing = Object.keys(BOOKING_OPERATIONS).filter((operation) => commands[operation] === undefined);
    expect(missing, "operations of BOOKING_OPERATIONS without a command in this test").toEqual([]);
    for (const kinds of Object.values(OPERATION_COMMANDS)) {
      if (kinds !== "tested elsewhere") for (const kind of kinds) expect(stepKinds).toContain(kind);
    }
  });

  it(
    "keeps every money invariant after every step of random sequences",
    async () => {
      const admin = await loginAs(ctx, "admin");
      await fc.assert(
        fc.asyncProperty(fc.array(stepArb, { minLength: 5, maxLength: 18 }), async (steps) => {
          // A venue and people of their own for each run: runs never see each other's slots.
          const owner = await loginAs(ctx, "owner");
          const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id, addOns: ADD_ONS });
          const players = await Promise.all([0, 1, 2].map(() => loginAs(ctx, "player")));
          const makeCoupon = async (who: string, body: Record<string, unknown>) => {
            const res = await call("POST", "/api/coupons", who, {
              code: `M${venue.id}${body.kind === "flat" ? "F" : "P"}X`,
              validFrom: todayInIst(),
              validTo: addDays(todayInIst(), 30),
              ...body,
            });
            expect(res.statusCode, res.body).toBe(201);
            const made = res.json() as { code: string; id: number };
            return { code: made.code, id: made.id };
          };
          const coupons = {
            owner: await makeCoupon(owner.cookie, { kind: "flat", value: 750, totalLimit: COUPON_LIMITS.owner }),
            platform: await makeCoupon(admin.cookie, {
              kind: "percent",
              value: 15,
              totalLimit: COUPON_LIMITS.platform,
              perUserLimit: 1,
            }),
          };
          const w: World = {
            venueId: venue.id,
            ownerId: owner.user.id,
            players: players.map((p) => ({ cookie: p.cookie, id: p.user.id })),
            owner: owner.cookie,
            admin: admin.cookie,
            coupons,
            orders: [],
            reported: new Set(),
            desk: [],
            courtId: await courtIdOf(ctx.database.db, venue.id),
          };
          // The owner sells venue credit, and the desk can find each player by a verified mobile.
          const offer = await call("PUT", "/api/owner/credit", owner.cookie, {
            enabled: true,
            packs: [{ pay: 500, get: 550 }],
          });
          expect(offer.statusCode, offer.body).toBe(200);
          for (const [i, p] of w.players.entries()) {
            await ctx.database.db.execute(
              sql`update users set verified_phone = ${playerMobile(w, i)} where id = ${p.id}`,
            );
          }
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
          // MODEL_RUNS=500 explores further than CI's twenty sequences (a seed is printed on failure).
          numRuns: MODEL_RUNS,
          // Found by this test, and run every time: a second payment of a paid order, and a
          // payment for a checkout already closed, were kept by nothing and refunded by nothing.
          examples: [
            // Venue credit (issue 45): a desk top-up pays a booking whole, it is cancelled to credit; a
            // smaller one pays part of another whose hold runs out (the credit comes back), and a
            // third paid part with credit and part online, cancelled by the venue.
            [
              [
                { kind: "topUp", player: 0, rupees: 2500 },
                { kind: "order", player: 0, slot: 0, day: 0, addOns: [], useCredit: true },
                { kind: "cancel", order: 0, by: "player", toCredit: true },
                { kind: "topUp", player: 1, rupees: 300 },
                { kind: "order", player: 1, slot: 1, day: 0, addOns: [], useCredit: true },
                { kind: "holdsRunOut" },
                { kind: "order", player: 1, slot: 2, day: 1, addOns: [], useCredit: true },
                { kind: "pay", order: 2 },
                { kind: "verify", order: 2, payment: 0 },
                { kind: "cancel", order: 2, by: "owner", withReason: true },
                { kind: "jobs" },
              ],
            ],
            // Issue 44: a one-use coupon ordered, the held slot ordered again with another coupon
            // (which freed the first), another player holding the first, then the first order paid:
            // it was confirmed at the first coupon's discount with no use of it (used past its limit).
            [
              [
                { kind: "order", player: 0, slot: 0, day: 0, addOns: [], coupon: "platform" },
                { kind: "reorder", order: 0, addOns: [], coupon: "owner" },
                { kind: "order", player: 1, slot: 1, day: 0, addOns: [], coupon: "platform" },
                { kind: "pay", order: 0 },
                { kind: "verify", order: 0, payment: 0 },
                { kind: "webhook", order: 0, payment: 0 },
                { kind: "pay", order: 2 },
                { kind: "webhook", order: 2, payment: 0 },
                { kind: "jobs" },
              ],
            ],
            // Issue 44: the held slot ordered again without the coupon, a second slot ordered with it,
            // then both paid: the platform's coupon (one per player) was used twice by one player.
            [
              [
                { kind: "order", player: 0, slot: 0, day: 0, addOns: [], coupon: "platform" },
                { kind: "reorder", order: 0, addOns: [] },
                { kind: "order", player: 0, slot: 1, day: 1, addOns: [], coupon: "platform" },
                { kind: "pay", order: 2 },
                { kind: "verify", order: 2, payment: 0 },
                { kind: "pay", order: 0 },
                { kind: "verify", order: 0, payment: 0 },
                { kind: "jobs" },
              ],
            ],
            // Found on CI: a booking paid with an owner's coupon, split; the teammate's share order
            // left the discount out of its price, whose parts then did not add up (a 500).
            [
              [
                { kind: "order", player: 0, slot: 0, day: 0, addOns: [], coupon: "owner" },
                { kind: "pay", order: 0 },
                { kind: "webhook", order: 0, payment: 0 },
                { kind: "splitShare", order: 0, shares: 2, teammate: 1, close: false },
                { kind: "pay", order: 1 },
                { kind: "verify", order: 1, payment: 0 },
                { kind: "cancel", order: 0, by: "player", withReason: false },
                { kind: "jobs" },
              ],
            ],
            // A split booking (decision 038): two teammates pay their shares, one through the webhook,
            // the split fills, a third is refused; then cancelled: each payer refunded in proportion.
            [
              [
                { kind: "order", player: 0, slot: 0, day: 0, addOns: ["umpire"] },
                { kind: "pay", order: 0 },
                { kind: "verify", order: 0, payment: 0 },
                { kind: "splitShare", order: 0, shares: 3, teammate: 1, close: false },
                { kind: "splitShare", order: 0, shares: 3, teammate: 2, close: false },
                { kind: "splitShare", order: 0, shares: 3, teammate: 0, close: false },
                { kind: "pay", order: 1 },
                { kind: "verify", order: 1, payment: 0 },
                { kind: "pay", order: 2 },
                { kind: "webhook", order: 2, payment: 0 },
                { kind: "verify", order: 2, payment: 0 },
                { kind: "jobs" },
                { kind: "cancel", order: 0, by: "owner", withReason: true },
                { kind: "jobs" },
              ],
            ],
            // A share paid after the organiser closed the split: refunded in full; the booking completes.
            [
              [
                { kind: "order", player: 1, slot: 1, day: 1, addOns: [] },
                { kind: "pay", order: 0 },
                { kind: "webhook", order: 0, payment: 0 },
                { kind: "splitShare", order: 0, shares: 2, teammate: 2, close: false },
                { kind: "splitShare", order: 0, shares: 2, teammate: 2, close: true },
                { kind: "pay", order: 1 },
                { kind: "verify", order: 1, payment: 0 },
                { kind: "slotStarts", order: 0 },
                { kind: "complete", order: 0 },
                { kind: "jobs" },
              ],
            ],
            // A booking moved (to a dearer slot, its difference paid, or a cheaper one, refunded),
            // then cancelled by each side: refunds shared over its payments, never above them.
            [
              [
                { kind: "order", player: 0, slot: 0, day: 0, addOns: ["umpire"] },
                { kind: "pay", order: 0 },
                { kind: "verify", order: 0, payment: 0 },
                { kind: "reschedule", order: 0, slot: 2, day: 1 },
                { kind: "reschedule", order: 0, slot: 2, day: 1 },
                { kind: "pay", order: 1 },
                { kind: "webhook", order: 1, payment: 0 },
                { kind: "verify", order: 1, payment: 0 },
                { kind: "reschedule", order: 0, slot: 0, day: 0 },
                { kind: "cancel", order: 0, by: "player" },
                { kind: "jobs" },
              ],
            ],
            [
              [
                { kind: "order", player: 1, slot: 2, day: 0, addOns: ["coach"] },
                { kind: "pay", order: 0 },
                { kind: "verify", order: 0, payment: 0 },
                { kind: "reschedule", order: 0, slot: 0, day: 2 },
                { kind: "jobs" },
                { kind: "cancel", order: 0, by: "owner", withReason: true },
                { kind: "jobs" },
              ],
            ],
            [
              [
                { kind: "order", player: 0, slot: 0, day: 0, addOns: [] },
                { kind: "pay", order: 0 },
                { kind: "verify", order: 0, payment: 0 },
                { kind: "reschedule", order: 0, slot: 2, day: 0 },
                { kind: "holdsRunOut" },
                { kind: "pay", order: 1 },
                { kind: "verify", order: 1, payment: 0 },
                { kind: "jobs" },
              ],
            ],
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
    },
    MODEL_TIME_LIMIT_MS,
  );
});
