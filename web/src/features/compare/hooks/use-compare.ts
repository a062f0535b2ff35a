import { t } from "@lingui/core/macro";
import { useSyncExternalStore } from "react";
import { toast } from "@/components/ui/use-toast";
import {
  COMPARE_MAX,
  COMPARE_STORAGE_KEY,
  type CompareVenue,
  createCompareStore,
  type StorageLike,
} from "../lib/compare-store";

function browserStorage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The one selection of this tab, kept in localStorage and followed across tabs. */
export const compareStore = createCompareStore(browserStorage());

if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null) compareStore.syncFromStorage(event.newValue);
  });
}

/** Adds a venue and says what happened (docs/product/venues.md). */
export function addToCompare(venue: CompareVenue) {
  const outcome = compareStore.add(venue);
  const max = COMPARE_MAX;
  if (outcome === "added") toast({ title: t`Venue added to comparison`, variant: "success" });
  else if (outcome === "duplicate")
    toast({ title: t`Venue already selected`, description: t`This venue is already in your comparison list.` });
  else
    toast({
      title: t`Maximum venues reached`,
      description: t`You can only compare up to ${max} venues at once.`,
      variant: "destructive",
    });
  return outcome;
}

export function removeFromCompare(id: number) {
  if (compareStore.remove(id)) toast({ title: t`Venue removed` });
}

export function clearCompare() {
  compareStore.clear();
  toast({ title: t`Comparison cleared`, description: t`All venues removed from comparison` });
}

// What the server draws (it has no selection), and so what the browser draws while it takes a
// server-drawn page over; the tab's own selection follows at once.
const NONE_SELECTED: readonly CompareVenue[] = [];

/** The selected venues, in the order they were added. */
export function useCompareSelection(): readonly CompareVenue[] {
  return useSyncExternalStore(compareStore.subscribe, compareStore.getSnapshot, () => NONE_SELECTED);
}

export function useIsCompared(id: number): boolean {
  return useCompareSelection().some((v) => v.id === id);
}
