import type { Page } from "@playwright/test";
import { expect, expectToastShown, test } from "./fixtures";

/** The compare toggles over the venue cards of /search, in page order. */
function addButtons(page: Page) {
  return page.getByRole("button", { name: /^Add .+ to comparison$/ });
}

function tray(page: Page) {
  return page.getByRole("complementary", { name: "Compare tray" });
}

test("a player compares three venues side by side, and the selection outlives a reload", async ({ page }) => {
  await page.goto("/search");
  await expect(addButtons(page).nth(3)).toBeVisible();
  await expect(tray(page)).toHaveCount(0);

  // Remember the names: the order on the page may change as other tests add venues.
  const names: string[] = [];
  for (let i = 0; i < 3; i++) {
    const button = addButtons(page).first();
    const label = (await button.getAttribute("aria-label")) ?? "";
    names.push(label.replace(/^Add /, "").replace(/ to comparison$/, ""));
    await button.click();
    // A chosen venue's toggle turns into "Remove … from comparison".
    await expect(page.getByRole("button", { name: `Remove ${names[i]} from comparison` }).first()).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  }
  await expectToastShown(page, "Venue added to comparison");
  await expect(tray(page).getByRole("button", { name: "3 venues selected" })).toBeVisible();

  // A fourth is refused.
  await addButtons(page).first().click();
  await expectToastShown(page, "Maximum venues reached");
  await expectToastShown(page, "You can only compare up to 3 venues at once.");
  await expect(tray(page).getByRole("button", { name: "3 venues selected" })).toBeVisible();

  // The tray opens to list them, and leads to /compare.
  await tray(page).getByRole("button", { name: "3 venues selected" }).click();
  for (const name of names) await expect(tray(page).getByRole("link", { name })).toBeVisible();
  await tray(page).getByRole("link", { name: "Compare Venues" }).click();

  await expect(page).toHaveURL(/\/compare$/);
  await expect(page.getByRole("heading", { name: "Compare venues", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Side-by-side comparison of the selected venues" });
  await expect(table.locator("thead th")).toHaveCount(3);
  for (const name of names) await expect(table.getByRole("link", { name })).toBeVisible();
  for (const amenity of ["Parking", "Wi-Fi", "Refreshments", "Security", "Floodlights", "Washrooms"]) {
    await expect(table.getByRole("rowheader", { name: amenity, exact: true })).toBeVisible();
  }
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary.getByText("Highest rated")).toBeVisible();
  await expect(summary.getByText("Most amenities")).toBeVisible();
  await expect(summary.getByText("Most reviews")).toBeVisible();
  // No tray on the comparison itself.
  await expect(tray(page)).toHaveCount(0);

  await page.reload();
  await expect(table.locator("thead th")).toHaveCount(3);
  for (const name of names) await expect(table.getByRole("link", { name })).toBeVisible();

  // Removing a column leaves two and offers to add another.
  await table.getByRole("button", { name: `Remove ${names[0]} from comparison` }).click();
  await expectToastShown(page, "Venue removed");
  await expect(table.getByRole("link", { name: names[0] })).toHaveCount(0);
  await expect(table.getByRole("link", { name: /Add a venue/ })).toHaveAttribute("href", "/search");

  // Back on another page the tray is there; Clear All empties it and it goes away.
  await page.goto("/search");
  await tray(page).getByRole("button", { name: "2 venues selected" }).click();
  await tray(page).getByRole("button", { name: "Clear All" }).click();
  await expectToastShown(page, "Comparison cleared");
  await expectToastShown(page, "All venues removed from comparison");
  await expect(tray(page)).toHaveCount(0);

  await page.goto("/compare");
  await expect(page.getByRole("heading", { name: "No venues to compare yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Find venues to compare" })).toHaveAttribute("href", "/search");
});

test("a second press takes a venue out again, and the tray counts in the singular", async ({ page }) => {
  await page.goto("/search");
  const first = addButtons(page).first();
  const label = (await first.getAttribute("aria-label")) ?? "";
  const name = label.replace(/^Add /, "").replace(/ to comparison$/, "");
  await first.click();
  await expect(tray(page).getByRole("button", { name: "1 venue selected" })).toBeVisible();

  await page
    .getByRole("button", { name: `Remove ${name} from comparison` })
    .first()
    .click();
  await expectToastShown(page, "Venue removed");
  await expect(tray(page)).toHaveCount(0);
});

test("another tab sees the same selection", async ({ page, context }) => {
  await page.goto("/search");
  const other = await context.newPage();
  await other.goto("/help-center");
  await expect(tray(other)).toHaveCount(0);

  await addButtons(page).first().click();
  await expect(tray(page).getByRole("button", { name: "1 venue selected" })).toBeVisible();
  await expect(tray(other).getByRole("button", { name: "1 venue selected" })).toBeVisible();

  await tray(other).getByRole("button", { name: "1 venue selected" }).click();
  await tray(other).getByRole("button", { name: "Clear All" }).click();
  await expect(tray(other)).toHaveCount(0);
  await expect(tray(page)).toHaveCount(0);
});

test("a venue that is no longer visible is dropped from the comparison with a notice", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() =>
    localStorage.setItem(
      "crease:compare",
      JSON.stringify([
        {
          id: 999_999,
          name: "Long Gone Ground",
          venueType: "ground",
          city: "Pune",
          state: "Maharashtra",
          avgRating: "0",
        },
      ]),
    ),
  );
  await page.goto("/compare");
  await expect(page.getByText("One venue is no longer available and was removed from your comparison.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No venues to compare yet" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("crease:compare"))).toBeNull();
});

test("a venue's own page adds it to the comparison", async ({ page }) => {
  await page.goto("/venues/1");
  const compare = page.getByRole("button", { name: "Compare", exact: true });
  await compare.click();
  await expect(page.getByRole("button", { name: "Added to compare" })).toHaveAttribute("aria-pressed", "true");
  await expect(tray(page).getByRole("button", { name: "1 venue selected" })).toBeVisible();
});
