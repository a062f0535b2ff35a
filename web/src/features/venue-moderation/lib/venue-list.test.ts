import { describe, expect, it } from "vitest";
import { mergeVenues, nextStreamCursors, streamQuery, venueFilterFrom, venueStreams, venueTotal } from "./venue-list";

const venue = (id: number, status: string, createdAt: string) => ({ id, status, createdAt }) as const;

describe("venueStreams", () => {
  it("asks for every status when the filter is all, since the API shows admins other statuses only by name", () => {
    expect(venueStreams("all", "").map((s) => s.key)).toEqual(["pending", "approved", "rejected", "suspended"]);
  });

  it("asks for one status when filtered", () => {
    expect(venueStreams("pending", "  ")).toEqual([{ key: "pending", status: "pending", by: null }]);
  });

  it("searches names and places separately, so a venue matching either is found", () => {
    expect(venueStreams("approved", "pune").map((s) => s.key)).toEqual(["approved:name", "approved:city"]);
  });
});

describe("streamQuery", () => {
  it("sends the search text as q for names and as city for places", () => {
    const [byName, byCity] = venueStreams("pending", " Pune ");
    expect(streamQuery(byName!, " Pune ", 50)).toEqual({
      status: "pending",
      q: "Pune",
      city: undefined,
      limit: 50,
      cursor: undefined,
    });
    expect(streamQuery(byCity!, " Pune ", 50, "abc")).toMatchObject({ q: undefined, city: "Pune", cursor: "abc" });
  });
});

describe("nextStreamCursors", () => {
  it("keeps only the streams that have more pages", () => {
    expect(nextStreamCursors({ pending: null, approved: "c2" })).toEqual({ approved: "c2" });
  });

  it("says there is no next page when every stream is done", () => {
    expect(nextStreamCursors({ pending: null, approved: null })).toBeUndefined();
  });
});

describe("mergeVenues", () => {
  it("lists pending venues first, newest first within a status", () => {
    const merged = mergeVenues([
      [venue(1, "approved", "2026-01-03T00:00:00Z"), venue(2, "pending", "2026-01-01T00:00:00Z")],
      [venue(3, "pending", "2026-01-02T00:00:00Z"), venue(4, "suspended", "2026-01-09T00:00:00Z")],
      [venue(5, "rejected", "2026-01-04T00:00:00Z")],
    ]);
    expect(merged.map((v) => v.id)).toEqual([3, 2, 1, 5, 4]);
  });

  it("shows a venue found by name and by city once", () => {
    const a = venue(7, "pending", "2026-01-01T00:00:00Z");
    expect(mergeVenues([[a], [{ ...a }]])).toHaveLength(1);
  });
});

describe("venueTotal", () => {
  it("adds up the status totals", () => {
    const streams = venueStreams("all", "");
    expect(venueTotal(streams, { pending: 2, approved: 36, rejected: 1, suspended: 1 })).toBe(40);
  });

  it("cannot tell when a search may find a venue twice", () => {
    const streams = venueStreams("pending", "pune");
    expect(venueTotal(streams, { "pending:name": 1, "pending:city": 1 })).toBeNull();
  });
});

describe("venueFilterFrom", () => {
  it("reads a status filter and falls back to all", () => {
    expect(venueFilterFrom("pending")).toBe("pending");
    expect(venueFilterFrom("deleted")).toBe("all");
  });
});
