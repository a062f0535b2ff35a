import { Loader2, MapPin } from "lucide-react";
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from "react";
import { fieldControlClasses } from "@/components/ui/input";
import { cn } from "@/lib/cn";

/** The list closes this long after the box loses focus, so a click on a suggestion still lands. */
const CLOSE_AFTER_BLUR_MS = 200;

export interface ComboboxProps<T> {
  id?: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  /** What to offer for the text typed so far (the caller asks the server and debounces). */
  suggestions: readonly T[];
  /** A stable key per suggestion; a new set of keys clears the highlighted row. */
  suggestionKey: (suggestion: T) => string;
  /** A suggestion's content beside the pin. */
  renderSuggestion: (suggestion: T) => ReactNode;
  onChoose: (suggestion: T) => void;
  /** The user settled on the typed text: Enter with no suggestion highlighted, or leaving the box. */
  onCommit?: (value: string) => void;
  onBlur?: () => void;
  /** Open the list again on focus when there is text (a search box); a form's field opens only while typing. */
  openOnFocus?: boolean;
  /** The suggestions are being fetched: a spinner at the end of the box (leave room for it: pr-9). */
  busy?: boolean;
  /** The list's accessible name ("Address suggestions"). */
  listLabel: string;
  placeholder?: string;
  className?: string;
  /** The input's height and padding (the pin takes the left 2.5 rem). */
  inputClassName?: string;
  spellCheck?: boolean;
  ref?: Ref<HTMLInputElement>;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-describedby"?: string;
}

/**
 * A text box with suggestions, following the ARIA combobox pattern (list autocomplete): the list
 * shows while there is text and something matches, closes on Escape (only the list: a second
 * Escape may close a surrounding dialog), on Tab, when a suggestion is chosen and 200 ms after
 * blur. Arrow keys move through it (wrapping), Enter chooses, Home and End move the caret.
 * Used by the search's place box and the listing wizard's address box.
 */
export function Combobox<T>({
  id,
  name,
  value,
  onChange,
  suggestions,
  suggestionKey,
  renderSuggestion,
  onChoose,
  onCommit,
  onBlur,
  openOnFocus = false,
  busy = false,
  listLabel,
  placeholder,
  className,
  inputClassName = "h-11 pl-10",
  spellCheck,
  ref,
  "aria-invalid": ariaInvalid,
  "aria-describedby": ariaDescribedBy,
}: ComboboxProps<T>) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const showList = open && suggestions.length > 0;
  const keys = suggestions.map(suggestionKey).join("\n");

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer resets the highlighted row
  useEffect(() => setActive(-1), [keys]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (suggestion: T) => {
    onChoose(suggestion);
    close();
  };

  return (
    <div className={cn("relative", className)}>
      <MapPin
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-brand-600"
        aria-hidden="true"
      />
      <input
        ref={ref}
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        autoComplete="off"
        spellCheck={spellCheck}
        placeholder={placeholder}
        value={value}
        className={cn(fieldControlClasses, inputClassName)}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(event.target.value.trim().length > 0);
          setActive(-1);
        }}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          if (openOnFocus && value.trim()) setOpen(true);
        }}
        onBlur={() => {
          onBlur?.();
          onCommit?.(value);
          closeTimer.current = setTimeout(close, CLOSE_AFTER_BLUR_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            if (showList) {
              event.preventDefault();
              event.stopPropagation();
              close();
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
            if (chosen !== undefined) {
              event.preventDefault();
              choose(chosen);
            } else if (onCommit) {
              event.preventDefault();
              setOpen(false);
              onCommit(value);
            }
            return;
          }
          if (!showList) return;
          // Home and End move the caret in the text box, as in a plain input.
          if (event.key === "Home" || event.key === "End") setActive(-1);
          else if (event.key === "Tab") setOpen(false);
        }}
      />
      {busy && open ? (
        <Loader2
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-slate-400"
          aria-hidden="true"
        />
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!showList}
        className="absolute top-full right-0 left-0 z-30 mt-1.5 overflow-hidden rounded-xl border border-slate-200 bg-white p-1 shadow-xl data-[open=true]:animate-slide-down"
        data-open={showList}
      >
        {suggestions.map((suggestion, index) => (
          <div
            key={suggestionKey(suggestion)}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            onKeyDown={() => undefined}
            onMouseEnter={() => setActive(index)}
            className={cn(
              "flex cursor-pointer items-start gap-2.5 rounded-lg px-3 py-2.5 text-sm text-slate-700",
              index === active && "bg-brand-50 text-brand-800",
            )}
          >
            <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="min-w-0">{renderSuggestion(suggestion)}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
