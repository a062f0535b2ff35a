import { formatRupees, rupeesToPaise } from "@crease/core/money";
import { Trans, useLingui } from "@lingui/react/macro";
import { FileText } from "lucide-react";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { receiptFileUrl } from "../api/my-receipts";
import type { CreditEntry } from "../lib/credit-types";

/**
 * One line of a player's credit history, in the words of a passbook; a top-up links to its
 * receipt (docs/product/credit.md, "The top-up's receipt") when it has one.
 */
export function CreditEntryRow({ entry, receiptId }: { entry: CreditEntry; receiptId?: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const booking = entry.bookingId ?? null;
  const what: Record<CreditEntry["kind"], string> = {
    top_up: t`Top-up`,
    bonus: t`Bonus`,
    spend: booking ? t`Spent on booking #${booking}` : t`Spent on a booking`,
    refund: booking ? t`Refund of booking #${booking}` : t`Refund`,
    expiry: t`Expired`,
    desk_top_up: t`Top-up at the venue's desk`,
  };
  const paise = rupeesToPaise(entry.amount);
  const amount = formatRupees(Math.abs(paise) / 100);
  return (
    <li className="flex items-baseline justify-between gap-3 py-2.5">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-900">{what[entry.kind]}</p>
        <p className="text-xs text-slate-500">{format.instant(entry.at, "month-day-year")}</p>
        {receiptId !== undefined ? (
          <a
            href={receiptFileUrl(receiptId)}
            download
            className="mt-1 inline-flex min-h-6 items-center gap-1 text-xs font-semibold text-brand-700 hover:underline"
          >
            <FileText className="size-3.5" aria-hidden="true" />
            <Trans>Receipt</Trans>
          </a>
        ) : null}
      </div>
      <p className={cn("shrink-0 text-sm font-semibold tabular-nums", paise < 0 ? "text-slate-700" : "text-pitch-800")}>
        {paise < 0 ? `−${amount}` : `+${amount}`}
      </p>
    </li>
  );
}
