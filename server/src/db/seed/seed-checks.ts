/**
 * Checks the seeded data the way a careful user of the product would: every booking sits
 * on a slot the venue offers, is priced from the venue's own prices plus add-ons and GST at
 * its owner's rate (18% with a GSTIN, none without: decision 041), has a paid payment order for what was taken online, and no slot is sold twice;
 * ratings say what the reviews say. Written with the core rules (not the generators' SQL),
 * so a generator bug shows up here. Used by the seed tests.
 */
import {
  GROUND_SLOTS,
  gstPaise,
  hourlySlots,
  istToUtc,
  SLOT_OCCUPYING_STATUSES,
  slotTimes,
  supplierGstRatePercent,
  todayInIst,
} from "@crease/core";
import { isNotNull } from "drizzle-orm";
import type { Db } from "../client";
import {
  bookings,
  boxCricketDetails,
  groundDetails,
  netsDetails,
  paymentOrders,
  payoutAccounts,
  refunds,
  reviews,
  type StoredAddOn,
  venues,
} from "../schema";

interface VenuePricing {
  /** The owner's GST rate: 18 with a GSTIN on their payout account, else 0. */
  gstRatePercent: number;
  slots: Map<string, number>;
  addOns: StoredAddOn[];
  partial: number | null;
}

async function pricingByVenue(db: Db): Promise<Map<number, VenuePricing>> {
  const [venueRows, grounds, nets, boxes, registered] = await Promise.all([
    db.select({ id: venues.id, ownerId: venues.ownerId, partial: venues.partialPaymentPaise }).from(venues),
    db.select().from(groundDetails),
    db.select().from(netsDetails),
    db.select().from(boxCricketDetails),
    db.select({ ownerId: payoutAccounts.ownerId }).from(payoutAccounts).where(isNotNull(payoutAccounts.gstinMasked)),
  ]);
  const registeredOwners = new Set(registered.map((r) => r.ownerId));
  const pricing = new Map<number, VenuePricing>();
  for (const v of venueRows) {
    const gstRatePercent = supplierGstRatePercent(registeredOwners.has(v.ownerId));
    pricing.set(v.id, { gstRatePercent, slots: new Map(), addOns: [], partial: v.partial });
  }
  for (const g of grounds) {
    const p = pricing.get(g.venueId);
    if (!p) continue;
    const prices = [g.morningPricePaise, g.afternoonPricePaise, g.eveningPricePaise, g.nightPricePaise];
    GROUND_SLOTS.forEach((slot, i) => {
      if ((prices[i] ?? 0) > 0) p.slots.set(slot, prices[i] as number);
    });
    p.addOns = g.addOns;
  }
  for (const h of [...nets, ...boxes]) {
    const p = pricing.get(h.venueId);
    if (!p) continue;
    for (const slot of hourlySlots(h.startTime, h.endTime)) p.slots.set(slot, h.hourlyPricePaise);
    p.addOns = h.addOns;
  }
  return pricing;
}

