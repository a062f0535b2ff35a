import type { AdminSummary } from "@crease/core/analytics";
import { Trans, useLingui } from "@lingui/react/macro";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useSummary } from "../api/get-summary";
import type { PeriodRange } from "../lib/tabs";

/** One term of the sum: its name, the figure, and what it counts. */
function Term({ label, value, note, strong }: { label: string; value: string; note: string; strong?: boolean }) {
  return (
    <div
      className={cn(
        "min-w-0 lg:flex-1",
        strong ? "rounded-xl bg-brand-50/70 px-3 py-2 ring-1 ring-brand-100" : "px-1 py-2",
      )}
    >
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-base font-bold text-slate-900 tabular-nums">{value}</dd>
      <dd className="max-w-44 text-[11px] leading-snug text-slate-600 lg:max-w-none">{note}</dd>
    </div>
  );
}

function Sign({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="self-center px-0.5 text-lg font-semibold text-slate-400">
      {children}
    </span>
  );
}

/**
 * How the overview's money figures add up (issue 46: the booking value, the chart's revenue, the
 * owners' earnings and the scheduled payouts disagreed without a word). Every figure is the
 * server's (GET /api/analytics/summary; analytics/service.ts), so the sum holds to the paisa:
 * booking value − refunds = revenue (the chart's); revenue − GST − Crease's fee = owners' earnings.
 * Scheduled payouts are apart: what runs have written and not yet sent, whatever the bookings' dates.
 */
export function MoneyLine({ summary }: { summary: AdminSummary }) {
  const { t } = useLingui();
  const format = useFormat();
  const paidOut = format.rupees(summary.payoutsPaid);
  const scheduled = format.rupees(summary.payoutsScheduled);
  return (
    <Card className="p-4 sm:p-5" data-testid="money-line">
      <h3 className="font-semibold text-slate-900">
        <Trans>How the money adds up</Trans>
      </h3>
      <p className="text-xs text-slate-500">
        <Trans>Bookings dated in this period, as in the chart</Trans>
      </p>
      <dl
        className="mt-2 flex flex-wrap items-start gap-x-2 gap-y-1 lg:flex-nowrap"
        aria-label={t`Booking value minus refunds is the revenue; revenue minus GST and Crease's fee is the owners' earnings`}
      >
        <Term
          label={t`Booking value`}
          value={format.rupees(summary.grossBookingValue)}
          note={t`Paid online, incl. GST, before refunds`}
        />
        <Sign>−</Sign>
        <Term label={t`Refunds`} value={format.rupees(summary.refunds)} note={t`Of that money`} />
        <Sign>=</Sign>
        <Term
          label={t`Revenue`}
          value={format.rupees(summary.revenue)}
          note={t`The chart's revenue: paid online, net of refunds`}
          strong
        />
        <Sign>−</Sign>
        <Term
          label={t`GST`}
          value={format.rupees(summary.gstCollected)}
          note={t`Collected for the owners, paid to them with their payouts`}
        />
        <Sign>−</Sign>
        <Term
          label={t`Crease's fee`}
          value={format.rupees(summary.platformFees)}
          note={t`8% of the price without GST, on credit played too`}
        />
        <Sign>=</Sign>
        <Term
          label={t`Owners' earnings`}
          value={format.rupees(summary.ownerEarnings)}
          note={t`After refunds, GST and Crease's fee`}
          strong
        />
      </dl>
      <p className="mt-2 border-t border-slate-100 pt-2 text-xs text-slate-600">
        <Trans>
          Scheduled payouts, <span className="font-semibold text-slate-800 tabular-nums">{scheduled}</span>: owners'
          earnings plus their GST that payout runs have written and not yet sent, from bookings of any date.{" "}
          <span className="font-semibold text-slate-800 tabular-nums">{paidOut}</span> was sent in this period.
        </Trans>
      </p>
    </Card>
  );
}

/** The money line for the period, once the summary has come (the summary row shows its own loading and errors). */
export function PeriodMoneyLine({ period }: { period: PeriodRange }) {
  const summary = useSummary(period);
  if (summary.isPending) return <Skeleton className="h-32 w-full rounded-2xl" />;
  if (!summary.data) return null;
  return <MoneyLine summary={summary.data} />;
}
