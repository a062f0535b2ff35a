import type { AdminRefund } from "@crease/core/contracts/refunds";
import { formatDate, formatTimeAndDate } from "@crease/core/format";
import { formatRupees } from "@crease/core/money";
import { REFUND_REASON_TEXT } from "@crease/core/refunds";
import { slotLabel } from "@crease/core/slots";
import { ReceiptIndianRupee } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState, ListSkeleton, LoadError } from "@/components/ui/panel-states";
import { useRefunds } from "../api/get-refunds";

function RefundStatus({ refund }: { refund: AdminRefund }) {
  return refund.status === "processed" ? (
    <Badge tone="pitch" className="whitespace-nowrap">
      <span className="size-1.5 rounded-full bg-pitch-500" aria-hidden="true" />
      Refunded
    </Badge>
  ) : (
    <Badge tone="amber" className="whitespace-nowrap">
      <span className="size-1.5 rounded-full bg-amber-500" aria-hidden="true" />
      Pending
    </Badge>
  );
}

/** Attempts, the provider's last answer and the next try, or when the provider took it. */
function Progress({ refund }: { refund: AdminRefund }) {
  if (refund.status === "processed") {
    return (
      <p className="text-xs text-slate-500">
        {refund.processedAt ? formatTimeAndDate(refund.processedAt) : null}
        {refund.providerRefundId ? <span className="block font-mono">{refund.providerRefundId}</span> : null}
      </p>
    );
  }
  return (
    <div className="text-xs text-slate-600">
      <p>
        {refund.attempts === 0 ? "Not tried yet" : `${refund.attempts} ${refund.attempts === 1 ? "try" : "tries"}`}
        {refund.nextAttemptAt ? ` · next ${formatTimeAndDate(refund.nextAttemptAt)}` : null}
      </p>
      {/* Tried, failed, and no next try: its job stopped retrying and waits for an admin's Retry. */}
      {refund.attempts > 0 && !refund.nextAttemptAt ? (
        <p className="mt-0.5 font-semibold text-red-700">Stopped retrying · retry it under Stopped retrying above</p>
      ) : null}
      {refund.lastError ? (
        <p className="mt-0.5 break-words text-red-700" title={refund.lastError}>
          {refund.lastError}
        </p>
      ) : null}
    </div>
  );
}

/** Each refund: a table row on wide screens, a card below (the UI kit's DataTable). */
function RefundRows({ refunds }: { refunds: AdminRefund[] }) {
  return (
    <DataTable
      rows={refunds}
      rowKey={(refund) => refund.id}
      caption="Refunds, pending first"
      showFrom="lg"
      rowAlign="top"
      columns={[
        {
          header: "Booking",
          cell: (refund) => (
            <>
              <p className="font-semibold text-slate-900">{refund.venueName}</p>
              <p className="text-xs text-slate-500">
                #{refund.bookingId} · {formatDate(refund.date, "month-day-year")}, {slotLabel(refund.slot)}
              </p>
            </>
          ),
        },
        {
          header: "Player",
          cell: (refund) => (
            <>
              <p className="text-slate-800">{refund.playerName}</p>
              <p className="text-xs text-slate-500">{refund.playerEmail}</p>
            </>
          ),
        },
        { header: "Reason", cellClassName: "text-slate-700", cell: (refund) => REFUND_REASON_TEXT[refund.reason] },
        {
          header: "Amount",
          alignRight: true,
          cellClassName: "text-right whitespace-nowrap tabular-nums",
          cell: (refund) => (
            <>
              <span className="font-semibold text-slate-900">{formatRupees(refund.amount)}</span>
              <p className="text-xs text-slate-500">of {formatRupees(refund.paid)}</p>
            </>
          ),
        },
        { header: "Status", cell: (refund) => <RefundStatus refund={refund} /> },
        { header: "Attempts", cellClassName: "max-w-xs", cell: (refund) => <Progress refund={refund} /> },
      ]}
      cardsClassName="grid-cols-1 md:grid-cols-2"
      cardItemClassName="min-w-0"
      card={(refund) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{refund.venueName}</p>
              <p className="truncate text-xs text-slate-500">
                #{refund.bookingId} · {formatDate(refund.date, "month-day-year")}, {slotLabel(refund.slot)}
              </p>
            </div>
            <RefundStatus refund={refund} />
          </div>
          <div className="mt-3 flex items-end justify-between gap-3 rounded-xl bg-slate-50 px-3.5 py-3 text-sm">
            <div className="min-w-0 text-slate-700">
              <p className="truncate">{refund.playerName}</p>
              <p className="text-xs text-slate-500">{REFUND_REASON_TEXT[refund.reason]}</p>
            </div>
            <p className="text-lg font-bold whitespace-nowrap text-slate-900 tabular-nums">
              {formatRupees(refund.amount)}
            </p>
          </div>
          <div className="mt-3">
            <Progress refund={refund} />
          </div>
        </>
      )}
    />
  );
}

/**
 * The Refunds tab: refunds still waiting for the payment provider, with why they are owed, how
 * often they were tried, the provider's last answer and the next try; then the latest done.
 */
export function RefundsPanel() {
  const list = useRefunds();
  const refunds = list.data?.refunds ?? [];
  const pending = refunds.filter((r) => r.status === "pending");
  const owed = pending.reduce((sum, r) => sum + Number(r.amount), 0);

  let body: ReactNode;
  if (list.isPending) {
    body = <ListSkeleton label="Loading refunds" rows={4} />;
  } else if (list.isError && !list.data) {
    body = <LoadError message="An error occurred while loading refunds" onRetry={() => void list.refetch()} />;
  } else if (refunds.length === 0) {
    body = (
      <EmptyState icon={<ReceiptIndianRupee />} title="No refunds yet">
        Cancelled bookings and payments that arrived after their hold ran out are refunded here automatically.
      </EmptyState>
    );
  } else {
    body = (
      <div>
        <RefundRows refunds={refunds} />
      </div>
    );
  }

  return (
    <section aria-labelledby="refunds-heading" className="space-y-4">
      <div>
        <h2 id="refunds-heading" className="text-lg font-semibold text-slate-900">
          Refunds
        </h2>
        <p className="text-sm text-slate-500">
          Each is sent to the payment provider once and retried until it is accepted.
          {pending.length > 0 ? (
            <>
              {" "}
              <span className="font-semibold text-amber-800">
                {pending.length} pending · {formatRupees(owed)}
              </span>
            </>
          ) : null}
        </p>
      </div>
      {body}
    </section>
  );
}
