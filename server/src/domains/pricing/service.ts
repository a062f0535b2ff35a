import {
  buildPriceGrid,
  notFound,
  PRICE_RULE_MESSAGES,
  type PriceGrid,
  type PriceRule,
  type PriceRules,
  type PriceRulesInput,
  pricedCourtId,
  refusal,
  validationError,
} from "@crease/core";
import type { Db } from "../../db/client";
import { type EventBus, publishChange } from "../../lib/events";
import { recordVenueActivity } from "../staff/activity";
import type { Actor, VenuesService } from "../venues/service";
import { pricingRepo } from "./repo";

/**
 * A venue's price rules and its week of prices (docs/product/venues.md, "Prices and price rules").
 * Only the venue's owner and admins: another owner's venue is not found (404), as for any venue
 * an owner cannot change. A save applies at once, with no admin review: a player always sees the
 * price before paying, and a booking keeps the price it was held at.
 */
export function createPricingService(deps: { db: Db; venues: VenuesService; bus: EventBus }) {
  /** The venue as the actor may price it; 404 when it is not theirs (or not there). */
  async function ownVenue(actor: NonNullable<Actor>, venueId: number) {
    const record = await deps.venues.forBooking(actor, venueId);
    if (refusal(actor, "pricing.manage", { ownerId: record.venue.ownerId, venueId: record.venue.id }) !== null) {
      throw notFound("Venue not found");
    }
    return record;
  }

  /** Courts are the venue's own: a rule for any other court is refused, naming the rule. */
  function checkCourts(rules: readonly PriceRule[], courtIds: ReadonlySet<number>) {
    const errors: Record<string, string> = {};
    rules.forEach((rule, i) => {
      if (rule.courtId != null && !courtIds.has(rule.courtId))
        errors[`rules.${i}.courtId`] = PRICE_RULE_MESSAGES.courtId;
    });
    if (Object.keys(errors).length > 0) throw validationError(PRICE_RULE_MESSAGES.courtId, errors);
  }

  return {
    async get(actor: NonNullable<Actor>, venueId: number): Promise<PriceRules> {
      const { priceRules, venue } = await ownVenue(actor, venueId);
      return { rules: priceRules, seriesDiscountPercent: venue.seriesDiscountPercent };
    },

    async put(actor: NonNullable<Actor>, venueId: number, input: PriceRulesInput): Promise<PriceRules> {
      const { courts = [] } = await ownVenue(actor, venueId);
      checkCourts(input.rules, new Set(courts.map((c) => c.id)));
      // The prices and their history row commit together (issue 44): a manager's price change
      // is money, and the owner reads who made it in the venue's activity.
      await deps.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        await pricingRepo(db).replace(venueId, input.rules, input.seriesDiscountPercent);
        await recordVenueActivity(db, {
          venueId,
          actorId: actor.id,
          action: "prices.change",
          detail: {
            rules: input.rules.length,
            seriesDiscountPercent: input.seriesDiscountPercent ?? null,
          },
        });
      });
      // Every instance forgets the venue (checkout's memory, availability's cache) at once.
      publishChange(deps.bus, venueId);
      const saved = await deps.venues.forBooking(actor, venueId);
      return { rules: saved.priceRules, seriesDiscountPercent: saved.venue.seriesDiscountPercent };
    },

    async grid(actor: NonNullable<Actor>, venueId: number, from: string, courtId?: number): Promise<PriceGrid> {
      const { details, priceRules, courts = [] } = await ownVenue(actor, venueId);
      if (courtId !== undefined && !courts.some((c) => c.id === courtId)) {
        throw validationError(PRICE_RULE_MESSAGES.courtId, { courtId: PRICE_RULE_MESSAGES.courtId });
      }
      return { days: buildPriceGrid(details, priceRules, from, courts, pricedCourtId(courts, courtId)) };
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
