/**
 * The venues a player has picked to compare (docs/product/search.md#compare): at most three,
 * no duplicates, in the order they were added. Each entry keeps the little the tray shows, so
 * the tray never calls the API. The store knows nothing about the DOM: storage is passed in,
 * and a storage event from another tab is handed to `syncFromStorage` by whoever listens.
 */

export const COMPARE_MAX = 3;
export const COMPARE_STORAGE_KEY = "crease:compare";

/** What the tray needs of a venue. */
export interface CompareVenue {
  id: number;
  name: string;
  venueType: string;
  city: string;
  state: string;
  /** Numeric string, "0.00" when unrated (as on the wire). */
  avgRating: string;
}

export type AddOutcome = "added" | "duplicate" | "full";

/** The part of the Web Storage API the store uses (localStorage, or a map in tests). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Keeps just the tray fields of anything venue-shaped. */
export function toCompareVenue(venue: CompareVenue): CompareVenue {
  return {
    id: venue.id,
    name: venue.name,
    venueType: venue.venueType,
    city: venue.city,
    state: venue.state,
    avgRating: venue.avgRating,
  };
}

function isCompareVenue(value: unknown): value is CompareVenue {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.id) &&
    (v.id as number) > 0 &&
    typeof v.name === "string" &&
    typeof v.venueType === "string" &&
    typeof v.city === "string" &&
    typeof v.state === "string" &&
    typeof v.avgRating === "string"
  );
}

/** Reads a stored selection, dropping anything malformed, duplicated or beyond the limit. */
export function parseSelection(raw: string | null | undefined): CompareVenue[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<number>();
  const list: CompareVenue[] = [];
  for (const item of parsed) {
    if (!isCompareVenue(item) || seen.has(item.id)) continue;
    seen.add(item.id);
    list.push(toCompareVenue(item));
    if (list.length === COMPARE_MAX) break;
  }
  return list;
}

/** Adding to a selection: refused when already there or when full. */
export function addToSelection(
  list: readonly CompareVenue[],
  venue: CompareVenue,
): { list: readonly CompareVenue[]; outcome: AddOutcome } {
  if (list.some((v) => v.id === venue.id)) return { list, outcome: "duplicate" };
  if (list.length >= COMPARE_MAX) return { list, outcome: "full" };
  return { list: [...list, toCompareVenue(venue)], outcome: "added" };
}

export interface CompareStore {
  getSnapshot(): readonly CompareVenue[];
  subscribe(listener: () => void): () => void;
  has(id: number): boolean;
  add(venue: CompareVenue): AddOutcome;
  /** True when the venue was there. */
  remove(id: number): boolean;
  /** Drops every venue whose id is not in `keep` (venues the API no longer shows); returns how many went. */
  retain(keep: readonly number[]): number;
  clear(): void;
  /** Another tab changed the stored selection (a `storage` event for COMPARE_STORAGE_KEY). */
  syncFromStorage(raw: string | null): void;
}

export function createCompareStore(storage: StorageLike | null): CompareStore {
  function read(): CompareVenue[] {
    try {
      return parseSelection(storage?.getItem(COMPARE_STORAGE_KEY));
    } catch {
      return [];
    }
  }

  let list: readonly CompareVenue[] = read();
  const listeners = new Set<() => void>();

  function emit() {
    for (const listener of listeners) listener();
  }

  function commit(next: readonly CompareVenue[]) {
    list = next;
    try {
      if (next.length === 0) storage?.removeItem(COMPARE_STORAGE_KEY);
      else storage?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Private mode or a full quota: the selection still works for this page.
    }
    emit();
  }

  return {
    getSnapshot: () => list,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    has: (id) => list.some((v) => v.id === id),
    add(venue) {
      const result = addToSelection(list, venue);
      if (result.outcome === "added") commit(result.list);
      return result.outcome;
    },
    remove(id) {
      if (!list.some((v) => v.id === id)) return false;
      commit(list.filter((v) => v.id !== id));
      return true;
    },
    retain(keep) {
      const next = list.filter((v) => keep.includes(v.id));
      const dropped = list.length - next.length;
      if (dropped > 0) commit(next);
      return dropped;
    },
    clear() {
      if (list.length > 0) commit([]);
    },
    syncFromStorage(raw) {
      const next = parseSelection(raw);
      if (JSON.stringify(next) === JSON.stringify(list)) return;
      // Not written back: the other tab already stored it.
      list = next;
      emit();
    },
  };
}
