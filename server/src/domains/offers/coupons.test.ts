import {
  addDays,
  type Booking,
  type Coupon,
  type CouponQuote,
  type PaymentOrder,
  type PayoutLine,
  todayInIst,
} from "@crease/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginAs } from "../../../test/app";
import { createVenue } from "../../../test/factories";

// Offers (docs/product/offers.md), on PGlite and PostgreSQL: coupons are made by their owners,
// applied by the server, limited under races, and refunds never exceed what was paid.
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
type Login = Awaited<ReturnType<typeof loginAs>>;
let owner: Login;
let otherOwner: Login;
let admin: Login;
let venueId: number;
let otherVenue: number;

beforeAll(async () => {
  ctx = await buildTestApp({ ORDERS_PER_HOUR: "1000" });
  [owner, otherOwner, admin] = await Promise.all([loginAs(ctx, "owner"), loginAs(ctx, "owner"), loginAs(ctx, "admin")]);
  // A ground: morning ₹8,000 + 18% GST = ₹9,440.
  venueId = (await createVenue(ctx.database.db, { ownerId: owner.user.id, name: "Coupon Ground" })).id;
  otherVenue = (await createVenue(ctx.database.db, { ownerId: otherOwner.user.id, city: "Chennai" })).id;
});
afterAll(async () => ctx?.close());

