import type { AdminRefund } from "@crease/core/contracts/refunds";
import type { RefundReason } from "@crease/core/refunds";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ReceiptIndianRupee } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState, ListSkeleton, LoadError } from "@/components/ui/panel-states";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { useRefunds } from "../api/get-refunds";

/** Why a refund is owed (core's REFUND_REASON_TEXT, in the language on screen). */
const REASON_TEXT: Record<RefundReason, MessageDescriptor> = {
  player_cancelled: msg`Cancelled by the player`,
  owner_cancelled: msg`Cancelled by the venue`,
  admin_cancelled: msg`Cancelled by an admin`,
  late_payment: msg`Paid after the hold ran out`,
  duplicate_payment: msg`Paid twice for one booking`,
  rescheduled: msg`Moved to a cheaper slot`,
  split_share: msg`A teammate paid their share`,
};

function Reason({ refund }: { refund: AdminRefund }) {
  const { i18n } = useLingui();
  return <>{i18n._(REASON_TEXT[refund.reason])}</>;
}

/** "#12 · Nov 28, 2026, Morning (6 AM – 10 AM)"; a charge that is not a booking's says what it paid for. */
function BookingLine({ refund }: { refund: AdminRefund }) {
  const format = useFormat();
  const words = useWords();
  if (refund.bookingId === null || refund.date === null || refund.slot === null) {
    return <Trans>Venue credit top-up</Trans>;
  }
  return (
    <>
      #{refund.bookingId} · {format.date(refund.date, "month-day-year")}, {words.slot(refund.slot)}
    </>
  );
}

/** The booking's venue, or for a charge that is not a booking's, the owner who sold it. */
const supplierOf = (refund: AdminRefund) => refund.venueName ?? refund.ownerName;

function RefundStatus({ refund }: { refund: AdminRefund }) {
  return refund.status === "processed" ? (
    <Badge tone="pitch" className="whitespace-nowrap">
      <span className="size-1.5 rounded-full bg-pitch-500" aria-hidden="true" />
      <Trans>Refunded</Trans>
    </Badge>
  ) : (
    <Badge tone="amber" className="whitespace-nowrap">
      <span className="size-1.5 rounded-full bg-amber-500" aria-hidden="true" />
      <Trans>Pending</Trans>
    </Badge>
  );
}

/** Attempts, the provider's last answer and the next try, or when the provider took it. */
function Progress({ refund }: { refund: AdminRefund }) {
  const format = useFormat();
  if (refund.status === "processed") {
    return (
      <p className="text-xs text-slate-500">
        {refund.processedAt ? format.timeAndDate(refund.processedAt) : null}
        {refund.providerRefundId ? <span className="block font-mono">{refund.providerRefundId}</span> : null}
      </p>
    );
  }
  const attempts = refund.attempts;
  const next = refund.nextAttemptAt ? format.timeAndDate(refund.nextAttemptAt) : null;
  return (
    <div className="text-xs text-slate-600">
      <p>
        {attempts === 0 && next ? (
          <Trans>Not tried yet · next {next}</Trans>
        ) : attempts === 0 ? (
          <Trans>Not tried yet</Trans>
        ) : next ? (
          <Trans>
            <Plural value={attempts} one="# try" other="# tries" /> · next {next}
          </Trans>
        ) : (
          <Plural value={attempts} one="# try" other="# tries" />
        )}
      </p>
      {/* Tried, failed, and no next try: its job stopped retrying and waits for an admin's Retry. */}
      {refund.attempts > 0 && !refund.nextAttemptAt ? (
        <p className="mt-0.5 font-semibold text-red-700">
          <Trans>Stopped retrying · retry it under Stopped retrying above</Trans>
        </p>
      ) : null}
      {refund.lastError ? (
        <p className="mt-0.5 break-words text-red-700" title={refund.lastError}>
          {refund.lastError}
        </p>
      ) : null}
    </div>
  );
}

