import { GROUND_SLOT_TIMES, GROUND_SLOTS, HOURLY_START_OPTIONS } from "@crease/core/slots";
import { useLingui } from "@lingui/react/macro";
import { cn } from "@/lib/cn";
import { useWords } from "@/lib/i18n";
import { hourLabel } from "../lib/search-url";

function Chip({
  pressed,
  onClick,
  children,
  sub,
  compact,
}: {
  pressed: boolean;
  onClick: () => void;
  children: string;
  sub?: string;
  compact?: boolean;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "flex min-h-10 flex-col items-center justify-center rounded-xl border py-1.5 font-semibold transition-all focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        compact ? "px-1 text-[13px] whitespace-nowrap" : "px-3.5 text-sm",
        pressed
          ? "border-pitch-700 bg-pitch-700 text-white shadow-[0_6px_16px_-6px_rgb(3_152_85/0.7)]"
          : "border-slate-200 bg-white text-slate-700 hover:border-pitch-300 hover:bg-pitch-50",
      )}
    >
      <span>{children}</span>
      {sub ? (
        <span className={cn("text-[11px] font-medium", pressed ? "text-white/85" : "text-slate-500")}>{sub}</span>
      ) : null}
    </button>
  );
}

interface SlotChipsProps {
  value: string;
  /** Called with "" when the pressed chip is clicked again (a second click deselects). */
  onChange: (value: string) => void;
  legend?: string;
  /** Narrower chips for the search page's sidebar. */
  compact?: boolean;
  className?: string;
}

/** Morning, afternoon, evening, night: the four ground slots. */
export function GroundSlotChips({ value, onChange, legend, compact, className }: SlotChipsProps) {
  const { t: translate } = useLingui();
  const words = useWords();
  return (
    <fieldset className={cn("min-w-0", className)}>
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend ?? translate`Time slot (optional)`}</legend>
      <div className={compact ? "grid grid-cols-2 gap-2" : "flex flex-wrap gap-2"}>
        {GROUND_SLOTS.map((slot) => {
          const t = GROUND_SLOT_TIMES[slot];
          return (
            <Chip
              key={slot}
              compact={compact}
              pressed={value === slot}
              onClick={() => onChange(value === slot ? "" : slot)}
              sub={`${hourLabel(t.start)}–${hourLabel(t.end)}`}
            >
              {words.slotName(slot)}
            </Chip>
          );
        })}
      </div>
    </fieldset>
  );
}

/** 6 AM … 8 PM: start times for nets and box cricket. */
export function StartTimeChips({ value, onChange, legend, compact, className }: SlotChipsProps) {
  const { t } = useLingui();
  return (
    <fieldset className={cn("min-w-0", className)}>
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend ?? t`Start time (optional)`}</legend>
      <div className={compact ? "grid grid-cols-4 gap-2" : "flex flex-wrap gap-2"}>
        {HOURLY_START_OPTIONS.map((time) => (
          <Chip
            key={time}
            compact={compact}
            pressed={value === time}
            onClick={() => onChange(value === time ? "" : time)}
          >
            {hourLabel(time)}
          </Chip>
        ))}
      </div>
    </fieldset>
  );
}
