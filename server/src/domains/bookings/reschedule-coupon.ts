import { couponRefusal, type Quote, todayInIst, type Venue, withCoupon } from "@crease/core";
import type { Db } from "../../db/client";
import { offersRepo } from "../offers/repo";
import type { OrderPrice } from "./repo";

/**
 * The booking's coupon on the new slot, for the quote's own line: kept (`applies`, `effectPaise`
 * what it takes off the new total, GST included) or lost (`effectPaise` what the new total is more
 * without it). Null when the booking had no coupon.
 */
export interface MoveCoupon {
  code: string;
  applies: boolean;
  effectPaise: number;
}

/**
 * A reschedule keeps the booking's coupon when the new slot is within its terms
 * (docs/product/offers.md, "Moving a booking"): checked as checkout would check it today for this
 * venue (switched on, within its days, the minimum order against the new slot's price), and
 * re-priced by the same coupon on the new slot. Its limits are not counted again: this booking
 * holds its use already (the coupon_uses row stays with the booking's id, whatever the move), so
 * moving never takes a second use, and "first booking only" is this booking. Otherwise the new slot
 * takes its list price and the quote names what the coupon would have taken off.
 */
export async function couponOnMove(
  db: Db,
  booking: { couponCode: string | null },
  venue: Pick<Venue, "id" | "ownerId" | "city">,
  list: Quote,
  now: Date,
): Promise<{ price: OrderPrice; coupon: MoveCoupon | null }> {
  const listPrice: OrderPrice = { ...list, discountPaise: 0, couponId: null };
  if (!booking.couponCode) return { price: listPrice, coupon: null };
  const coupon = await offersRepo(db).byCode(booking.couponCode);
  if (!coupon) return { price: listPrice, coupon: { code: booking.couponCode, applies: false, effectPaise: 0 } };
  const terms = { kind: coupon.kind, value: coupon.value, maxDiscountPaise: coupon.maxDiscountPaise };
  const discounted = withCoupon(list, terms);
  const effectPaise = list.totalPaise - discounted.totalPaise;
  const refusal = couponRefusal(coupon, {
    today: todayInIst(now),
    venueId: venue.id,
    venueOwnerId: venue.ownerId,
    city: venue.city,
    taxablePaise: list.basePaise + list.addOnsPaise,
    totalPaise: list.totalPaise,
    hasBookedBefore: false,
  });
  if (refusal) return { price: listPrice, coupon: { code: coupon.code, applies: false, effectPaise } };
  return {
    price: { ...discounted, couponId: coupon.id },
    coupon: { code: coupon.code, applies: true, effectPaise },
  };
}
