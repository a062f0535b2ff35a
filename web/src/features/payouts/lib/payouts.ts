/** Payout helpers for the admin: which Tuesday to run, and the run's outcome in words. */
import { formatRupees } from "@crease/core/money";
import { isTuesday, type PayoutRun, payoutRunOnOrBefore } from "@crease/core/payouts";
import { todayInIst } from "@crease/core/slots";

export const PAYOUT_FILTERS = ["all", "scheduled", "paid"] as const;
export type PayoutFilter = (typeof PAYOUT_FILTERS)[number];

export const PAYOUT_FILTER_LABELS: Record<PayoutFilter, string> = {
  all: "All",
  scheduled: "Scheduled",
  paid: "Paid",
};

/** The latest Tuesday (IST) on or before today: the run an admin would start by hand. */
export function defaultRunDate(now: Date = new Date()): string {
  return payoutRunOnOrBefore(todayInIst(now));
}

/** The date check of the run form: null when fine, else the message. */
export function runDateError(date: string, now: Date = new Date()): string | null {
  if (!date) return "Choose a Tuesday";
  if (!isTuesday(date)) return "Payout runs happen on Tuesdays: choose a Tuesday";
  if (date > todayInIst(now)) return "That Tuesday has not come yet";
  return null;
}

/** "3 payouts created (₹12,400). 2 owners below ₹500 carried over." */
export function runSummary(run: Pick<PayoutRun, "created" | "payouts" | "carriedOver">): string {
  if (!run.created) return "This Tuesday had already run: nothing new was paid.";
  const total = run.payouts.reduce((sum, payout) => sum + Number(payout.net), 0);
  const made =
    run.payouts.length === 0
      ? "No payouts were due."
      : `${run.payouts.length} ${run.payouts.length === 1 ? "payout" : "payouts"} scheduled (${formatRupees(total)}).`;
  const carried =
    run.carriedOver.length === 0
      ? ""
      : ` ${run.carriedOver.length} ${run.carriedOver.length === 1 ? "owner's balance" : "owners' balances"} below ₹500 carried over.`;
  return `${made}${carried}`;
}
