import { describe, expect, it } from "vitest";
// The app's words start in English (lib/i18n) before any screen draws: these messages read them.
import "@/lib/i18n";
import { defaultRunDate, runDateError, runSummary } from "./payouts";

// Wednesday 14 January 2026, 10:00 IST.
const now = new Date("2026-01-14T04:30:00Z");

describe("defaultRunDate", () => {
  it("is the latest Tuesday on or before today in India", () => {
    expect(defaultRunDate(now)).toBe("2026-01-13");
    expect(defaultRunDate(new Date("2026-01-13T04:30:00Z"))).toBe("2026-01-13");
  });
});

describe("runDateError", () => {
  it("accepts a past Tuesday", () => {
    expect(runDateError("2026-01-06", now)).toBeNull();
  });

  it("refuses other weekdays and Tuesdays to come", () => {
    expect(runDateError("2026-01-07", now)).toBe("Payout runs happen on Tuesdays: choose a Tuesday");
    expect(runDateError("2026-01-20", now)).toBe("That Tuesday has not come yet");
    expect(runDateError("", now)).toBe("Choose a Tuesday");
  });
});

describe("runSummary", () => {
  const payout = (net: string) => ({ net }) as never;

  it("says what a new run scheduled and carried over", () => {
    expect(
      runSummary({
        created: true,
        payouts: [payout("1000.00"), payout("2400.50")],
        carriedOver: [{ ownerId: 1, net: "20.00" }],
      }),
    ).toBe("2 payouts scheduled (₹3,400.50). 1 owner's balance below ₹500 carried over.");
  });

  it("says when the Tuesday had already run", () => {
    expect(runSummary({ created: false, payouts: [], carriedOver: [] })).toBe(
      "This Tuesday had already run: nothing new was paid.",
    );
  });
});
