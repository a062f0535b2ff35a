import { expect, test } from "./fixtures";

// Screens whose look does not depend on the day or the demo data, compared with stored baselines
// (e2e/screenshots.spec.ts-snapshots/, `npx playwright test e2e/screenshots.spec.ts
// --update-snapshots` after a deliberate change of look). A layout that breaks fails here.
const SCREENS = [
  { path: "/login", name: "login", heading: "Welcome back" },
  { path: "/register", name: "register", heading: "Create your account" },
  { path: "/compare", name: "compare-empty", heading: "Compare venues" },
  { path: "/forgot-password", name: "forgot-password", heading: "Forgot your password?" },
] as const;

const WIDTHS = [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
] as const;

for (const viewport of WIDTHS) {
  for (const screen of SCREENS) {
    test(`${screen.name} at ${viewport.width}px looks as it did`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { name: screen.heading, level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      // The footer's year changes on 1 January: masked, so the picture does not.
      await expect(page).toHaveScreenshot(`${screen.name}-${viewport.width}.png`, {
        fullPage: true,
        mask: [page.getByText(/© \d{4} Crease/)],
      });
    });
  }
}
