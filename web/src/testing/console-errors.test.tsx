// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { expectConsoleError, watchConsoleErrors } from "./console-errors";

describe("console.error in component tests", () => {
  it("is watched in every component test (vitest.config.ts wires the setup)", () => {
    expect(vi.isMockFunction(console.error)).toBe(true);
  });

  it("lets a test cause one it announced", () => {
    expectConsoleError(/Payment failed/);
    console.error("Payment failed: %s", "card declined");
  });

  it("reports one nobody expected, and one expected that never came", () => {
    const watcher = watchConsoleErrors();
    watcher.expect(/never logged/);
    console.error("Warning: Each child in a list should have a unique %s prop.", "key");
    expect(watcher.finish()).toEqual([
      "console.error was called and the test did not expect it:\nWarning: Each child in a list should have a unique key prop.",
      "console.error was expected (/never logged/) but not called",
    ]);
  });
});
