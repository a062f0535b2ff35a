import { afterEach, beforeEach } from "vitest";
import { startWatching, stopWatching } from "./console-errors";

// vitest.config.ts runs this before every component test (web/src/**/*.test.tsx) only: an
// unexpected console.error fails the test. A test that means to cause one says so first with
// expectConsoleError(/the message/) from ./console-errors.

beforeEach(startWatching);

afterEach(() => {
  const problems = stopWatching();
  if (problems.length > 0) throw new Error(problems.join("\n\n"));
});
