import type { AvailabilityDay } from "@crease/core/contracts/availability";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, memo, useEffect, useId, useMemo, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useTakenOver } from "@/lib/page-takeover";
import {
  addMonths,
  type DayState,
  dayState,
  daysInMonth,
  isBrowsableMonth,
  isSelectableDay,
  longDateLabel,
  monthGrid,
  monthLabel,
  monthOf,
  moveFocus,
  weekdayNames,
} from "../lib/calendar";

interface BookingCalendarProps {
  /** The month on screen, "YYYY-MM". */
  month: string;
  onMonthChange: (month: string) => void;
  /** Today in IST. */
  today: string;
  /** How many days ahead the venue takes bookings; later days cannot be picked. */
  advanceDays: number;
  selected: string | null;
  onSelect: (date: string) => void;
  /** Availability of the days on screen, by date. */
  days: ReadonlyMap<string, AvailabilityDay>;
  /** Availability of this month is on its way. */
  loading: boolean;
}

const STATE_TEXT: Record<DayState, MessageDescriptor | null> = {
  past: msg`past`,
  "out-of-range": msg`not open for booking yet`,
  full: msg`fully booked`,
  available: null,
  unknown: null,
};

/** Why a greyed-out day cannot be picked, as its tooltip (the legend says it once for all). */
function whyNot(state: DayState, advanceDays: number): MessageDescriptor {
  if (state === "past") return msg`This date has passed`;
  if (state === "out-of-range") return msg`This venue takes bookings up to ${advanceDays} days ahead`;
  return msg`Every slot on this date is booked`;
}

/**
 * The month calendar of the booking card. Past days and days with no free slot cannot be
 * picked, nor days past the venue's advance booking window. One day is in the tab order; the arrow keys, Home and End move between
 * days (and into the next or previous month), Page Up / Page Down change the month.
 *
 * Memoised on its props: the session, the courts and each availability answer re-render the
 * card after the takeover, and redrawing 30+ day buttons (each with a spoken date) every time
 * made one long task on a slow phone (docs/PERFORMANCE.md).
 */
