/** Payout helpers for the admin: which Tuesday to run, and the run's outcome in words (the language on screen). */
import { formatRupees } from "@crease/core/money";
import { isTuesday, type PayoutRun, payoutRunOnOrBefore } from "@crease/core/payouts";
import { todayInIst } from "@crease/core/slots";
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural, t } from "@lingui/core/macro";

export const PAYOUT_FILTERS = ["all", "scheduled", "paid"] as const;
export type PayoutFilter = (typeof PAYOUT_FILTERS)[number];

export const PAYOUT_FILTER_LABELS: Record<PayoutFilter, MessageDescriptor> = {
  all: msg`All`,
  scheduled: msg`Scheduled`,
  paid: msg`Paid`,
};

/** The latest Tuesday (IST) on or before today: the run an admin would start by hand. */
export function defaultRunDate(now: Date = new Date()): string {
  return payoutRunOnOrBefore(todayInIst(now));
}

/** The date check of the run form: null when fine, else the message. */
export function runDateError(date: string, now: Date = new Date()): string | null {
  if (!date) return t`Choose a Tuesday`;
  if (!isTuesday(date)) return t`Payout runs happen on Tuesdays: choose a Tuesday`;
  if (date > todayInIst(now)) return t`That Tuesday has not come yet`;
  return null;
}

/** "3 payouts created (₹12,400). 2 owners below ₹500 carried over." */
export function runSummary(run: Pick<PayoutRun, "created" | "payouts" | "carriedOver">): string {
  if (!run.created) return t`This Tuesday had already run: nothing new was paid.`;
  const total = formatRupees(run.payouts.reduce((sum, payout) => sum + Number(payout.net), 0));
  const made =
    run.payouts.length === 0
      ? t`No payouts were due.`
      : plural(run.payouts.length, {
          one: `# payout scheduled (${total}).`,
          other: `# payouts scheduled (${total}).`,
        });
  const carried =
    run.carriedOver.length === 0
      ? ""
      : plural(run.carriedOver.length, {
          one: "# owner's balance below ₹500 carried over.",
          other: "# owners' balances below ₹500 carried over.",
        });
  return carried ? `${made} ${carried}` : made;
}
