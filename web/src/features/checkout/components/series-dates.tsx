import { formatRupees } from "@crease/core/money";
import type { SeriesQuote } from "@crease/core/series";
import { MIN_SERIES_WEEKS } from "@crease/core/series-limits";
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Repeat, TicketPercent } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";

type DateState = "free" | "skipped" | "taken" | "blocked" | "beyond_window";

const STATE_TEXT: Record<DateState, MessageDescriptor> = {
  free: msg`Free`,
  skipped: msg`Skipped`,
  taken: msg`Taken`,
  blocked: msg`Blocked`,
  beyond_window: msg`Beyond the booking window`,
};

const STATE_TONE: Record<DateState, "pitch" | "slate" | "red" | "amber"> = {
  free: "pitch",
  skipped: "slate",
  taken: "red",
  blocked: "amber",
  beyond_window: "slate",
};

/** "Saturday" (शनिवार in Hindi) of a calendar date. */
function weekdayOf(date: string, language: string): string {
  const locale = language === "hi" ? "hi-IN" : "en-IN";
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

function stateOf(date: SeriesQuote["dates"][number]): DateState {
  if (date.reason === "skipped") return "skipped";
  if (date.available) return "free";
  return date.reason ?? "taken";
}

interface SeriesDatesProps {
  weeks: number;
  slot: string;
  /** The server's last quote; undefined until the first answer. */
  quote: SeriesQuote | undefined;
  /** A new quote is on its way (after a skip). */
  updating: boolean;
  /** Why the quote could not be had (the server's words). */
  error: string | null;
  skipped: readonly string[];
  onToggleSkip: (date: string) => void;
  disabled: boolean;
}

/**
 * The dates of a weekly booking (checkout with `weeks`): each week's date with Free, Taken,
 * Blocked or Beyond the booking window, and a Skip box on a free date (the server quotes again).
 */
export function SeriesDates({
  weeks,
  slot,
  quote,
  updating,
  error,
  skipped,
  onToggleSkip,
  disabled,
}: SeriesDatesProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const words = useWords();
  const slotName = words.slot(slot);
  const booked = quote?.bookedDates.length ?? 0;
  // A weekly booking keeps at least two dates: the last ones cannot be skipped.
  const lastOnes = booked <= MIN_SERIES_WEEKS;
  const weekday = quote?.dates[0] ? weekdayOf(quote.dates[0].date, format.language) : "";
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="series-dates-title" role="region" aria-busy={updating || undefined}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="series-dates-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Repeat className="size-4 text-pitch-700" aria-hidden="true" />
            <Trans>Repeat weekly</Trans>
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {plural(weeks, {
              one: `${slotName}, every week for # week`,
              other: `${slotName}, every week for # weeks`,
            })}
          </p>
        </div>
        {quote && quote.discountPercent > 0 ? (
          <Badge tone="pitch" className="shrink-0">
            <TicketPercent className="size-3.5" aria-hidden="true" />
            <Trans>{quote.discountPercent}% off</Trans>
          </Badge>
        ) : null}
      </div>

      {error ? (
        <Alert tone="error" title={t`These dates can't be booked`} className="mt-4">
          {error}
        </Alert>
      ) : null}

      {quote ? (
        <>
          <ul className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label={t`Your dates`}>
            {quote.dates.map((date) => {
              const state = stateOf(date);
              const day = format.date(date.date, "weekday-day-month");
              const isSkipped = skipped.includes(date.date);
              const canToggle = (date.available || state === "skipped") && !(state === "free" && lastOnes);
              return (
                <li
                  key={date.date}
                  className={cn("flex items-center gap-3 px-3.5 py-2.5", state !== "free" && "bg-slate-50/70")}
                  data-testid="series-date"
                >
                  <span
                    className={cn(
                      "min-w-0 flex-1 text-[15px] font-medium",
                      state === "free" ? "text-slate-900" : "text-slate-500",
                      (state === "skipped" || state === "taken") && "line-through decoration-slate-400",
                    )}
                  >
                    {day}
                  </span>
                  <Badge tone={STATE_TONE[state]} className="shrink-0">
                    {i18n._(STATE_TEXT[state])}
                  </Badge>
                  <span className="hidden w-20 text-right text-sm font-semibold text-slate-700 tabular-nums min-[420px]:inline">
                    {state === "free" && date.amount ? formatRupees(date.amount) : ""}
                  </span>
                  {date.available || state === "skipped" ? (
                    <label
                      className={cn(
                        "flex shrink-0 items-center gap-1.5 text-sm text-slate-700",
                        canToggle && !disabled ? "cursor-pointer" : "opacity-60",
                      )}
                      title={!canToggle ? t`A weekly booking keeps at least two dates` : undefined}
                    >
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-600"
                        checked={isSkipped}
                        disabled={!canToggle || disabled}
                        onChange={() => onToggleSkip(date.date)}
                        aria-label={t`Skip ${day}`}
                      />
                      <span aria-hidden="true">
                        <Trans>Skip</Trans>
                      </span>
                    </label>
                  ) : (
                    <span className="w-[3.25rem] shrink-0" aria-hidden="true" />
                  )}
                </li>
              );
            })}
          </ul>
          <p className="mt-3 text-sm text-slate-600" data-testid="series-booked-count">
            {weekday
              ? plural(booked, {
                  one: `# date booked, every ${weekday}`,
                  other: `# dates booked, every ${weekday}`,
                })
              : null}
          </p>
          {booked < MIN_SERIES_WEEKS ? (
            <Alert tone="info" title={t`Too few free dates`} className="mt-3">
              <Trans>
                A weekly booking needs at least two free dates. Go back to the venue to choose another slot, or book
                this date on its own.
              </Trans>
            </Alert>
          ) : null}
        </>
      ) : error ? null : (
        <div className="mt-4 space-y-2" role="status" aria-label={t`Checking the dates`}>
          {Array.from({ length: Math.min(weeks, 4) }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="h-9 w-full rounded-lg" />
          ))}
        </div>
      )}
    </Card>
  );
}

/** Where the coupon field would be: a weekly booking has its own discount (the server refuses a coupon with weeks). */
export function WeeklyNoCoupon() {
  return (
    <p className="rounded-xl bg-slate-50 px-3.5 py-2.5 text-xs text-slate-600" data-testid="weekly-no-coupon">
      <Trans>Coupons can't be used on a weekly booking: it has its own weekly discount.</Trans>
    </p>
  );
}
