import { afterEach, beforeEach } from "vitest";
import { watchConsoleErrors } from "./console-errors";

// vitest.config.ts runs this before every component test (web/src/**/*.test.tsx) only: an
// unexpected console.error fails the test. A test that means to cause one says so first with
// expectConsoleError(/the message/).

let watcher: ReturnType<typeof watchConsoleErrors> | undefined;

beforeEach(() => {
  watcher = watchConsoleErrors();
});

afterEach(() => {
  const problems = watcher?.finish() ?? [];
  watcher = undefined;
  if (problems.length > 0) throw new Error(problems.join("\n\n"));
});

/** The current test causes one console.error whose text matches `pattern`, on purpose. */
export function expectConsoleError(pattern: RegExp): void {
  if (!watcher) throw new Error("expectConsoleError works only inside a component test (web/src/**/*.test.tsx)");
  watcher.expect(pattern);
}