const call = (method: "GET" | "POST" | "PATCH", url: string, who: Login, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let codes = 0;
const code = (prefix: string) => `${prefix}${++codes}X`;
const today = () => todayInIst();
const base = () => ({ validFrom: today(), validTo: addDays(today(), 30) });

async function coupon(who: Login, body: Record<string, unknown>): Promise<Coupon> {
  const res = await call("POST", "/api/coupons", who, { ...base(), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Coupon;
}

let day = 1;
const SLOTS = ["morning", "afternoon", "evening", "night"];
let slotIndex = 0;
/** A fresh slot of the venue: four a day, then the next day. */
function nextSlot() {
  if (slotIndex === SLOTS.length) {
    slotIndex = 0;
    day += 1;
  }
  return { date: addDays(todayInIst(), day), slot: SLOTS[slotIndex++] as string };
}

const createOrder = (who: Login, couponCode?: string, venue = venueId) =>
  call("POST", "/api/payment/create-order", who, { venueId: venue, ...nextSlot(), couponCode });

async function pay(who: Login, o: PaymentOrder): Promise<Booking> {
  const paid = await call("POST", "/api/payment/sandbox/pay", who, { orderId: o.orderId, outcome: "success" });
  const verified = await call("POST", "/api/payment/verify", who, paid.json());
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json() as Booking;
}

describe("making coupons", () => {
  it("an admin makes the platform's, an owner their own venues'; players and others' venues are refused", async () => {
    const platform = await coupon(admin, { code: code("plat"), kind: "percent", value: 10, cities: ["Pune"] });
    expect(platform).toMatchObject({ ownerId: null, kind: "percent", value: "10", uses: 0, active: true });
    expect(platform.code).toMatch(/^PLAT\d+X$/);
    const own = await coupon(owner, { code: code("own"), kind: "flat", value: "250", venueIds: [venueId] });
    expect(own).toMatchObject({ ownerId: owner.user.id, value: "250.00", venueIds: [venueId] });

    const player = await loginAs(ctx, "player");
    expect(
      (await call("POST", "/api/coupons", player, { ...base(), code: "NOPE1", kind: "flat", value: 10 })).statusCode,
    ).toBe(403);
    const notMine = await call("POST", "/api/coupons", owner, {
      ...base(),
      code: code("theirs"),
      kind: "flat",
      value: 10,
      venueIds: [otherVenue],
    });
    expect(notMine.statusCode).toBe(403);
    // Codes are one however they are typed.
    const again = await call("POST", "/api/coupons", admin, {
      ...base(),
      code: own.code.toLowerCase(),
      kind: "flat",
      value: 5,
    });
    expect(again.statusCode).toBe(409);
    const bad = await call("POST", "/api/coupons", admin, { ...base(), code: "X", kind: "percent", value: 150 });
    expect(bad.statusCode).toBe(400);

    const ownerList = (await call("GET", "/api/coupons", owner)).json() as { coupons: Coupon[] };
    expect(ownerList.coupons.map((c) => c.id)).toEqual([own.id]);
    const adminList = (await call("GET", "/api/coupons", admin)).json() as { coupons: Coupon[] };
    expect(adminList.coupons.map((c) => c.id)).toContain(platform.id);
    expect(adminList.coupons.map((c) => c.id)).not.toContain(own.id);
    // Another owner cannot switch it off; its owner can.
    expect((await call("POST", `/api/coupons/${own.id}/deactivate`, otherOwner)).statusCode).toBe(404);
    expect((await call("POST", `/api/coupons/${own.id}/deactivate`, owner)).json()).toMatchObject({ active: false });
  });
});

describe("applying a coupon", () => {
  it("takes the discount off the taxable value before GST, case-insensitively, and the paid booking carries it", async () => {
    const c = await coupon(admin, { code: code("tenoff"), kind: "percent", value: 20, maxDiscount: "1000" });
    const player = await loginAs(ctx, "player");
    const slot = nextSlot();
    const quote = await call("POST", "/api/coupons/apply", player, {
      venueId,
      ...slot,
      couponCode: ` ${c.code.toLowerCase()} `,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    // 20% of ₹8,000 is ₹1,600, capped at ₹1,000: ₹7,000 taxable + ₹1,260 GST.
    expect(quote.json() as CouponQuote).toMatchObject({
      couponCode: c.code,
      basePrice: "8000.00",
      discount: "1000.00",
      gst: "1260.00",
      amount: "8260.00",
      payNow: "8260.00",
      bearer: "platform",
    });
    const res = await call("POST", "/api/payment/create-order", player, {
      venueId,
      ...slot,
      couponCode: c.code.toLowerCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json() as PaymentOrder;
    expect(o.amount).toBe(826_000);
    const booking = await pay(player, o);
    expect(booking).toMatchObject({
      discount: "1000.00",
      couponCode: c.code,
      amount: "8260.00",
      paidOnline: "8260.00",
    });

    // The invoice's value is what was paid: taxable + taxes = ₹8,260, never the list price.
    const [invoice] = (
      (await ctx.database.db.execute(
        sql`select taxable_paise, total_paise, cgst_paise + sgst_paise + igst_paise as tax from invoices where booking_id = ${booking.id}`,
      )) as unknown as { rows: { taxable_paise: number; total_paise: number; tax: number }[] }
    ).rows;
    expect(Number(invoice?.total_paise)).toBe(826_000);
    expect(Number(invoice?.taxable_paise) + Number(invoice?.tax)).toBe(826_000);

    // Cancelled inside the window: the refund is of what was paid, never the list price.
    const cancelled = await call("PATCH", `/api/bookings/${booking.id}`, player, { status: "cancelled" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = cancelled.json() as Booking;
    expect(Number(after.refundAmount)).toBeGreaterThan(0);
    expect(Number(after.refundAmount)).toBeLessThanOrEqual(8260);
    const [sum] = (
      (await ctx.database.db.execute(
        sql`select coalesce(sum(amount_paise), 0)::int as refunded from refunds where booking_id = ${booking.id}`,
      )) as unknown as { rows: { refunded: number }[] }
    ).rows;
    expect(Number(sum?.refunded)).toBeLessThanOrEqual(826_000);
    // A paid booking keeps its use after cancelling.
    const list = (await call("GET", "/api/coupons", admin)).json() as { coupons: Coupon[] };
    expect(list.coupons.find((x) => x.id === c.id)?.uses).toBe(1);
  });

  it("says why a code does not apply; an unknown code and another owner's answer alike", async () => {
    const player = await loginAs(ctx, "player");
    const other = await coupon(otherOwner, { code: code("theirs"), kind: "flat", value: 100 });
    const expired = await coupon(admin, {
      code: code("old"),
      kind: "flat",
      value: 100,
      validFrom: addDays(today(), -10),
      validTo: addDays(today(), -1),
    });
    const dear = await coupon(admin, { code: code("big"), kind: "flat", value: 100, minOrder: "20000" });
    const elsewhere = await coupon(admin, { code: code("city"), kind: "flat", value: 100, cities: ["Chennai"] });
    const apply = async (couponCode: string) =>
      call("POST", "/api/coupons/apply", player, { venueId, ...nextSlot(), couponCode });

    const unknown = await apply("NOSUCHCODE");
    const theirs = await apply(other.code);
    const city = await apply(elsewhere.code);
    for (const r of [unknown, theirs, city]) expect(r.statusCode).toBe(422);
    expect(theirs.json().message).toBe(unknown.json().message);
    expect(city.json().message).toBe(unknown.json().message);
    expect((await apply(expired.code)).json().message).toBe("This coupon has expired");
    expect((await apply(dear.code)).json().message).toBe("This coupon needs a booking of at least ₹20,000");
    // create-order refuses the same way, and holds nothing.
    const refused = await createOrder(player, expired.code);
    expect(refused.statusCode).toBe(422);
  });

  it("first booking only: refused once the player has a paid booking", async () => {
    const first = await coupon(admin, { code: code("first"), kind: "flat", value: 500, firstBookingOnly: true });
    const player = await loginAs(ctx, "player");
    const o = await createOrder(player, first.code);
    expect(o.statusCode, o.body).toBe(200);
    await pay(player, o.json() as PaymentOrder);
    const again = await createOrder(player, first.code);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe("This coupon is for your first booking only");
  });
});

describe("limits", () => {
  it("per player and in total; a hold that runs out or is given up gives its use back", async () => {
    const c = await coupon(admin, { code: code("lim"), kind: "flat", value: 100, perUserLimit: 1, totalLimit: 2 });
    const [a, b, d] = await Promise.all([loginAs(ctx, "player"), loginAs(ctx, "player"), loginAs(ctx, "player")]);
    const held = await createOrder(a, c.code);
    expect(held.statusCode, held.body).toBe(200);
    // Held, not paid: the use is taken.
    const mine = await createOrder(a, c.code);
    expect(mine.statusCode).toBe(409);
    expect(mine.json().message).toBe("You have already used this coupon");
    // Given up: the use comes back at once.
    expect(
      (await call("POST", "/api/payment/cancel", a, { orderId: (held.json() as PaymentOrder).orderId })).statusCode,
    ).toBe(204);
    const retried = await createOrder(a, c.code);
    expect(retried.statusCode, retried.body).toBe(200);
    await pay(a, retried.json() as PaymentOrder);

    const second = await createOrder(b, c.code);
    expect(second.statusCode, second.body).toBe(200);
    const full = await createOrder(d, c.code);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe("This coupon has been used up");
    // b's hold runs out (the sweep has not come yet): its use is free again.
    await ctx.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${(second.json() as PaymentOrder).bookingId}`,
    );
    const later = await createOrder(d, c.code);
    expect(later.statusCode, later.body).toBe(200);
  });

  it("the last use redeemed by many players at once goes to one", async () => {
    const c = await coupon(admin, { code: code("last"), kind: "percent", value: 50, totalLimit: 1 });
    const players = await Promise.all(Array.from({ length: 50 }, () => loginAs(ctx, "player")));
    const answers = await Promise.all(players.map((p) => createOrder(p, c.code)));
    const codesSeen = answers.map((r) => r.statusCode).sort();
    expect(codesSeen.filter((s) => s === 200)).toHaveLength(1);
    expect(codesSeen.filter((s) => s === 409)).toHaveLength(players.length - 1);
    const [row] = (
      (await ctx.database.db.execute(
        sql`select count(*)::int as n from coupon_uses where coupon_id = ${c.id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(Number(row?.n)).toBe(1);
  });
});

describe("who bears the discount", () => {
  it("an owner's coupon comes out of the owner's share, a platform coupon out of the fee; payout lines show both", async () => {
    const host = await loginAs(ctx, "owner");
    const ground = (await createVenue(ctx.database.db, { ownerId: host.user.id, name: "Bearer Ground" })).id;
    const ownCoupon = await coupon(host, { code: code("host"), kind: "flat", value: 1000 });
    const platformCoupon = await coupon(admin, { code: code("site"), kind: "flat", value: 1000 });
    const player = await loginAs(ctx, "player");
    const bookWith = async (couponCode: string) => {
      const res = await createOrder(player, couponCode, ground);
      expect(res.statusCode, res.body).toBe(200);
      return pay(player, res.json() as PaymentOrder);
    };
    slotIndex = SLOTS.length; // a new day: the morning, then the afternoon
    const byOwner = await bookWith(ownCoupon.code);
    const byPlatform = await bookWith(platformCoupon.code);
    // Played last week: both are in the owner's next payout.
    await ctx.database.db.execute(
      sql`update bookings set date = ${addDays(todayInIst(), -8)}::date where id in (${byOwner.id}, ${byPlatform.id})`,
    );
    const res = await call("GET", "/api/payouts", host);
    expect(res.statusCode, res.body).toBe(200);
    const lines = (res.json() as { upcoming: { lines: PayoutLine[] } }).upcoming.lines;
    // The morning: ₹8,000 − ₹1,000 = ₹7,000 taxable + ₹1,260 GST = ₹8,260 paid. The fee is 8% of the ₹8,000 list value.
    expect(lines.find((l) => l.bookingId === byOwner.id)).toMatchObject({
      gross: "8260.00",
      gst: "1260.00",
      fee: "640.00",
      earnings: "6360.00",
      net: "7620.00",
      discount: "1000.00",
      discountBy: "owner",
    });
    // The afternoon, ₹7,000: ₹6,000 taxable + ₹1,080 GST = ₹7,080 paid. The platform pays its
    // ₹1,000 in (the fee, ₹560 on the list value, goes ₹440 below zero): the owner earns what the
    // list price would have earned, ₹7,000 − ₹560.
    expect(lines.find((l) => l.bookingId === byPlatform.id)).toMatchObject({
      gross: "7080.00",
      gst: "1080.00",
      fee: "-440.00",
      earnings: "6440.00",
      net: "7520.00",
      discount: "1000.00",
      discountBy: "platform",
    });
  });
});

describe("guessing codes", () => {
  it("lets an account try twenty codes that do not apply in an hour, sent at once too; codes that apply do not count", async () => {
    const player = await loginAs(ctx);
    const good = await coupon(admin, { code: code("good"), kind: "flat", value: 100 });
    const apply = (couponCode: string) =>
      call("POST", "/api/coupons/apply", player, { venueId, ...nextSlot(), couponCode });
    // Applying a real code again and again is a player comparing slots, not a guess.
    for (let i = 0; i < 25; i++) expect((await apply(good.code)).statusCode).toBe(200);
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => apply(`GUESS${i}X`)));
    const statuses = guesses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = guesses.find((r) => r.statusCode === 429);
    expect(refused?.json().message).toBe("Too many coupon codes tried. Please wait and try again.");
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
    // Refused before it is looked up: now even a real code waits.
    expect((await apply(good.code)).statusCode).toBe(429);
  });
});
