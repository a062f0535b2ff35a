import { Trans } from "@lingui/react/macro";
import { FileText } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { type InvoiceFile, invoiceFileUrl } from "../api/invoices";

/**
 * A booking's tax documents for its player (docs/product/invoices.md): the invoice of a booking
 * paid online, its debit note once a move to a dearer slot was paid, and its credit notes once a
 * refund has been sent. Downloaded by the browser, in the reader's language.
 */
export function InvoiceLinks({
  bookingId,
  creditNote,
  debitNote = false,
  className,
}: {
  bookingId: number;
  /** A refund was sent, so the booking has a credit note. */
  creditNote: boolean;
  /** A move to a dearer slot was paid, so the booking has a debit note. */
  debitNote?: boolean;
  className?: string;
}) {
  const links: { kind: InvoiceFile; label: ReactNode }[] = [
    { kind: "invoice", label: <Trans>Download invoice</Trans> },
    ...(debitNote ? [{ kind: "debit-note" as const, label: <Trans>Download debit note</Trans> }] : []),
    ...(creditNote ? [{ kind: "credit-note" as const, label: <Trans>Download credit note</Trans> }] : []),
  ];
  return (
    <div className={cn("grid gap-2", links.length > 1 && "sm:grid-cols-2", className)}>
      {links.map(({ kind, label }) => (
        <a
          key={kind}
          href={invoiceFileUrl(bookingId, kind)}
          download
          className={buttonClasses("secondary", "md", "w-full")}
          data-testid={`download-${kind}`}
        >
          <FileText aria-hidden="true" />
          {label}
        </a>
      ))}
    </div>
  );
}
