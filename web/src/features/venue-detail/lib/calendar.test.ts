import type { AvailabilityDay } from "@crease/core/contracts/availability";
import { describe, expect, it } from "vitest";
import {
  addMonths,
  availabilityRange,
  dayState,
  daysInMonth,
  isBrowsableMonth,
  isSelectableDay,
  lastBookableDate,
  longDateLabel,
  monthGrid,
  monthLabel,
  moveFocus,
} from "./calendar";

function day(date: string, availableCount: number): [string, AvailabilityDay] {
  return [date, { date, availableCount, slots: [] }];
}

describe("the month grid", () => {
  it("starts on Sunday with blanks before the first and fills whole weeks", () => {
    // 1 July 2026 is a Wednesday.
    const weeks = monthGrid("2026-07");
    expect(weeks[0]).toEqual([null, null, null, "2026-07-01", "2026-07-02", "2026-07-03", "2026-07-04"]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.at(-1)).toEqual([
      "2026-07-26",
      "2026-07-27",
      "2026-07-28",
      "2026-07-29",
      "2026-07-30",
      "2026-07-31",
      null,
    ]);
  });

  it("knows leap years", () => {
    expect(daysInMonth("2028-02")).toBe(29);
    expect(daysInMonth("2026-02")).toBe(28);
    expect(monthGrid("2026-02").flat().filter(Boolean)).toHaveLength(28);
  });

  it("steps months across the year end", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2027-01", -1)).toBe("2026-12");
    expect(addMonths("2026-11", 14)).toBe("2028-01");
  });
});

describe("the availability range asked for the visible month", () => {
  it("starts today in the current month and runs to its last day", () => {
    expect(availabilityRange("2026-07", "2026-07-20")).toEqual({ from: "2026-07-20", days: 12 });
  });

  it("covers a whole later month", () => {
    expect(availabilityRange("2026-08", "2026-07-20")).toEqual({ from: "2026-08-01", days: 31 });
  });

  it("asks nothing for a month already over", () => {
    expect(availabilityRange("2026-06", "2026-07-20")).toBeNull();
  });

  it("includes the last day of the month when today is that day", () => {
    expect(availabilityRange("2026-07", "2026-07-31")).toEqual({ from: "2026-07-31", days: 1 });
  });
});

describe("the state of a day", () => {
  const today = "2026-07-20";
  const days = new Map([day("2026-07-21", 3), day("2026-07-22", 0)]);

  it("is past before today (IST)", () => {
    expect(dayState("2026-07-19", today, days)).toBe("past");
    expect(isSelectableDay("past")).toBe(false);
  });

  it("is full when no slot is left, and cannot be picked", () => {
    expect(dayState("2026-07-22", today, days)).toBe("full");
    expect(isSelectableDay("full")).toBe(false);
  });

  it("is available with at least one free slot", () => {
    expect(dayState("2026-07-21", today, days)).toBe("available");
    expect(isSelectableDay("available")).toBe(true);
  });

  it("is unknown while availability has not arrived (still pickable)", () => {
    expect(dayState("2026-07-20", today, days)).toBe("unknown");
    expect(isSelectableDay("unknown")).toBe(true);
  });

  it("is out of range after the last browsable month", () => {
    expect(lastBookableDate(today)).toBe("2026-09-18");
    expect(lastBookableDate(today, 7)).toBe("2026-07-27");
    expect(dayState("2026-07-28", today, days, 7)).toBe("out-of-range");
    expect(isBrowsableMonth("2026-08", today, 7)).toBe(false);
    expect(availabilityRange("2026-07", today, 7)).toEqual({ from: today, days: 8 });
    expect(availabilityRange("2026-08", today, 7)).toBeNull();
    expect(dayState("2026-10-01", today, days)).toBe("out-of-range");
    expect(isBrowsableMonth("2026-09", today)).toBe(true);
    expect(isBrowsableMonth("2026-10", today)).toBe(false);
    expect(isBrowsableMonth("2026-06", today)).toBe(false);
  });
});

describe("keyboard movement between days", () => {
  it("moves a day with left and right, a week with up and down", () => {
    expect(moveFocus("2026-07-31", "ArrowRight")).toBe("2026-08-01");
    expect(moveFocus("2026-07-01", "ArrowLeft")).toBe("2026-06-30");
    expect(moveFocus("2026-07-29", "ArrowDown")).toBe("2026-08-05");
    expect(moveFocus("2026-07-03", "ArrowUp")).toBe("2026-06-26");
  });

  it("goes to the week's Sunday with Home and Saturday with End", () => {
    expect(moveFocus("2026-07-22", "Home")).toBe("2026-07-19");
    expect(moveFocus("2026-07-22", "End")).toBe("2026-07-25");
  });

  it("ignores other keys", () => {
    expect(moveFocus("2026-07-22", "a")).toBeNull();
  });
});

describe("labels", () => {
  it("names months and days without a time-zone shift", () => {
    expect(monthLabel("2026-07")).toBe("July 2026");
    expect(longDateLabel("2026-07-01")).toBe("Wednesday, 1 July 2026");
  });
});
