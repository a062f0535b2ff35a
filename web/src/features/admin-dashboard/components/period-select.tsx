import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarRange } from "lucide-react";
import { cn } from "@/lib/cn";
import { PERIOD_DAYS, type PeriodDays } from "../lib/tabs";

/** 7 / 30 / 90 days: the period of the summary, the top venues and the bookings chart. */
export function PeriodSelect({ value, onChange }: { value: PeriodDays; onChange: (days: PeriodDays) => void }) {
  const { t } = useLingui();
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">
        <Trans>Period</Trans>
      </legend>
      <CalendarRange className="hidden size-4 text-slate-500 sm:block" aria-hidden="true" />
      <div className="inline-flex rounded-xl border border-slate-200 bg-white p-1 shadow-sm">
        {PERIOD_DAYS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={days === value}
            onClick={() => onChange(days)}
            className={cn(
              "h-8 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors",
              days === value
                ? "bg-slate-900 text-white shadow-sm"
                : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
            )}
          >
            <span className="sr-only">{t`Last ${days} days`}</span>
            <span aria-hidden="true">{t`${days} days`}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
