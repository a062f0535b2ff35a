import { describe, expect, it } from "vitest";
import { shareDate, shareTargets, shareText, shareUrl } from "./share-text";

const booking = {
  venueId: 25,
  venueName: "Aravalli Cricket Ground",
  date: "2026-11-25",
  slot: "evening",
  status: "confirmed" as const,
  venue: { venueType: "ground", city: "Gurgaon" },
};

describe("the share text of a booking", () => {
  it("says where and when an upcoming game is", () => {
    expect(shareText(booking)).toBe(
      "I've booked Aravalli Cricket Ground, Gurgaon for Wed, 25 Nov 2026, Evening (2 PM – 6 PM). Who's in? Booked on Crease.",
    );
  });

  it("looks back on a completed game", () => {
    expect(
      shareText({ ...booking, status: "completed", slot: "18:00-19:00", venue: { venueType: "nets", city: "" } }),
    ).toBe(
      "Played at Aravalli Cricket Ground on Wed, 25 Nov 2026, 6 PM – 7 PM. Loved this practice nets, booked on Crease!",
    );
  });

  it("writes the date in IST calendar terms", () => {
    expect(shareDate("2027-01-01")).toBe("Fri, 1 Jan 2027");
  });

  it("links to the venue's public page", () => {
    expect(shareUrl(booking, "https://crease.example/")).toBe("https://crease.example/venues/25");
  });
});

describe("the share targets", () => {
  const targets = shareTargets("Game on & more", "https://crease.example/venues/25");

  it("offers WhatsApp, Facebook, Twitter, LinkedIn and Telegram, in that order", () => {
    expect(targets.map((t) => t.label)).toEqual(["WhatsApp", "Facebook", "Twitter", "LinkedIn", "Telegram"]);
  });

  it("encodes the text and the link into each address", () => {
    const byId = Object.fromEntries(targets.map((t) => [t.id, new URL(t.href)]));
    expect(byId.whatsapp?.searchParams.get("text")).toBe("Game on & more https://crease.example/venues/25");
    expect(byId.twitter?.searchParams.get("text")).toBe("Game on & more");
    expect(byId.twitter?.searchParams.get("url")).toBe("https://crease.example/venues/25");
    expect(byId.facebook?.searchParams.get("u")).toBe("https://crease.example/venues/25");
    expect(byId.linkedin?.searchParams.get("url")).toBe("https://crease.example/venues/25");
    expect(byId.telegram?.searchParams.get("text")).toBe("Game on & more");
  });
});
