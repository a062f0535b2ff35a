import type { CreditReceipt } from "@crease/core/receipts";
import { Trans, useLingui } from "@lingui/react/macro";
import { FileText } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { useFormat } from "@/lib/format";
import { receiptFileUrl, useReceipts } from "../api/receipts";

/** How a top-up was paid: online, or cash or UPI at the desk. */
function Method({ receipt }: { receipt: CreditReceipt }) {
  if (receipt.method === "online") return <Trans>Paid online</Trans>;
  if (receipt.method === "cash") return <Trans>Cash at the desk</Trans>;
  return <Trans>UPI at the desk</Trans>;
}

/**
 * The receipts of the owner's top-ups of venue credit, beside their invoices (docs/product/
 * invoices.md, "Receipts"): an advance, so a receipt and no GST. Nothing when there are none.
 */
export function ReceiptsList() {
  const { t } = useLingui();
  const format = useFormat();
  const list = useReceipts();
  const receipts = list.data ?? [];
  if (receipts.length === 0) return null;
  return (
    <section aria-labelledby="receipts-heading" className="space-y-3">
      <div>
        <h3 id="receipts-heading" className="text-base font-semibold text-slate-900">
          <Trans>Venue credit receipts</Trans>
        </h3>
        <p className="text-sm text-slate-500">
          <Trans>Top-ups are advances: each gets a receipt, and GST is on the invoice when the credit is spent.</Trans>
        </p>
      </div>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {receipts.map((receipt) => {
          const number = receipt.number;
          return (
            <li key={receipt.id} className="flex flex-wrap items-center justify-between gap-3 px-3.5 py-2.5">
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-900">
                  {number} · {receipt.buyerName}
                </p>
                <p className="text-xs text-slate-500">
                  {format.instant(receipt.issuedAt, "month-day-year")} · <Method receipt={receipt} /> ·{" "}
                  {format.rupees(receipt.paid)}
                </p>
              </div>
              <a
                href={receiptFileUrl(receipt.id)}
                download
                className={buttonClasses("secondary", "sm")}
                aria-label={t`Download receipt ${number} as PDF`}
              >
                <FileText aria-hidden="true" />
                <Trans>Receipt</Trans>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
