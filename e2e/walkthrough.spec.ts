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

test.describe("checkout", () => {
  test("a date beyond the venue's window is refused before Pay, with no 'Ready to Pay' beside it", async ({
    page,
    loginAs,
  }) => {
    await loginAs("player");
    const venue = (await (await page.request.get("/api/venues/1")).json()) as { advanceBookingDays: number };
    const date = new Date(Date.now() + (venue.advanceBookingDays + 10) * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/checkout?venueId=1&date=${date}&slot=morning`);
    await expect(
      page.getByText(`This venue takes bookings up to ${venue.advanceBookingDays} days ahead`),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /^Pay/ })).toBeDisabled();
    await expect(page.getByText("Ready to Pay")).toHaveCount(0);
  });

  test("an owner's account sees why it cannot pay, with Pay disabled", async ({ page, loginAs }) => {
    await loginAs("owner");
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/checkout?venueId=1&date=${date}&slot=morning`);
    await expect(page.getByText("Player account needed")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Pay/ })).toBeDisabled();
    await expect(page.getByText("Ready to Pay")).toHaveCount(0);
  });
});

test("the header's Login comes back to the venue page the visitor was on", async ({ page }) => {
  await page.goto("/venues/1");
  await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fvenues%2F1$/);
  await page.getByLabel("Email").fill("player@crease.demo");
  await page.getByLabel("Password", { exact: true }).fill("demo1234");
  await page.getByRole("button", { name: /^(Login|Sign in|Log in)$/ }).click();
  await expect(page).toHaveURL(/\/venues\/1$/);
});

test("the map's city filter does not count a venue of another city opened with ?venue=", async ({ page }) => {
  const [thane] = (await (await page.request.get("/api/venues?city=Thane&limit=1")).json()) as {
    id: number;
    name: string;
  }[];
  const pune = (await (await page.request.get("/api/venues?city=Pune&limit=100")).json()) as unknown[];
  if (!thane) throw new Error("the demo data has a venue in Thane");
  await page.goto(`/map?city=Pune&venue=${thane.id}`);
  // It is shown (it was asked for), but the Pune list and its count leave it out.
  await expect(page.getByRole("region", { name: `${thane.name} details` })).toBeVisible();
  await expect(page.getByRole("heading", { name: `${pune.length} venues`, exact: true })).toBeVisible();
  const list = page.getByRole("list", { name: "Venues on the map" });
  await expect(list.getByRole("listitem")).toHaveCount(pune.length);
  await expect(list.getByText(thane.name)).toHaveCount(0);
});

test.describe("compare on a phone", () => {
  test.use({ viewport: PHONE });

  test("the row names stay inside their column ('REFRESHMENTS' ran into the values)", async ({ page }) => {
    const venues = await (await page.request.get("/api/venues?limit=3")).json();
    await page.goto("/");
    await page.evaluate((list) => localStorage.setItem("crease:compare", JSON.stringify(list)), venues);
    await page.goto("/compare");
    const head = page.getByRole("rowheader", { name: "Refreshments" });
    await expect(head).toBeVisible();
    const overflowing = await page
      .locator("tbody th[scope=row]")
      .evaluateAll((cells) =>
        cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
      );
    expect(overflowing).toEqual([]);
  });
});