/** Every problem found in bookings and payment orders (empty when all is well). */
export async function bookingProblems(db: Db, now: Date = new Date()): Promise<string[]> {
  const problems: string[] = [];
  const report = (id: number, message: string) => {
    if (problems.length < 20) problems.push(`booking ${id}: ${message}`);
  };
  const pricing = await pricingByVenue(db);
  const [rows, orders, refundRows] = await Promise.all([
    db.select().from(bookings),
    db.select().from(paymentOrders),
    db.select().from(refunds),
  ]);
  const refundByBooking = new Map(refundRows.map((r) => [r.bookingId, r]));
  const ordersByBooking = new Map<number, (typeof orders)[number][]>();
  for (const order of orders) {
    // Charges that are not a booking's (a credit top-up) are no booking's order.
    if (order.bookingId === null) continue;
    const list = ordersByBooking.get(order.bookingId) ?? [];
    list.push(order);
    ordersByBooking.set(order.bookingId, list);
  }
  const today = todayInIst(now);
  const occupied = new Set<string>();
  for (const b of rows) {
    const venue = pricing.get(b.venueId);
    const price = venue?.slots.get(b.slot);
    if (!venue || price === undefined) {
      report(b.id, `slot ${b.slot} is not offered by venue ${b.venueId}`);
      continue;
    }
    if (b.basePaise !== price) report(b.id, `base ${b.basePaise} is not the slot price ${price}`);
    const addOnSum = b.addOns.reduce((sum, a) => sum + a.pricePaise, 0);
    if (b.addOnsPaise !== addOnSum) report(b.id, `add-ons ${b.addOnsPaise} differ from the items (${addOnSum})`);
    for (const a of b.addOns) {
      if (!venue.addOns.some((v) => v.name === a.name && v.pricePaise === a.pricePaise)) {
        report(b.id, `add-on ${a.name} at ${a.pricePaise} is not on the venue's list`);
      }
    }
    if (b.gstPaise !== gstPaise(b.basePaise + b.addOnsPaise, venue.gstRatePercent)) {
      report(b.id, `GST ${b.gstPaise} is not the owner's ${venue.gstRatePercent}%`);
    }
    if (b.totalPaise !== b.basePaise + b.addOnsPaise + b.gstPaise) report(b.id, "total does not add up");
    const payNow = venue.partial && venue.partial < b.totalPaise ? venue.partial : b.totalPaise;
    if (b.payNowPaise !== payNow) report(b.id, `pay-now ${b.payNowPaise}, expected ${payNow}`);

    const times = slotTimes(b.slot);
    const end = times ? istToUtc(b.date, times.end) : now;
    if (b.status === "completed" && end.getTime() > now.getTime()) report(b.id, "completed before the slot ended");
    if (b.status === "confirmed" && b.date < today) report(b.id, "still confirmed on a past date");
    if (b.status === "cancelled") {
      const refund = refundByBooking.get(b.id);
      if (b.paymentStatus !== "refunded" || refund?.status !== "processed") report(b.id, "cancelled without a refund");
      if (!b.cancelledAt) report(b.id, "cancelled without a time");
    } else {
      const expected = b.payNowPaise < b.totalPaise ? "partial" : "paid";
      if (b.paymentStatus !== expected) report(b.id, `payment status ${b.paymentStatus}, expected ${expected}`);
    }
    if ((refundByBooking.get(b.id)?.amountPaise ?? 0) > b.payNowPaise) report(b.id, "refund larger than the payment");

    const orderList = ordersByBooking.get(b.id) ?? [];
    const paid = orderList.filter((o) => o.status === "paid");
    if (paid.length !== 1) report(b.id, `${paid.length} paid payment orders`);
    else if (paid[0]?.amountPaise !== b.payNowPaise) report(b.id, "payment order amount differs from pay-now");
    else if (!paid[0]?.paymentId?.startsWith("pay_") || !paid[0]?.id.startsWith("order_"))
      report(b.id, "odd payment ids");

    if ((SLOT_OCCUPYING_STATUSES as readonly string[]).includes(b.status)) {
      const key = `${b.venueId}|${b.date}|${b.slot}`;
      if (occupied.has(key)) report(b.id, `slot ${key} booked twice`);
      occupied.add(key);
    }
  }
  return problems;
}

/** Reviews belong to completed bookings of the same player and venue; ratings match them. */
export async function reviewProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const [reviewRows, bookingRows, venueRows] = await Promise.all([
    db.select().from(reviews),
    db
      .select({ id: bookings.id, status: bookings.status, userId: bookings.userId, venueId: bookings.venueId })
      .from(bookings),
    db.select({ id: venues.id, avgRating: venues.avgRating, reviewCount: venues.reviewCount }).from(venues),
  ]);
  const bookingById = new Map(bookingRows.map((b) => [b.id, b]));
  const byVenue = new Map<number, number[]>();
  for (const r of reviewRows) {
    const b = r.bookingId === null ? undefined : bookingById.get(r.bookingId);
    if (b?.status !== "completed" || b.userId !== r.userId || b.venueId !== r.venueId) {
      problems.push(`review ${r.id} is not on a completed booking of its author at its venue`);
    }
    if (r.rating < 1 || r.rating > 5) problems.push(`review ${r.id} has rating ${r.rating}`);
    byVenue.set(r.venueId, [...(byVenue.get(r.venueId) ?? []), r.rating]);
  }
  for (const v of venueRows) {
    const ratings = byVenue.get(v.id) ?? [];
    const sum = ratings.reduce((a, b) => a + b, 0);
    const expected = ratings.length === 0 ? 0 : Math.round((sum * 100) / ratings.length) / 100;
    if (v.reviewCount !== ratings.length || Number(v.avgRating) !== expected) {
      problems.push(
        `venue ${v.id}: ${v.avgRating} from ${v.reviewCount} reviews, reviews say ${expected} from ${ratings.length}`,
      );
    }
  }
  return problems.slice(0, 20);
}
