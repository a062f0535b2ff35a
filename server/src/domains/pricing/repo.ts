import type { PriceRule } from "@crease/core";
import { rupeesToPaise } from "@crease/core";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { priceRules, venues } from "../../db/schema";

/** Drizzle only: a venue's price rules are written here; read with the venue (venues/venue-sql.ts). */
export function pricingRepo(db: Db) {
  return {
    /**
     * The venue's whole list, replaced in one transaction with the weekly discount when given: a
     * reader sees the old list or the new one.
     */
    async replace(venueId: number, rules: readonly PriceRule[], seriesDiscountPercent?: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (seriesDiscountPercent !== undefined) {
          await tx.update(venues).set({ seriesDiscountPercent }).where(eq(venues.id, venueId));
        }
        await tx.delete(priceRules).where(eq(priceRules.venueId, venueId));
        if (rules.length === 0) return;
        await tx.insert(priceRules).values(
          rules.map((rule, position) => ({
            venueId,
            courtId: rule.courtId ?? null,
            weekdays: rule.weekdays?.length ? rule.weekdays : null,
            fromTime: rule.from ?? null,
            toTime: rule.to ?? null,
            dates: rule.dates?.length ? rule.dates : null,
            pricePaise: rupeesToPaise(rule.price),
            position,
          })),
        );
      });
    },
  };
}
