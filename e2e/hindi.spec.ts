import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoEnglish } from "./hindi-words";

/** The venue ids the cards on this page link to. */
async function cardVenueIds(page: Page): Promise<number[]> {
  const hrefs = await page
    .locator('a[href^="/venues/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return [...new Set(hrefs.map((href) => Number(/^\/venues\/(\d+)/.exec(href)?.[1])).filter(Boolean))];
}

/**
 * A Hindi-speaking player on a phone (issue 24): home → search → venue in Hindi, with no English
 * sentence in what the app itself says. What owners write (venue names, addresses, descriptions,
 * amenities, add-ons) and place names stay as written; the brand and a few words Indian apps
 * keep in Latin letters (UPI, GST, AM/PM, km) are allowed.
 */
test.describe("Hindi on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("home, search and a venue speak Hindi throughout, and the choice is kept", async ({ page }) => {
    await page.goto("/?lang=hi");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1, name: "अपना अगला क्रिकेट मैच मिनटों में बुक करें" })).toBeVisible();
    // Below the fold: the featured venues and the marketing sections.
    await page.mouse.wheel(0, 4000);
    await expect(page.getByRole("heading", { name: "क्रिकेट की बुकिंग सबसे आसान काम होना चाहिए" })).toBeVisible();
    await expect(page.getByRole("link", { name: "सभी देखें चुनिंदा क्रिकेट ग्राउंड" })).toBeVisible();
    await expectNoEnglish(page, await cardVenueIds(page), "home");

    // The cookie keeps Hindi without ?lang.
    await page.goto("/search?location=Pune");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1, name: "वेन्यू खोजें" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /वेन्यू मिले?$/ })).toBeVisible();
    await expectNoEnglish(page, await cardVenueIds(page), "search");

    const first = page.locator('a[href^="/venues/"]').first();
    const venueId = Number(/\/venues\/(\d+)/.exec((await first.getAttribute("href")) ?? "")?.[1]);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/venues/${venueId}`));
    await expect(page.getByRole("heading", { name: "यह वेन्यू बुक करें" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "जानकारी" })).toBeVisible();
    await expectNoEnglish(page, [venueId], "the venue page");
  });

  test("the switcher changes the page in place and keeps the choice", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Book your next game of cricket in minutes" }),
    ).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "हिन्दी" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "अपना अगला क्रिकेट मैच मिनटों में बुक करें" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(footer.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("aria-current", "true");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "अपना अगला क्रिकेट मैच मिनटों में बुक करें" })).toBeVisible();
    await footer.getByRole("link", { name: "English" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Book your next game of cricket in minutes" }),
    ).toBeVisible();
  });
});
