import { useSyncExternalStore } from "react";

/**
 * Whether `query` matches now, following changes; null where the browser cannot say (tests
 * without matchMedia), so callers can fall back to drawing both forms and letting CSS choose.
 * Long lists draw only the form the screen shows: both forms doubled the owner's bookings list
 * (measured: 50 rows cost 4.4 s of main thread on a quiet machine, half of it the hidden form).
 */
export function useMediaQuery(query: string): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      const list = typeof window !== "undefined" ? window.matchMedia?.(query) : undefined;
      list?.addEventListener?.("change", onChange);
      return () => list?.removeEventListener?.("change", onChange);
    },
    () => (typeof window !== "undefined" && window.matchMedia ? window.matchMedia(query).matches : null),
    () => null,
  );
}
