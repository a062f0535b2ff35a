import { describe, expect, it } from "vitest";
import { seriesGroups, seriesOf, seriesPosition } from "./series";

const list = [
  { id: 9, date: "2026-12-26", seriesId: 3 },
  { id: 4, date: "2026-12-20", seriesId: null },
  { id: 8, date: "2026-12-12", seriesId: 3 },
  { id: 7, date: "2026-12-05", seriesId: 3 },
  { id: 2, date: "2026-12-01", seriesId: 5 },
  { id: 1, date: "2026-11-24", seriesId: 5 },
];

describe("weekly bookings in a list", () => {
  it("places a date in its series, earliest first", () => {
    expect(seriesPosition(list[2] as (typeof list)[number], list)).toEqual({ index: 2, count: 3 });
    expect(seriesPosition(list[0] as (typeof list)[number], list)).toEqual({ index: 3, count: 3 });
    expect(seriesPosition(list[1] as (typeof list)[number], list)).toBeNull();
    expect(seriesOf(list[3] as (typeof list)[number], list).map((b) => b.id)).toEqual([7, 8, 9]);
  });

  it("groups the list's series in the order it shows them", () => {
    expect(seriesGroups(list).map((g) => [g.seriesId, g.bookings.map((b) => b.id)])).toEqual([
      [3, [7, 8, 9]],
      [5, [1, 2]],
    ]);
  });
});
