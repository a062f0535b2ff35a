import { useEffect, useSyncExternalStore } from "react";

/*
 * Whether the app has taken over the page the server drew (decision 015). React takes a drawn
 * page over in the background, a piece at a time, so the phone stays responsive; but an update
 * that reaches the drawn part before that is done forces React to finish it all at once (a long
 * freeze on a slow phone). What the server did not draw (who is signed in) therefore waits for
 * the takeover: see `useTakenOver`.
 */
let takenOver = false;
const listeners = new Set<() => void>();

/** Marks the page as the app's: at once for a page drawn in the browser, else by <TakeoverDone>. */
export function markTakenOver(): void {
  if (takenOver) return;
  takenOver = true;
  // Said on the page too: every control answers from now on (the browser tests wait for it).
  document.documentElement.dataset.takenOver = "";
  for (const listener of listeners) listener();
}

/** True once the app has taken over the page (always false on the server). */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => takenOver,
    () => false,
  );
}

/** Drawn last inside the drawn part: its effect runs once React has taken all of it over. */
export function TakeoverDone(): null {
  useEffect(markTakenOver, []);
  return null;
}
