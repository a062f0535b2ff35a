import type { Page } from "@playwright/test";
import { AMENITY_NAMES } from "../core/src/amenities";
import { expect, test } from "./fixtures";
import { expectNoEnglish } from "./hindi-words";

/**
 * A Hindi page from its head to its ribbon (issue 24): the tab's title, the words a shared link
 * shows, the test-mode ribbon (the browser tests run on the sandbox payment provider) and the
 * amenities, in Hindi as the server sends the page and still once the app has taken it over.
 */
const RIBBON = "टेस्ट मोड: कोई असली पैसा नहीं कटेगा";
const HOME_TITLE = "Crease · क्रिकेट ग्राउंड, नेट्स और बॉक्स क्रिकेट बुक करें";
const DEVANAGARI = /[\u0900-\u097F]/;

/** The head's words a link preview shows. */
async function previewWords(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute("content") ?? null;
    return {
      description: content('meta[name="description"]'),
      "og:title": content('meta[property="og:title"]'),
      "og:description": content('meta[property="og:description"]'),
      "twitter:description": content('meta[name="twitter:description"]'),
    };
  });
}

/** The venue ids the cards on this page link to. */
async function cardVenueIds(page: Page): Promise<number[]> {
  const hrefs = await page
    .locator('a[href^="/venues/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return [...new Set(hrefs.map((href) => Number(/^\/venues\/(\d+)/.exec(href)?.[1])).filter(Boolean))];
}

/** No listed amenity's English name among `texts` (an owner's own name would stay as written). */
function expectNoEnglishAmenity(texts: string[]) {
  const english = new Set(AMENITY_NAMES.map((name) => name.toLowerCase()));
  expect(texts.filter((text) => english.has(text.trim().toLowerCase()))).toEqual([]);
}

test.describe("a Hindi page's title, preview and ribbon", () => {
  test("home: the Hindi title and ribbon as sent and after the app takes over, cards' amenities in Hindi", async ({
    page,
  }) => {
    // As sent, before any script runs (what a link preview or a search engine reads).
    const sent = await (await page.request.get("/?lang=hi")).text();
    expect(sent).toContain(`<title>${HOME_TITLE}</title>`);
    expect(sent).toContain(`<div class="test-mode-ribbon" role="note">${RIBBON}</div>`);

    await page.goto("/?lang=hi");
    await expect(page.getByRole("heading", { level: 1, name: "अपना अगला क्रिकेट मैच मिनटों में बुक करें" })).toBeVisible();
    const amenities = page.getByRole("list", { name: "सुविधाएँ" }).first().getByRole("listitem");
    await expect(amenities.first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveTitle(HOME_TITLE);
    await expect(page.locator(".test-mode-ribbon")).toHaveText(RIBBON);
    for (const [where, text] of Object.entries(await previewWords(page))) expect(text, where).toMatch(DEVANAGARI);
    expectNoEnglishAmenity(await page.getByRole("list", { name: "सुविधाएँ" }).getByRole("listitem").allTextContents());
    await expectNoEnglish(page, await cardVenueIds(page), "home");
  });

  test("a venue: its name and city in the title, Hindi around them, amenities and ribbon in Hindi", async ({
    page,
  }) => {
    const venue = (await (await page.request.get("/api/venues/1")).json()) as { name: string; city: string };
    const title = `${venue.name}, ${venue.city} · Crease`;
    const sent = await (await page.request.get("/venues/1?lang=hi")).text();
    expect(sent).toContain(`<title>${title.replace(/&/g, "&amp;")}</title>`);
    expect(sent).toContain(`<div class="test-mode-ribbon" role="note">${RIBBON}</div>`);

    await page.goto("/venues/1?lang=hi");
    await expect(page.getByRole("heading", { name: "यह वेन्यू बुक करें" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveTitle(title);
    await expect(page.locator(".test-mode-ribbon")).toHaveText(RIBBON);
    // The title is the venue's own name and city; the description is ours.
    const preview = await previewWords(page);
    expect(preview["og:title"]).toBe(title);
    expect(preview.description).toContain("Crease पर ऑनलाइन बुक करें।");
    expect(preview["og:description"]).toBe(preview.description);
    expect(preview["twitter:description"]).toBe(preview.description);

    await page.getByRole("tab", { name: "सुविधाएँ" }).click();
    const listed = page.getByRole("tabpanel").getByRole("listitem");
    await expect(listed.first()).toBeVisible();
    expectNoEnglishAmenity(await listed.allTextContents());
    await expect(page.getByRole("tabpanel").getByText("पार्किंग", { exact: true })).toBeVisible();
    await expectNoEnglish(page, [1], "the venue page");
  });

  test("a policy page's and a city's title, and the switcher saying the title and ribbon again in the other language", async ({
    page,
  }) => {
    await page.goto("/cancellation-policy?lang=hi");
    await expect(page.getByRole("heading", { level: 1, name: "कैंसलेशन पॉलिसी" })).toBeVisible();
    await expect(page).toHaveTitle("कैंसलेशन पॉलिसी · Crease");
    await expect(page.locator(".test-mode-ribbon")).toHaveText(RIBBON);
    // A city's search keeps the title it was sent with.
    await page.goto("/search?location=Pune");
    await expect(page.getByRole("heading", { level: 1, name: "वेन्यू खोजें" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveTitle("Pune में क्रिकेट वेन्यू · Crease");

    await page.goto("/?lang=en");
    await expect(page).toHaveTitle("Crease · Book cricket grounds, nets and box cricket");
    await expect(page.locator(".test-mode-ribbon")).toHaveText("Test mode: no real money");
    await page.getByRole("contentinfo").getByRole("link", { name: "हिन्दी" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "अपना अगला क्रिकेट मैच मिनटों में बुक करें" })).toBeVisible();
    await expect(page).toHaveTitle(HOME_TITLE);
    await expect(page.locator(".test-mode-ribbon")).toHaveText(RIBBON);
    // Back to English for the next visit from this browser.
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await expect(page.locator(".test-mode-ribbon")).toHaveText("Test mode: no real money");
  });
});
