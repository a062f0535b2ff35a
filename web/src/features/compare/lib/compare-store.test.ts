import { describe, expect, it, vi } from "vitest";
import {
  COMPARE_STORAGE_KEY,
  type CompareVenue,
  createCompareStore,
  parseSelection,
  type StorageLike,
} from "./compare-store";

function venue(id: number, extra: Partial<CompareVenue> = {}): CompareVenue {
  return {
    id,
    name: `Venue ${id}`,
    venueType: "ground",
    city: "Pune",
    state: "Maharashtra",
    avgRating: "4.20",
    ...extra,
  };
}

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe("the compare selection", () => {
  it("adds venues in order and keeps only the tray's fields", () => {
    const store = createCompareStore(memoryStorage());
    const withExtras = { ...venue(7), description: "long text", images: ["a.jpg"] } as CompareVenue;
    expect(store.add(withExtras)).toBe("added");
    expect(store.add(venue(3))).toBe("added");
    expect(store.getSnapshot()).toEqual([venue(7), venue(3)]);
  });

  it("refuses a venue that is already selected", () => {
    const store = createCompareStore(memoryStorage());
    store.add(venue(1));
    expect(store.add(venue(1, { name: "Renamed" }))).toBe("duplicate");
    expect(store.getSnapshot()).toEqual([venue(1)]);
  });

  it("refuses a fourth venue", () => {
    const store = createCompareStore(memoryStorage());
    for (const id of [1, 2, 3]) expect(store.add(venue(id))).toBe("added");
    expect(store.add(venue(4))).toBe("full");
    expect(store.getSnapshot().map((v) => v.id)).toEqual([1, 2, 3]);
  });

  it("removes one venue, and says whether it was there", () => {
    const store = createCompareStore(memoryStorage());
    store.add(venue(1));
    store.add(venue(2));
    expect(store.remove(1)).toBe(true);
    expect(store.remove(1)).toBe(false);
    expect(store.has(2)).toBe(true);
    expect(store.getSnapshot().map((v) => v.id)).toEqual([2]);
  });

  it("clears everything and forgets the stored copy", () => {
    const storage = memoryStorage();
    const store = createCompareStore(storage);
    store.add(venue(1));
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(storage.data.has(COMPARE_STORAGE_KEY)).toBe(false);
  });

  it("keeps only the venues the API still shows", () => {
    const store = createCompareStore(memoryStorage());
    for (const id of [1, 2, 3]) store.add(venue(id));
    expect(store.retain([3, 1])).toBe(1);
    expect(store.getSnapshot().map((v) => v.id)).toEqual([1, 3]);
    expect(store.retain([1, 3])).toBe(0);
  });

  it("survives a reload through storage", () => {
    const storage = memoryStorage();
    const first = createCompareStore(storage);
    first.add(venue(5));
    first.add(venue(9));
    const reloaded = createCompareStore(storage);
    expect(reloaded.getSnapshot()).toEqual([venue(5), venue(9)]);
  });

  it("follows another tab's change without writing it back, and tells its listeners", () => {
    const storage = memoryStorage();
    const store = createCompareStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    const setItem = vi.spyOn(storage, "setItem");

    store.syncFromStorage(JSON.stringify([venue(4), venue(8)]));
    expect(store.getSnapshot().map((v) => v.id)).toEqual([4, 8]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(setItem).not.toHaveBeenCalled();

    store.syncFromStorage(JSON.stringify([venue(4), venue(8)]));
    expect(listener).toHaveBeenCalledTimes(1);

    store.syncFromStorage(null);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("keeps the same snapshot while nothing changes (useSyncExternalStore needs that)", () => {
    const store = createCompareStore(memoryStorage());
    store.add(venue(1));
    const snapshot = store.getSnapshot();
    store.add(venue(1));
    store.remove(99);
    store.retain([1]);
    expect(store.getSnapshot()).toBe(snapshot);
  });

  it("still works when storage throws", () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    const store = createCompareStore(broken);
    expect(store.add(venue(1))).toBe("added");
    expect(store.getSnapshot()).toHaveLength(1);
  });
});

describe("reading a stored selection", () => {
  it("ignores junk, duplicates and anything past three", () => {
    expect(parseSelection(null)).toEqual([]);
    expect(parseSelection("not json")).toEqual([]);
    expect(parseSelection('{"id":1}')).toEqual([]);
    const raw = JSON.stringify([venue(1), { id: "2" }, venue(1), null, venue(3), venue(4), venue(5)]);
    expect(parseSelection(raw).map((v) => v.id)).toEqual([1, 3, 4]);
  });
});
