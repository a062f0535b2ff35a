import { formatDate } from "@crease/core/format";
import { formatRupees } from "@crease/core/money";
import type { Payout } from "@crease/core/payouts";
import { BadgeCheck, Eye, Landmark, Play } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { FilterChips } from "@/components/ui/filter-chips";
import { EmptyState, ListSkeleton, LoadError } from "@/components/ui/panel-states";
import { cn } from "@/lib/cn";
import { usePayouts } from "../api/get-payouts";
import { PAYOUT_FILTER_LABELS, PAYOUT_FILTERS, type PayoutFilter } from "../lib/payouts";
import { MarkPaidDialog, PayoutDetailsDialog, PayoutStatusBadge, RunPayoutsDialog } from "./payout-dialogs";

function shortDate(date: string): string {
  return formatDate(date, "month-day-year");
}

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
  return (
    <div className={cn("flex gap-2", className)}>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onView(payout)}
        aria-label={`Bookings in the payout to ${payout.ownerName} of ${shortDate(payout.runDate)}`}
      >
        <Eye aria-hidden="true" />
        Bookings
      </Button>
      {payout.status === "scheduled" ? (
        <Button
          variant="pitch"
          size="sm"
          onClick={() => onMarkPaid(payout)}
          // The name starts with the visible "Mark paid" so a voice-control user can say it (WCAG 2.5.3).
          aria-label={`Mark paid: the payout to ${payout.ownerName}`}
        >
          <BadgeCheck aria-hidden="true" />
          Mark paid
        </Button>
      ) : null}
    </div>
  );
}

/** Each payout: a table row on wide screens, a card below (the UI kit's DataTable). */
function PayoutRows({ payouts, onView, onMarkPaid }: RowsProps) {
  return (
    <DataTable
      rows={payouts}
      rowKey={(payout) => payout.id}
      caption="Payouts, newest run first"
      showFrom="lg"
      columns={[
        {
          header: "Owner",
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
          header: "Run",
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
          header: "Bookings",
          alignRight: true,
          cellClassName: "text-right tabular-nums",
          cell: (payout) => payout.bookingCount,
        },
        {
          header: "Gross",
          alignRight: true,
          cellClassName: "text-right tabular-nums",
          cell: (payout) => formatRupees(payout.gross),
        },
        {
          header: "Fees + refunds",
          alignRight: true,
          cellClassName: "text-right whitespace-nowrap text-slate-600 tabular-nums",
          cell: (payout) => `−${formatRupees(Number(payout.fees) + Number(payout.refunds))}`,
        },
        {
          header: "Net",
          alignRight: true,
          cellClassName: "text-right font-semibold text-slate-900 tabular-nums",
          cell: (payout) => formatRupees(payout.net),
        },
        {
          header: "Status",
          cell: (payout) => (
            <>
              <PayoutStatusBadge status={payout.status} />
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
          header: "Actions",
          alignRight: true,
          // The two buttons stack when the row is tight, so the table fits a 1366 px screen.
          cell: (payout) => (
            <PayoutActions payout={payout} onView={onView} onMarkPaid={onMarkPaid} className="flex-wrap justify-end" />
          ),
        },
      ]}
      cardsClassName="md:grid-cols-2"
      card={(payout) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{payout.ownerName}</p>
              <p className="truncate text-xs text-slate-500">{payout.ownerEmail}</p>
            </div>
            <PayoutStatusBadge status={payout.status} />
          </div>
          <div className="mt-3 flex items-end justify-between gap-3 rounded-xl bg-slate-50 px-3.5 py-3 text-sm">
            <div className="text-slate-700">
              <p>Run {shortDate(payout.runDate)}</p>
              <p className="text-xs text-slate-500">
                {payout.bookingCount} {payout.bookingCount === 1 ? "booking" : "bookings"} · gross{" "}
                {formatRupees(payout.gross)}
              </p>
            </div>
            <p className="text-lg font-bold text-slate-900 tabular-nums">{formatRupees(payout.net)}</p>
          </div>
          <PayoutActions payout={payout} onView={onView} onMarkPaid={onMarkPaid} className="mt-3 justify-end" />
        </>
      )}
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

  let body: ReactNode;
  if (list.isPending) {
    body = <ListSkeleton label="Loading payouts" rows={4} />;
  } else if (list.isError && !list.data) {
    body = <LoadError message="An error occurred while loading payouts" onRetry={() => void list.refetch()} />;
  } else if (payouts.length === 0) {
    body = (
      <EmptyState
        icon={<Landmark />}
        title={filter === "all" ? "No payouts yet" : `No ${filter} payouts`}
        action={
          filter === "all" ? (
            <Button variant="outline" onClick={() => setRunning(true)}>
              <Play aria-hidden="true" />
              Run payouts for a Tuesday
            </Button>
          ) : undefined
        }
      >
        Every Tuesday each owner whose earnings reach ₹500 gets a payout; smaller balances are carried over.
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
            Payouts
          </h2>
          <p className="text-sm text-slate-500">
            Weekly owner payouts: earnings (less refunds and the 8% fee on the price before GST) plus the GST collected
            for each owner.
            {scheduledCount > 0 ? (
              <>
                {" "}
                <span className="font-semibold text-amber-800">
                  {scheduledCount} to send · {formatRupees(toSend)}
                </span>
              </>
            ) : null}
          </p>
        </div>
        <Button onClick={() => setRunning(true)} className="self-start sm:self-auto">
          <Play aria-hidden="true" />
          Run payouts
        </Button>
      </div>
      <FilterChips
        label="Payout status"
        options={PAYOUT_FILTERS}
        labels={PAYOUT_FILTER_LABELS}
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
