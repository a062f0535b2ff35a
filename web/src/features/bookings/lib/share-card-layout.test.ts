import { GROUND_SLOTS, slotLabel } from "@crease/core/slots";
import { describe, expect, it } from "vitest";
import {
  type CardBooking,
  type CardLine,
  cardLines,
  layoutShareCard,
  type MeasureText,
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
  type ShareCardLayout,
  WORDMARK_RIGHT,
} from "./share-card-layout";

/**
 * Character widths (in em) of DejaVu Sans Bold, the font Chromium on Linux draws the card with,
 * rounded up a little (its lowercase averages 0.64 em, capitals 0.76, digits 0.70): text that fits
 * by these widths fits on the card.
 */
function charWidth(char: string): number {
  if (char === " ") return 0.36;
  if ("iljtfI.,:;!|'()[]·".includes(char)) return 0.42;
  if ("mwMW".includes(char)) return 1.1;
  if (char === "…") return 1;
  if (char === "–") return 0.55;
  if (/[0-9]/.test(char)) return 0.7;
  if (/[A-Z#&]/.test(char)) return 0.8;
  return 0.66;
}

const measure: MeasureText = (text, font) => {
  const size = Number(/(\d+)px/.exec(font)?.[1]);
  return [...text].reduce((sum, char) => sum + charWidth(char) * size, 0);
};

const booking: CardBooking = {
  id: 1,
  venueName: "Aravalli Cricket Ground",
  date: "2026-11-28",
  slot: "evening",
  status: "confirmed",
  venue: { venueType: "ground", city: "Gurgaon", state: "Haryana" },
};

const MARGIN = 36;

/** What a person would see cut off: a line past its box or the card, or lines drawn over each other. */
function problems(layout: ShareCardLayout): string[] {
  const found: string[] = [];
  const width = (line: CardLine) => measure(line.text, line.font);
  for (const line of cardLines(layout)) {
    if (width(line) > line.maxWidth + 0.5) found.push(`"${line.text}" is wider than its box`);
    if (line.x < MARGIN || line.x + width(line) > SHARE_CARD_WIDTH - MARGIN + 0.5) {
      found.push(`"${line.text}" runs past the card's margin`);
    }
    if (line.y - line.size < 0 || line.y > SHARE_CARD_HEIGHT - 10) found.push(`"${line.text}" is off the card`);
  }
  const { panel } = layout;
  for (const line of [...layout.date, ...layout.time, layout.dateLabel, layout.timeLabel]) {
    const inside =
      line.x >= panel.x &&
      line.x + width(line) <= panel.x + panel.width - 12 &&
      line.y - line.size >= panel.y &&
      line.y + 6 <= panel.y + panel.height;
    if (!inside) found.push(`"${line.text}" is not inside the white panel`);
  }
  for (const line of layout.date) {
    if (line.x + width(line) > layout.divider.x) found.push(`the date "${line.text}" crosses the divider`);
  }
  for (const line of layout.time) {
    if (line.x < layout.divider.x) found.push(`the time "${line.text}" starts left of the divider`);
  }
  const lastName = layout.name[layout.name.length - 1];
  if (lastName && lastName.y + lastName.size * 0.25 > panel.y) found.push("the venue's name runs into the panel");
  for (const [index, line] of layout.name.entries()) {
    const previous = index === 0 ? layout.subtitle[layout.subtitle.length - 1] : layout.name[index - 1];
    if (previous && line.y - line.size * 0.8 < previous.y) found.push(`"${line.text}" overlaps the line above`);
  }
  if (panel.y + panel.height > layout.footer.y - layout.footer.size) found.push("the panel covers the footer");
  if (layout.status.pill.x < WORDMARK_RIGHT) found.push("the status pill covers the wordmark");
  return found;
}

function joined(lines: CardLine[]): string {
  return lines.map((line) => line.text).join(" ");
}

describe("the share card's layout", () => {
  it("shows the whole time of a ground slot (it used to end in 'Evening (2 PM – 6…')", () => {
    const layout = layoutShareCard(booking, measure);
    expect(joined(layout.time)).toBe("Evening (2 PM – 6 PM)");
    expect(problems(layout)).toEqual([]);
  });

  it("fits every slot's time beside the widest dates, whole", () => {
    const slots = [...GROUND_SLOTS, "06:00-07:00", "11:00-12:00", "21:00-22:00"];
    for (const slot of slots) {
      for (const date of ["2026-09-30", "2026-12-23", "2027-05-31"]) {
        const layout = layoutShareCard({ ...booking, slot, date }, measure);
        expect(joined(layout.time), `${slot} on ${date}`).toBe(slotLabel(slot));
        expect(layout.time.every((line) => !line.text.includes("…"))).toBe(true);
        expect(problems(layout), `${slot} on ${date}`).toEqual([]);
      }
    }
  });

  it("wraps or shrinks a long venue name and keeps it whole, with the time", () => {
    const long = {
      ...booking,
      venueName: "Shri Chhatrapati Shivaji Maharaj Memorial Cricket Ground and Floodlit Practice Nets",
      slot: "afternoon",
      date: "2026-09-30",
      venue: { venueType: "ground", city: "Navi Mumbai", state: "Maharashtra" },
    };
    const layout = layoutShareCard(long, measure);
    expect(joined(layout.name)).toBe(long.venueName);
    expect(layout.name.length).toBeGreaterThan(1);
    expect(joined(layout.time)).toBe("Afternoon (10 AM – 2 PM)");
    expect(problems(layout)).toEqual([]);
  });

  it("keeps the longest name the listing form takes (120 characters) on the card", () => {
    const venueName =
      "Maharashtra State Cricket Association Indoor Academy Net and Turf Wicket Ground Complex at Gahunje by Pune Expressway";
    expect(venueName.length).toBeLessThanOrEqual(120);
    for (const slot of GROUND_SLOTS) {
      const layout = layoutShareCard({ ...booking, venueName, slot }, measure);
      expect(joined(layout.time)).toBe(slotLabel(slot));
      expect(problems(layout), slot).toEqual([]);
    }
  });

  it("shortens, never overflows, a word wider than the card", () => {
    const layout = layoutShareCard({ ...booking, venueName: "W".repeat(80) }, measure);
    expect(layout.name.at(-1)?.text.endsWith("…")).toBe(true);
    expect(problems(layout)).toEqual([]);
  });

  it("keeps a long status and place clear of the wordmark and the margins", () => {
    const layout = layoutShareCard(
      {
        ...booking,
        status: "cancelled",
        venue: { venueType: "box", city: "Thiruvananthapuram Suburban", state: "Andaman and Nicobar Islands" },
      },
      measure,
    );
    expect(problems(layout)).toEqual([]);
  });
});
