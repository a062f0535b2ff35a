import { cn } from "@/lib/cn";

interface FilterChipsProps<T extends string> {
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
  /** A count beside an option's label. */
  counts?: Partial<Record<T, number | undefined>>;
  /** Options whose count deserves attention (pending venues, unread messages). */
  highlight?: readonly T[];
  className?: string;
}

/** A single-choice row of pill buttons (a filter), scrolling sideways on a phone. */
export function FilterChips<T extends string>({
  label,
  options,
  labels,
  value,
  onChange,
  counts,
  highlight = [],
  className,
}: FilterChipsProps<T>) {
  return (
    <fieldset className={cn("-mx-1 min-w-0 overflow-x-auto px-1 py-0.5", className)}>
      <legend className="sr-only">{label}</legend>
      <div className="flex w-max items-center gap-1.5">
        {options.map((option) => {
          const active = option === value;
          const count = counts?.[option];
          const loud = highlight.includes(option) && (count ?? 0) > 0;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(option)}
              className={cn(
                "inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors",
                active
                  ? "border-brand-600 bg-brand-600 text-white shadow-sm"
                  : "border-slate-200 bg-white text-slate-700 hover:border-slate-300 hover:bg-slate-50",
              )}
            >
              {labels[option]}
              {count !== undefined ? (
                <span
                  className={cn(
                    "min-w-5 rounded-full px-1.5 text-center text-xs tabular-nums",
                    active
                      ? "bg-black/20 text-white"
                      : loud
                        ? "bg-amber-100 text-amber-800"
                        : "bg-slate-100 text-slate-600",
                  )}
                >
                  {count}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
