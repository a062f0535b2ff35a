import {
  type Action,
  type Actor,
  type Court,
  notFound,
  type PriceRule,
  refusal,
  type Venue,
  type VenueDetails,
} from "@crease/core";
import { assertCan } from "../../lib/authorize";
import type { VenuesService } from "../venues/service";

export interface VenueWithCourts {
  venue: Venue;
  details: VenueDetails | null;
  courts: Court[];
  priceRules: PriceRule[];
}

/**
 * The venue a courts or blocks call is about, as the actor may see it: 404 when they may not see
 * it; `manageable` also 403 for a role that may not take `action` and 404 for another owner's
 * venue (issue 25's contract). Staff act at the venues they work at in the roles the action allows
 * (core/src/permissions.ts).
 */
export function venueAccess(venues: VenuesService) {
  async function visible(actor: Actor, venueId: number): Promise<VenueWithCourts> {
    const { venue, details, courts = [], priceRules } = await venues.forBooking(actor, venueId);
    return { venue, details, courts, priceRules };
  }
  return {
    visible,
    async manageable(actor: Actor, venueId: number, action: Action): Promise<VenueWithCourts> {
      assertCan(actor, action);
      const found = await visible(actor, venueId);
      // Someone else's venue (not theirs, nor one they work at in a role that may) looks missing.
      if (refusal(actor, action, { ownerId: found.venue.ownerId, venueId })) throw notFound("Venue not found");
      return found;
    },
  };
}
