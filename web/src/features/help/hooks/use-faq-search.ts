import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * The Help Center's search text, kept in the address (`/help-center?q=refund`) so a search can be
 * shared or linked to. The input reads local state, so typing never waits for the router.
 */
export function useFaqSearch(): [string, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const [query, setQueryState] = useState(() => params.get("q") ?? "");

  const setQuery = useCallback(
    (next: string) => {
      setQueryState(next);
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next.trim()) updated.set("q", next);
          else updated.delete("q");
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return [query, setQuery];
}
