/**
 * Demo data for the first start of an empty database: the demo accounts, 40 venues across
 * the twelve cities (36 approved, the rest for the moderation screens), their pictures,
 * about 1,300 bookings with payments, reviews, favourites, page views and
 * notifications. One transaction; the pictures render on sharp's threads meanwhile.
 */
import { maskGstin, maskPan, maskUpiId } from "@crease/core";
import { sql } from "drizzle-orm";
import { sealAccount } from "../../domains/payouts/account-seal";
import { hashPassword } from "../../lib/passwords";
import type { Db } from "../client";
import {
  bookings,
  boxCricketDetails,
  contactMessages,
  courts,
  favorites,
  groundDetails,
  netsDetails,
  notifications,
  paymentOrders,
  payoutAccounts,
  refunds,
  reviews,
  users,
  venueImages,
  venueStatusChanges,
  venues,
  venueViews,
} from "../schema";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty } from "./accounts";
import { buildDemoPlan, DEMO_REGISTERED_OWNER, type DemoAccount, demoQrImages } from "./demo-plan";
import { imagePool, poolUrls, renderImages } from "./images";
import { insertReturningIds, insertRows } from "./insert";
import { seedInvoices } from "./invoices";

/** Any key will do as long as every seeder uses the same one (pg_advisory_xact_lock). */
const SEED_LOCK_KEY = 72_736_001;

export interface DemoSeedResult {
  /** True when the database already had users and nothing was written. */
  skipped: boolean;
  counts: Record<string, number>;
  images: { rendered: number; reused: number; ms: number };
  /** Until every row was written (the pictures may still be rendering). */
  dbMs?: number;
  ms: number;
}

/**
 * Loads the demo data into an empty database, or does nothing (skipped) when any user
 * exists. Safe against two instances starting at once: the second waits, then skips.
 */
