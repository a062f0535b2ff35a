import type { DeskCalendar } from "@crease/core/desk";
import { addDays, isCalendarDate, todayInIst } from "@crease/core/slots";
import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight, FileDown, Printer } from "lucide-react";
import { useId } from "react";
import { Input, Select } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { DaySheetButton } from "./day-sheet-dialog";

export type DeskView = "day" | "week";

/** The secondary button's look at a 44 px touch target (cn does not merge, so not Button with overrides). */
const OUTLINE =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white px-3 text-center text-sm font-semibold text-slate-800 shadow-sm hover:border-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0";

const SEGMENT =
  "min-h-11 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600";

/** Day or week. */
export function ViewToggle({ view, onChange }: { view: DeskView; onChange: (view: DeskView) => void }) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Show`} className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
      {(["day", "week"] as const).map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={view === v}
          onClick={() => onChange(v)}
          className={cn(SEGMENT, view === v ? "bg-white text-slate-900 shadow-sm" : "text-slate-600")}
        >
          {v === "day" ? t`Day` : t`Week`}
        </button>
      ))}
    </div>
  );
}

/** Previous and next day (or week), Today, and any date. */
export function DateNav({ date, view, onChange }: { date: string; view: DeskView; onChange: (date: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const step = view === "week" ? 7 : 1;
  const today = todayInIst();
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <button
        type="button"
        className={OUTLINE}
        aria-label={view === "week" ? t`Previous week` : t`Previous day`}
        onClick={() => onChange(addDays(date, -step))}
      >
        <ChevronLeft aria-hidden="true" />
      </button>
      <button type="button" className={OUTLINE} disabled={date === today} onClick={() => onChange(today)}>
        <Trans>Today</Trans>
      </button>
      <label htmlFor={id} className="sr-only">
        <Trans>Date</Trans>
      </label>
      <div className="w-[9.5rem] min-w-0 sm:w-[10.5rem]">
        <Input
          id={id}
          type="date"
          value={date}
          onChange={(e) => {
            if (isCalendarDate(e.target.value)) onChange(e.target.value);
          }}
        />
      </div>
      <button
        type="button"
        className={OUTLINE}
        aria-label={view === "week" ? t`Next week` : t`Next day`}
        onClick={() => onChange(addDays(date, step))}
      >
        <ChevronRight aria-hidden="true" />
      </button>
    </div>
  );
}

/** Which court the phone (and the week) shows: buttons for a few courts, a list for many. */
export function CourtPicker({
  courts,
  courtId,
  onChange,
}: {
  courts: DeskCalendar["courts"];
  courtId: number;
  onChange: (courtId: number) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  if (courts.length <= 1) return null;
  if (courts.length > 4) {
    return (
      <div>
        <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
          <Trans>Court</Trans>
        </label>
        <Select id={id} value={String(courtId)} onChange={(e) => onChange(Number(e.target.value))}>
          {courts.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </Select>
      </div>
    );
  }
  return (
    <div
      role="group"
      aria-label={t`Court`}
      className="grid gap-1 rounded-xl bg-slate-100 p-1"
      style={{ gridTemplateColumns: `repeat(${courts.length}, minmax(0, 1fr))` }}
    >
      {/* A name wraps rather than being cut ("Main gro…"): the desk must read which court it is on. */}
      {courts.map((c) => (
        <button
          key={c.id}
          type="button"
          aria-pressed={c.id === courtId}
          onClick={() => onChange(c.id)}
          className={cn(
            SEGMENT,
            "py-1 leading-tight break-words",
            c.id === courtId ? "bg-white text-slate-900 shadow-sm" : "text-slate-600",
          )}
        >
          {c.name}
        </button>
      ))}
    </div>
  );
}

/** The day sheet of `date`: on screen, to print (PDF) or open in a sheet (CSV). */
export function DaySheetLinks({ venueId, date }: { venueId: number; date: string }) {
  const query = `date=${encodeURIComponent(date)}`;
  return (
    // Two equal halves on a phone, each label wrapping rather than running off the screen.
    <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
      <DaySheetButton venueId={venueId} date={date} className={cn(OUTLINE, "col-span-2 py-2")} />
      <a href={`/api/venues/${venueId}/day-sheet.pdf?${query}`} download className={cn(OUTLINE, "py-2")}>
        <Printer aria-hidden="true" />
        <Trans>Day sheet (PDF)</Trans>
      </a>
      <a href={`/api/venues/${venueId}/day-sheet.csv?${query}`} download className={cn(OUTLINE, "py-2")}>
        <FileDown aria-hidden="true" />
        <Trans>Download CSV</Trans>
      </a>
    </div>
  );
}
