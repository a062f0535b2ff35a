import { useLingui } from "@lingui/react/macro";
import { MapPin } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { fieldControlClasses } from "@/components/ui/input";
import { useLocations } from "@/features/venues";
import { cn } from "@/lib/cn";

const CLOSE_AFTER_BLUR_MS = 200;
/** Wait for a pause in typing before asking the server. */
const TYPING_PAUSE_MS = 150;
const MAX_SUGGESTIONS = 5;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

interface LocationComboboxProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * The user settled on a value: chose a suggestion, pressed Enter or left the box. Forms
   * that apply filters as you go (the search page) act on this rather than on every key.
   */
  onCommit?: (value: string) => void;
  placeholder?: string;
  className?: string;
  /** The input's height class; the hero uses a taller box than the filter sidebar. */
  size?: "md" | "lg";
}

/**
 * A text box with place suggestions from the venues themselves (`GET /api/locations?q=`),
 * following the ARIA combobox pattern. The list appears when the text is not empty and
 * something matches, opens on focus when text is present, and closes 200 ms after blur, on
 * Escape or when a suggestion is chosen. Arrow keys move through it, Enter chooses.
 */
export function LocationCombobox({
  id,
  value,
  onChange,
  onCommit,
  placeholder,
  className,
  size = "lg",
}: LocationComboboxProps) {
  const { t } = useLingui();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const query = useDebounced(value.trim(), TYPING_PAUSE_MS);
  const { data } = useLocations(query);
  const suggestions = value.trim() && query ? (data ?? []).slice(0, MAX_SUGGESTIONS) : [];
  const showList = open && suggestions.length > 0;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // A new answer from the server invalidates the highlighted row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the suggestions change
  useEffect(() => setActive(-1), [data]);

  const choose = (next: string) => {
    onChange(next);
    onCommit?.(next);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className={cn("relative", className)}>
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
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        className={cn(fieldControlClasses, size === "lg" ? "h-12" : "h-11", "pl-10")}
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
          onCommit?.(value);
          closeTimer.current = setTimeout(() => {
            setOpen(false);
            setActive(-1);
          }, CLOSE_AFTER_BLUR_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            if (showList) {
              // Close the list only; a second Escape may close a surrounding dialog.
              event.preventDefault();
              event.stopPropagation();
              setOpen(false);
              setActive(-1);
            }
            return;
          }
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            if (suggestions.length === 0) return;
            event.preventDefault();
            if (!showList) {
              setOpen(true);
              setActive(event.key === "ArrowDown" ? 0 : suggestions.length - 1);
              return;
            }
            setActive((i) =>
              event.key === "ArrowDown" ? (i + 1) % suggestions.length : i <= 0 ? suggestions.length - 1 : i - 1,
            );
            return;
          }
          if (event.key === "Enter") {
            const chosen = showList && active >= 0 ? suggestions[active] : undefined;
            if (chosen) {
              event.preventDefault();
              choose(chosen.value);
            } else if (onCommit) {
              event.preventDefault();
              setOpen(false);
              onCommit(value);
            }
            return;
          }
          if (!showList) return;
          if (event.key === "Home" || event.key === "End") {
            // Home and End move the caret in the text box, as in a plain input.
            setActive(-1);
          } else if (event.key === "Tab") {
            setOpen(false);
          }
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t`Suggested locations`}
        hidden={!showList}
        className="absolute top-full right-0 left-0 z-30 mt-1.5 overflow-hidden rounded-xl border border-slate-200 bg-white p-1 shadow-xl data-[open=true]:animate-slide-down"
        data-open={showList}
      >
        {suggestions.map((suggestion, index) => (
          <div
            key={`${suggestion.value}|${suggestion.label}`}
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
            <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="truncate">{suggestion.label}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
