import type { CouponQuote } from "@crease/core/coupons";
import { rupeesToPaise } from "@crease/core/money";
import type { BookingPrice } from "@crease/core/pricing";

/** A price the checkout shows, with a coupon's discount when one is applied. */
export type ShownPrice = BookingPrice & {
  discountPaise?: number;
  couponCode?: string;
  /** A weekly booking: how many dates it books and the venue's weekly discount (the base is their subtotal). */
  weekly?: { dates: number; percent: number };
};

/** A coupon the server accepted for this booking, and the price it answered. */
export interface AppliedCoupon {
  code: string;
  quote: CouponQuote;
  /** The list total the quote was for: a coupon applied to another price is not shown. */
  forTotalPaise: number;
}

/**
 * The server's price with the coupon, in the checkout's shape: the figures are the server's
 * answer, never computed here (the discount math is the server's, docs/product/offers.md).
 */
export function priceWithCoupon(price: BookingPrice, applied: AppliedCoupon | null): ShownPrice {
  if (!applied || applied.forTotalPaise !== price.totalPaise) return price;
  const q = applied.quote;
  return {
    ...price,
    basePaise: rupeesToPaise(q.basePrice),
    addOnsPaise: rupeesToPaise(q.addOnsPrice),
    gstPaise: rupeesToPaise(q.gst),
    totalPaise: rupeesToPaise(q.amount),
    payNowPaise: rupeesToPaise(q.payNow),
    discountPaise: rupeesToPaise(q.discount),
    couponCode: q.couponCode,
  };
}
