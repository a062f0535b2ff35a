import { expect, test } from "./fixtures";

// For people to look at, not a test: full-page pictures of the main screens at desktop and phone
// widths, written to test-results/screenshots/. Run with `npm run screenshots` (after a build);
// the test command leaves this file out (playwright.config.ts).
const SCREENS = [
  { path: "/", name: "home", heading: "Book your next game of cricket in minutes" },
  { path: "/login", name: "login", heading: "Welcome back" },
  { path: "/register", name: "register", heading: "Create your account" },
  { path: "/search?location=Pune", name: "search", heading: "Search venues" },
  { path: "/venues/1", name: "venue-detail", heading: "Indraprastha Cricket Ground" },
  { path: "/map", name: "map", heading: "Venues on the map" },
  { path: "/compare", name: "compare", heading: "Compare venues" },
  { path: "/help-center", name: "help-center", heading: "Help Center" },
] as const;

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

for (const viewport of WIDTHS) {
  for (const screen of SCREENS) {
    test(`screenshot of ${screen.name} at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { name: screen.heading, level: 1 })).toBeVisible();
      await page.screenshot({
        path: `test-results/screenshots/${screen.name}-${viewport.width}.png`,
        fullPage: true,
        animations: "disabled",
      });
    });
  }
}
