import { describe, expect, it } from "vitest";
import { SUPPORT_HOURS, SUPPORT_HOURS_TEXT } from "./support";

describe("support hours", () => {
  it("says in one line exactly the days and hours of the table", () => {
    const open = SUPPORT_HOURS.filter((row) => row.hours !== "Closed");
    expect(SUPPORT_HOURS_TEXT).toBe(`${open.map((row) => `${row.days} ${row.hours}`).join(" and ")} (IST)`);
  });
});
