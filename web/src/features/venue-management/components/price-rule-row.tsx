import { INDIAN_HOLIDAYS, upcomingHolidays } from "@crease/core/holidays";
import { isCalendarDate } from "@crease/core/slots";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Trash2, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { BAND_TIMES, type DraftProblem, draftProblem, type RuleDraft } from "../lib/price-rule-drafts";
import { PriceInput } from "./edit-parts";

/** A court as the rules editor offers it. */
export interface CourtChoice {
  id: number;
  name: string;
}

/** Sunday first, as core counts them (0 = Sunday). */
export const WEEKDAY_NAMES: MessageDescriptor[] = [
  msg`Sun`,
  msg`Mon`,
  msg`Tue`,
  msg`Wed`,
  msg`Thu`,
  msg`Fri`,
  msg`Sat`,
];

/** core/src/holidays.ts names them in English; the screen says them in the language on screen. */
const HOLIDAY_NAMES: Record<string, MessageDescriptor> = {
  "Republic Day": msg`Republic Day`,
  Holi: msg`Holi`,
  "Id-ul-Fitr": msg`Id-ul-Fitr`,
  "Ram Navami": msg`Ram Navami`,
  "Good Friday": msg`Good Friday`,
  "Id-ul-Zuha (Bakrid)": msg`Id-ul-Zuha (Bakrid)`,
  "Independence Day": msg`Independence Day`,
  Janmashtami: msg`Janmashtami`,
  "Ganesh Chaturthi": msg`Ganesh Chaturthi`,
  "Gandhi Jayanti": msg`Gandhi Jayanti`,
  Dussehra: msg`Dussehra`,
  Diwali: msg`Diwali`,
  "Guru Nanak Jayanti": msg`Guru Nanak Jayanti`,
  Christmas: msg`Christmas`,
};

const PROBLEMS: Record<DraftProblem, MessageDescriptor> = {
  price: msg`Enter a price above ₹0, with at most two decimals.`,
  band: msg`Choose both times, the end after the start.`,
  empty: msg`Choose days, a time band or dates for this rule.`,
};

