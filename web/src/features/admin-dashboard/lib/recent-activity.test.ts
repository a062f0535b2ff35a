import { describe, expect, it } from "vitest";
import { recentActivity } from "./recent-activity";

const venue = (id: number, createdAt: string) => ({
  id,
  name: `Venue ${id}`,
  city: "Pune",
  venueType: "nets",
  ownerName: "Owner",
  createdAt,
});
const booking = (id: number, createdAt: string, status = "confirmed") =>
  ({
    id,
    venueId: 1,
    venueName: "Venue 1",
    userName: "Player",
    date: "2026-01-10",
    slot: "morning",
    status,
    amount: "100.00",
    createdAt,
  }) as const;
const message = (id: number, createdAt: string) => ({ id, name: "Ravi", subject: "Hello", readAt: null, createdAt });

describe("recentActivity", () => {
  it("merges venues waiting, bookings and messages, newest first, five at most", () => {
    const items = recentActivity({
      pendingVenues: [venue(1, "2026-01-05T10:00:00Z"), venue(2, "2026-01-01T10:00:00Z")],
      bookings: [booking(10, "2026-01-04T10:00:00Z"), booking(11, "2026-01-06T10:00:00Z")],
      messages: [message(20, "2026-01-03T10:00:00Z"), message(21, "2026-01-02T10:00:00Z")],
    });
    expect(items.map((i) => i.id)).toEqual(["booking-11", "venue-1", "booking-10", "message-20", "message-21"]);
  });

  it("leaves out holds that never became bookings", () => {
    const items = recentActivity({ bookings: [booking(1, "2026-01-04T10:00:00Z", "held")] });
    expect(items).toEqual([]);
  });

  it("works with a source missing", () => {
    expect(recentActivity({ messages: [message(1, "2026-01-01T00:00:00Z")] })).toHaveLength(1);
  });
});
