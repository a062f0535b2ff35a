import { hasSlotEnded } from "@crease/core/booking-lifecycle";
import type { DeskCalendar } from "@crease/core/desk";
import { todayInIst } from "@crease/core/slots";
import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronDown } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import type { DeskCell } from "../lib/desk-cells";
import { DeskCellButton } from "./desk-cell";

export type CellAt = (courtId: number, date: string, slot: string) => DeskCell;
/** Opens a cell: the walk-in, a booking's details, or a block. */
export type OpenCell = (cell: DeskCell, at: { courtId: number; date: string; slot: string }) => void;

type Court = DeskCalendar["courts"][number];

/** A wide table that scrolls sideways, named; Tab through its cells scrolls it (each cell is a button). */
function Scroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-card focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {children}
    </div>
  );
}

const HEAD = "sticky top-0 z-[1] bg-white px-2 py-2.5 text-left text-xs font-semibold text-slate-600";
/**
 * The time column: wide enough for an hour ("6 AM – 7 AM") on one line, and a ground's named
 * slot ("Afternoon (10 AM – 2 PM)", in Hindi longer) wraps inside it. It never runs on one line
 * under the first court's name and cells (issue 46), which a fixed table would let it do.
 */
const TIME_COL_PX = 136;
const TIME_COL = "w-34";
const ROW_HEAD = "px-2 py-1 text-left align-middle text-xs leading-snug font-semibold break-words text-slate-700";
const COURT_HEAD = "break-words";