function timeLabel(time: string, midnight: string): string {
  const hour = Number(time.slice(0, 2));
  if (hour === 24) return midnight;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12} ${hour < 12 ? "AM" : "PM"}`;
}

/** One price rule: days of the week, a time band, dates (with the holiday list), its price. */
export function PriceRuleRow({
  draft,
  index,
  today,
  courts,
  onChange,
  onRemove,
}: {
  draft: RuleDraft;
  index: number;
  today: string;
  /** The venue's courts: with more than one, a rule may be for one of them. */
  courts: readonly CourtChoice[];
  onChange: (draft: RuleDraft) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const id = useId();
  const [typedDate, setTypedDate] = useState("");
  const problem = draftProblem(draft);
  const number = index + 1;
  const midnight = t`Midnight`;
  const holidayName = (name: string) => {
    const known = HOLIDAY_NAMES[name];
    return known ? i18n._(known) : name;
  };
  const addDate = (date: string) => {
    if (isCalendarDate(date) && !draft.dates.includes(date))
      onChange({ ...draft, dates: [...draft.dates, date].sort() });
  };
  const toggleDay = (day: number) =>
    onChange({
      ...draft,
      weekdays: draft.weekdays.includes(day) ? draft.weekdays.filter((d) => d !== day) : [...draft.weekdays, day],
    });

  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-3" aria-label={t`Rule ${number}`}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">
          <Trans>Rule {number}</Trans>
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={t`Remove rule ${number}`}>
          <Trash2 aria-hidden="true" />
          <Trans>Remove</Trans>
        </Button>
      </div>

      {courts.length > 1 ? (
        <div>
          <label className="text-xs font-medium text-slate-600" htmlFor={`${id}-court`}>
            <Trans>Court</Trans>
          </label>
          <Select
            id={`${id}-court`}
            value={draft.courtId === null ? "" : String(draft.courtId)}
            onChange={(event) =>
              onChange({ ...draft, courtId: event.target.value ? Number(event.target.value) : null })
            }
            className="mt-1"
          >
            <option value="">{t`Every court`}</option>
            {courts.map((court) => (
              <option key={court.id} value={court.id}>
                {court.name}
              </option>
            ))}
          </Select>
        </div>
      ) : null}

      <fieldset>
        <legend className="mb-1.5 text-xs font-medium text-slate-600">
          <Trans>Days of the week (none: every day)</Trans>
        </legend>
        <div className="flex flex-wrap gap-1.5">
          {WEEKDAY_NAMES.map((name, day) => {
            const on = draft.weekdays.includes(day);
            return (
              <button
                key={name.id}
                type="button"
                aria-pressed={on}
                onClick={() => toggleDay(day)}
                className={cn(
                  "h-9 min-w-11 rounded-full border px-2.5 text-sm font-medium",
                  on
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-slate-200 bg-white text-slate-700 hover:border-slate-300",
                )}
              >
                {i18n._(name)}
              </button>
            );
          })}
        </div>
      </fieldset>

      <div className="grid grid-cols-2 gap-2">
        <div>
          <label className="text-xs font-medium text-slate-600" htmlFor={`${id}-from`}>
            <Trans>From</Trans>
          </label>
          <Select
            id={`${id}-from`}
            value={draft.from}
            onChange={(event) => onChange({ ...draft, from: event.target.value })}
            className="mt-1"
          >
            <option value="">{t`Any time`}</option>
            {BAND_TIMES.slice(0, -1).map((time) => (
              <option key={time} value={time}>
                {timeLabel(time, midnight)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label className="text-xs font-medium text-slate-600" htmlFor={`${id}-to`}>
            <Trans>Until</Trans>
          </label>
          <Select
            id={`${id}-to`}
            value={draft.to}
            onChange={(event) => onChange({ ...draft, to: event.target.value })}
            className="mt-1"
          >
            <option value="">{t`Any time`}</option>
            {BAND_TIMES.slice(1).map((time) => (
              <option key={time} value={time}>
                {timeLabel(time, midnight)}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <fieldset>
        <legend className="mb-1.5 text-xs font-medium text-slate-600">
          <Trans>Dates (these beat days of the week)</Trans>
        </legend>
        {draft.dates.length > 0 ? (
          <ul className="mb-2 flex flex-wrap gap-1.5">
            {draft.dates.map((date) => {
              const holiday = INDIAN_HOLIDAYS.find((h) => h.date === date);
              const label = `${format.date(date, "day-month-year")}${holiday ? ` · ${holidayName(holiday.name)}` : ""}`;
              return (
                <li
                  key={date}
                  className="inline-flex items-center gap-1 rounded-full bg-amber-50 py-1 pr-1 pl-2.5 text-xs text-amber-900 ring-1 ring-amber-200"
                >
                  {label}
                  <button
                    type="button"
                    className="rounded-full p-1 hover:bg-amber-100"
                    onClick={() => onChange({ ...draft, dates: draft.dates.filter((d) => d !== date) })}
                    aria-label={t`Remove ${label}`}
                  >
                    <X className="size-3" aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <div className="min-w-0 flex-[1_1_16rem]">
            <Select
              value=""
              aria-label={t`Add a holiday or festival`}
              onChange={(event) => addDate(event.target.value)}
            >
              <option value="">{t`Add a holiday or festival…`}</option>
              {upcomingHolidays(today).map((h) => (
                <option key={h.date} value={h.date} disabled={draft.dates.includes(h.date)}>
                  {`${holidayName(h.name)} · ${format.date(h.date, "day-month-year")}`}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex min-w-0 flex-[1_1_14rem] gap-2">
            <Input
              type="date"
              value={typedDate}
              min={today}
              onChange={(event) => setTypedDate(event.target.value)}
              aria-label={t`Another date`}
            />
            <Button
              type="button"
              variant="secondary"
              disabled={!isCalendarDate(typedDate)}
              onClick={() => {
                addDate(typedDate);
                setTypedDate("");
              }}
            >
              <Trans>Add</Trans>
            </Button>
          </div>
        </div>
      </fieldset>

      <div>
        <label className="block text-xs font-medium text-slate-600" htmlFor={`${id}-price`}>
          <Trans>Price per slot (before GST)</Trans>
        </label>
        <div className="mt-1">
          <PriceInput
            id={`${id}-price`}
            value={draft.price}
            onChange={(event) => onChange({ ...draft, price: event.target.value })}
            aria-invalid={problem === "price" && draft.price !== ""}
          />
        </div>
      </div>
      {problem && (problem !== "price" || draft.price !== "") ? (
        <p className="text-xs text-red-700" role="alert">
          {i18n._(PROBLEMS[problem])}
        </p>
      ) : null}
    </li>
  );
}