export const BookingCalendar = memo(function BookingCalendar({
  month,
  onMonthChange,
  today,
  advanceDays,
  selected,
  onSelect,
  days,
  loading,
}: BookingCalendarProps) {
  const headingId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const { t, i18n } = useLingui();
  const { language } = useFormat();
  const weeks = useMemo(() => monthGrid(month), [month]);
  // The spoken dates ("बुधवार, 8 जुलाई 2026"), worked out once a month, not at every render.
  const spoken = useMemo(
    () => new Map(weeks.flat().flatMap((d) => (d ? [[d, longDateLabel(d, language)] as const] : []))),
    [weeks, language],
  );
  const weekdays = useMemo(() => weekdayNames(language), [language]);
  const monthDays = [...spoken.keys()];
  const [focused, setFocused] = useState<string | null>(null);
  const focusAfterRender = useRef(false);

  // The day that takes Tab: the focused one, else the selected, else today, else the first of the month.
  const tabStop =
    (focused && monthOf(focused) === month && focused) ||
    (selected && monthOf(selected) === month && selected) ||
    (monthOf(today) === month ? today : monthDays[0]);

  useEffect(() => {
    if (!focusAfterRender.current || !tabStop) return;
    focusAfterRender.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${tabStop}"]`)?.focus();
  }, [tabStop]);

  const canGoBack = isBrowsableMonth(addMonths(month, -1), today, advanceDays);
  const canGoForward = isBrowsableMonth(addMonths(month, 1), today, advanceDays);

  const moveTo = (date: string) => {
    const target = monthOf(date);
    if (!isBrowsableMonth(target, today, advanceDays)) return;
    focusAfterRender.current = true;
    setFocused(date);
    if (target !== month) onMonthChange(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    if (event.key === "PageUp" || event.key === "PageDown") {
      event.preventDefault();
      const step = event.key === "PageUp" ? -1 : 1;
      const targetMonth = addMonths(month, step);
      if (!isBrowsableMonth(targetMonth, today, advanceDays)) return;
      const day = Math.min(Number(date.slice(8)), daysInMonth(targetMonth));
      moveTo(`${targetMonth}-${String(day).padStart(2, "0")}`);
      return;
    }
    const next = moveFocus(date, event.key);
    if (!next) return;
    event.preventDefault();
    moveTo(next);
  };

  return (
    <div>
      <div className="mb-3 flex items-center justify-between">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900" aria-live="polite">
          {monthLabel(month, language)}
        </h3>
        <div className="flex gap-1">
          <MonthButton direction="previous" disabled={!canGoBack} onClick={() => onMonthChange(addMonths(month, -1))} />
          <MonthButton direction="next" disabled={!canGoForward} onClick={() => onMonthChange(addMonths(month, 1))} />
        </div>
      </div>

      <table ref={gridRef} aria-labelledby={headingId} aria-busy={loading || undefined} className="w-full">
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday} scope="col" className="pb-1.5 text-center text-xs font-medium text-slate-500">
                <abbr title={weekday} className="no-underline">
                  {weekday.slice(0, 2)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? "blank"}>
              {week.map((date, i) => {
                if (!date) {
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have only their position
                  return <td key={`blank-${i}`} />;
                }
                const state = dayState(date, today, days, advanceDays);
                const selectable = isSelectableDay(state);
                const isSelected = date === selected;
                const isToday = date === today;
                const stateText = STATE_TEXT[state];
                const extra = [isToday ? t`today` : "", stateText ? i18n._(stateText) : ""].filter(Boolean).join(", ");
                return (
                  <td key={date} className="p-0.5 text-center">
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === tabStop ? 0 : -1}
                      aria-disabled={!selectable || undefined}
                      aria-pressed={isSelected}
                      aria-label={extra ? `${spoken.get(date)}, ${extra}` : spoken.get(date)}
                      title={selectable ? undefined : i18n._(whyNot(state, advanceDays))}
                      onClick={() => {
                        setFocused(date);
                        if (selectable) onSelect(date);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      className={cn(
                        "relative mx-auto flex size-10 items-center justify-center rounded-xl text-sm font-medium tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 sm:size-9",
                        isSelected
                          ? "bg-brand-gradient font-semibold text-white shadow-md"
                          : selectable
                            ? "text-slate-800 hover:bg-brand-50 hover:text-brand-800"
                            : "cursor-not-allowed text-slate-300",
                        state === "full" && !isSelected && "line-through decoration-slate-300",
                        isToday && !isSelected && "ring-1 ring-brand-300 ring-inset",
                      )}
                    >
                      {Number(date.slice(8))}
                      {state === "available" && !isSelected ? (
                        <span
                          className="absolute bottom-1 left-1/2 size-1 -translate-x-1/2 rounded-full bg-pitch-500"
                          aria-hidden="true"
                        />
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-1.5 rounded-full bg-pitch-500" aria-hidden="true" />
          <Trans>Slots free</Trans>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="text-slate-500 line-through" aria-hidden="true">
            12
          </span>
          <Trans>Fully booked</Trans>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="text-slate-500 line-through" aria-hidden="true">
            12
          </span>
          <Trans>Past, or more than {advanceDays} days ahead</Trans>
        </span>
        {loading ? <CheckingNote /> : null}
      </p>
      <noscript>
        <p className="mt-2 text-sm text-slate-600">
          <Trans>
            Free dates and slots show with JavaScript turned on. You can still read about the venue and its prices here.
          </Trans>
        </p>
      </noscript>
    </div>
  );
});

/**
 * "Checking availability…" once the app has the page: the server cannot check, and without
 * JavaScript the page would say it for ever. On its own so the takeover redraws just this line.
 */
function CheckingNote() {
  const takenOver = useTakenOver();
  return takenOver ? (
    <span className="text-brand-700">
      <Trans>Checking availability…</Trans>
    </span>
  ) : null;
}

function MonthButton({
  direction,
  disabled,
  onClick,
}: {
  direction: "previous" | "next";
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useLingui();
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={direction === "previous" ? t`Previous month` : t`Next month`}
      className="inline-flex size-8 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-35"
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}
