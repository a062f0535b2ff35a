import { PLATFORM_FEE_PERCENT } from "@crease/core/analytics";
import type { PayoutLine, PayoutTopUp } from "@crease/core/payouts";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { StatusBadge } from "@/components/ui/status-badge";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { bookingDate } from "@/lib/period";

const LINES_PAGE = 50;

/** A payout's (or the next payout's) sums, as the API gives them: rupees as numeric strings. */
export interface PayoutSums {
  gross: string;
  refunds: string;
  gst: string;
  fees: string;
  earnings: string;
  net: string;
}

/**
 * The statement's sums in the order of docs/product/payouts.md: paid online, less refunds, less
 * the GST (collected on the owner's behalf, its own line) and the fee on the rest, gives the
 * earnings; earnings plus the GST is what is sent.
 */
export function PayoutTotals({ sums, wide = false }: { sums: PayoutSums; wide?: boolean }) {
  const { t } = useLingui();
  const format = useFormat();
  const rows: [key: string, label: string, value: string, sign: "" | "− " | "+ ", strong?: boolean][] = [
    ["gross", t`Paid online`, sums.gross, ""],
    ["refunds", t`Refunds`, sums.refunds, "− "],
    ["fees", t`Platform fee (${PLATFORM_FEE_PERCENT}%, GST excluded)`, sums.fees, "− "],
    ["earnings", t`Earnings`, sums.earnings, "", true],
    ["gst", t`GST collected for you`, sums.gst, "+ "],
    ["net", t`Payout`, sums.net, "", true],
  ];
  return (
    <dl
      className={`grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-3 text-sm ${wide ? "sm:grid-cols-3" : ""}`}
    >
      {rows.map(([key, label, value, sign, strong]) => (
        <div key={key}>
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd
            className={`font-semibold whitespace-nowrap tabular-nums ${strong ? "text-pitch-700" : "text-slate-800"}`}
          >
            {sign}
            {format.rupees(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One line per booking: what it adds to the payout, negative when a refund is taken back. */
export function PayoutLines({ lines }: { lines: PayoutLine[] }) {
  const [limit, setLimit] = useState(LINES_PAGE);
  const format = useFormat();
  const words = useWords();
  if (lines.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>No bookings in this payout.</Trans>
      </p>
    );
  const total = lines.length;
  return (
    <div>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {lines.slice(0, limit).map((line) => {
          const gross = format.rupees(line.gross);
          const refund = format.rupees(line.refund);
          const fee = format.rupees(line.fee);
          const earnings = format.rupees(line.earnings);
          const gst = format.rupees(line.gst);
          return (
            <li key={`${line.bookingId}-${line.net}`} className="space-y-1 px-3.5 py-2.5">
              <div className="flex items-baseline justify-between gap-3">
                <p className="min-w-0 truncate text-sm font-medium text-slate-900">{line.venueName}</p>
                <p
                  className={`shrink-0 text-sm font-semibold tabular-nums ${Number(line.net) < 0 ? "text-red-600" : "text-slate-900"}`}
                >
                  {format.rupees(line.net)}
                </p>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <p className="text-xs text-slate-500">
                  {bookingDate(line.date, format.language)} · {words.slot(line.slot)} · #{line.bookingId}
                </p>
                <p className="text-xs text-slate-500 tabular-nums">
                  {Number(line.refund) !== 0 ? (
                    <Trans>
                      {gross} − {refund} refund − {fee} fee = {earnings} earnings · {gst} GST
                    </Trans>
                  ) : (
                    <Trans>
                      {gross} − {fee} fee = {earnings} earnings · {gst} GST
                    </Trans>
                  )}
                </p>
              </div>
              <StatusBadge status={line.bookingStatus} />
            </li>
          );
        })}
      </ul>
      {lines.length > limit ? (
        <div className="mt-3 flex items-center justify-between gap-3">
          <p className="text-xs text-slate-500">
            <Trans>
              Showing {limit} of {total}
            </Trans>
          </p>
          <Button size="sm" variant="secondary" onClick={() => setLimit((n) => n + LINES_PAGE)}>
            <Trans>Show more</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The online top-ups of venue credit a payout pays (or the next one will): each its own line, the
 * whole amount sent, no GST and no fee (docs/product/payouts.md, "Venue credit"). Nothing without any.
 */
export function PayoutTopUpLines({ topUps }: { topUps: PayoutTopUp[] | undefined }) {
  const { t } = useLingui();
  const format = useFormat();
  if (!topUps || topUps.length === 0) return null;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label={t`Venue credit top-ups`}>
      {topUps.map((top) => {
        const paidAt = format.timeAndDate(top.paidAt);
        return (
          <li key={top.orderId} className="space-y-1 px-3.5 py-2.5">
            <div className="flex items-baseline justify-between gap-3">
              <p className="min-w-0 truncate text-sm font-medium text-slate-900">
                <Trans>Venue credit top-up</Trans>
              </p>
              <p className="shrink-0 text-sm font-semibold tabular-nums text-slate-900">{format.rupees(top.amount)}</p>
            </div>
            <p className="text-xs text-slate-500">
              <Trans>Paid online {paidAt} · no GST, no fee: GST and the fee fall when the credit is played</Trans>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