function PaidOf({ refund }: { refund: AdminRefund }) {
  const format = useFormat();
  const paid = format.rupees(refund.paid);
  return (
    <p className="text-xs text-slate-500">
      <Trans>of {paid}</Trans>
    </p>
  );
}

/** Each refund: a table row on wide screens, a card below (the UI kit's DataTable). */
function RefundRows({ refunds }: { refunds: AdminRefund[] }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <DataTable
      rows={refunds}
      rowKey={(refund) => refund.id}
      caption={t`Refunds, pending first`}
      showFrom="lg"
      rowAlign="top"
      columns={[
        {
          header: t`Booking`,
          cell: (refund) => (
            <>
              <p className="font-semibold text-slate-900">{supplierOf(refund)}</p>
              <p className="text-xs text-slate-500">
                <BookingLine refund={refund} />
              </p>
            </>
          ),
        },
        {
          header: t`Player`,
          cell: (refund) => (
            <>
              <p className="text-slate-800">{refund.playerName}</p>
              <p className="text-xs text-slate-500">{refund.playerEmail}</p>
            </>
          ),
        },
        { header: t`Reason`, cellClassName: "text-slate-700", cell: (refund) => <Reason refund={refund} /> },
        {
          header: t`Amount`,
          alignRight: true,
          cellClassName: "text-right whitespace-nowrap tabular-nums",
          cell: (refund) => (
            <>
              <span className="font-semibold text-slate-900">{format.rupees(refund.amount)}</span>
              <PaidOf refund={refund} />
            </>
          ),
        },
        { header: t`Status`, cell: (refund) => <RefundStatus refund={refund} /> },
        { header: t`Attempts`, cellClassName: "max-w-xs", cell: (refund) => <Progress refund={refund} /> },
      ]}
      cardsClassName="grid-cols-1 md:grid-cols-2"
      cardItemClassName="min-w-0"
      card={(refund) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{supplierOf(refund)}</p>
              <p className="truncate text-xs text-slate-500">
                <BookingLine refund={refund} />
              </p>
            </div>
            <RefundStatus refund={refund} />
          </div>
          <div className="mt-3 flex items-end justify-between gap-3 rounded-xl bg-slate-50 px-3.5 py-3 text-sm">
            <div className="min-w-0 text-slate-700">
              <p className="truncate">{refund.playerName}</p>
              <p className="text-xs text-slate-500">
                <Reason refund={refund} />
              </p>
            </div>
            <p className="text-lg font-bold whitespace-nowrap text-slate-900 tabular-nums">
              {format.rupees(refund.amount)}
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
  const { t } = useLingui();
  const format = useFormat();
  const list = useRefunds();
  const refunds = list.data?.refunds ?? [];
  const pending = refunds.filter((r) => r.status === "pending");
  const owed = pending.reduce((sum, r) => sum + Number(r.amount), 0);

  const pendingCount = pending.length;
  const owedText = format.rupees(owed);

  let body: ReactNode;
  if (list.isPending) {
    body = <ListSkeleton label={t`Loading refunds`} rows={4} />;
  } else if (list.isError && !list.data) {
    body = <LoadError message={t`An error occurred while loading refunds`} onRetry={() => void list.refetch()} />;
  } else if (refunds.length === 0) {
    body = (
      <EmptyState icon={<ReceiptIndianRupee />} title={t`No refunds yet`}>
        <Trans>
          Cancelled bookings and payments that arrived after their hold ran out are refunded here automatically.
        </Trans>
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
          <Trans>Refunds</Trans>
        </h2>
        <p className="text-sm text-slate-500">
          <Trans>Each is sent to the payment provider once and retried until it is accepted.</Trans>
          {pending.length > 0 ? (
            <>
              {" "}
              <span className="font-semibold text-amber-800">
                <Trans>
                  {pendingCount} pending · {owedText}
                </Trans>
              </span>
            </>
          ) : null}
        </p>
      </div>
      {body}
    </section>
  );
}
