import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE_PERCENT } from "@crease/core/cancellation-terms";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";

/**
 * The policies the add-venue wizard prefills, in English as a venue stores them, and shown in the
 * language on screen (issue 46). Apart from platform-texts.ts because only the screens that show a
 * venue's policies (its page's Policies tab, compare, the wizard) need these long texts: the
 * home page's first paint does not carry them.
 */

/** What the product's Reschedule does (docs/product/bookings.md#reschedule), prefilled in the wizard. */
export const DEFAULT_RESCHEDULING_RULES =
  "Reschedule once, with no fee, up to 24 hours before your slot starts, to any free slot or court at this venue within its booking window: a dearer slot costs only the difference, a cheaper one refunds it. Within 24 hours of the slot a booking can no longer be rescheduled; cancel it instead.";

/**
 * The refund rule (docs/product/bookings.md#cancelling), which the server enforces for every
 * booking, prefilled in the wizard: free up to 24 hours, then a 25% fee.
 */
export const DEFAULT_CANCELLATION_RULES = `Free cancellation up to ${FREE_CANCELLATION_HOURS} hours before the slot starts: the full amount is refunded. Cancellations within ${FREE_CANCELLATION_HOURS} hours carry a ${LATE_CANCELLATION_FEE_PERCENT}% fee and ${100 - LATE_CANCELLATION_FEE_PERCENT}% is refunded; no-shows are charged in full. If weather stops play, players get a full refund. Refunds reach the original payment method in 5-7 business days.`;

const hours = FREE_CANCELLATION_HOURS;
const fee = LATE_CANCELLATION_FEE_PERCENT;
const refunded = 100 - LATE_CANCELLATION_FEE_PERCENT;
const POLICY_WORDS = new Map<string, MessageDescriptor>([
  [
    DEFAULT_RESCHEDULING_RULES,
    msg`Reschedule once, with no fee, up to 24 hours before your slot starts, to any free slot or court at this venue within its booking window: a dearer slot costs only the difference, a cheaper one refunds it. Within 24 hours of the slot a booking can no longer be rescheduled; cancel it instead.`,
  ],
  [
    DEFAULT_CANCELLATION_RULES,
    msg`Free cancellation up to ${hours} hours before the slot starts: the full amount is refunded. Cancellations within ${hours} hours carry a ${fee}% fee and ${refunded}% is refunded; no-shows are charged in full. If weather stops play, players get a full refund. Refunds reach the original payment method in 5-7 business days.`,
  ],
]);

/** A prefilled policy's words, or undefined for a policy the owner wrote or changed. */
function policyWords(text: string): MessageDescriptor | undefined {
  return POLICY_WORDS.get(text.trim());
}

/** A policy the wizard prefilled, in the language on screen; one the owner wrote, as written. */
export function usePolicyWords(): (text: string) => string {
  const { i18n } = useLingui();
  return useCallback(
    (text: string) => {
      const words = policyWords(text);
      return words ? i18n._(words) : text;
    },
    [i18n],
  );
}
