import { type LocationEntry, suggestLocations } from "@crease/core/locations";
import { MapPin } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { fieldControlClasses } from "@/components/ui/input";
import { cn } from "@/lib/cn";

const CLOSE_AFTER_BLUR_MS = 200;

interface LocationComboboxProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  entries: readonly LocationEntry[];
  placeholder?: string;
}

/**
 * A text box with a suggestion list (ARIA combobox). The list appears when the text is not
 * empty and something matches, opens on focus when text is present, and closes 200 ms after
 * blur or when a suggestion is chosen.
 */
export function LocationCombobox({ id, value, onChange, entries, placeholder }: LocationComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const suggestions = useMemo(() => suggestLocations(value, entries), [value, entries]);
  const showList = open && suggestions.length > 0;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const choose = (next: string) => {
    onChange(next);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="relative">
      <MapPin
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-brand-600"
        aria-hidden="true"
      />
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        className={cn(fieldControlClasses, "h-12 pl-10")}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(event.target.value.trim().length > 0);
          setActive(-1);
        }}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          if (value.trim()) setOpen(true);
        }}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), CLOSE_AFTER_BLUR_MS);
        }}
        onKeyDown={(event) => {
          if (!showList) return;
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setActive((i) => (i + 1) % suggestions.length);
          } else if (event.key === "ArrowUp") {
            event.preventDefault();
            setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
          } else if (event.key === "Enter" && active >= 0) {
            event.preventDefault();
            const chosen = suggestions[active];
            if (chosen) choose(chosen.value);
          } else if (event.key === "Escape") {
            setOpen(false);
          }
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Suggested locations"
        hidden={!showList}
        className="absolute top-full right-0 left-0 z-30 mt-1.5 overflow-hidden rounded-xl border border-slate-200 bg-white p-1 shadow-xl data-[open=true]:animate-slide-down"
        data-open={showList}
      >
        {suggestions.map((suggestion, index) => (
          <div
            key={suggestion.label}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion.value)}
            onKeyDown={() => undefined}
            onMouseEnter={() => setActive(index)}
            className={cn(
              "flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm text-slate-700",
              index === active && "bg-brand-50 text-brand-800",
            )}
          >
            <MapPin className="size-4 text-slate-400" aria-hidden="true" />
            {suggestion.label}
          </div>
        ))}
      </div>
    </div>
  );
}
