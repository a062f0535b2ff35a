import type { AddressSuggestion } from "@crease/core/venue-moderation";
import { useLingui } from "@lingui/react/macro";
import type { Ref } from "react";
import { Combobox } from "@/components/ui/combobox";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAddressSuggestions } from "../api/get-address-suggestions";

/** docs/product/venues.md: ask after a 300 ms pause (the list closes 200 ms after the box loses focus). */
const TYPING_PAUSE_MS = 300;

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
 * The address box of the add-venue form: a combobox with up to five suggestions from
 * `GET /api/geocode` once three characters have been typed and typing has paused for 300 ms.
 * The list opens only while typing (not after a pick), and failures show nothing.
 */
export function AddressAutocomplete({ onPick, ...box }: AddressAutocompleteProps) {
  const { t } = useLingui();
  const query = useDebouncedValue(box.value.trim(), TYPING_PAUSE_MS);
  const { suggestions, isFetching } = useAddressSuggestions(query);
  return (
    <Combobox
      {...box}
      suggestions={suggestions}
      suggestionKey={(s) => `${s.label}|${s.lat}|${s.lng}`}
      renderSuggestion={(s) => (
        <>
          <span className="block truncate font-medium text-slate-900">{s.address || s.label}</span>
          <span className="block truncate text-xs text-slate-500">{secondLine(s)}</span>
        </>
      )}
      onChoose={onPick}
      busy={isFetching}
      listLabel={t`Address suggestions`}
      inputClassName="h-11 pr-9 pl-10"
    />
  );
}
