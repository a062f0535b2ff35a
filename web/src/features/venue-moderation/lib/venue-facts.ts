/** What the Venue Details dialog lists about a venue's prices and terms, in the language on screen. */

import type { Venue, VenueDetails } from "@crease/core/contracts/venues";
import { formatRupees } from "@crease/core/money";
import { plural, t } from "@lingui/core/macro";
import type { Words } from "@/lib/i18n";

export interface PriceLine {
  label: string;
  value: string;
  /** A slot priced 0 is not offered. */
  offered: boolean;
}

/** Ground: the four slot prices; nets and box: the hourly price, hours and pitch or team size. */
export function priceLines(details: VenueDetails, words: Pick<Words, "slot" | "pitch">): PriceLine[] {
  if (details.venueType === "ground") {
    return (["morning", "afternoon", "evening", "night"] as const).map((slot) => {
      const price = formatRupees(details[`${slot}Price`]);
      const offered = Number(details[`${slot}Price`]) > 0;
      return { label: words.slot(slot), value: offered ? t`${price} per slot` : t`Not offered`, offered };
    });
  }
  const hourly = formatRupees(details.hourlyPrice);
  const lines: PriceLine[] = [
    { label: t`Hourly price`, value: t`${hourly} per hour`, offered: true },
    { label: t`Open`, value: `${details.startTime} – ${details.endTime}`, offered: true },
  ];
  if (details.venueType === "nets") {
    lines.push({ label: t`Pitch`, value: words.pitch(details.pitchType), offered: true });
  } else {
    const side = details.teamCapacity;
    lines.push({ label: t`Team size`, value: t`${side} a side`, offered: true });
  }
  return lines;
}

/** "Full payment online" or "₹500 online, the rest at the venue". */
export function paymentTerms(venue: Pick<Venue, "paymentType" | "partialPaymentAmount">): string {
  if (venue.paymentType === "partial") {
    const advance = formatRupees(venue.partialPaymentAmount);
    return t`${advance} online, the rest at the venue (UPI)`;
  }
  return t`Full payment online`;
}

/** "4.3 (12 reviews)" or "No ratings yet". */
export function ratingText(avgRating: string, reviewCount: number): string {
  const rating = Number(avgRating);
  if (!rating || reviewCount === 0) return t`No ratings yet`;
  const value = rating.toFixed(1);
  const reviews = plural(reviewCount, { one: "# review", other: "# reviews" });
  return t`${value} (${reviews})`;
}
