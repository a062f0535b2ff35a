import type { AdminSummary as Summary } from "@crease/core/analytics";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, CalendarCheck, IndianRupee, Landmark, Percent, Store, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { LoadError } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";

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

/** "12 players": the count in bold; `children` is the whole phrase, with the count inside it. */
function Stat({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={cn("whitespace-nowrap", className)}>{children}</span>;
}

/** A figure in bold inside a sentence. */
function Figure({ children }: { children: ReactNode }) {
  return <span className="font-semibold text-slate-800 tabular-nums">{children}</span>;
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
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading the summary`} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
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
  const { pending, approved, rejected, suspended } = venues;
  const newVenues = summary.newVenues;
  const newUsers = summary.newUsers;
  const suspendedUsers = users.suspended;
  const { player: playerCount, owner: ownerCount, admin: adminCount } = users;
  const players = format.count(users.player);
  const owners = format.count(users.owner);
  const admins = format.count(users.admin);
  const confirmed = format.count(bookings.confirmed);
  const completed = format.count(bookings.completed);
  const cancelled = format.count(bookings.cancelled);
  const disputed = format.count(bookings.disputed);
  const refunded = format.rupees(summary.refunds);
  const ownerEarnings = format.rupees(summary.ownerEarnings);
  const gst = format.rupees(summary.gstCollected);
  const paidOut = format.rupees(summary.payoutsPaid);

  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="sr-only">
        <Trans>
          Summary, {from} to {to}
        </Trans>
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <StatCard
          icon={<Store />}
          label={t`Venues`}
          value={format.count(venues.total)}
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
              <Trans>{pending} pending</Trans>
              {waiting ? <ArrowRight className="size-3" aria-hidden="true" /> : null}
            </button>
            <span className="rounded-full bg-pitch-50 px-2.5 py-0.5 text-xs font-semibold text-pitch-700 ring-1 ring-pitch-200 ring-inset">
              <Trans>{approved} approved</Trans>
            </span>
            <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-700 ring-1 ring-red-200 ring-inset">
              <Trans>{rejected} rejected</Trans>
            </span>
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200 ring-inset">
              <Trans>{suspended} suspended</Trans>
            </span>
          </div>
          <p className="mt-2 text-xs text-slate-500">
            <Trans>{newVenues} listed in this period</Trans>
          </p>
        </StatCard>

        <StatCard icon={<Users />} label={t`Users`} value={format.count(users.total)} tone="blue">
          <Facts>
            {[
              <Stat key="p">
                <Trans>
                  <Figure>{players}</Figure> <Plural value={playerCount} one="player" other="players" />
                </Trans>
              </Stat>,
              <Stat key="o">
                <Trans>
                  <Figure>{owners}</Figure> <Plural value={ownerCount} one="owner" other="owners" />
                </Trans>
              </Stat>,
              <Stat key="a">
                <Trans>
                  <Figure>{admins}</Figure> <Plural value={adminCount} one="admin" other="admins" />
                </Trans>
              </Stat>,
            ]}
          </Facts>
          <p className="mt-1 text-xs text-slate-500">
            {suspendedUsers > 0 ? (
              <Trans>
                {newUsers} joined in this period · {suspendedUsers} suspended
              </Trans>
            ) : (
              <Trans>{newUsers} joined in this period</Trans>
            )}
          </p>
        </StatCard>

        {/* The total counts the bookings that stand (confirmed + completed): the two figures beside it add
            up to it, and the cancelled and disputed ones are said apart, outside the total. */}
        <StatCard icon={<CalendarCheck />} label={t`Bookings`} value={format.count(bookings.total)} tone="pitch">
          <Facts>
            {[
              <Stat key="c">
                <Trans>
                  <Figure>{confirmed}</Figure> confirmed
                </Trans>
              </Stat>,
              <Stat key="d">
                <Trans>
                  <Figure>{completed}</Figure> completed
                </Trans>
              </Stat>,
            ]}
          </Facts>
          <p className="mt-1 text-xs text-slate-500">
            {bookings.disputed > 0 ? (
              <Trans>
                Dated in this period · also {cancelled} cancelled
                <span className="font-medium text-brand-700">, {disputed} disputed</span>
              </Trans>
            ) : (
              <Trans>Dated in this period · also {cancelled} cancelled</Trans>
            )}
          </p>
        </StatCard>

        <StatCard
          icon={<IndianRupee />}
          label={t`Gross booking value`}
          value={format.rupees(summary.grossBookingValue)}
        >
          <p>
            <Trans>
              <Figure>{refunded}</Figure> refunded
            </Trans>
          </p>
        </StatCard>

        <StatCard icon={<Percent />} label={t`Platform fees`} value={format.rupees(summary.platformFees)} tone="pitch">
          <p>
            <Trans>
              Owners earn <Figure>{ownerEarnings}</Figure>
            </Trans>
          </p>
          <p>
            <Trans>
              GST collected for owners <Figure>{gst}</Figure>
            </Trans>
          </p>
        </StatCard>

        <StatCard
          icon={<Landmark />}
          label={t`Scheduled payouts`}
          value={format.rupees(summary.payoutsScheduled)}
          tone="blue"
          className="col-span-2 sm:col-span-1"
        >
          <p>
            <Trans>
              <Figure>{paidOut}</Figure> paid out in this period
            </Trans>
          </p>
        </StatCard>
      </div>
    </section>
  );
}
