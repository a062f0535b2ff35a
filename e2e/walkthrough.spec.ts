import { expect, test } from "./fixtures";

/** Slips found walking through the app as a new user, at 390 and 1366 px (issue 24). */
const PHONE = { width: 390, height: 844 };

async function pageWidth(page: import("@playwright/test").Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the home search takes the player to its results", async ({ page }) => {
    await page.goto("/");
    await page.locator("#search-location").fill("Pune");
    await page.getByRole("button", { name: "Search Venues" }).click();
    const heading = page.getByRole("heading", { name: "Search Results" });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });

  test("the Help Center fits the screen with its topic chips", async ({ page }) => {
    await page.goto("/help-center");
    await expect(page.getByRole("navigation", { name: "Help topics" })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });
});
