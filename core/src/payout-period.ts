/**
 * The payout period, stated once (docs/product/payouts.md#the-weekly-run): a Tuesday's run pays the
 * bookings played up to the end of the Monday before (IST). `payoutPeriodEnd` is the rule and
 * `PAYOUT_PERIOD_TEXT` the words every page uses for it. Kept apart from payouts.ts (which holds
 * zod schemas) so a content page can say the rule without loading zod.
 */
import { addDays } from "./slots";

/** Completes "Each Tuesday's payout covers …". */
export const PAYOUT_PERIOD_TEXT = "bookings played up to the end of the Monday before (IST)";

/**
 * The Monday a Tuesday's run pays up to (inclusive): bookings dated on or before it whose slot has
 * ended (every slot ends by midnight, so on the Tuesday all of them have).
 */
export function payoutPeriodEnd(runDate: string): string {
  return addDays(runDate, -1);
}
