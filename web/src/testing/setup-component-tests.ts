import { configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { startWatching, stopWatching } from "./console-errors";
import { withI18n } from "./with-i18n";

// vitest.config.ts runs this before every component test (web/src/**/*.test.tsx) only: an
// unexpected console.error fails the test. A test that means to cause one says so first with
// expectConsoleError(/the message/) from ./console-errors.

// Components read their words from the app's I18nProvider (decision 022): every render gets it,
// around the test's own wrapper if it has one.
vi.mock("@testing-library/react", async (importOriginal) => {
  const original = await importOriginal<typeof import("@testing-library/react")>();
  type Options = { wrapper?: Parameters<typeof withI18n>[0] } & Record<string, unknown>;
  const render = (ui: Parameters<typeof original.render>[0], options?: Options) =>
    original.render(ui, { ...options, wrapper: withI18n(options?.wrapper) });
  return { ...original, render: render as unknown as typeof original.render };
});

// findBy… and waitFor give a screen 10 s instead of Testing Library's 1 s: on a busy CI machine
// (load 15 on 2 cores) a query's answer and the redraw after it took longer than 1 s. A screen
// that never shows the text still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(startWatching);

afterEach(() => {
  const problems = stopWatching();
  if (problems.length > 0) throw new Error(problems.join("\n\n"));
});
