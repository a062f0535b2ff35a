import type { Page } from "@playwright/test";
import { expect, expectToastShown, test } from "./fixtures";

async function someVenue(page: Page): Promise<{ id: number; name: string }> {
  const venues = (await (await page.request.get("/api/venues?venueType=nets")).json()) as {
    id: number;
    name: string;
  }[];
  expect(venues.length).toBeGreaterThan(0);
  return venues[0]!;
}

test.describe("favourites", () => {
  test("a visitor who presses Save is asked to log in and sent to /login", async ({ page }) => {
    const venue = await someVenue(page);
    await page.goto(`/venues/${venue.id}`);
    await page.getByRole("button", { name: "Save", exact: true }).click();

    await expectToastShown(page, "Authentication required");
    await expectToastShown(page, "Please login to save favorites");
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/venues/${venue.id}`)}`);
  });

  test("a player saves a venue, finds it on the dashboard and removes it there", async ({ page, loginAs }) => {
    const user = await loginAs("player");
    const venue = await someVenue(page);
    await page.goto(`/venues/${venue.id}`);

    const save = page.getByRole("button", { name: "Save", exact: true });
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await save.click();
    await expectToastShown(page, "Added to favorites");
    await expectToastShown(page, "Venue has been added to your favorites");
    await expect(page.getByRole("button", { name: "Saved", exact: true })).toHaveAttribute("aria-pressed", "true");

    // The avatar menu's Favorites link opens the dashboard's Favorites tab.
    await page.getByRole("button", { name: `Account menu for ${user.fullName}` }).click();
    await page.getByRole("menuitem", { name: "Favorites" }).click();
    await expect(page).toHaveURL("/dashboard?tab=favorites");
    await expect(page.getByRole("tab", { name: "Favorites" })).toHaveAttribute("aria-selected", "true");
    const card = page.getByRole("article").filter({ hasText: venue.name });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link")).toHaveAttribute("href", `/venues/${venue.id}`);

    await card.getByRole("button", { name: "Remove from favorites" }).click();
    await expectToastShown(page, "Removed from favorites");
    await expectToastShown(page, "Venue has been removed from your favorites");
    await expect(card).toHaveCount(0);
    await expect(page.getByText("No saved venues yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Find a venue" })).toHaveAttribute("href", "/search");
  });
});
