import type { DeskCalendar } from "@crease/core/desk";
import { addDays, isCalendarDate, todayInIst } from "@crease/core/slots";
import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight, FileDown, Printer } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { cn } from "@/lib/cn";

export type DeskView = "day" | "week";

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
      <Button
        variant="secondary"
        size="icon"
        className="size-11"
        aria-label={view === "week" ? t`Previous week` : t`Previous day`}
        onClick={() => onChange(addDays(date, -step))}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <Button variant="secondary" className="px-3" disabled={date === today} onClick={() => onChange(today)}>
        <Trans>Today</Trans>
      </Button>
      <label htmlFor={id} className="sr-only">
        <Trans>Date</Trans>
      </label>
      <Input
        id={id}
        type="date"
        value={date}
        className="w-[9.5rem] min-w-0 px-2.5 sm:w-[10.5rem] sm:px-3.5"
        onChange={(e) => {
          if (isCalendarDate(e.target.value)) onChange(e.target.value);
        }}
      />
      <Button
        variant="secondary"
        size="icon"
        className="size-11"
        aria-label={view === "week" ? t`Next week` : t`Next day`}
        onClick={() => onChange(addDays(date, step))}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
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
      {courts.map((c) => (
        <button
          key={c.id}
          type="button"
          aria-pressed={c.id === courtId}
          onClick={() => onChange(c.id)}
          className={cn(SEGMENT, "truncate", c.id === courtId ? "bg-white text-slate-900 shadow-sm" : "text-slate-600")}
        >
          {c.name}
        </button>
      ))}
    </div>
  );
}

/** The day sheet of `date`: who plays when, paid or due, to print (PDF) or open in a sheet (CSV). */
export function DaySheetLinks({ venueId, date }: { venueId: number; date: string }) {
  const query = `date=${encodeURIComponent(date)}`;
  return (
    <div className="flex w-full gap-2 sm:w-auto">
      <Button asChild variant="secondary" className="flex-1 px-3 sm:flex-none">
        <a href={`/api/venues/${venueId}/day-sheet.pdf?${query}`} download>
          <Printer aria-hidden="true" />
          <Trans>Day sheet (PDF)</Trans>
        </a>
      </Button>
      <Button asChild variant="secondary" className="flex-1 px-3 sm:flex-none">
        <a href={`/api/venues/${venueId}/day-sheet.csv?${query}`} download>
          <FileDown aria-hidden="true" />
          <Trans>Download CSV</Trans>
        </a>
      </Button>
    </div>
  );
}
