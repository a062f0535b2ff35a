import { describe, expect, it } from "vitest";
import { type CalendarEvent, calendarText, escapeText, foldLine, utcStamp } from "./ical";

const octets = (line: string) => new TextEncoder().encode(line).length;

const event: CalendarEvent = {
  uid: "booking-7@crease.test",
  stamp: new Date("2026-11-26T10:00:00Z"),
  start: new Date("2026-11-27T00:30:00Z"),
  end: new Date("2026-11-27T04:30:00Z"),
  summary: "Cricket at Shivaji Park, Nets; lane 2",
  location: "Plot 4, Sector 21\nGurgaon",
  geo: { lat: 28.4595, lng: 77.0266 },
  url: "https://crease.test/dashboard",
  description: "Court: Lane 2\nDue at the venue: ₹1,180",
  status: "CONFIRMED",
  sequence: 0,
};

describe("the iCalendar writer (RFC 5545)", () => {
  it("escapes backslash, semicolon, comma and line breaks in text", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("writes instants in UTC with a Z", () => {
    expect(utcStamp(new Date("2026-11-27T00:30:00.000Z"))).toBe("20261127T003000Z");
  });

  it("folds at 75 octets with a leading space, never inside a character", () => {
    const long = `DESCRIPTION:${"क्रिकेट ".repeat(30)}`;
    const folded = foldLine(long);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(" ")).toBe(true);
    // Unfolding (drop CRLF + space) gives the line back whole: no character was cut.
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
  });

  it("writes a calendar with CRLF line ends and every field of the event", () => {
    const text = calendarText({ prodId: "-//Crease//Bookings//EN", name: "Crease, games" }, [event]);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toContain("\n");
    const unfolded = text.replace(/\r\n /g, "").split("\r\n");
    expect(unfolded).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Crease//Bookings//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "X-WR-CALNAME:Crease\\, games",
      "BEGIN:VEVENT",
      "UID:booking-7@crease.test",
      "DTSTAMP:20261126T100000Z",
      "DTSTART:20261127T003000Z",
      "DTEND:20261127T043000Z",
      "SUMMARY:Cricket at Shivaji Park\\, Nets\\; lane 2",
      "LOCATION:Plot 4\\, Sector 21\\nGurgaon",
      "GEO:28.4595;77.0266",
      "URL:https://crease.test/dashboard",
      "DESCRIPTION:Court: Lane 2\\nDue at the venue: ₹1\\,180",
      "STATUS:CONFIRMED",
      "SEQUENCE:0",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
  });

  it("leaves out what an event does not have", () => {
    const text = calendarText({ prodId: "-//Crease//Bookings//EN" }, [
      { ...event, location: undefined, geo: null, url: undefined, description: undefined, status: "CANCELLED" },
    ]);
    expect(text).not.toMatch(/LOCATION|GEO|URL|DESCRIPTION|X-WR-CALNAME/);
    expect(text).toContain("STATUS:CANCELLED\r\n");
  });
});
