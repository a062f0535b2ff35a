import { describe, expect, it } from "vitest";
import { MAX_PERIOD_DAYS, TOP_VENUES_MAX } from "./analytics";
import { MAX_BOOKINGS_PAGE } from "./booking-list";
import { MAX_ADVANCE_DAYS, MIN_ADVANCE_DAYS } from "./checkout-limits";
import { formatRupees } from "./money";
import { calendarDate, QUERY_MESSAGES, rowId, wholeNumber } from "./query-fields";
import { MAX_PAGE_SIZE } from "./search";
import { MAX_ADD_ON_RUPEES, MAX_PRICE_RUPEES, RUPEE_FIELD_MESSAGES, VENUE_FORM_MESSAGES } from "./venue-form-fields";
import { TEAM_CAPACITY } from "./venues";

// Messages are whole sentences with their numbers written in (so the Hindi can say them too):
// these tie each number to the limit the schema applies, so a changed limit changes its words.
describe("the numbers written into the messages", () => {
  it("are the limits the schemas apply", () => {
    expect(QUERY_MESSAGES.pageSize).toContain(`from 1 to ${MAX_PAGE_SIZE}`);
    expect(MAX_BOOKINGS_PAGE).toBe(MAX_PAGE_SIZE);
    expect(TOP_VENUES_MAX).toBe(20);
    expect(MAX_PERIOD_DAYS).toBe(366);
    expect(VENUE_FORM_MESSAGES.advanceBookingDays).toContain(
      `between ${MIN_ADVANCE_DAYS} and ${MAX_ADVANCE_DAYS} days`,
    );
    expect(VENUE_FORM_MESSAGES.teamCapacity).toContain(`between ${TEAM_CAPACITY.min} and ${TEAM_CAPACITY.max} players`);
    for (const [field, message] of Object.entries(RUPEE_FIELD_MESSAGES)) {
      const addOn = ["addOn", "umpireFees", "redBalls", "whiteBalls", "groundsmen", "scoreboard"].includes(field);
      const highest = formatRupees(addOn ? MAX_ADD_ON_RUPEES : MAX_PRICE_RUPEES);
      expect(message, field).toContain(`from ₹0 to ${highest},`);
    }
  });
});

describe("the shared query fields", () => {
  it("refuse with their one sentence, whatever is wrong", () => {
    const date = calendarDate(QUERY_MESSAGES.from);
    expect(date.safeParse("2026-02-29").error?.issues[0]?.message).toBe(QUERY_MESSAGES.from);
    expect(date.safeParse(5).error?.issues[0]?.message).toBe(QUERY_MESSAGES.from);
    expect(date.parse("2028-02-29")).toBe("2028-02-29");
    const size = wholeNumber("Pick 1 to 20", 1, 20);
    for (const bad of ["0", "21", "1.5", "x"])
      expect(size.safeParse(bad).error?.issues[0]?.message).toBe("Pick 1 to 20");
    expect(size.parse("20")).toBe(20);
    expect(rowId(QUERY_MESSAGES.venueId).safeParse("2147483648").error?.issues[0]?.message).toBe(
      QUERY_MESSAGES.venueId,
    );
  });
});
