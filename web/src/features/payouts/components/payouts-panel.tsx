import { PLATFORM_FEE_PERCENT } from "@crease/core/analytics";
import type { Payout } from "@crease/core/payouts";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, Clock, Eye, Landmark, Play } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { FilterChips } from "@/components/ui/filter-chips";
import { EmptyState, ListSkeleton, LoadError } from "@/components/ui/panel-states";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { usePayouts } from "../api/get-payouts";
import { PAYOUT_FILTER_LABELS, PAYOUT_FILTERS, type PayoutFilter } from "../lib/payouts";
import { MarkPaidDialog } from "./mark-paid-dialog";
import { PayoutDetailsDialog, PayoutStatusBadge, RunPayoutsDialog } from "./payout-dialogs";

interface RowsProps {
  payouts: Payout[];
  onView: (payout: Payout) => void;
  onMarkPaid: (payout: Payout) => void;
}

function PayoutActions({
  payout,
  onView,
  onMarkPaid,
  className,
}: Omit<RowsProps, "payouts"> & { payout: Payout; className?: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const owner = payout.ownerName;
  const run = format.date(payout.runDate, "month-day-year");
  return (
    <div className={cn("flex gap-2", className)}>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onView(payout)}
        aria-label={t`Bookings in the payout to ${owner} of ${run}`}
      >
        <Eye aria-hidden="true" />
        <Trans>Bookings</Trans>
      </Button>
      {payout.status === "scheduled" ? (
        <Button
          variant="pitch"
          size="sm"
          onClick={() => onMarkPaid(payout)}
          // The name starts with the visible "Mark paid" so a voice-control user can say it (WCAG 2.5.3).
          aria-label={t`Mark paid: the payout to ${owner}`}
        >
          <BadgeCheck aria-hidden="true" />
          <Trans>Mark paid</Trans>
        </Button>
      ) : null}
    </div>
  );
}

/** A scheduled payout whose owner changed their payout account in the last 24 hours waits. */
function HeldNote({ payout }: { payout: Payout }) {
  const format = useFormat();
  if (!payout.heldUntil) return null;
  const until = format.timeAndDate(payout.heldUntil);
  return (
    <p className="mt-0.5 flex items-center gap-1 text-[11px] font-medium text-amber-800">
      <Clock className="size-3" aria-hidden="true" />
      <Trans>Held until {until}</Trans>
    </p>
  );
}

/** Each payout: a table row on wide screens, a card below (the UI kit's DataTable). */
function PayoutRows({ payouts, onView, onMarkPaid }: RowsProps) {
  const { t } = useLingui();
  const format = useFormat();
  const shortDate = (date: string) => format.date(date, "month-day-year");
  return (
    <DataTable
      rows={payouts}
      rowKey={(payout) => payout.id}
      caption={t`Payouts, newest run first`}
      showFrom="lg"
      columns={[
        {
          header: t`Owner`,
          // Wide enough for a usual email on one line; a longer one breaks rather than widen the table.
          cellClassName: "min-w-44",
          cell: (payout) => (
            <>
              <p className="font-semibold text-slate-900">{payout.ownerName}</p>
              <p className="text-xs [overflow-wrap:anywhere] text-slate-500">{payout.ownerEmail}</p>
            </>
          ),
        },
        {
          header: t`Run`,
          cell: (payout) => (
            <>
              <span className="whitespace-nowrap text-slate-800">{shortDate(payout.runDate)}</span>
              {/* The period may wrap after its dash, leaving room for the actions. */}
              <p className="text-xs text-slate-500">
                <span className="whitespace-nowrap">{shortDate(payout.periodStart)} –</span>{" "}
                <span className="whitespace-nowrap">{shortDate(payout.periodEnd)}</span>
              </p>
            </>
          ),
        },
        {
          header: t`Bookings`,
          alignRight: true,
          cellClassName: "text-right tabular-nums",
          cell: (payout) => payout.bookingCount,
        },
        {
          header: t`Gross`,
          alignRight: true,
          cellClassName: "text-right tabular-nums",
          cell: (payout) => format.rupees(payout.gross),
        },
        {
          header: t`Fees + refunds`,
          alignRight: true,
          cellClassName: "text-right whitespace-nowrap text-slate-600 tabular-nums",
          cell: (payout) => `−${format.rupees(Number(payout.fees) + Number(payout.refunds))}`,
        },
        {
          header: t`Net`,
          alignRight: true,
          cellClassName: "text-right font-semibold text-slate-900 tabular-nums",
          cell: (payout) => format.rupees(payout.net),
        },
        {
          header: t`Status`,
          cell: (payout) => (
            <>
              <PayoutStatusBadge status={payout.status} />
              <HeldNote payout={payout} />
              {payout.reference ? (
                // A bank reference is one long word: it breaks anywhere rather than widen the table.
                <p className="mt-0.5 max-w-40 font-mono text-[11px] [overflow-wrap:anywhere] text-slate-500">
                  {payout.reference}
                </p>
              ) : null}
            </>
          ),
        },
        {
          header: t`Actions`,
          alignRight: true,
          // The two buttons stack when the row is tight, so the table fits a 1366 px screen.
          cell: (payout) => (
            <PayoutActions payout={payout} onView={onView} onMarkPaid={onMarkPaid} className="flex-wrap justify-end" />
          ),
        },
      ]}
      cardsClassName="md:grid-cols-2"
      card={(payout) => {
        const runDate = shortDate(payout.runDate);
        const gross = format.rupees(payout.gross);
        return (
          <>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{payout.ownerName}</p>
                <p className="truncate text-xs text-slate-500">{payout.ownerEmail}</p>
              </div>
              <div className="text-right">
                <PayoutStatusBadge status={payout.status} />
                <HeldNote payout={payout} />
              </div>
            </div>
            <div className="mt-3 flex items-end justify-between gap-3 rounded-xl bg-slate-50 px-3.5 py-3 text-sm">
              <div className="text-slate-700">
                <p>{t`Run ${runDate}`}</p>
                <p className="text-xs text-slate-500">
                  <Plural
                    value={payout.bookingCount}
                    one={`# booking · gross ${gross}`}
                    other={`# bookings · gross ${gross}`}
                  />
                </p>
              </div>
              <p className="text-lg font-bold text-slate-900 tabular-nums">{format.rupees(payout.net)}</p>
            </div>
            <PayoutActions payout={payout} onView={onView} onMarkPaid={onMarkPaid} className="mt-3 justify-end" />
          </>
        );
      }}
    />
  );
}

