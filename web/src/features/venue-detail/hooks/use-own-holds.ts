import type { OwnHold } from "@crease/core/contracts/bookings";
import type { Venue, VenueDetails } from "@crease/core/contracts/venues";
import type { Court } from "@crease/core/courts";
import { can } from "@crease/core/permissions";
import type { PriceRule } from "@crease/core/price-rules";
import { quoteBooking } from "@crease/core/quote";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useAuthIfAny } from "@/features/auth";
import { api, data } from "@/lib/api-client";
import { checkoutPath } from "../lib/booking-params";

export const ownHoldsKey = (venueId: number) => ["own-holds", venueId] as const;

/** GET /api/bookings/holds: the signed-in player's own live holds at the venue (never anyone else's). */
function getOwnHolds(venueId: number, signal?: AbortSignal): Promise<OwnHold[]> {
  return data(api.GET("/api/bookings/holds", { params: { query: { venueId: String(venueId) } }, signal }));
}

/** The checkout a hold was opened from: its court, add-ons and coupon, priced again there as always. */
export function holdCheckoutPath(
  venue: Venue,
  details: VenueDetails,
  hold: OwnHold,
  courts: readonly Court[],
  rules: readonly PriceRule[] | undefined,
): string | null {
  let price: ReturnType<typeof quoteBooking>;
  try {
    const ask = { date: hold.date, slot: hold.slot, addOns: hold.addOns, courts, courtId: hold.courtId, rules };
    price = quoteBooking({ channel: "online", details, terms: venue, ...ask });
  } catch {
    return null;
  }
  const court = courts.length > 1 ? { id: hold.courtId, name: hold.courtName } : null;
  const path = checkoutPath({
    venueId: venue.id,
    venueName: venue.name,
    venueType: venue.venueType,
    date: hold.date,
    slot: hold.slot,
    price,
    court,
  });
  return hold.couponCode ? `${path}&${new URLSearchParams({ coupon: hold.couponCode })}` : path;
}

/**
 * The chosen day's slots the signed-in player holds themselves (issue 46: their own hold showed to
 * them as "On hold · Join waitlist"), each with the way back to its checkout. Asked only for a
 * player (an owner or admin books nothing); a visitor has none.
 */
export function useOwnHoldLinks(input: {
  venue: Venue;
  details: VenueDetails | null | undefined;
  date: string | null;
  courtId: number | null;
  courts: readonly Court[];
  rules: readonly PriceRule[] | undefined;
}): ReadonlyMap<string, string> {
  const user = useAuthIfAny()?.user ?? null;
  const holds = useQuery({
    queryKey: ownHoldsKey(input.venue.id),
    queryFn: ({ signal }) => getOwnHolds(input.venue.id, signal),
    enabled: Boolean(user && can(user, "booking.book")),
    staleTime: 0,
  });
  const { venue, details, date, courtId, courts, rules } = input;
  return useMemo(() => {
    const links = new Map<string, string>();
    if (!details || !date) return links;
    for (const hold of holds.data ?? []) {
      if (hold.date !== date || (courtId !== null && hold.courtId !== courtId)) continue;
      const href = holdCheckoutPath(venue, details, hold, courts, rules);
      if (href) links.set(hold.slot, href);
    }
    return links;
  }, [holds.data, venue, details, date, courtId, courts, rules]);
}
