import { addDays, gstinCheckCharacter, maskGstin, maskPan, maskUpiId, todayInIst } from "@crease/core";
import { type SQL, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../src/db/client";
import {
  bookings,
  boxCricketDetails,
  firstCourtOf,
  groundDetails,
  netsDetails,
  paymentOrders,
  payoutAccounts,
  refunds,
  users,
  venueImages,
  venues,
  venueViews,
} from "../src/db/schema";
import { sealAccount } from "../src/domains/payouts/account-seal";
import { loginAs, type TestContext } from "./app";

let serial = 0;
const next = () => `${process.pid}-${Date.now()}-${++serial}`;

/** A user row straight in the database (no password anyone can log in with). */
export async function createUser(db: Db, values: Partial<typeof users.$inferInsert> = {}) {
  const tag = next();
  const [row] = await db
    .insert(users)
    .values({
      username: `user-${tag}`,
      fullName: "Factory User",
      email: `factory-${tag}@example.in`,
      passwordHash: "not-a-real-hash",
      ...values,
    })
    .returning();
  return row!;
}

export interface VenueSeed {
  ownerId: number;
  venueType?: "ground" | "nets" | "box";
  name?: string;
  city?: string;
  state?: string;
  address?: string;
  status?: "pending" | "approved" | "rejected" | "suspended";
  amenities?: string[];
  latitude?: number | null;
  longitude?: number | null;
  avgRating?: string;
  reviewCount?: number;
  paymentType?: "full" | "partial";
  partialPaymentPaise?: number | null;
  /** How many days ahead it takes bookings (60 by default, as a new venue). */
  advanceBookingDays?: number;
  /** Ground slot prices in rupees; 0 means not offered. */
  slotPrices?: { morning: number; afternoon: number; evening: number; night: number };
  /** Nets / box hourly price in rupees. */
  hourlyPrice?: number;
  startTime?: string;
  endTime?: string;
  addOns?: { key: string; name: string; rupees: number }[];
  /** Leave the details table empty. */
  withoutDetails?: boolean;
  /** "Chat with the venue", stored form ("+919876543210"). */
  whatsappNumber?: string | null;
  images?: string[];
  /**
   * The owner is registered under GST (a GSTIN on their payout account) unless this is false, so
   * the venue's prices carry 18% as most tests expect; false: no GST at all (decision 041).
   */
  gstRegistered?: boolean;
}

/** The test app's SESSION_SECRET (test/app.ts), the key its payout accounts are sealed with. */
const TEST_PAYOUT_KEY = "x".repeat(40);

/**
 * Registers the owner under GST, as an owner who saved a payout account with a GSTIN a while ago
 * (sealed as the server seals it, its 24-hour hold long over); an owner with an account keeps it.
 */
export async function registerForGst(db: Db, ownerId: number) {
  const pan = "AAPFU0939F";
  const first14 = `27${pan}1Z`;
  const gstin = `${first14}${gstinCheckCharacter(first14)}`;
  const upiId = "venue.owner@okicici";
  const longAgo = new Date(Date.now() - 7 * 86_400_000);
  await db
    .insert(payoutAccounts)
    .values({
      ownerId,
      method: "upi",
      upiMasked: maskUpiId(upiId),
      panMasked: maskPan(pan),
      gstinMasked: maskGstin(gstin),
      sealed: sealAccount({ upiId, pan, gstin }, ownerId, TEST_PAYOUT_KEY),
      updatedAt: longAgo,
      payoutsHeldUntil: longAgo,
    })
    .onConflictDoNothing();
}

/** A venue with its details (and images), approved unless told otherwise. */
export async function createVenue(db: Db, seed: VenueSeed) {
  const type = seed.venueType ?? "ground";
  const [venue] = await db
    .insert(venues)
    .values({
      ownerId: seed.ownerId,
      name: seed.name ?? `Test ${type} ${next()}`,
      description: "A well kept test venue with everything a team needs.",
      venueType: type,
      address: seed.address ?? "12 Test Road",
      city: seed.city ?? "Pune",
      state: seed.state ?? "Maharashtra",
      postalCode: "411001",
      amenities: seed.amenities ?? ["Parking", "Washrooms"],
      reschedulingRules: "Reschedule up to 24 hours before.",
      cancellationRules: "Free cancellation up to 24 hours before.",
      status: seed.status ?? "approved",
      latitude: seed.latitude === undefined ? 18.52 : seed.latitude,
      longitude: seed.longitude === undefined ? 73.85 : seed.longitude,
      avgRating: seed.avgRating ?? "0",
      reviewCount: seed.reviewCount ?? 0,
      paymentType: seed.paymentType ?? "full",
      partialPaymentPaise: seed.partialPaymentPaise ?? null,
      advanceBookingDays: seed.advanceBookingDays ?? 60,
      whatsappNumber: seed.whatsappNumber ?? null,
    })
    .returning();
  const v = venue!;
  if (seed.gstRegistered !== false) await registerForGst(db, seed.ownerId);
  const addOns = (seed.addOns ?? []).map((a) => ({ key: a.key, name: a.name, pricePaise: a.rupees * 100 }));
  if (!seed.withoutDetails) {
    if (type === "ground") {
      const p = seed.slotPrices ?? { morning: 8000, afternoon: 7000, evening: 10000, night: 12000 };
      await db.insert(groundDetails).values({
        venueId: v.id,
        morningPricePaise: p.morning * 100,
        afternoonPricePaise: p.afternoon * 100,
        eveningPricePaise: p.evening * 100,
        nightPricePaise: p.night * 100,
        addOns,
      });
    } else if (type === "nets") {
      await db.insert(netsDetails).values({
        venueId: v.id,
        startTime: seed.startTime ?? "06:00",
        endTime: seed.endTime ?? "22:00",
        hourlyPricePaise: (seed.hourlyPrice ?? 1000) * 100,
        pitchType: "artificial",
        addOns,
      });
    } else {
      await db.insert(boxCricketDetails).values({
        venueId: v.id,
        startTime: seed.startTime ?? "06:00",
        endTime: seed.endTime ?? "22:00",
        hourlyPricePaise: (seed.hourlyPrice ?? 1500) * 100,
        teamCapacity: 6,
        addOns,
      });
    }
  }
  for (const [position, url] of (seed.images ?? []).entries()) {
    await db.insert(venueImages).values({ venueId: v.id, url, thumbnailUrl: `${url}.thumb`, position });
  }
  return v;
}

/** A booking row in any status (prices are placeholders that satisfy the checks). */
export async function createBooking(
  db: Db,
  values: {
    venueId: number;
    /** The venue's first court unless told. */
    courtId?: number;
    userId: number;
    date?: string;
    slot: string;
    status?: "held" | "confirmed" | "completed" | "cancelled" | "disputed" | "expired";
    holdExpiresAt?: Date | null;
  },
) {
  const [row] = await db
    .insert(bookings)
    .values({
      venueId: values.venueId,
      courtId: values.courtId ?? firstCourtOf(values.venueId),
      userId: values.userId,
      date: values.date ?? addDays(todayInIst(), 3),
      slot: values.slot,
      status: values.status ?? "confirmed",
      paymentStatus: values.status === "held" || values.status === "expired" ? "pending" : "paid",
      basePaise: 100_000,
      gstPaise: 18_000,
      totalPaise: 118_000,
      payNowPaise: 118_000,
      holdExpiresAt: values.holdExpiresAt ?? null,
    })
    .returning();
  return row!;
}

/**
 * A booking with money taken online: the booking row (amounts = what was paid) and its paid
 * payment order, optionally with a refund (status `processed` unless told otherwise).
 */
export async function createPaidBooking(
  db: Db,
  values: {
    venueId: number;
    /** The venue's first court unless told. */
    courtId?: number;
    userId: number;
    date: string;
    slot: string;
    status?: "confirmed" | "completed" | "cancelled" | "disputed";
    /** Paise taken online. */
    paidPaise: number;
    refundPaise?: number;
    refundStatus?: "pending" | "processed";
    /** The GST inside the price (paid in full); none unless said. */
    gstPaise?: number;
  },
) {
  const refund = values.refundPaise ?? 0;
  const gst = values.gstPaise ?? 0;
  const [row] = await db
    .insert(bookings)
    .values({
      venueId: values.venueId,
      courtId: values.courtId ?? firstCourtOf(values.venueId),
      userId: values.userId,
      date: values.date,
      slot: values.slot,
      status: values.status ?? "confirmed",
      paymentStatus: refund > 0 && refund >= values.paidPaise ? "refunded" : "paid",
      basePaise: values.paidPaise - gst,
      gstPaise: gst,
      totalPaise: values.paidPaise,
      payNowPaise: values.paidPaise,
      confirmedAt: new Date(),
    })
    .returning();
  const tag = next();
  await db.insert(paymentOrders).values({
    id: `order_${tag}`,
    bookingId: row!.id,
    userId: values.userId,
    provider: "sandbox",
    amountPaise: values.paidPaise,
    basePaise: row!.basePaise,
    addOnsPaise: row!.addOnsPaise,
    gstPaise: row!.gstPaise,
    totalPaise: row!.totalPaise,
    addOns: row!.addOns,
    status: "paid",
    paymentId: `pay_${tag}`,
    paidAt: new Date(),
  });
  if (refund > 0) {
    const processed = (values.refundStatus ?? "processed") === "processed";
    await db.insert(refunds).values({
      paymentId: `pay_${tag}`,
      orderId: `order_${tag}`,
      bookingId: row!.id,
      amountPaise: refund,
      paidPaise: values.paidPaise,
      reason: "owner_cancelled",
      status: processed ? "processed" : "pending",
      providerRefundId: processed ? `rfnd_${tag}` : null,
    });
  }
  return row!;
}

/** A processed refund of a booking's paid payment, as if the provider had taken it. */
export async function createRefund(db: Db, bookingId: number, amountPaise: number) {
  await db.execute(
    sql`insert into refunds (payment_id, order_id, booking_id, amount_paise, paid_paise, reason, status, provider_refund_id)
        select payment_id, id, booking_id, ${amountPaise}, amount_paise, 'admin_cancelled', 'processed', ${`rfnd_${next()}`}
        from payment_orders where booking_id = ${bookingId} and status = 'paid'`,
  );
}

/** A page view row: one visitor on one IST day (the day of `hour` in IST, or `day`). */
export async function createView(db: Db, values: { venueId: number; visitorKey: string; hour?: Date; day?: string }) {
  const day = values.day ?? todayInIst(values.hour);
  await db
    .insert(venueViews)
    .values({ venueId: values.venueId, visitorKey: values.visitorKey, day })
    .onConflictDoNothing();
}

/** A venue's first court's id (every venue has one from the start). */
export async function courtIdOf(db: Db, venueId: number): Promise<number> {
  const result = (await db.execute(sql`select ${firstCourtOf(venueId)} as id`)) as unknown as {
    rows: { id: number }[];
  };
  return Number(result.rows[0]?.id);
}

// Venue credit's tests (credit, payouts, receipts) share these: each takes the test app's context.

/** A request to the test app, as the account whose session cookie is given, or as a visitor. */
export function callApi(
  ctx: Pick<TestContext, "app">,
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  return ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

/** The rows of a query, typed by the caller. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A player with a verified mobile, so the front desk can find them. */
export async function playerWithMobile(ctx: Pick<TestContext, "app" | "database">, mobile: string) {
  const player = await loginAs(ctx, "player");
  await ctx.database.db.execute(sql`update users set verified_phone = ${mobile} where id = ${player.user.id}`);
  return player;
}

/** Pays a charge in the sandbox; `verify` then sends what the checkout would (a race may send it twice). */
export async function sandboxPay(ctx: Pick<TestContext, "app">, cookie: string, orderId: string) {
  const paid = await callApi(ctx, "POST", "/api/payment/sandbox/pay", cookie, { orderId, outcome: "success" });
  expect(paid.statusCode, paid.body).toBe(200);
  return {
    paid: paid.json() as { orderId: string; paymentId: string; signature: string },
    verify: () => callApi(ctx, "POST", "/api/payment/verify", cookie, paid.json()),
  };
}

/** Tops up a player's venue credit at a venue's desk, in cash, as the account whose cookie is given. */
export function deskTopUp(
  ctx: Pick<TestContext, "app">,
  desk: { cookie: string; venueId: number },
  mobile: string,
  amount: string,
) {
  return callApi(ctx, "POST", `/api/venues/${desk.venueId}/desk/credit`, desk.cookie, {
    playerPhone: mobile,
    amount,
    method: "cash",
  });
}

/**
 * An owner who sells venue credit (the packs given, in rupees) at a nets venue of ₹1,000 an hour
 * (₹1,180 with GST; the owner is registered, so a tax invoice) bookable 180 days ahead: their
 * session and the venue's id. `venue` changes the venue (e.g. a ground's slot prices), `expiryMonths`
 * makes the credit expire.
 */
export async function ownerSellingCredit(
  ctx: Pick<TestContext, "app" | "database">,
  packs: { pay: string | number; get: string | number }[],
  options: { expiryMonths?: number; venue?: Omit<VenueSeed, "ownerId"> } = {},
) {
  const owner = await loginAs(ctx, "owner");
  const venueId = (
    await createVenue(ctx.database.db, {
      venueType: "nets",
      hourlyPrice: 1000,
      advanceBookingDays: 180,
      ...options.venue,
      ownerId: owner.user.id,
    })
  ).id;
  const offer = await callApi(ctx, "PUT", "/api/owner/credit", owner.cookie, {
    enabled: true,
    packs,
    ...(options.expiryMonths === undefined ? {} : { expiryMonths: options.expiryMonths }),
  });
  expect(offer.statusCode, offer.body).toBe(200);
  return { owner, venueId };
}