/**
 * The Payouts tab: every owner's payouts (GET /api/payouts), a status filter, Mark paid with a
 * reference, the payout's bookings, and "Run payouts for a Tuesday".
 */
export function PayoutsPanel() {
  const [filter, setFilter] = useState<PayoutFilter>("all");
  const list = usePayouts(filter === "all" ? null : filter);
  const [viewId, setViewId] = useState<number | null>(null);
  const [paying, setPaying] = useState<Payout | null>(null);
  const [running, setRunning] = useState(false);

  const payouts = list.data?.payouts ?? [];
  const toSend = useMemo(
    () => payouts.filter((p) => p.status === "scheduled").reduce((sum, p) => sum + Number(p.net), 0),
    [payouts],
  );
  const scheduledCount = payouts.filter((p) => p.status === "scheduled").length;
  const { t, i18n } = useLingui();
  const format = useFormat();
  const toSendText = format.rupees(toSend);
  const fee = PLATFORM_FEE_PERCENT;
  const filterLabels = {
    all: i18n._(PAYOUT_FILTER_LABELS.all),
    scheduled: i18n._(PAYOUT_FILTER_LABELS.scheduled),
    paid: i18n._(PAYOUT_FILTER_LABELS.paid),
  };

  let body: ReactNode;
  if (list.isPending) {
    body = <ListSkeleton label={t`Loading payouts`} rows={4} />;
  } else if (list.isError && !list.data) {
    body = <LoadError message={t`An error occurred while loading payouts`} onRetry={() => void list.refetch()} />;
  } else if (payouts.length === 0) {
    body = (
      <EmptyState
        icon={<Landmark />}
        title={filter === "all" ? t`No payouts yet` : filter === "paid" ? t`No paid payouts` : t`No scheduled payouts`}
        action={
          filter === "all" ? (
            <Button variant="outline" onClick={() => setRunning(true)}>
              <Play aria-hidden="true" />
              <Trans>Run payouts for a Tuesday</Trans>
            </Button>
          ) : undefined
        }
      >
        <Trans>
          Every Tuesday each owner whose earnings reach ₹500 gets a payout; smaller balances are carried over.
        </Trans>
      </EmptyState>
    );
  } else {
    body = (
      <div className={cn("transition-opacity", list.isPlaceholderData && "opacity-60")}>
        <PayoutRows payouts={payouts} onView={(p) => setViewId(p.id)} onMarkPaid={setPaying} />
      </div>
    );
  }

  return (
    <section aria-labelledby="payouts-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="payouts-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Payouts</Trans>
          </h2>
          <p className="text-sm text-slate-500">
            <Trans>
              Weekly owner payouts: earnings (less refunds and the {fee}% fee on the price before GST) plus the GST
              collected for each owner.
            </Trans>
            {scheduledCount > 0 ? (
              <>
                {" "}
                <span className="font-semibold text-amber-800">
                  <Trans>
                    {scheduledCount} to send · {toSendText}
                  </Trans>
                </span>
              </>
            ) : null}
          </p>
        </div>
        <Button onClick={() => setRunning(true)} className="self-start sm:self-auto">
          <Play aria-hidden="true" />
          <Trans>Run payouts</Trans>
        </Button>
      </div>
      <FilterChips
        label={t`Payout status`}
        options={PAYOUT_FILTERS}
        labels={filterLabels}
        value={filter}
        onChange={setFilter}
      />
      {body}
      <PayoutDetailsDialog payoutId={viewId} onOpenChange={(open) => !open && setViewId(null)} />
      <MarkPaidDialog payout={paying} onOpenChange={(open) => !open && setPaying(null)} />
      <RunPayoutsDialog open={running} onOpenChange={setRunning} />
    </section>
  );
}
