import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { AXE_OPTIONS, isSerious, WCAG } from "./axe-rules";
import { expect } from "./fixtures";

/**
 * axe (WCAG 2.1 A and AA) on the page, or only on `only` (a CSS selector): no serious or critical
 * violation. Soft, so one run reports every screen that fails.
 */
export async function expectNoSeriousViolations(page: Page, what: string, only?: string) {
  const axe = new AxeBuilder({ page });
  if (only) axe.include(only);
  const results = await axe.options(AXE_OPTIONS).withTags(WCAG).analyze();
  const serious = results.violations.filter(isSerious).map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(" ")} ${n.html.slice(0, 140)} ${n.any[0]?.message ?? ""}`)
        .join(" | ")}`,
  );
  expect.soft(serious, `axe on ${what}`).toEqual([]);
}
