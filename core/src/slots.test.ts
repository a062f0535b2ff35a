import { describe, expect, it } from "vitest";
import {
  addDays,
  GROUND_SLOT_TIMES,
  hourlySlots,
  isCalendarDate,
  isHourlySlot,
  isSlotPast,
  istToUtc,
  overnightFrom,
  slotInstants,
  slotLabel,
  slotTimes,
  todayInIst,
} from "./slots";

// Run also under TZ=America/Los_Angeles (scripts/test.mjs does): IST handling must not
// depend on the machine's zone.
describe("slots in IST", () => {
  it("has the four-hour ground slots of docs/product/bookings.md", () => {
    expect(GROUND_SLOT_TIMES).toEqual({
      morning: { start: "06:00", end: "10:00", label: "Morning" },
      afternoon: { start: "10:00", end: "14:00", label: "Afternoon" },
      evening: { start: "14:00", end: "18:00", label: "Evening" },
      night: { start: "18:00", end: "22:00", label: "Night" },
    });
    expect(slotLabel("morning")).toBe("Morning (6 AM – 10 AM)");
    expect(slotLabel("night")).toBe("Night (6 PM – 10 PM)");
  });

  it("lists one-hour slots between opening and closing", () => {
    expect(hourlySlots()).toHaveLength(16);
    expect(hourlySlots()[0]).toBe("06:00-07:00");
    expect(hourlySlots("07:00", "10:00")).toEqual(["07:00-08:00", "08:00-09:00", "09:00-10:00"]);
    expect(slotLabel("13:00-14:00")).toBe("1 PM – 2 PM");
  });

  it("knows a slot name from a non-slot", () => {
    expect(isHourlySlot("06:00-07:00")).toBe(true);
    expect(isHourlySlot("06:00-08:00")).toBe(false);
    expect(isHourlySlot("25:00-26:00")).toBe(false);
    expect(slotTimes("brunch")).toBeNull();
    expect(slotTimes("evening")).toEqual({ start: "14:00", end: "18:00", label: "Evening" });
  });

  it("takes today's date in India, not in the machine's zone", () => {
    // 20:00 UTC on 1 Jan is 01:30 on 2 Jan in India.
    expect(todayInIst(new Date("2026-01-01T20:00:00Z"))).toBe("2026-01-02");
    expect(todayInIst(new Date("2026-01-01T18:00:00Z"))).toBe("2026-01-01");
  });

  it("turns an IST wall-clock time into the right instant", () => {
    expect(istToUtc("2026-03-10", "06:00").toISOString()).toBe("2026-03-10T00:30:00.000Z");
    expect(istToUtc("2026-03-10", "00:00").toISOString()).toBe("2026-03-09T18:30:00.000Z");
  });

  it("calls a slot past once it has started in India", () => {
    const now = new Date("2026-03-10T04:29:00Z"); // 09:59 IST
    expect(isSlotPast("2026-03-10", "morning", now)).toBe(true);
    expect(isSlotPast("2026-03-10", "afternoon", now)).toBe(false);
    expect(isSlotPast("2026-03-10", "09:00-10:00", now)).toBe(true);
    expect(isSlotPast("2026-03-10", "10:00-11:00", now)).toBe(false);
    expect(isSlotPast("2026-03-10", "not-a-slot", now)).toBe(true);
  });

  it("refuses dates that do not exist", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("26-1-1")).toBe(false);
    // Years the app can do date arithmetic with, and no others.
    expect(isCalendarDate("0000-00-00")).toBe(false);
    expect(isCalendarDate("1999-12-31")).toBe(false);
    expect(isCalendarDate("2000-01-01")).toBe(true);
    expect(isCalendarDate("2099-12-31")).toBe(true);
    expect(isCalendarDate("9999-12-31")).toBe(false);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("hours that run past midnight", () => {
  it("continue after midnight in playing order, on the evening's date", () => {
    expect(hourlySlots("22:00", "02:00")).toEqual(["22:00-23:00", "23:00-24:00", "00:00-01:00", "01:00-02:00"]);
    expect(overnightFrom({ startTime: "22:00", endTime: "02:00" })).toBe("22:00");
    expect(overnightFrom({ startTime: "06:00", endTime: "24:00" })).toBeNull();
  });

  it("play a slot before the opening time the next morning", () => {
    expect(slotInstants("2026-03-10", "01:00-02:00", "18:00")?.start.toISOString()).toBe("2026-03-10T19:30:00.000Z");
    expect(slotInstants("2026-03-10", "01:00-02:00")?.start.toISOString()).toBe("2026-03-09T19:30:00.000Z");
    expect(slotInstants("2026-03-10", "23:00-24:00", "18:00")?.end.toISOString()).toBe("2026-03-10T18:30:00.000Z");
    // 11:45 pm on the 10th: the 1 am slot of the 10th's evening is still to come.
    expect(isSlotPast("2026-03-10", "01:00-02:00", new Date("2026-03-10T18:15:00Z"), "18:00")).toBe(false);
  });
});
