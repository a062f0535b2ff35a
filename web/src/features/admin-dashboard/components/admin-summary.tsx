import type { AdminSummary as Summary } from "@crease/core/analytics";
import { formatDate } from "@crease/core/format";
import { formatCount, formatRupees } from "@crease/core/money";
import { ArrowRight, CalendarCheck, IndianRupee, Landmark, Percent, Store, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { LoadError } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

function StatCard({
  icon,
  label,
  value,
  children,
  tone = "brand",
  className,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  children?: ReactNode;
  tone?: "brand" | "pitch" | "blue" | "amber";
  className?: string;
  testId?: string;
}) {
  return (
    <Card className={cn("flex min-w-0 flex-col p-4 sm:p-5", className)} data-testid={testId}>
      <div className="flex items-center gap-2.5 sm:gap-3">
        <span
          className={cn(
            "flex size-9 shrink-0 items-center justify-center rounded-xl ring-1 [&_svg]:size-[18px]",
            tone === "brand" && "bg-brand-50 text-brand-700 ring-brand-100",
            tone === "pitch" && "bg-pitch-50 text-pitch-700 ring-pitch-100",
            tone === "blue" && "bg-blue-50 text-blue-700 ring-blue-100",
            tone === "amber" && "bg-amber-50 text-amber-700 ring-amber-100",
          )}
        >
          {icon}
        </span>
        <h3 className="text-sm leading-tight font-medium text-slate-600">{label}</h3>
      </div>
      <p className="mt-3 text-xl leading-none font-bold tracking-tight text-slate-900 tabular-nums sm:text-[28px]">
        {value}
      </p>
      {children ? <div className="mt-2.5 text-[13px] text-slate-600 sm:text-sm">{children}</div> : null}
    </Card>
  );
}

function Stat({ label, value, className }: { label: string; value: ReactNode; className?: string }) {
  return (
    <span className={cn("whitespace-nowrap", className)}>
      <span className="font-semibold text-slate-800 tabular-nums">{value}</span> {label}
    </span>
  );
}

/** Facts in one line of text, wrapping between words like a sentence would. */
function Facts({ children }: { children: ReactNode[] }) {
  return (
    <p>
      {children.map((child, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of inline facts
        <span key={index}>
          {index > 0 ? (
            <span className="text-slate-300" aria-hidden="true">
              {" · "}
            </span>
          ) : null}
          {index > 0 ? <span className="sr-only">, </span> : null}
          {child}
        </span>
      ))}
    </p>
  );
}

function SummarySkeleton() {
  return (
    <div role="status" aria-label="Loading the summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
        <div key={i} className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card">
          <div className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-xl" />
            <Skeleton className="h-4 w-24" />
          </div>
          <Skeleton className="mt-4 h-7 w-28" />
          <Skeleton className="mt-3 h-4 w-3/4" />
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
 * The six summary cards (venues by status with pending highlighted, users, bookings, gross
 * booking value, platform fees, scheduled payouts) from GET /api/analytics/summary.
 */
export function AdminSummary({ summary, isPending, isError, onRetry, onReviewPending }: AdminSummaryProps) {
  if (isPending) return <SummarySkeleton />;
  if (isError || !summary) {
    return <LoadError message="An error occurred while loading the summary" onRetry={onRetry} />;
  }
  const { venues, users, bookings, period } = summary;
  const waiting = venues.pending > 0;

  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="sr-only">
        Summary, {formatDate(period.from, "month-day-year")} to {formatDate(period.to, "month-day-year")}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <StatCard
          icon={<Store />}
          label="Venues"
          value={formatCount(venues.total)}
          tone={waiting ? "amber" : "brand"}
          className={cn("col-span-2 sm:col-span-1", waiting && "bg-amber-50/40 ring-2 ring-amber-300/70")}
          testId="summary-venues"
        >
          <div className="flex flex-wrap items-center gap-1.5">
            <button
              type="button"
              onClick={onReviewPending}
              className={cn(
                "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 transition-colors ring-inset",
                waiting
                  ? "bg-amber-100 text-amber-900 ring-amber-300 hover:bg-amber-200"
                  : "bg-slate-100 text-slate-600 ring-slate-200 hover:bg-slate-200",
              )}
            >
              {venues.pending} pending
              {waiting ? <ArrowRight className="size-3" aria-hidden="true" /> : null}
            </button>
            <span className="rounded-full bg-pitch-50 px-2.5 py-0.5 text-xs font-semibold text-pitch-700 ring-1 ring-pitch-200 ring-inset">
              {venues.approved} approved
            </span>
            <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-700 ring-1 ring-red-200 ring-inset">
              {venues.rejected} rejected
            </span>
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200 ring-inset">
              {venues.suspended} suspended
            </span>
          </div>
          <p className="mt-2 text-xs text-slate-500">{summary.newVenues} listed in this period</p>
        </StatCard>

        <StatCard icon={<Users />} label="Users" value={formatCount(users.total)} tone="blue">
          <Facts>
            {[
              <Stat key="p" label={users.player === 1 ? "player" : "players"} value={formatCount(users.player)} />,
              <Stat key="o" label={users.owner === 1 ? "owner" : "owners"} value={formatCount(users.owner)} />,
              <Stat key="a" label={users.admin === 1 ? "admin" : "admins"} value={formatCount(users.admin)} />,
            ]}
          </Facts>
          <p className="mt-1 text-xs text-slate-500">
            {summary.newUsers} joined in this period{users.suspended > 0 ? ` · ${users.suspended} suspended` : ""}
          </p>
        </StatCard>

        {/* The total counts the bookings that stand (confirmed + completed): the two figures beside it add
            up to it, and the cancelled and disputed ones are said apart, outside the total. */}
        <StatCard icon={<CalendarCheck />} label="Bookings" value={formatCount(bookings.total)} tone="pitch">
          <Facts>
            {[
              <Stat key="c" label="confirmed" value={formatCount(bookings.confirmed)} />,
              <Stat key="d" label="completed" value={formatCount(bookings.completed)} />,
            ]}
          </Facts>
          <p className="mt-1 text-xs text-slate-500">
            Dated in this period · also {formatCount(bookings.cancelled)} cancelled
            {bookings.disputed > 0 ? (
              <span className="font-medium text-brand-700">, {formatCount(bookings.disputed)} disputed</span>
            ) : null}
          </p>
        </StatCard>

        <StatCard icon={<IndianRupee />} label="Gross booking value" value={formatRupees(summary.grossBookingValue)}>
          <p>
            <span className="font-semibold text-slate-800 tabular-nums">{formatRupees(summary.refunds)}</span> refunded
          </p>
        </StatCard>

        <StatCard icon={<Percent />} label="Platform fees" value={formatRupees(summary.platformFees)} tone="pitch">
          <p>
            Owners earn{" "}
            <span className="font-semibold text-slate-800 tabular-nums">{formatRupees(summary.ownerEarnings)}</span>
          </p>
          <p>
            GST collected for owners{" "}
            <span className="font-semibold text-slate-800 tabular-nums">{formatRupees(summary.gstCollected)}</span>
          </p>
        </StatCard>

        <StatCard
          icon={<Landmark />}
          label="Scheduled payouts"
          value={formatRupees(summary.payoutsScheduled)}
          tone="blue"
          className="col-span-2 sm:col-span-1"
        >
          <p>
            <span className="font-semibold text-slate-800 tabular-nums">{formatRupees(summary.payoutsPaid)}</span> paid
            out in this period
          </p>
        </StatCard>
      </div>
    </section>
  );
}
