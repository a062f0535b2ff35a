import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { FilterPatch } from "../components/search-filters-panel";
import { readSearchFilters, writeSearchFilters } from "../lib/search-filters";

/**
 * The filters, kept in the address: reading cleans them, every change writes them back (typed
 * text replaces the history entry, other changes add one) without scrolling the page.
 */
export function useSearchFilters(today: string) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readSearchFilters(params, today), [params, today]);
  const update = useCallback(
    (patch: FilterPatch, options: { replace?: boolean } = {}) => {
      setParams((current) => writeSearchFilters({ ...readSearchFilters(current, today), ...patch }), {
        replace: options.replace,
        preventScrollReset: true,
        // Radios and checkboxes are controlled by the address: update it at once, not in a
        // transition, or a clicked box would show its old state for a moment.
        flushSync: !options.replace,
      });
    },
    [setParams, today],
  );
  const clear = useCallback(
    () => setParams(new URLSearchParams(), { preventScrollReset: true, flushSync: true }),
    [setParams],
  );
  return { filters, update, clear, hasQuery: params.toString() !== "" };
}
