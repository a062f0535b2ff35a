import { Trans, useLingui } from "@lingui/react/macro";
import { FileSpreadsheet, FileText } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { statementUrl } from "../api/payout-account";

/** The week's statement for the owner's accountant: CSV and PDF, downloaded by the browser. */
export function StatementLinks({ payoutId }: { payoutId: number }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-600">
        <Trans>Statement:</Trans>
      </span>
      <a
        href={statementUrl(payoutId, "csv")}
        download
        className={buttonClasses("secondary", "sm")}
        aria-label={t`Download the statement as CSV`}
      >
        <FileSpreadsheet aria-hidden="true" />
        <Trans>CSV</Trans>
      </a>
      <a
        href={statementUrl(payoutId, "pdf")}
        download
        className={buttonClasses("secondary", "sm")}
        aria-label={t`Download the statement as PDF`}
      >
        <FileText aria-hidden="true" />
        <Trans>PDF</Trans>
      </a>
    </div>
  );
}
