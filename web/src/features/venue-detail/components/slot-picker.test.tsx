// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SlotPicker } from "./slot-picker";

afterEach(cleanup);

const slots = [
  { slot: "morning", status: "available", price: "8000.00" },
  { slot: "afternoon", status: "booked", price: "7000.00" },
  { slot: "evening", status: "held", price: "10000.00" },
  { slot: "night", status: "past", price: "12000.00" },
] as const;

function renderPicker(overrides: Partial<Parameters<typeof SlotPicker>[0]> = {}) {
  const onSelect = vi.fn();
  render(
    <>
      <h3 id="slots">Time slots</h3>
      <SlotPicker
        slots={[...slots]}
        selected={null}
        onSelect={onSelect}
        placeholderCount={4}
        layout="list"
        labelledBy="slots"
        {...overrides}
      />
    </>,
  );
  return onSelect;
}

describe("the slot picker", () => {
  it("shows each slot's time and price, and picks a free one on a tap", async () => {
    const onSelect = renderPicker();
    const morning = screen.getByRole("button", { name: /Morning/ });
    expect(morning.textContent).toContain("₹8,000");
    expect(morning.textContent).toContain("6 AM – 10 AM");
    await userEvent.click(morning);
    expect(onSelect).toHaveBeenCalledWith("morning");
  });

  it("disables booked, held and past slots and says why", async () => {
    const onSelect = renderPicker();
    for (const [name, why] of [
      [/Afternoon/, "Booked"],
      [/Evening/, "On hold"],
      [/Night/, "Past"],
    ] as const) {
      const button = screen.getByRole("button", { name });
      expect(button).toHaveProperty("disabled", true);
      expect(button.textContent).toContain(why);
      await userEvent.click(button);
    }
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("names each slot by the words it shows, so a voice-control user can say them (WCAG 2.5.3)", () => {
    renderPicker();
    const buttons = screen.getAllByRole("button");
    expect(buttons).toHaveLength(4);
    for (const button of buttons) {
      const shown = (button.textContent ?? "").replace(/\s+/g, "");
      // The accessible name, spaces aside, is exactly the visible text: nothing reworded or added.
      const named = screen.getByRole("button", {
        name: (name, element) => element === button && name.replace(/\s+/g, "") === shown,
      });
      expect(named).toBe(button);
    }
  });

  it("marks the chosen slot as pressed", () => {
    renderPicker({ selected: "morning" });
    expect(screen.getByRole("button", { name: /Morning/ }).getAttribute("aria-pressed")).toBe("true");
  });

  it("says it is loading, and says so when a day offers nothing", () => {
    renderPicker({ slots: null });
    expect(screen.getByRole("status", { name: "Loading time slots" })).toBeTruthy();
    cleanup();
    renderPicker({ slots: [] });
    expect(screen.getByText("No slots are offered on this day.")).toBeTruthy();
  });
});

describe("the slot picker's waitlist", () => {
  it("turns booked and held slots into Join waitlist, and a slot already waited for into On waitlist", async () => {
    const onJoinWaitlist = vi.fn();
    const onSelect = renderPicker({ onJoinWaitlist, waitlisted: ["evening"] });
    const booked = screen.getByRole("button", { name: /Afternoon.*Booked.*Join waitlist/ });
    expect(booked.hasAttribute("disabled")).toBe(false);
    await userEvent.click(booked);
    expect(onJoinWaitlist).toHaveBeenCalledWith("afternoon");
    expect(onSelect).not.toHaveBeenCalled();
    const held = screen.getByRole("button", { name: /Evening.*On hold.*On waitlist/ });
    expect(held.hasAttribute("disabled")).toBe(true);
    // A past slot cannot be waited for.
    expect(screen.getByRole("button", { name: /Night/ }).hasAttribute("disabled")).toBe(true);
  });
});
