import { todayInIst } from "@crease/core/slots";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Download } from "lucide-react";
import { useId, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { exportUrl } from "../api/booking-pages";
import { exportRangeProblem } from "../lib/export-range";

/**
 * A CSV of the bookings dated in a range (owners: their venues, or the venue chosen; admins:
 * every venue), downloaded by the browser from GET /api/bookings/export.csv.
 */
export function ExportBookings({ venueId, className }: { venueId?: number | null; className?: string }) {
  useLingui(); // the range's problem is said in the language on screen
  const today = todayInIst();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const fromId = useId();
  const toId = useId();
  const problem = exportRangeProblem(from, to);

  return (
    <div
      className={cn(
        "flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-card",
        className,
      )}
    >
      <div className="w-full sm:w-auto sm:flex-1 sm:self-center">
        <p className="text-sm font-semibold text-slate-900">
          <Trans>Export to CSV</Trans>
        </p>
        <p className="text-xs text-slate-500">
          <Trans>Bookings by slot date, up to a year, for your accounts.</Trans>
        </p>
      </div>
      <div className="min-w-0 flex-1 space-y-1 sm:w-40 sm:flex-none">
        <label htmlFor={fromId} className="block text-xs font-medium text-slate-600">
          <Trans>From</Trans>
        </label>
        <Input
          id={fromId}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
          className="h-10"
        />
      </div>
      <div className="min-w-0 flex-1 space-y-1 sm:w-40 sm:flex-none">
        <label htmlFor={toId} className="block text-xs font-medium text-slate-600">
          <Trans>To</Trans>
        </label>
        <Input
          id={toId}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
          className="h-10"
        />
      </div>
      {problem ? (
        <span
          className={buttonClasses("secondary", "md", "h-10 w-full cursor-not-allowed opacity-50 sm:w-auto")}
          aria-disabled="true"
        >
          <Download aria-hidden="true" />
          <Trans>Download CSV</Trans>
        </span>
      ) : (
        <a
          href={exportUrl(from, to, venueId)}
          download
          className={buttonClasses("secondary", "md", "h-10 w-full sm:w-auto")}
        >
          <Download aria-hidden="true" />
          <Trans>Download CSV</Trans>
        </a>
      )}
      {problem ? (
        <p className="w-full text-sm font-medium text-red-600" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