/** The day at ≥ 768 px: a row per slot, a column per court. */
export function DayGrid({
  calendar,
  date,
  cellAt,
  onOpen,
}: {
  calendar: DeskCalendar;
  date: string;
  cellAt: CellAt;
  onOpen: OpenCell;
}) {
  const { t } = useLingui();
  const words = useWords();
  const format = useFormat();
  const day = calendar.days.find((d) => d.date === date);
  const when = format.date(date, "weekday-day-month");
  return (
    <Scroller label={t`Courts on ${when}`}>
      <table
        className="w-full table-fixed border-separate border-spacing-1 p-1"
        style={{ minWidth: TIME_COL_PX + calendar.courts.length * 150 }}
      >
        <thead>
          <tr>
            <th scope="col" className={cn(HEAD, TIME_COL)}>
              <Trans>Time</Trans>
            </th>
            {calendar.courts.map((court) => (
              <th key={court.id} scope="col" className={cn(HEAD, COURT_HEAD)}>
                {court.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(day?.slots ?? []).map(({ slot }) => (
            <tr key={slot}>
              <th scope="row" className={ROW_HEAD}>
                {words.slot(slot)}
              </th>
              {calendar.courts.map((court) => (
                <td key={court.id} className="align-top">
                  <DeskCellButton
                    cell={cellAt(court.id, date, slot)}
                    context={`${court.name}, ${words.slot(slot)}`}
                    onOpen={() => onOpen(cellAt(court.id, date, slot), { courtId: court.id, date, slot })}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroller>
  );
}

/** The week at ≥ 768 px: one court, a row per slot, a column per day. */
export function WeekGrid({
  calendar,
  court,
  cellAt,
  onOpen,
}: {
  calendar: DeskCalendar;
  court: Court;
  cellAt: CellAt;
  onOpen: OpenCell;
}) {
  const { t } = useLingui();
  const words = useWords();
  const format = useFormat();
  const today = todayInIst();
  const slots = calendar.days[0]?.slots.map((s) => s.slot) ?? [];
  const name = court.name;
  return (
    <Scroller label={t`${name}, the week`}>
      <table
        className="w-full table-fixed border-separate border-spacing-1 p-1"
        style={{ minWidth: TIME_COL_PX + 7 * 120 }}
      >
        <thead>
          <tr>
            <th scope="col" className={cn(HEAD, TIME_COL)}>
              <Trans>Time</Trans>
            </th>
            {calendar.days.map(({ date }) => (
              <th key={date} scope="col" className={cn(HEAD, date === today && "text-brand-700")}>
                {format.date(date, "weekday-day-month")}
                {date === today ? (
                  <span className="block font-normal">
                    <Trans>Today</Trans>
                  </span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {slots.map((slot) => (
            <tr key={slot}>
              <th scope="row" className={ROW_HEAD}>
                {words.slot(slot)}
              </th>
              {calendar.days.map(({ date }) => (
                <td key={date} className="align-top">
                  <DeskCellButton
                    cell={cellAt(court.id, date, slot)}
                    context={`${format.date(date, "weekday-day-month")}, ${words.slot(slot)}`}
                    onOpen={() => onOpen(cellAt(court.id, date, slot), { courtId: court.id, date, slot })}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroller>
  );
}

/**
 * One court's slots on one day, as a list: the phone's day. Today's list opens at the slot being
 * played (`scrollToNow`): the morning's ended slots would otherwise fill a phone's screen.
 */
export function SlotList({
  calendar,
  court,
  date,
  cellAt,
  onOpen,
  scrollToNow = false,
}: {
  calendar: DeskCalendar;
  court: Court;
  date: string;
  cellAt: CellAt;
  onOpen: OpenCell;
  scrollToNow?: boolean;
}) {
  const words = useWords();
  const day = calendar.days.find((d) => d.date === date);
  const now = useRef<HTMLLIElement>(null);
  const nowSlot =
    date === todayInIst() ? day?.slots.find(({ slot }) => !hasSlotEnded({ date, slot }, new Date()))?.slot : undefined;
  // Once per court and day shown, not on every live update (the desk may have scrolled on).
  // biome-ignore lint/correctness/useExhaustiveDependencies: court.id and date are the moments to scroll
  useEffect(() => {
    if (scrollToNow) now.current?.scrollIntoView?.({ block: "center" });
  }, [scrollToNow, court.id, date]);
  return (
    <ul className="space-y-1.5">
      {(day?.slots ?? []).map(({ slot }) => (
        <li key={slot} ref={slot === nowSlot ? now : undefined} className="flex items-stretch gap-2">
          <span className="flex w-[5.5rem] shrink-0 items-center text-xs leading-tight font-semibold text-slate-700">
            {words.slot(slot)}
          </span>
          <DeskCellButton
            cell={cellAt(court.id, date, slot)}
            context={`${court.name}, ${words.slot(slot)}`}
            onOpen={() => onOpen(cellAt(court.id, date, slot), { courtId: court.id, date, slot })}
          />
        </li>
      ))}
    </ul>
  );
}

/** The phone's week: one court, a day at a time, each day opening to its slots. */
export function WeekList({
  calendar,
  court,
  date,
  cellAt,
  onOpen,
}: {
  calendar: DeskCalendar;
  court: Court;
  date: string;
  cellAt: CellAt;
  onOpen: OpenCell;
}) {
  const format = useFormat();
  const today = todayInIst();
  return (
    <div className="space-y-2">
      {calendar.days.map((day) => {
        const cells = day.slots.map(({ slot }) => cellAt(court.id, day.date, slot));
        const booked = cells.filter((c) => c.kind === "online" || c.kind === "desk").length;
        const free = cells.filter((c) => c.kind === "free" && !c.ended).length;
        const due = cells.reduce(
          (sum, c) => sum + ("booking" in c && c.kind !== "hold" ? Number(c.booking.due) : 0),
          0,
        );
        const dueText = format.rupees(due);
        const label = format.date(day.date, "weekday-day-month");
        return (
          <details
            key={day.date}
            open={day.date === date}
            className="group rounded-xl border border-slate-200 bg-white shadow-card"
          >
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 px-3 py-2">
              <span className="font-semibold text-slate-900">
                {label}
                {day.date === today ? (
                  <span className="ml-1.5 text-xs font-semibold text-brand-700">
                    <Trans>Today</Trans>
                  </span>
                ) : null}
              </span>
              <span className="ml-auto text-right text-xs text-slate-600">
                <Trans>
                  {booked} booked · {free} free
                </Trans>
                {due > 0 ? (
                  <span className="block font-semibold text-red-700">
                    <Trans>{dueText} due</Trans>
                  </span>
                ) : null}
              </span>
              <ChevronDown
                className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <div className="border-t border-slate-100 p-2">
              <SlotList calendar={calendar} court={court} date={day.date} cellAt={cellAt} onOpen={onOpen} />
            </div>
          </details>
        );
      })}
    </div>
  );
}
