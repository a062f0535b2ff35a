import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * One choice of a few as a row of tiles, each a radio button big enough for a thumb (the desk's
 * "how did they pay"): the tile chosen is tinted, the radio itself is hidden but still focusable.
 */
export function ChoiceTiles<T extends string>({
  legend,
  name,
  choices,
  words,
  value,
  onChange,
  gridClassName = "grid-cols-2",
  children,
}: {
  legend: ReactNode;
  /** The radio group's name (unique on the page: a useId()). */
  name: string;
  choices: readonly T[];
  words: Record<T, string>;
  /** The chosen tile; null when none is chosen yet (a choice with no default, e.g. a walk-in's payment). */
  value: T | null;
  onChange: (choice: T) => void;
  /** The grid's columns, e.g. "grid-cols-3". */
  gridClassName?: string;
  /** Under the tiles, e.g. the field's error. */
  children?: ReactNode;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={cn("grid gap-1.5", gridClassName)}>
        {choices.map((choice) => (
          <label
            key={choice}
            className={cn(
              "flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border px-2 text-center text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
              value === choice
                ? "border-brand-500 bg-brand-50 text-brand-800"
                : "border-slate-200 bg-white text-slate-700",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            {words[choice]}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
