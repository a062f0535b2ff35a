import { format } from "node:util";
import { vi } from "vitest";

/**
 * Watches console.error for one test: every call must match a pattern the test announced with
 * `expect` (each pattern answers one call); `finish` restores console.error and returns what went
 * wrong, so a React warning (act, keys, DOM nesting) or a logged failure no test asked for is a
 * failed test, not noise in the output (as epic-stack does).
 */
export function watchConsoleErrors() {
  const expected: RegExp[] = [];
  const unexpected: string[] = [];
  const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    const text = format(...args);
    const index = expected.findIndex((pattern) => pattern.test(text));
    if (index >= 0) expected.splice(index, 1);
    else unexpected.push(text);
  });
  return {
    expect(pattern: RegExp): void {
      expected.push(pattern);
    },
    finish(): string[] {
      spy.mockRestore();
      return [
        ...unexpected.map((text) => `console.error was called and the test did not expect it:\n${text}`),
        ...expected.map((pattern) => `console.error was expected (${pattern}) but not called`),
      ];
    },
  };
}

// The watcher of the component test now running: started and checked by
// setup-component-tests.ts (vitest.config.ts loads it before every component test).
let current: ReturnType<typeof watchConsoleErrors> | undefined;

export function startWatching(): void {
  current = watchConsoleErrors();
}

/** What went wrong in the test that just ran (empty when nothing did). */
export function stopWatching(): string[] {
  const problems = current?.finish() ?? [];
  current = undefined;
  return problems;
}

/** The current test causes one console.error whose text matches `pattern`, on purpose. */
export function expectConsoleError(pattern: RegExp): void {
  if (!current) throw new Error("expectConsoleError works only inside a component test (web/src/**/*.test.tsx)");
  current.expect(pattern);
}
