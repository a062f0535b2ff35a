import { MAX_SERIES_WEEKS, MIN_SERIES_WEEKS } from "@crease/core/series-limits";
import { Trans, useLingui } from "@lingui/react/macro";
import { Repeat } from "lucide-react";
import { useId } from "react";
import { Select } from "@/components/ui/input";
import { cn } from "@/lib/cn";

/** Weeks a weekly booking starts at when the switch is turned on. */
export const DEFAULT_SERIES_WEEKS = 4;

const WEEK_CHOICES = Array.from({ length: MAX_SERIES_WEEKS - MIN_SERIES_WEEKS + 1 }, (_, i) => MIN_SERIES_WEEKS + i);

/**
 * "Repeat weekly" on the booking card: the same court and slot every week for 2–12 weeks in one
 * order (checkout lists the dates and prices them). `weeks` is null for one date.
 */
export function RepeatWeekly({
  weeks,
  onChange,
  discountPercent,
}: {
  weeks: number | null;
  onChange: (weeks: number | null) => void;
  /** The venue's weekly discount (0 for none). */
  discountPercent: number;
}) {
  const { t } = useLingui();
  const labelId = useId();
  const weeksId = useId();
  const on = weeks !== null;
  return (
    <div
      className={cn("rounded-xl border p-3.5", on ? "border-pitch-300 bg-pitch-50/60" : "border-slate-200")}
      data-testid="repeat-weekly"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p id={labelId} className="flex items-center gap-2 text-[15px] font-semibold text-slate-900">
            <Repeat className="size-4 text-pitch-700" aria-hidden="true" />
            <Trans>Repeat weekly</Trans>
          </p>
          <p className="mt-0.5 text-xs text-slate-600">
            {discountPercent > 0 ? (
              <span className="font-semibold text-pitch-800">
                <Trans>Save {discountPercent}% when you book weekly</Trans>
              </span>
            ) : (
              <Trans>The same slot every week, in one payment</Trans>
            )}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          onClick={() => onChange(on ? null : DEFAULT_SERIES_WEEKS)}
          className={cn(
            "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
            on ? "bg-pitch-600" : "bg-slate-300",
          )}
        >
          <span
            className={cn(
              "inline-block size-5 rounded-full bg-white shadow transition-transform",
              on ? "translate-x-5.5" : "translate-x-0.5",
            )}
            aria-hidden="true"
          />
        </button>
      </div>
      {on ? (
        <div className="mt-3 flex items-center justify-between gap-3 text-sm text-slate-700">
          <label htmlFor={weeksId}>
            <Trans>For how many weeks?</Trans>
          </label>
          <Select
            id={weeksId}
            className="w-36"
            value={String(weeks)}
            onChange={(event) => onChange(Number(event.target.value))}
          >
            {WEEK_CHOICES.map((n) => (
              <option key={n} value={n}>
                {t`${n} weeks`}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      {on ? (
        <p className="mt-2 text-xs text-slate-600">
          <Trans>The price below is for one date. Checkout lists every date, with the weekly price.</Trans>
        </p>
      ) : null}
    </div>
  );
}
