import type { AdminSummary as Summary } from "@crease/core/analytics";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { LoadError } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";

/** One small figure of the summary row: its name, the figure, and what it counts in a few words. */
function Figure({
  label,
  value,
  note,
  testId,
  className,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={cn("min-w-0 px-3 py-2.5 sm:px-4", className)} data-testid={testId}>
      <dt className="truncate text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-lg leading-tight font-bold text-slate-900 tabular-nums">{value}</dd>
      {note ? <dd className="mt-0.5 text-xs leading-snug text-slate-500">{note}</dd> : null}
    </div>
  );
}

const ROW =
  "grid grid-cols-2 divide-slate-100 rounded-2xl border border-slate-200/80 bg-white shadow-card sm:grid-cols-3 lg:grid-cols-6 lg:divide-x";

function SummarySkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading the summary`} className={ROW}>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
        <div key={i} className="px-4 py-2.5">
          <Skeleton className="h-3 w-20" />
          <Skeleton className="mt-2 h-5 w-24" />
        </div>
      ))}
    </div>
  );
}

interface AdminSummaryProps {
  summary: Summary | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Opens the Venues tab filtered to pending venues. */
  onReviewPending: () => void;
}

/**
 * The summary above every tab, as one row of small figures (issue 46: six cards pushed each tab's
 * content below the fold at 1366 × 768): venues with the pending ones to review, users, bookings,
 * and the three money figures people ask about first, each saying what it counts. How the money
 * figures add up is on the Overview tab (MoneyLine). From GET /api/analytics/summary.
 */
export function AdminSummary({ summary, isPending, isError, onRetry, onReviewPending }: AdminSummaryProps) {
  const { t } = useLingui();
  const format = useFormat();
  if (isPending) return <SummarySkeleton />;
  if (isError || !summary) {
    return <LoadError message={t`An error occurred while loading the summary`} onRetry={onRetry} />;
  }
  const { venues, users, bookings, period } = summary;
  const waiting = venues.pending > 0;
  const from = format.date(period.from, "month-day-year");
  const to = format.date(period.to, "month-day-year");
  const pending = venues.pending;
  const players = format.count(users.player);
  const owners = format.count(users.owner);
  const cancelled = format.count(bookings.cancelled);
  const disputed = format.count(bookings.disputed);

  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="sr-only">
        <Trans>
          Summary, {from} to {to}
        </Trans>
      </h2>
      <dl className={ROW}>
        <Figure
          label={t`Venues`}
          value={format.count(venues.total)}
          testId="summary-venues"
          className={cn(waiting && "rounded-tl-2xl bg-amber-50/60 lg:rounded-l-2xl")}
          note={
            <button
              type="button"
              onClick={onReviewPending}
              className={cn(
                "inline-flex items-center gap-1 rounded-full px-2 py-px text-xs font-semibold ring-1 transition-colors ring-inset",
                waiting
                  ? "bg-amber-100 text-amber-900 ring-amber-300 hover:bg-amber-200"
                  : "bg-slate-100 text-slate-600 ring-slate-200 hover:bg-slate-200",
              )}
            >
              <Trans>{pending} pending</Trans>
              {waiting ? <ArrowRight className="size-3" aria-hidden="true" /> : null}
            </button>
          }
        />
        <Figure
          label={t`Users`}
          value={format.count(users.total)}
          note={
            <Trans>
              {players} players · {owners} owners
            </Trans>
          }
        />
        <Figure
          label={t`Bookings`}
          value={format.count(bookings.total)}
          note={
            bookings.disputed > 0 ? (
              <Trans>
                Confirmed and completed · {cancelled} cancelled,{" "}
                <span className="font-medium text-brand-700">{disputed} disputed</span>
              </Trans>
            ) : (
              <Trans>Confirmed and completed · {cancelled} cancelled</Trans>
            )
          }
        />
        <Figure
          label={t`Booking value`}
          value={format.rupees(summary.grossBookingValue)}
          note={<Trans>Paid online, incl. GST, before refunds</Trans>}
          testId="summary-booking-value"
        />
        <Figure
          label={t`Owners' earnings`}
          value={format.rupees(summary.ownerEarnings)}
          note={<Trans>After refunds, GST and Crease's fee</Trans>}
          testId="summary-owner-earnings"
        />
        <Figure
          label={t`Scheduled payouts`}
          value={format.rupees(summary.payoutsScheduled)}
          note={<Trans>Not yet sent, from any dates</Trans>}
          testId="summary-payouts-scheduled"
        />
      </dl>
    </section>
  );
}
