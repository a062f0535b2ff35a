/** What the Venue Details dialog lists about a venue's prices and terms. */

import type { Venue, VenueDetails } from "@crease/core/contracts/venues";
import { formatRupees } from "@crease/core/money";
import { slotLabel } from "@crease/core/slots";

export interface PriceLine {
  label: string;
  value: string;
  /** A slot priced 0 is not offered. */
  offered: boolean;
}

const PITCH_LABELS: Record<string, string> = {
  artificial: "Artificial turf",
  matting: "Matting",
  concrete: "Concrete",
  clay: "Clay",
};

/** Ground: the four slot prices; nets and box: the hourly price, hours and pitch or team size. */
export function priceLines(details: VenueDetails): PriceLine[] {
  if (details.venueType === "ground") {
    return (["morning", "afternoon", "evening", "night"] as const).map((slot) => {
      const price = details[`${slot}Price`];
      const offered = Number(price) > 0;
      return {
        label: slotLabel(slot),
        value: offered ? `${formatRupees(price)} per slot` : "Not offered",
        offered,
      };
    });
  }
  const lines: PriceLine[] = [
    { label: "Hourly price", value: `${formatRupees(details.hourlyPrice)} per hour`, offered: true },
    { label: "Open", value: `${details.startTime} – ${details.endTime}`, offered: true },
  ];
  if (details.venueType === "nets") {
    lines.push({ label: "Pitch", value: PITCH_LABELS[details.pitchType] ?? details.pitchType, offered: true });
  } else {
    lines.push({ label: "Team size", value: `${details.teamCapacity} a side`, offered: true });
  }
  return lines;
}

/** "Full payment online" or "₹500 online, the rest at the venue". */
export function paymentTerms(venue: Pick<Venue, "paymentType" | "partialPaymentAmount">): string {
  if (venue.paymentType === "partial") {
    return `${formatRupees(venue.partialPaymentAmount)} online, the rest at the venue (UPI)`;
  }
  return "Full payment online";
}

/** "4.3 (12 reviews)" or "No ratings yet". */
export function ratingText(avgRating: string, reviewCount: number): string {
  const rating = Number(avgRating);
  if (!rating || reviewCount === 0) return "No ratings yet";
  return `${rating.toFixed(1)} (${reviewCount} ${reviewCount === 1 ? "review" : "reviews"})`;
}
