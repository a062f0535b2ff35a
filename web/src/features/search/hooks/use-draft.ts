import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A text field whose value lives somewhere else (the address) but is typed locally: the typed
 * text is handed on after a pause, or at once with `flush()` (Enter, blur). When the outside
 * value changes by other means (Clear All Filters, Back), the field follows it.
 */
export function useDraft(value: string, commit: (next: string) => void, pauseMs = 500) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  // Compared trimmed: the address keeps "Navi" of a typed "Navi ", and the space must stay.
  useEffect(() => {
    if (value.trim() !== committed.current.trim()) {
      committed.current = value;
      setDraft(value);
    }
  }, [value]);

  useEffect(() => {
    if (draft.trim() === committed.current.trim()) return;
    const timer = setTimeout(() => {
      committed.current = draft;
      commitRef.current(draft);
    }, pauseMs);
    return () => clearTimeout(timer);
  }, [draft, pauseMs]);

  const flush = useCallback(
    (next?: string) => {
      const text = next ?? draft;
      if (next !== undefined) setDraft(next);
      if (text.trim() === committed.current.trim()) return;
      committed.current = text;
      commitRef.current(text);
    },
    [draft],
  );

  return [draft, setDraft, flush] as const;
}