export async function seedDemo(
  db: Db,
  opts: {
    uploadsDir: string;
    /** The key payout accounts are sealed with (`payoutAccountKeyOf`): the first owner's holds a GSTIN. */
    payoutAccountKey: string;
    now?: Date;
  },
): Promise<DemoSeedResult> {
  const started = performance.now();
  const noImages = { rendered: 0, reused: 0, ms: 0 };
  if (!(await isDatabaseEmpty(db))) return { skipped: true, counts: {}, images: noImages, ms: 0 };

  const now = opts.now ?? new Date();
  const pool = imagePool();
  // Pictures render on sharp's thread pool while the rows are planned and go in on this thread.
  const rendering = renderImages(opts.uploadsDir, pool, demoQrImages());
  rendering.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
  const hashing = hashPassword(DEMO_PASSWORD);
  const plan = buildDemoPlan(now, pool, DEMO_ACCOUNTS as readonly DemoAccount[]);
  const passwordHash = await hashing;
  let dbMs = 0;

  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isDatabaseEmpty(tx))) return null;

    // Users
    const userIds = await insertReturningIds(
      tx,
      users,
      plan.users.map((u) => ({ ...u, passwordHash, updatedAt: u.createdAt })),
    );
    const userId = new Map(plan.users.map((u, i) => [u.email, userIds[i] as number]));
    const idOf = (email: string) => {
      const id = userId.get(email);
      if (id === undefined) throw new Error(`No demo user ${email}`);
      return id;
    };

    // The first owner is registered under GST (decision 041): a payout account with a GSTIN, sealed
    // as the server seals it, so their venues charge 18% and the invoices show the GSTIN.
    const registered = plan.venues.find((v) => v.gstRatePercent > 0);
    if (registered) {
      const ownerId = idOf(registered.ownerEmail);
      const { pan, gstin, upiId } = DEMO_REGISTERED_OWNER;
      await insertRows(tx, payoutAccounts, [
        {
          ownerId,
          method: "upi",
          upiMasked: maskUpiId(upiId),
          panMasked: maskPan(pan),
          gstinMasked: maskGstin(gstin),
          sealed: sealAccount({ upiId, pan, gstin }, ownerId, opts.payoutAccountKey),
          updatedAt: new Date(now.getTime() - 120 * 86_400_000),
          payoutsHeldUntil: new Date(now.getTime() - 119 * 86_400_000),
        },
      ]);
    }

    // Venues and what hangs off them
    const venueIds = await insertReturningIds(
      tx,
      venues,
      plan.venues.map((v) => ({ ...v.row, ownerId: idOf(v.ownerEmail) })),
    );
    const venueId = (index: number) => venueIds[index] as number;
    // Each venue's one court, added by the database with the venue (migration 0018).
    const courtRows = await tx.select({ id: courts.id, venueId: courts.venueId, name: courts.name }).from(courts);
    const courtNameOf = new Map(courtRows.map((c) => [c.venueId, c.name]));
    const courtOfVenue = new Map(courtRows.map((c) => [c.venueId, c.id]));
    const courtId = (index: number) => courtOfVenue.get(venueId(index)) as number;
    await insertRows(
      tx,
      groundDetails,
      plan.venues.flatMap((v, i) => (v.ground ? [{ venueId: venueId(i), ...v.ground }] : [])),
    );
    await insertRows(
      tx,
      netsDetails,
      plan.venues.flatMap((v, i) => (v.nets ? [{ venueId: venueId(i), ...v.nets }] : [])),
    );
    await insertRows(
      tx,
      boxCricketDetails,
      plan.venues.flatMap((v, i) => (v.box ? [{ venueId: venueId(i), ...v.box }] : [])),
    );
    await insertRows(
      tx,
      venueImages,
      plan.venues.flatMap((v, i) =>
        v.images.map((image, position) => ({
          venueId: venueId(i),
          ...poolUrls(image),
          position,
          createdAt: v.row.createdAt,
        })),
      ),
    );
    await insertRows(
      tx,
      venueStatusChanges,
      plan.venues.flatMap((v, i) =>
        v.statusChanges.map((change) => ({
          venueId: venueId(i),
          actorId: idOf(change.actorEmail),
          fromStatus: change.fromStatus,
          toStatus: change.toStatus,
          note: change.note,
          createdAt: change.createdAt,
        })),
      ),
    );

    // Bookings, their payment orders, reviews
    const bookingRows = plan.bookings.map((b) => ({
      venueId: venueId(b.venue),
      courtId: courtId(b.venue),
      userId: idOf(b.userEmail),
      date: b.date,
      slot: b.slot,
      status: b.status,
      paymentStatus: b.paymentStatus,
      basePaise: b.basePaise,
      addOnsPaise: b.addOnsPaise,
      gstPaise: b.gstPaise,
      totalPaise: b.totalPaise,
      payNowPaise: b.payNowPaise,
      addOns: b.addOns,
      confirmedAt: b.confirmedAt,
      completedAt: b.completedAt,
      cancelledAt: b.cancelledAt,
      cancelledBy: b.cancelledByEmail ? idOf(b.cancelledByEmail) : null,
      cancellationReason: b.cancellationReason,
      createdAt: b.createdAt,
      updatedAt: b.cancelledAt ?? b.completedAt ?? b.confirmedAt,
    }));
    const bookingIds = await insertReturningIds(tx, bookings, bookingRows);
    const bookingId = (index: number) => bookingIds[index] as number;
    await insertRows(
      tx,
      paymentOrders,
      plan.bookings.map((b, i) => ({
        id: b.order.id,
        bookingId: bookingId(i),
        userId: idOf(b.userEmail),
        provider: "sandbox",
        amountPaise: b.payNowPaise,
        basePaise: b.basePaise,
        addOnsPaise: b.addOnsPaise,
        gstPaise: b.gstPaise,
        totalPaise: b.totalPaise,
        addOns: b.addOns,
        currency: "INR",
        status: "paid",
        paymentId: b.order.paymentId,
        createdAt: b.createdAt,
        paidAt: b.confirmedAt,
      })),
    );
    // Refunds of the cancelled bookings, already taken by the provider.
    const refunded = plan.bookings.flatMap((b, i) => (b.refundPaise > 0 ? [i] : []));
    const refundIds = await insertReturningIds(
      tx,
      refunds,
      plan.bookings.flatMap((b, i) =>
        b.refundPaise > 0
          ? [
              {
                paymentId: b.order.paymentId,
                orderId: b.order.id,
                bookingId: bookingId(i),
                amountPaise: b.refundPaise,
                paidPaise: b.payNowPaise,
                reason: b.cancelledByEmail === b.userEmail ? "player_cancelled" : "owner_cancelled",
                status: "processed",
                providerRefundId: b.refundId ?? `rfnd_seed_${i}`,
                createdAt: b.cancelledAt ?? b.createdAt,
                processedAt: b.cancelledAt ?? b.createdAt,
                nextAttemptAt: null,
              },
            ]
          : [],
      ),
    );
    const refundOf = new Map(refunded.map((bookingIndex, i) => [bookingIndex, refundIds[i] as number]));
    // Their invoices and credit notes, numbered as the live app would have.
    const invoiceCount = await seedInvoices(tx, plan, {
      bookingId,
      venueId,
      idOf,
      courtName: (index) => courtNameOf.get(venueId(index)) ?? "",
      refundId: (index) => refundOf.get(index) as number,
    });
    await insertRows(
      tx,
      reviews,
      plan.reviews.map((r) => {
        const b = plan.bookings[r.booking];
        if (!b) throw new Error("review without booking");
        return {
          venueId: venueId(b.venue),
          userId: idOf(b.userEmail),
          bookingId: bookingId(r.booking),
          rating: r.rating,
          comment: r.comment,
          createdAt: r.createdAt,
        };
      }),
    );

    // Engagement
    await insertRows(
      tx,
      favorites,
      plan.favorites.map((f) => ({ userId: idOf(f.userEmail), venueId: venueId(f.venue), createdAt: f.createdAt })),
    );
    await insertRows(
      tx,
      venueViews,
      plan.views.map((v) => ({ venueId: venueId(v.venue), visitorKey: v.visitorKey, day: v.day })),
      1000,
    );
    await insertRows(
      tx,
      notifications,
      plan.notifications.map((n) => ({
        userId: idOf(n.userEmail),
        type: n.type,
        title: n.title,
        message: n.message,
        data:
          n.booking !== undefined
            ? {
                bookingId: bookingId(n.booking),
                venueId: venueId((plan.bookings[n.booking] as { venue: number }).venue),
              }
            : n.venue !== undefined
              ? { venueId: venueId(n.venue) }
              : null,
        readAt: n.read ? new Date(n.createdAt.getTime() + 3_600_000) : null,
        createdAt: n.createdAt,
      })),
    );
    await insertRows(
      tx,
      contactMessages,
      plan.contactMessages.map((m) => ({
        name: m.name,
        email: m.email,
        subject: m.subject,
        message: m.message,
        readAt: m.read ? new Date(m.createdAt.getTime() + 7_200_000) : null,
        createdAt: m.createdAt,
      })),
    );

    // A failed render rolls the rows back: no venue ends up pointing at a missing picture.
    dbMs = Math.round(performance.now() - started);
    const images = await rendering;
    return {
      images,
      counts: {
        users: plan.users.length,
        venues: plan.venues.length,
        venueImages: plan.venues.reduce((n, v) => n + v.images.length, 0),
        bookings: plan.bookings.length,
        paymentOrders: plan.bookings.length,
        invoices: invoiceCount,
        reviews: plan.reviews.length,
        favorites: plan.favorites.length,
        venueViews: plan.views.length,
        notifications: plan.notifications.length,
        contactMessages: plan.contactMessages.length,
      },
    };
  });

  if (!outcome) {
    await rendering.catch(() => {});
    return { skipped: true, counts: {}, images: noImages, ms: Math.round(performance.now() - started) };
  }
  return { skipped: false, ...outcome, dbMs, ms: Math.round(performance.now() - started) };
}

export { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty } from "./accounts";
