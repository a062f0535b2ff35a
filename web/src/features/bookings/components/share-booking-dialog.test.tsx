// @vitest-environment happy-dom
import type { Booking } from "@crease/core/contracts/bookings";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShareBookingDialog } from "./share-booking-dialog";

const booking = {
  id: 41,
  venueId: 7,
  venueName: `Shivaji <b>Park</b> & "Nets"`,
  date: "2026-11-28",
  slot: "morning",
  status: "confirmed",
  venue: { venueType: "nets", city: "Mumbai" },
} as Booking;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("sharing a booking to WhatsApp", () => {
  it("opens wa.me with the whole message prefilled, the owner's venue name only encoded", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    render(<ShareBookingDialog booking={booking} onOpenChange={() => {}} />);

    const preview = screen.getByTestId("share-preview");
    // The name is text on screen, never markup.
    expect(preview.textContent).toContain(`Shivaji <b>Park</b> & "Nets", Mumbai`);
    expect(preview.querySelector("b")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Share on WhatsApp" }));
    expect(open).toHaveBeenCalledTimes(1);
    const href = String(open.mock.calls[0]?.[0]);
    const message = `I've booked Shivaji <b>Park</b> & "Nets", Mumbai for Sat, 28 Nov 2026, Morning (6 AM – 10 AM). Who's in? Booked on Crease. ${window.location.origin}/venues/7`;
    expect(href).toBe(`https://wa.me/?text=${encodeURIComponent(message)}`);
    expect(href).not.toMatch(/[<>"& ]/);
    expect(new URL(href).searchParams.get("text")).toBe(message);
  });
});
