import {
  AppError,
  type BookingPrice,
  COUPON_NOT_VALID,
  type Coupon,
  type CouponBearer,
  type CreateCouponInput,
  conflict,
  couponRefusal,
  couponValueOf,
  type DiscountedPrice,
  forbidden,
  normaliseCouponCode,
  notFound,
  todayInIst,
  type User,
  type Venue,
  validationError,
  withCoupon,
} from "@crease/core";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { assertCan } from "../../lib/authorize";
import { createLimiter } from "../../lib/limiter";
import { type CouponRecord, offersRepo, toCoupon, type UseRefusal } from "./repo";

/** A price with a coupon's discount, and the coupon (its id rides on the hold and the order). */
export interface CouponPrice extends DiscountedPrice {
  couponId: number;
}

/** A coupon refusal names the field, so checkout shows it by the coupon and not as a slot problem. */
const refused = (message: { message: string; values?: Record<string, string> }) => {
  const text = message.values ? { message: message.message, values: message.values } : message.message;
  return new AppError("RULE_REFUSED", text, { couponCode: text });
};
const usedUp = (message: string) => new AppError("CONFLICT", message, { couponCode: message });

/** The answer to a use the coupon's limits refuse (`checkUse`), for the hold's claim. */
function useRefused(why: UseRefusal): AppError {
  if (why === "gone") return refused({ message: COUPON_NOT_VALID });
  if (why === "booked_before") return refused({ message: "This coupon is for your first booking only" });
  if (why === "used_by_you") return usedUp("You have already used this coupon");
  return usedUp("This coupon has been used up");
}

export function bearerOf(coupon: Pick<CouponRecord, "ownerId">): CouponBearer {
  return coupon.ownerId === null ? "platform" : "owner";
}

/**
 * Offers (docs/product/offers.md): making and switching off coupons, and pricing a checkout with
 * one. A coupon's use is claimed for the hold by `claim`, under the coupon's row lock, and again
 * for the paid order at payment (`checkUse`, called by bookings/confirm-paid.ts).
 */
export function createOffersService(deps: { db: Db; now?: () => Date }) {
  const repo = offersRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  const limiter = createLimiter({ db: deps.db, now });

  /** An owner's coupon may name only their own venues (a venue not theirs reads as not found). */
  async function checkOwnVenues(owner: User, venueIds: number[]) {
    if (venueIds.length === 0) return;
    const rows = await queryRows<{ id: number }>(
      deps.db,
      sql`select id from venues where owner_id = ${owner.id} and id in (${sql.join(
        venueIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    if (rows.length !== new Set(venueIds).size) throw forbidden("You can only make coupons for your own venues");
  }

  /** The coupon the actor may switch off: an admin any (abuse), an owner their own; else not found. */
  async function managed(actor: User, id: number): Promise<CouponRecord> {
    assertCan(actor, "coupon.manage");
    const coupon = await repo.byId(id);
    const mine = coupon && (actor.role === "admin" || coupon.ownerId === actor.id);
    if (!coupon || !mine) throw notFound("Coupon not found");
    return coupon;
  }

  return {
    async create(actor: User, input: CreateCouponInput): Promise<Coupon> {
      assertCan(actor, "coupon.manage");
      const isOwner = actor.role !== "admin";
      const venueIds = [...new Set(input.venueIds ?? [])];
      if (isOwner && (input.cities?.length ?? 0) > 0) {
        throw validationError("An owner's coupon is for their venues: choose venues, not cities", {
          cities: "Only the platform's coupons name cities",
        });
      }
      if (isOwner) await checkOwnVenues(actor, venueIds);
      const created = await repo.insert({
        code: normaliseCouponCode(input.code),
        ownerId: isOwner ? actor.id : null,
        kind: input.kind,
        value: couponValueOf(input),
        maxDiscountPaise: input.kind === "percent" ? (input.maxDiscount ?? null) : null,
        minOrderPaise: input.minOrder ?? null,
        validFrom: input.validFrom,
        validTo: input.validTo,
        venueIds,
        cities: [...new Set((input.cities ?? []).map((c) => c.trim()))],
        firstBookingOnly: input.firstBookingOnly ?? false,
        perUserLimit: input.perUserLimit ?? null,
        totalLimit: input.totalLimit ?? null,
        createdBy: actor.id,
      });
      if (!created) throw conflict("A coupon with this code exists already. Choose another code.");
      return toCoupon(created, 0);
    },

    async list(actor: User): Promise<Coupon[]> {
      assertCan(actor, "coupon.manage");
      const rows = await repo.list(actor.role === "admin" ? null : actor.id);
      return rows.map((r) => toCoupon(r.coupon, r.uses));
    },

    /** Switched off for new orders; bookings already paid with it keep their discount. */
    async deactivate(actor: User, id: number): Promise<Coupon> {
      const coupon = await managed(actor, id);
      await repo.deactivate(coupon.id);
      const uses = (await repo.list(coupon.ownerId)).find((r) => r.coupon.id === id)?.uses ?? 0;
      return toCoupon({ ...coupon, active: false }, uses);
    },

    /**
     * The booking's price with the coupon `code`, or a 422 saying why it does not apply. The
     * limits are not counted here (the preview may say yes and the order still find the last use
     * taken): `claim` counts them under the coupon's lock.
     */
    async priceWith(
      player: User,
      code: string,
      venue: Pick<Venue, "id" | "ownerId" | "city">,
      price: BookingPrice,
      bookingId: number | null = null,
    ): Promise<{ price: CouponPrice; coupon: CouponRecord }> {
      // A try is reserved before the code is looked up (lib/limiter.ts, LIMITS.couponCodes) and
      // given back when the code applies: only codes that do not apply count, even sent at once.
      const tries = await limiter.reserve(
        "couponCodes",
        { account: String(player.id) },
        { message: "Too many coupon codes tried. Please wait and try again." },
      );
      const coupon = await repo.byCode(normaliseCouponCode(code));
      if (!coupon) throw refused({ message: COUPON_NOT_VALID });
      const taxablePaise = price.basePaise + price.addOnsPaise;
      const refusal = couponRefusal(coupon, {
        today: todayInIst(now()),
        venueId: venue.id,
        venueOwnerId: venue.ownerId,
        city: venue.city,
        taxablePaise,
        totalPaise: price.totalPaise,
        hasBookedBefore: coupon.firstBookingOnly ? await repo.hasBookedBefore(player.id, bookingId) : false,
      });
      if (refusal) throw refused(refusal);
      await limiter.release(tries);
      // The quote's coupon step (core/src/quote.ts): the discount off the taxable value, GST after it.
      const terms = { kind: coupon.kind, value: coupon.value, maxDiscountPaise: coupon.maxDiscountPaise };
      return { price: { ...withCoupon(price, terms), couponId: coupon.id }, coupon };
    },

    /**
     * Takes a use of the coupon for this live hold, or says why not: 409 used up or already used
     * by this player, 422 when it no longer applies (switched off, past its days, not a first
     * booking), 409 slot taken when the hold ended meanwhile. The paid order's confirmation checks
     * the same limits again (bookings/repo.ts): this claim only keeps the use while the hold runs.
     */
    async claim(coupon: CouponRecord, bookingId: number, player: User): Promise<void> {
      const outcome = await repo.claim({
        couponId: coupon.id,
        bookingId,
        userId: player.id,
        today: todayInIst(now()),
      });
      if (outcome === "claimed") return;
      if (outcome === "hold_gone") throw new AppError("SLOT_TAKEN", "This slot is no longer available");
      throw useRefused(outcome);
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
