// @vitest-environment happy-dom
import type { DaySheet } from "@crease/core/desk";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DaySheetView } from "./day-sheet-dialog";

/**
 * The desk's day sheet on screen (issue 46): how each game was paid, the totals that close the
 * cash drawer, every player's mobile (online bookers too) to call, and the blocked slots.
 */
const sheet: DaySheet = {
  venueId: 7,
  venueName: "Shivaji Park Nets",
  date: "2026-12-20",
  lines: [
    {
      bookingId: 41,
      slot: "07:00-08:00",
      court: "Net 1",
      player: "Asha Rao",
      mobile: "+919812345678",
      source: "online",
      addOns: [],
      amount: "1180.00",
      paid: "1180.00",
      due: "0.00",
      payment: "online",
    },
    {
      bookingId: 42,
      slot: "08:00-09:00",
      court: "Net 1",
      player: "Ravi Kumar",
      mobile: "+919876543210",
      source: "desk",
      addOns: [],
      amount: "1180.00",
      paid: "0.00",
      due: "1180.00",
      payment: "due",
    },
  ],
  totals: [
    { payment: "online", amount: "1180.00" },
    { payment: "cash", amount: "0.00" },
    { payment: "upi", amount: "0.00" },
    { payment: "credit", amount: "0.00" },
    { payment: "due", amount: "1180.00" },
  ],
  blocks: [{ slot: "06:00-07:00", court: null, reason: "Pitch rolling" }],
};

afterEach(cleanup);

describe("the day sheet on the desk's screen", () => {
  it("shows each game's payment and mobile, the totals by method and the blocked slots", () => {
    render(<DaySheetView sheet={sheet} />);
    const games = screen.getAllByRole("listitem").filter((li) => li.textContent?.includes("#4"));
    expect(games).toHaveLength(2);
    const online = within(games[0] as HTMLElement);
    expect(online.getByText("Online")).toBeTruthy();
    expect(online.getByRole("link").getAttribute("href")).toBe("tel:+919812345678");
    const due = within(games[1] as HTMLElement);
    expect(due.getByText("Due")).toBeTruthy();
    expect(due.getByText("₹1,180")).toBeTruthy();
    const totals = screen.getByRole("heading", { name: "Totals by method" }).parentElement as HTMLElement;
    expect(
      within(totals)
        .getAllByRole("term")
        .map((t) => t.textContent),
    ).toEqual(["Online", "Cash", "UPI", "Venue credit", "Due"]);
    expect(screen.getByText(/Pitch rolling/).textContent).toContain("All courts");
  });
});
