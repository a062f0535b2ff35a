import type { Page } from "@playwright/test";
import { expect, expectToastShown, test } from "./fixtures";

interface WireAddOn {
  key: string;
  name: string;
  price: string;
}

interface BookableGround {
  id: number;
  name: string;
  amenity: string;
  /** An IST date from tomorrow on with the slot free. */
  date: string;
  slot: string;
  slotPrice: number;
  addOns: WireAddOn[];
}

function istDate(offsetDays = 0): string {
  return new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** A seeded approved ground with red and white balls among its add-ons and a free slot soon. */
async function bookableGround(page: Page): Promise<BookableGround> {
  const venues = (await (await page.request.get("/api/venues?venueType=ground")).json()) as {
    id: number;
    name: string;
    amenities: string[];
    gstRatePercent: number;
  }[];
  const from = istDate(1);
  // A registered owner's venue: the test checks 18% GST (decision 041: none without a GSTIN).
  for (const venue of venues.filter((v) => v.gstRatePercent > 0)) {
    const details = (await (await page.request.get(`/api/venues/${venue.id}/details`)).json()) as {
      addOns: WireAddOn[];
    } | null;
    const keys = details?.addOns.map((a) => a.key) ?? [];
    if (!details || !keys.includes("redBalls") || !keys.includes("whiteBalls") || !keys.includes("umpireFees"))
      continue;
    const availability = (await (
      await page.request.get(`/api/venues/${venue.id}/availability?from=${from}&days=10`)
    ).json()) as {
      days: { date: string; slots: { slot: string; status: string; price: string }[] }[];
    };
    for (const day of availability.days) {
      const free = day.slots.find((s) => s.status === "available");
      if (free) {
        return {
          id: venue.id,
          name: venue.name,
          amenity: venue.amenities[0] ?? "",
          date: day.date,
          slot: free.slot,
          slotPrice: Number(free.price),
          addOns: details.addOns,
        };
      }
    }
  }
  throw new Error("No seeded ground with ball add-ons and a free slot");
}

/** Shows the date's month in the calendar, then picks the date. */
async function pickDate(page: Page, date: string) {
  if (date.slice(0, 7) !== istDate().slice(0, 7)) await page.getByRole("button", { name: "Next month" }).click();
  const day = page.locator(`button[data-date="${date}"]`);
  await day.click();
  await expect(day).toHaveAttribute("aria-pressed", "true");
}

function slotButton(page: Page, slot: string) {
  const name = `${slot.charAt(0).toUpperCase()}${slot.slice(1)}`;
  return page.getByRole("group", { name: "Pick a time slot" }).getByRole("button", { name: new RegExp(`^${name}\\b`) });
}

test.describe("the venue detail page", () => {
  test("a player picks a date, a slot and an add-on and Book Now reaches checkout", async ({ page, loginAs }) => {
    await loginAs("player");
    const ground = await bookableGround(page);
    await page.goto(`/venues/${ground.id}`);

    await expect(page.getByRole("heading", { level: 1, name: ground.name })).toBeVisible();

    // The tabs.
    await page.getByRole("tab", { name: "Amenities" }).click();
    await expect(page.getByRole("tabpanel").getByText(ground.amenity, { exact: true })).toBeVisible();
    await page.getByRole("tab", { name: "Policies" }).click();
    await expect(page.getByRole("tabpanel").getByText("Cancellation", { exact: true })).toBeVisible();
    await expect(page.getByRole("tabpanel").getByText("Payment method", { exact: true })).toBeVisible();
    await page.getByRole("tab", { name: /Reviews/ }).click();
    await expect(page.getByRole("heading", { name: "Reviews", exact: true })).toBeVisible();
    await page.getByRole("tab", { name: "Overview" }).click();
    await expect(page.getByRole("heading", { name: "About this venue" })).toBeVisible();

    // The selection, kept in the address.
    await pickDate(page, ground.date);
    await expect(page).toHaveURL(new RegExp(`date=${ground.date}`));
    const slot = slotButton(page, ground.slot);
    await slot.click();
    await expect(slot).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(new RegExp(`slot=${ground.slot}`));
    await expect(page.getByRole("status").filter({ hasText: "Available" })).toBeVisible();

    const umpire = ground.addOns.find((a) => a.key === "umpireFees")!;
    await page.getByRole("checkbox", { name: umpire.name }).click();
    await expect(page.getByRole("checkbox", { name: umpire.name })).toBeChecked();

    // GST 18% on slot + add-on, shown before paying.
    const base = ground.slotPrice + Number(umpire.price);
    await expect(page.getByTestId("booking-total")).toHaveText(
      `₹${new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }).format(Math.round(base * 118) / 100)}`,
    );

    await page.getByRole("button", { name: "Book Now" }).click();
    await expect(page).toHaveURL(/\/checkout\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get("venueId")).toBe(String(ground.id));
    expect(query.get("venueName")).toBe(ground.name);
    expect(query.get("venueType")).toBe("ground");
    expect(query.get("date")).toBe(ground.date);
    expect(query.get("slot")).toBe(ground.slot);
    expect(query.get("amount")).toBe(base.toFixed(2));
    expect(JSON.parse(query.get("addOns") ?? "null")).toEqual([
      { key: "umpireFees", name: umpire.name, price: umpire.price },
    ]);
  });

  test("a visitor must choose a date and slot, then log in, and comes back to the same choice", async ({ page }) => {
    const ground = await bookableGround(page);
    await page.goto(`/venues/${ground.id}`);
    await expect(page.getByRole("heading", { level: 1, name: ground.name })).toBeVisible();

    await page.getByRole("button", { name: "Book Now" }).click();
    await expectToastShown(page, "Pick a date and a time slot");
    await expect(page).toHaveURL(new RegExp(`/venues/${ground.id}$`));

    await pickDate(page, ground.date);
    await slotButton(page, ground.slot).click();
    await page.getByRole("button", { name: "Book Now" }).click();

    await expectToastShown(page, "Please log in to continue with booking");
    await expect(page).toHaveURL(/\/login\?next=/);
    const next = new URL(page.url()).searchParams.get("next") ?? "";
    expect(next.startsWith(`/venues/${ground.id}?`)).toBe(true);
    const back = new URL(next, "http://x").searchParams;
    expect(back.get("date")).toBe(ground.date);
    expect(back.get("slot")).toBe(ground.slot);
  });

  test("red and white balls cannot be chosen together", async ({ page }) => {
    const ground = await bookableGround(page);
    await page.goto(`/venues/${ground.id}`);

    const red = page.getByRole("checkbox", { name: "Red Balls" });
    const white = page.getByRole("checkbox", { name: "White Balls" });
    await red.click();
    await expect(red).toBeChecked();
    await white.click();
    await expect(white).toBeChecked();
    await expect(red).not.toBeChecked();
    await expect(page).toHaveURL(/whiteBalls/);
    await expect(page).not.toHaveURL(/redBalls/);
    await red.click();
    await expect(red).toBeChecked();
    await expect(white).not.toBeChecked();
  });

  test("date, slot and add-ons in the address preset the booking (the dashboard's rebook link)", async ({ page }) => {
    const ground = await bookableGround(page);
    const rebook = encodeURIComponent(JSON.stringify({ "Umpire Service": true, "White Balls": true }));
    await page.goto(`/venues/${ground.id}?date=${ground.date}&slot=${ground.slot}&addOns=${rebook}`);

    await expect(page.locator(`button[data-date="${ground.date}"]`)).toHaveAttribute("aria-pressed", "true");
    await expect(slotButton(page, ground.slot)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("checkbox", { name: "Umpire Service" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "White Balls" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Red Balls" })).not.toBeChecked();
  });

  test("a malformed date, slot or add-on list in the address is ignored", async ({ page }) => {
    const ground = await bookableGround(page);
    await page.goto(`/venues/${ground.id}?date=2001-01-01&slot=teatime&addOns=%7Boops`);
    await expect(page.getByRole("heading", { level: 1, name: ground.name })).toBeVisible();
    await expect(page.locator('button[data-date][aria-pressed="true"]')).toHaveCount(0);
    await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(0);
  });

  test("a venue that does not exist shows Venue Not Found with a way home", async ({ page }) => {
    await page.goto("/venues/999999");
    await expect(page.getByRole("heading", { name: "Venue Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("an address that is not a venue id shows Venue Not Found", async ({ page }) => {
    await page.goto("/venues/not-a-number");
    await expect(page.getByRole("heading", { name: "Venue Not Found" })).toBeVisible();
  });

  test("an eligible player rates and reviews a venue, and the review joins the list", async ({ page, loginAs }) => {
    await loginAs("player");
    const ground = await bookableGround(page);
    // Eligibility needs a completed booking, which a fresh account cannot have: the answers about
    // this account are stood in for, the page's own calls and rendering are real.
    await page.route(`**/api/venues/${ground.id}/reviews/eligibility`, (route) =>
      route.fulfill({ json: { canReview: true, bookingId: 42, reason: null } }),
    );
    let posted: unknown = null;
    await page.route(`**/api/venues/${ground.id}/reviews`, async (route) => {
      if (route.request().method() === "POST") {
        posted = route.request().postDataJSON();
        return route.fulfill({
          status: 201,
          json: {
            id: 9001,
            venueId: ground.id,
            rating: 4,
            comment: "Quick outfield, friendly staff.",
            createdAt: new Date().toISOString(),
            user: { fullName: "Asha Patel" },
          },
        });
      }
      const response = await route.fetch();
      const reviews = (await response.json()) as unknown[];
      const mine = {
        id: 9001,
        venueId: ground.id,
        rating: 4,
        comment: "Quick outfield, friendly staff.",
        createdAt: new Date().toISOString(),
        user: { fullName: "Asha Patel" },
      };
      return route.fulfill({ response, json: posted ? [mine, ...reviews] : reviews });
    });

    await page.goto(`/venues/${ground.id}`);
    await page.getByRole("tab", { name: /Reviews/ }).click();
    await expect(page.getByRole("heading", { name: `How was your game at ${ground.name}?` })).toBeVisible();

    await page.getByRole("button", { name: "Post review" }).click();
    await expect(page.getByText("Please choose from 1 to 5 stars")).toBeVisible();
    expect(posted).toBeNull();

    await page.getByRole("radio", { name: "4 stars" }).check();
    await page.getByLabel("Comment (optional)").fill("Quick outfield, friendly staff.");
    await page.getByRole("button", { name: "Post review" }).click();

    await expectToastShown(page, "Review posted");
    expect(posted).toEqual({ rating: 4, comment: "Quick outfield, friendly staff.", bookingId: 42 });
    const list = page.getByRole("list", { name: "Reviews, newest first" });
    await expect(list.getByRole("listitem").first()).toContainText("Asha Patel");
    await expect(list.getByRole("listitem").first()).toContainText("Quick outfield, friendly staff.");
  });
});
