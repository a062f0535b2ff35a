import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

interface Venue {
  id: number;
  name: string;
}

// A transparent 1×1 PNG: map tiles come from the internet, which tests do not have.
const BLANK_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

test.beforeEach(async ({ context }) => {
  await context.route(
    (url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1",
    (route) => route.fulfill({ status: 200, contentType: "image/png", body: BLANK_TILE }),
  );
});

function pins(page: Page) {
  return page.locator(".leaflet-marker-icon[data-venue-id]");
}

function venueList(page: Page) {
  return page.getByRole("list", { name: "Venues on the map" }).getByRole("listitem");
}

async function someVenue(page: Page): Promise<Venue> {
  const response = await page.request.get("/api/venues?limit=1&venueType=nets");
  expect(response.ok()).toBe(true);
  const [venue] = (await response.json()) as Venue[];
  if (!venue) throw new Error("no approved nets venue to show");
  return venue;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** "850 m" / "4.2 km" / "38 km" → kilometres. */
function km(text: string): number {
  const match = /([\d.]+)\s(km|m)\s*$/.exec(text.trim());
  if (!match) throw new Error(`no distance in "${text}"`);
  return match[2] === "m" ? Number(match[1]) / 1000 : Number(match[1]);
}

test("the map shows a pin per venue and the list, and a type chip filters both", async ({ page }) => {
  await page.goto("/map");
  await expect(page.getByRole("heading", { name: "Venues on the map", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Map of venues" })).toBeVisible();
  await expect(venueList(page).first()).toBeVisible();

  const listed = await venueList(page).count();
  expect(listed).toBeGreaterThan(1);
  await expect(pins(page)).toHaveCount(listed);
  for (const label of ["Cricket Ground", "Practice Nets", "Box Cricket"]) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }

  const types = page.getByRole("group", { name: "Venue type" });
  await expect(types.getByRole("button", { name: /^All/ })).toHaveAttribute("aria-pressed", "true");
  await types.getByRole("button", { name: /^Practice Nets/ }).click();
  await expect(types.getByRole("button", { name: /^Practice Nets/ })).toHaveAttribute("aria-pressed", "true");

  await expect.poll(() => venueList(page).count()).toBeLessThan(listed);
  const nets = await venueList(page).count();
  expect(nets).toBeGreaterThan(0);
  await expect(pins(page)).toHaveCount(nets);
  await expect(page.locator('.leaflet-marker-icon .crease-pin:not([data-venue-type="nets"])')).toHaveCount(0);
  for (const item of await venueList(page).all()) await expect(item).toContainText("Practice Nets");

  await types.getByRole("button", { name: /^All/ }).click();
  await expect(pins(page)).toHaveCount(listed);

  // The city box narrows the list (the API's `city`) and the pins with it.
  await page.getByLabel("City", { exact: true }).fill("Pune");
  await expect.poll(() => venueList(page).count()).toBeLessThan(listed);
  await expect(venueList(page).first()).toContainText("Pune");
  await expect(pins(page)).toHaveCount(await venueList(page).count());
});

test("choosing a venue in the list opens its card with Directions and View Details", async ({ page }) => {
  const venue = await someVenue(page);
  await page.goto("/map");
  await venueList(page)
    .getByRole("button", { name: new RegExp(escapeRegExp(venue.name)) })
    .click();

  const card = page.getByRole("region", { name: `${venue.name} details` });
  await expect(card).toBeVisible();
  await expect(card.getByRole("heading", { name: venue.name })).toBeVisible();
  await expect(card.getByText(/per hour|per slot|Price on request/)).toBeVisible();
  await expect(card.getByRole("link", { name: "View Details" })).toHaveAttribute("href", `/venues/${venue.id}`);
  const directions = card.getByRole("link", { name: /Directions/ });
  await expect(directions).toHaveAttribute("target", "_blank");
  await expect(directions).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
  await expect(page).toHaveURL(new RegExp(`[?&]venue=${venue.id}\\b`));

  await card.getByRole("button", { name: "Close venue details" }).click();
  await expect(card).toHaveCount(0);

  // Its pin opens the same card.
  await pins(page)
    .and(page.locator(`[data-venue-id="${venue.id}"]`))
    .dispatchEvent("click");
  await expect(card).toBeVisible();

  await card.getByRole("link", { name: "View Details" }).click();
  await expect(page).toHaveURL(new RegExp(`/venues/${venue.id}$`));
});

test("?venue= opens that venue on arrival", async ({ page }) => {
  const venue = await someVenue(page);
  await page.goto(`/map?venue=${venue.id}`);
  await expect(page.getByRole("region", { name: `${venue.name} details` })).toBeVisible();
  await expect(venueList(page).getByRole("button", { name: new RegExp(escapeRegExp(venue.name)) })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test.describe("with the player's location", () => {
  test.use({ geolocation: { latitude: 18.52, longitude: 73.85 }, permissions: ["geolocation"] });

  test("shows where they are, how far each venue is, nearest first", async ({ page }) => {
    await page.goto("/map");
    await expect(venueList(page).first()).toBeVisible();
    await page.getByRole("button", { name: "Use my location" }).click();

    await expect(page.getByText("You are here", { exact: true })).toBeVisible();
    await expect(page.getByText("Nearest first")).toBeVisible();
    await expect(venueList(page).first()).toContainText(/\d\s?(km|m)\b/);

    const distances = (await venueList(page).allInnerTexts()).map(km);
    expect(distances.length).toBeGreaterThan(1);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);

    await venueList(page).first().getByRole("button").click();
    await expect(page.getByRole("region", { name: /details$/ })).toContainText(/away/);
  });
});

test("a refused location is explained", async ({ page, context }) => {
  await context.clearPermissions();
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "geolocation", {
      value: {
        getCurrentPosition: (_ok: unknown, fail: (error: { code: number; message: string }) => void) =>
          fail({ code: 1, message: "User denied Geolocation" }),
      },
    });
  });
  await page.goto("/map");
  await page.getByRole("button", { name: "Use my location" }).click();
  await expect(page.getByRole("alert")).toHaveText("Location access denied. Please enable location permissions.");
});

test("the map works without tiles", async ({ page }) => {
  await page.route("**/api/config", (route) => route.fulfill({ json: { mapTileUrl: null, mapAttribution: "" } }));
  await page.goto("/map");
  await expect(venueList(page).first()).toBeVisible();
  await expect(pins(page)).toHaveCount(await venueList(page).count());
  await expect(page.locator(".leaflet-tile")).toHaveCount(0);
  await expect(page.locator(".crease-city", { hasText: "Mumbai" })).toBeVisible();
});

test("the map falls back to a plain background when tiles cannot load (offline), without an error", async ({
  page,
}) => {
  // Tiles fail to load, as they do offline; the page's own requests still work.
  await page.route(
    (url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1",
    (route) => route.abort("internetdisconnected"),
  );
  await page.route("**/api/config", (route) =>
    route.fulfill({ json: { mapTileUrl: "https://tiles.example/{z}/{x}/{y}.png", mapAttribution: "© Example" } }),
  );
  await page.goto("/map");
  await expect(venueList(page).first()).toBeVisible();
  await expect(page.locator(".crease-city", { hasText: "Mumbai" })).toBeVisible();
  await expect(pins(page)).toHaveCount(await venueList(page).count());
  // Moving the map about after the fallback keeps working.
  await venueList(page).first().click();
  await page.mouse.wheel(0, -300);
  await expect(page.locator(".leaflet-tile")).toHaveCount(0);
});
