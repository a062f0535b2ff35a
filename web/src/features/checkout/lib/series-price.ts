import { pricedGstRatePercent, rupeesToPaise } from "@crease/core/money";
import type { SeriesQuote } from "@crease/core/series";
import type { ShownPrice } from "./coupon-price";

/** What the price summary shows of a weekly booking: its dates' sums, exactly as the server quoted them. */
export interface WeeklyPrice extends ShownPrice {
  /** How many dates are booked, and the venue's weekly discount. */
  weekly: { dates: number; percent: number };
}

/** The server's quote in the checkout's shape (slots and add-ons as one subtotal; never computed here). */
export function priceOfQuote(quote: SeriesQuote): WeeklyPrice {
  return {
    basePaise: rupeesToPaise(quote.subtotal),
    addOns: [],
    addOnsPaise: 0,
    discountPaise: rupeesToPaise(quote.discount),
    // The quote's GST says the rate it was made at: none where the owner has no GSTIN.
    gstRatePercent: pricedGstRatePercent({ gstPaise: rupeesToPaise(quote.gst) }),
    gstPaise: rupeesToPaise(quote.gst),
    totalPaise: rupeesToPaise(quote.total),
    payNowPaise: rupeesToPaise(quote.payNow),
    weekly: { dates: quote.bookedDates.length, percent: quote.discountPercent },
  };
}
