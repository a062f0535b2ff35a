import type { InvoiceSummary } from "@crease/core/contracts/invoices";
import { Trans, useLingui } from "@lingui/react/macro";
import { FileText, ReceiptText } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState, ListSkeleton, LoadError } from "@/components/ui/panel-states";
import { useFormat } from "@/lib/format";
import { invoiceFileUrl, useInvoices } from "../api/invoices";
import { ReceiptsList } from "./receipts-list";

/** The invoice's PDF and, once a refund was sent, its credit notes' (one file, a page each). */
function Downloads({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useLingui();
  const number = invoice.number;
  const noteNumbers = invoice.creditNotes.map((note) => note.number).join(", ");
  const noteCount = invoice.creditNotes.length;
  const debitNumbers = invoice.debitNotes.map((note) => note.number).join(", ");
  return (
    <div className="flex flex-wrap gap-2 lg:justify-end">
      <a
        href={invoiceFileUrl(invoice.bookingId, "invoice")}
        download
        className={buttonClasses("secondary", "sm")}
        aria-label={t`Download invoice ${number} as PDF`}
      >
        <FileText aria-hidden="true" />
        <Trans>Invoice</Trans>
      </a>
      {invoice.debitNotes.length > 0 ? (
        <a
          href={invoiceFileUrl(invoice.bookingId, "debit-note")}
          download
          className={buttonClasses("secondary", "sm")}
          aria-label={t`Download debit note ${debitNumbers} as PDF`}
        >
          <FileText aria-hidden="true" />
          <Trans>Debit note</Trans>
        </a>
      ) : null}
      {noteCount > 0 ? (
        <a
          href={invoiceFileUrl(invoice.bookingId, "credit-note")}
          download
          className={buttonClasses("secondary", "sm")}
          aria-label={
            noteCount === 1
              ? t`Download credit note ${noteNumbers} as PDF`
              : t`Download credit notes ${noteNumbers} as PDF`
          }
        >
          <FileText aria-hidden="true" />
          {noteCount === 1 ? <Trans>Credit note</Trans> : <Trans>Credit notes ({noteCount})</Trans>}
        </a>
      ) : null}
    </div>
  );
}

/** "Tax invoice · CGST + SGST", "Bill of supply". */
function Kind({ invoice }: { invoice: InvoiceSummary }) {
  if (invoice.regime === "unregistered") return <Trans>Bill of supply</Trans>;
  return invoice.regime === "intra_state" ? (
    <Trans>Tax invoice · CGST + SGST</Trans>
  ) : (
    <Trans>Tax invoice · IGST</Trans>
  );
}

function NumberAndDate({ invoice }: { invoice: InvoiceSummary }) {
  const format = useFormat();
  return (
    <>
      <p className="font-mono text-sm font-semibold whitespace-nowrap text-slate-900">{invoice.number}</p>
      <p className="text-xs text-slate-500">
        {format.date(invoice.date, "day-month-year")} · <Kind invoice={invoice} />
      </p>
    </>
  );
}

/** Each debit and credit note's number and amount, under the invoice's total. */
function CreditNoteLines({ invoice }: { invoice: InvoiceSummary }) {
  const format = useFormat();
  const debits = invoice.debitNotes.map((note) => {
    const added = format.rupees(note.total);
    const number = note.number;
    return (
      <p key={number} className="mt-1 text-xs text-amber-800">
        <Trans>
          Debit note {number}: +{added}
        </Trans>
      </p>
    );
  });
  const credits = invoice.creditNotes.map((note) => {
    const refunded = format.rupees(note.total);
    const number = note.number;
    return (
      <p key={number} className="mt-1 text-xs text-blue-800">
        <Trans>
          Credit note {number}: −{refunded}
        </Trans>
      </p>
    );
  });
  return [...debits, ...credits];
}

function InvoiceRows({ invoices }: { invoices: InvoiceSummary[] }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <DataTable
      rows={invoices}
      rowKey={(invoice) => invoice.number}
      caption={t`Invoices, newest first`}
      showFrom="lg"
      rowAlign="top"
      columns={[
        {
          header: t`Invoice`,
          cell: (invoice) => (
            <>
              <NumberAndDate invoice={invoice} />
              <CreditNoteLines invoice={invoice} />
            </>
          ),
        },
        {
          header: t`Booking`,
          cell: (invoice) => (
            <>
              <p className="font-medium text-slate-900">{invoice.venueName}</p>
              <p className="text-xs text-slate-500">
                #{invoice.bookingId} · {invoice.buyerName}
              </p>
            </>
          ),
        },
        {
          header: t`Amount`,
          alignRight: true,
          cellClassName: "text-right whitespace-nowrap tabular-nums",
          cell: (invoice) => {
            const gst = format.rupees(invoice.gst);
            return (
              <>
                <p className="font-semibold text-slate-900">{format.rupees(invoice.total)}</p>
                {Number(invoice.gst) > 0 ? (
                  <p className="text-xs text-slate-500">
                    <Trans>GST {gst}</Trans>
                  </p>
                ) : null}
              </>
            );
          },
        },
        {
          header: t`Download`,
          headerHidden: true,
          alignRight: true,
          cell: (invoice) => <Downloads invoice={invoice} />,
        },
      ]}
      cardsClassName="grid-cols-1 md:grid-cols-2"
      cardItemClassName="min-w-0"
      card={(invoice) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <NumberAndDate invoice={invoice} />
            </div>
            <p className="text-lg font-bold whitespace-nowrap text-slate-900 tabular-nums">
              {format.rupees(invoice.total)}
            </p>
          </div>
          <div className="mt-3 rounded-xl bg-slate-50 px-3.5 py-3 text-sm">
            <p className="truncate font-medium text-slate-900">{invoice.venueName}</p>
            <p className="truncate text-xs text-slate-500">
              #{invoice.bookingId} · {invoice.buyerName}
            </p>
            <CreditNoteLines invoice={invoice} />
          </div>
          <div className="mt-3">
            <Downloads invoice={invoice} />
          </div>
        </>
      )}
    />
  );
}

/**
 * The Invoices list of the owner's and the admin's money tabs: every invoice of a booking paid
 * online (an owner's venues', or all for an admin), newest first, with its credit note, to
 * download as PDF (docs/product/invoices.md).
 */
export function InvoicesPanel() {
  const { t } = useLingui();
  const list = useInvoices();
  const invoices = list.data ?? [];

  let body: ReactNode;
  if (list.isPending) {
    body = <ListSkeleton label={t`Loading invoices`} rows={3} />;
  } else if (list.isError && !list.data) {
    body = <LoadError message={t`An error occurred while loading invoices`} onRetry={() => void list.refetch()} />;
  } else if (invoices.length === 0) {
    body = (
      <EmptyState icon={<ReceiptText />} title={t`No invoices yet`}>
        <Trans>Each booking paid online gets its GST invoice here, and each refund its credit note.</Trans>
      </EmptyState>
    );
  } else {
    body = <InvoiceRows invoices={invoices} />;
  }

  return (
    <section aria-labelledby="invoices-heading" className="space-y-4">
      <div>
        <h2 id="invoices-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Invoices</Trans>
        </h2>
        <p className="text-sm text-slate-500">
          <Trans>GST invoices of bookings paid online and credit notes of their refunds, newest first.</Trans>
        </p>
      </div>
      {body}
      <ReceiptsList />
    </section>
  );
}
