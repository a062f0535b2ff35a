import { useLingui } from "@lingui/react/macro";
import { Combobox } from "@/components/ui/combobox";
import { useLocations } from "@/features/venues";
import { useDebouncedValue } from "@/lib/use-debounced-value";

/** Wait for a pause in typing before asking the server. */
const TYPING_PAUSE_MS = 150;
const MAX_SUGGESTIONS = 5;

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
 * The place box of the search: suggestions from the venues themselves (`GET /api/locations?q=`)
 * while the text is not empty and something matches; the list opens again on focus when text is
 * present. Choosing a suggestion puts its value in the box and commits it.
 */
export function LocationCombobox({ onChange, onCommit, size = "lg", ...box }: LocationComboboxProps) {
  const { t } = useLingui();
  const query = useDebouncedValue(box.value.trim(), TYPING_PAUSE_MS);
  const { data } = useLocations(query);
  const suggestions = box.value.trim() && query ? (data ?? []).slice(0, MAX_SUGGESTIONS) : [];
  return (
    <Combobox
      {...box}
      onChange={onChange}
      onCommit={onCommit}
      suggestions={suggestions}
      suggestionKey={(s) => `${s.value}|${s.label}`}
      renderSuggestion={(s) => <span className="block truncate">{s.label}</span>}
      onChoose={(s) => {
        onChange(s.value);
        onCommit?.(s.value);
      }}
      openOnFocus
      spellCheck={false}
      listLabel={t`Suggested locations`}
      inputClassName={size === "lg" ? "h-12 pl-10" : "h-11 pl-10"}
    />
  );
}
