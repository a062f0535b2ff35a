import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The venue cards inside a part of the page. */
function cards(page: Page, within = page.locator("main")) {
  return within.getByRole("article");
}

test.describe("the home search", () => {
  test("finds grounds in a city for a time slot, and Clear Search brings back the featured venues", async ({
    page,
  }) => {
    await page.goto("/");
    for (const title of ["Featured Cricket Grounds", "Practice Nets", "Box Cricket Facilities"]) {
      const section = page.getByRole("region", { name: title });
      await expect(section.getByRole("heading", { name: title, exact: true })).toBeVisible();
      await expect(section.getByRole("link", { name: /View all/ })).toHaveAttribute("href", /\/search\?venueType=/);
      await expect(cards(page, section)).toHaveCount(3);
    }

    // Suggestions come from the venues; the keyboard picks one.
    const location = page.getByRole("combobox", { name: "Location" });
    await location.fill("pun");
    await expect(page.getByRole("option", { name: "Pune, Maharashtra" })).toBeVisible();
    await location.press("ArrowDown");
    await expect(page.getByRole("option", { name: "Pune, Maharashtra" })).toHaveAttribute("aria-selected", "true");
    await location.press("Enter");
    await expect(location).toHaveValue("Pune");
    await expect(page.getByRole("listbox", { name: "Suggested locations" })).toBeHidden();

    await page.getByLabel("Venue type").selectOption("ground");
    const evening = page.getByRole("button", { name: /^Evening/ });
    await evening.click();
    await expect(evening).toHaveAttribute("aria-pressed", "true");
    // A second click deselects, a third selects again.
    await evening.click();
    await expect(evening).toHaveAttribute("aria-pressed", "false");
    await evening.click();
    await page.getByRole("button", { name: "Search Venues" }).click();

    const results = page.getByRole("region", { name: "Search Results — Cricket Ground" });
    await expect(results.getByRole("heading", { name: "Search Results — Cricket Ground" })).toBeFocused();
    await expect(page).toHaveURL(/[?&]location=Pune(&|$)/);
    await expect(results.getByText(/\d+ venues? found/)).toBeVisible();
    const found = cards(page, results);
    await expect(found.first()).toBeVisible();
    for (const card of await found.all()) {
      await expect(card).toContainText("Pune, Maharashtra");
      await expect(card).toContainText("Cricket Ground");
      // The card takes the chosen slot on to the venue page.
      await expect(card.getByRole("link")).toHaveAttribute("href", /\/venues\/\d+\?slot=evening$/);
    }
    await expect(results.getByRole("link", { name: "More filters" })).toHaveAttribute(
      "href",
      "/search?location=Pune&venueType=ground&timeSlot=evening",
    );
    await expect(page.getByRole("heading", { name: "Featured Cricket Grounds" })).toHaveCount(0);

    await results.getByRole("button", { name: "Clear Search" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Featured Cricket Grounds" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Box Cricket Facilities" })).toBeVisible();
    await expect(location).toHaveValue("");
    await expect(location).toBeFocused();
  });

  test("a card's favourite and compare buttons do not open the venue", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Featured Cricket Grounds" });
    const card = cards(page, section).first();
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: /to comparison$/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(card.getByRole("button", { name: /from comparison$/ })).toHaveAttribute("aria-pressed", "true");
    await card.getByRole("link").click();
    await expect(page).toHaveURL(/\/venues\/\d+$/);
  });
});

test.describe("the search page", () => {
  test("reads its filters from the address and counts what it found", async ({ page }) => {
    await page.goto("/search?location=Maharashtra&venueType=nets");
    await expect(page.getByRole("heading", { name: /^\d+ venues found$/ })).toBeVisible();
    const found = cards(page);
    expect(await found.count()).toBeGreaterThan(1);
    for (const card of await found.all()) {
      await expect(card).toContainText("Maharashtra");
      await expect(card).toContainText("Practice Nets");
      await expect(card).toContainText("per hour");
    }
    const count = Number((await page.getByRole("heading", { name: /venues found$/ }).textContent())?.split(" ")[0]);
    expect(count).toBe(await found.count());

    // The sidebar shows the same filters, and changing one changes the address.
    const filters = page.getByRole("complementary", { name: "Filters" });
    await expect(filters.getByRole("combobox", { name: "Location" })).toHaveValue("Maharashtra");
    await expect(filters.getByRole("radio", { name: "Practice Nets" })).toBeChecked();
    await filters.getByRole("combobox", { name: "Pitch type" }).selectOption("artificial");
    await expect(page).toHaveURL(/pitchType=artificial/);
    await filters.getByRole("radio", { name: "Box Cricket" }).check();
    await expect(page).toHaveURL(/venueType=box/);
    await expect(page).not.toHaveURL(/pitchType/);
  });

  test("Clear All Filters empties the address", async ({ page }) => {
    await page.goto("/search?location=Maharashtra&venueType=ground&timeSlot=morning&amenities=Parking");
    await expect(page.getByRole("heading", { name: /venues? found$/ })).toBeVisible();
    await expect(
      page.getByRole("complementary", { name: "Filters" }).getByRole("checkbox", { name: "Parking" }),
    ).toBeChecked();
    await page.getByRole("button", { name: "Clear All Filters" }).first().click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(
      page.getByRole("complementary", { name: "Filters" }).getByRole("combobox", { name: "Location" }),
    ).toHaveValue("");
    await expect(page.getByRole("radio", { name: "All venue types" })).toBeChecked();
    await expect(page.getByRole("button", { name: "Clear All Filters" }).first()).toBeDisabled();
  });

  test("Show more loads the next page of venues", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByRole("heading", { name: /^\d+ venues found$/ })).toBeVisible();
    const found = cards(page);
    const firstPage = await found.count();
    await expect(page.getByText(`Showing ${firstPage} of`)).toBeVisible();
    await page.getByRole("button", { name: "Show more" }).click();
    await expect.poll(() => found.count()).toBeGreaterThan(firstPage);
    // Focus moves on to the first new card.
    await expect(found.nth(firstPage).getByRole("link")).toBeFocused();
  });

  test("a place with no venues says 'No venues found'", async ({ page }) => {
    await page.goto("/search?location=Qwzxplmnb");
    await expect(page.getByRole("heading", { name: "No venues found" })).toBeVisible();
    await expect(page.getByText("No venues found")).toHaveCount(2);
    await expect(cards(page)).toHaveCount(0);
  });

  test("on a phone the filters open in a sheet", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/search");
    await expect(page.getByRole("heading", { name: /^\d+ venues found$/ })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Filters" })).toBeHidden();
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await sheet.getByRole("radio", { name: "Box Cricket" }).check();
    await sheet.getByRole("button", { name: "8 PM" }).click();
    await expect(page).toHaveURL(/venueType=box&hourlyTime=20%3A00/);
    // Escape closes the suggestion list first, then the sheet.
    const location = sheet.getByRole("combobox", { name: "Location" });
    await location.fill("mum");
    await expect(sheet.getByRole("option", { name: "Mumbai, Maharashtra" })).toBeVisible();
    await location.press("Escape");
    await expect(sheet.getByRole("listbox")).toBeHidden();
    await expect(sheet).toBeVisible();
    await location.press("Enter");
    await expect(page).toHaveURL(/location=mum/);
    await sheet.getByRole("button", { name: /^Show \d+ venues?$/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("button", { name: /Filters 3 active/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^\d+ venues? found$/ })).toBeVisible();
  });
});
