import { describe, expect, it } from "vitest";
// @ts-expect-error: the lint scripts are plain ES modules, without types.
import { comparisonsAllowedIn, statusComparisons } from "./status-comparisons.mjs";

// The check `npm run lint` runs (through check-status-literals.mjs) on booking statuses compared
// outside core (issue 45).
const found = (text: string): string[] =>
  statusComparisons("web/src/fixture.tsx", text).map((hit: { word: string }) => hit.word);

describe("booking statuses compared outside core", () => {
  it("fails on a status compared with ===, !==, a case, or a list asked about it", () => {
    const fixture = `
      if (booking.status === "confirmed") show();
      const gone = row.status !== 'held' && "expired" == row.status;
      switch (b.status) { case "cancelled": break; }
      const played = ["completed", "disputed"].includes(booking.status);
      const seen = new Set(["held"] as const);
      const shown = (booking.status as string) === ("completed");
    `;
    expect(found(fixture)).toEqual([
      "confirmed",
      "held",
      "expired",
      "cancelled",
      "completed, disputed",
      "held",
      "completed",
    ]);
  });

  it("names the file's line and the comparison", () => {
    const [hit] = statusComparisons("server/src/x.ts", 'const a = 1;\nif (row.status === "held") go();\n');
    expect(hit).toEqual({ line: 2, word: "held", text: 'row.status === "held"' });
  });

  it("lets core's constants and other values with the same words pass", () => {
    const fixture = `
      if (booking.status === BOOKING_STATUS.confirmed) show();
      if (isCancelled(booking)) show();
      if (slot.state === "held" || slotState !== "held") wait();
      if (outcome === "expired") refund();
      if (event.kind === "cancelled") strike();
      const waitable = new Set(["booked", "held"]);
      const tabs = ["all", "confirmed", "completed"] as const;
      const moved = { status: "cancelled" };
      type Done = "completed" | "cancelled";
      if (order.status === "paid" || refund.status === "pending") settle();
    `;
    expect(found(fixture)).toEqual([]);
  });

  it("allows core, tests, the status SQL module and the schema, and nothing else", () => {
    expect(comparisonsAllowedIn("core/src/booking-lifecycle.ts")).toBe(true);
    expect(comparisonsAllowedIn("server/test/bookings.test.ts")).toBe(true);
    expect(comparisonsAllowedIn("web/src/features/x/y.test.tsx")).toBe(true);
    expect(comparisonsAllowedIn("server/src/db/booking-status-sql.ts")).toBe(true);
    expect(comparisonsAllowedIn("server/src/db/seed/demo-plan.ts")).toBe(true);
    expect(comparisonsAllowedIn("server/src/domains/bookings/service.ts")).toBe(false);
    expect(comparisonsAllowedIn("web/src/features/front-desk/lib/desk-cells.ts")).toBe(false);
  });
});
