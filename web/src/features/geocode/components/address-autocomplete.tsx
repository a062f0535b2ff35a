import type { AddressSuggestion } from "@crease/core/venue-moderation";
import { useLingui } from "@lingui/react/macro";
import { Loader2, MapPin } from "lucide-react";
import { type Ref, useEffect, useId, useRef, useState } from "react";
import { fieldControlClasses } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAddressSuggestions } from "../api/get-address-suggestions";

/** docs/product/venues.md: ask after a 300 ms pause; the list closes 200 ms after the box loses focus. */
const TYPING_PAUSE_MS = 300;
const CLOSE_AFTER_BLUR_MS = 200;

export interface AddressAutocompleteProps {
  id?: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A suggestion was chosen: fill the address, city, state, postal code and country from it. */
  onPick: (suggestion: AddressSuggestion) => void;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-describedby"?: string;
}

function secondLine(s: AddressSuggestion): string {
  return [s.city, [s.state, s.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
}

/**
 * The address box of the add-venue form: an ARIA combobox with up to five suggestions from
 * `GET /api/geocode` once three characters have been typed and typing has paused for 300 ms.
 * The list opens only while typing (not after a pick), and failures show nothing.
 */
export function AddressAutocomplete({
  id,
  name,
  value,
  onChange,
  onBlur,
  onPick,
  placeholder,
  ref,
  "aria-invalid": ariaInvalid,
  "aria-describedby": ariaDescribedBy,
}: AddressAutocompleteProps) {
  const { t } = useLingui();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const query = useDebouncedValue(value.trim(), TYPING_PAUSE_MS);
  const { suggestions, isFetching } = useAddressSuggestions(query);
  const showList = open && suggestions.length > 0;

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer resets the highlighted row
  useEffect(() => setActive(-1), [suggestions]);

  const choose = (suggestion: AddressSuggestion) => {
    onPick(suggestion);
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
        placeholder={placeholder}
        value={value}
        className={cn(fieldControlClasses, "h-11 pr-9 pl-10")}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => clearTimeout(closeTimer.current)}
        onBlur={() => {
          onBlur?.();
          closeTimer.current = setTimeout(() => {
            setOpen(false);
            setActive(-1);
          }, CLOSE_AFTER_BLUR_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape" && showList) {
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
            setActive(-1);
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
          if (event.key === "Enter" && showList && active >= 0) {
            const chosen = suggestions[active];
            if (chosen) {
              event.preventDefault();
              choose(chosen);
            }
            return;
          }
          if (event.key === "Tab") setOpen(false);
        }}
      />
      {isFetching && open ? (
        <Loader2
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-slate-400"
          aria-hidden="true"
        />
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label={t`Address suggestions`}
        hidden={!showList}
        className="absolute top-full right-0 left-0 z-30 mt-1.5 overflow-hidden rounded-xl border border-slate-200 bg-white p-1 shadow-xl data-[open=true]:animate-slide-down"
        data-open={showList}
      >
        {suggestions.map((suggestion, index) => (
          <div
            key={`${suggestion.label}|${suggestion.lat}|${suggestion.lng}`}
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
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900">
                {suggestion.address || suggestion.label}
              </span>
              <span className="block truncate text-xs text-slate-500">{secondLine(suggestion)}</span>
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
