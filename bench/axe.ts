/**
 * axe (WCAG 2.1 A and AA with the rules e2e/axe-rules.ts switches on) on the pages Lighthouse
 * audits, through the same Chrome (Playwright attached over its DevTools port), at a 390 px phone's
 * size: the serious and critical violations of each page. Lighthouse's own accessibility score
 * runs axe without the experimental rules, so Label in Name (WCAG 2.5.3) shows only here.
 */
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import { AXE_OPTIONS, isSerious, WCAG } from "../e2e/axe-rules";

export interface AxeRow {
  page: string;
  /** How many elements break a serious or critical rule. */
  serious: number;
  /** Those rules, each with its count ("label-content-name-mismatch×7"). */
  rules: string[];
}

export async function axePages(chromePort: number, base: string, pages: readonly string[]): Promise<AxeRow[]> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const rows: AxeRow[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const tab = await context.newPage();
    for (const page of pages) {
      await tab.goto(`${base}${page}`, { waitUntil: "networkidle" });
      const results = await new AxeBuilder({ page: tab }).options(AXE_OPTIONS).withTags(WCAG).analyze();
      const serious = results.violations.filter(isSerious);
      rows.push({
        page,
        serious: serious.reduce((sum, v) => sum + v.nodes.length, 0),
        rules: serious.map((v) => `${v.id}×${v.nodes.length}`),
      });
    }
    await context.close();
  } finally {
    // Detaches Playwright; the Chrome itself is chrome-launcher's to stop.
    await browser.close();
  }
  return rows;
}
