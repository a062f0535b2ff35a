import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { istDate } from "./book-a-ground";
import { expect, expectToastShown, newUser, test } from "./fixtures";

/**
 * The front desk (issue 25): an owner opens the desk of their venue, books a walk-in paid in cash,
 * a phone booking left unpaid and then marked paid by UPI, blocks a slot, sees a player's hold
 * arrive live, cancels a booking, and sees each in the calendar: a grid of courts at a desk's
 * width, one court's list on a phone.
 */

/** A 2×2 PNG, as an owner's phone photo. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

/** A box-cricket venue of the signed-in owner with a bowling machine add-on and two courts, approved. */
async function deskVenue(request: APIRequestContext, browser: Browser, baseURL: string, name: string) {
  const upload = await request.post("/api/uploads", {
    multipart: { files: { name: "box.png", mimeType: "image/png", buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const [image] = (await upload.json()) as Array<{ url: string }>;
  const created = await request.post("/api/venues", {
    data: {
      name,
      venueType: "box",
      description: "Two turf boxes under floodlights, nets on all sides, open late.",
      address: "14 Test Lane, Koramangala",
      city: "Bangalore",
      state: "Karnataka",
      postalCode: "560034",
      amenities: ["Parking", "Floodlights"],
      reschedulingRules: "Reschedule free of charge up to 24 hours before the slot.",
      cancellationRules: "Free cancellation up to 24 hours before, 25% fee after that.",
      paymentType: "full",
      images: [image?.url],
      details: {
        startTime: "06:00",
        endTime: "23:00",
        hourlyPrice: 1000,
        teamCapacity: 8,
        addOns: [{ name: "Bowling Machine", price: 300 }],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const venue = (await created.json()) as { id: number };
  const second = await request.post(`/api/venues/${venue.id}/courts`, { data: { name: "Box B" } });
  expect(second.status(), await second.text()).toBe(201);
  const adminContext = await browser.newContext({ baseURL });
  const admin = adminContext.request;
  expect(
    (await admin.post("/api/auth/login", { data: { email: "admin@crease.demo", password: "demo1234" } })).status(),
  ).toBe(200);
  const seen = (await (await admin.get(`/api/venues/${venue.id}`)).json()) as { version: number };
  const approved = await admin.patch(`/api/venues/${venue.id}`, {
    data: { status: "approved", version: seen.version },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await adminContext.close();
  const courts = (await (await request.get(`/api/venues/${venue.id}/courts`)).json()) as Array<{
    id: number;
    name: string;
  }>;
  return { id: venue.id, courts: courts.map((c) => c.name), courtIds: courts.map((c) => c.id) };
}

/** A slot's cell, named by its court and time first (what a screen reader hears before the cell). */
const cell = (page: Page, court: string, time: string, shows: string) =>
  page.getByRole("button", { name: new RegExp(`^${court}, ${time}: ${shows}`) });

for (const width of [1280, 390]) {
  test(`an owner books a walk-in and a phone booking, marks it paid, blocks a slot and cancels at the desk, at ${width} px`, async ({
    page,
    browser,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await loginAs("owner");
    const venue = await deskVenue(page.request, browser, baseURL!, `Desk Box ${width}`);
    const [courtA, courtB] = venue.courts as [string, string];
    const phone = width < 768;
    const date = istDate(2);

    // The owner's dashboard leads to the desk; two days on by the date arrows.
    await page.goto("/owner/dashboard");
    await page.getByRole("link", { name: `Front desk of Desk Box ${width}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Desk Box ${width}` })).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Next day" }).click();
    await page.getByRole("button", { name: "Next day" }).click();
    await expect(page).toHaveURL(new RegExp(`date=${date}`));
    const pickCourt = async (court: string) => {
      if (phone) await page.getByRole("group", { name: "Court" }).getByRole("button", { name: court }).click();
    };

    // A walk-in, paid in cash: ₹1,000 + ₹300 bowling machine = ₹1,300, as the server charges: a new
    // owner has no GSTIN yet, so no GST is added (decision 041) and the dialog shows no GST line.
    await pickCourt(courtA);
    await cell(page, courtA, "6 PM – 7 PM", "Free").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "New booking at the desk" })).toBeVisible();
    await dialog.getByLabel("Player's name").fill("Ravi Kumar");
    await dialog.getByLabel("Mobile number").fill("98765 43210");
    await dialog.getByRole("checkbox", { name: /Bowling Machine/ }).check();
    await expect(dialog.getByText("GST (18%)")).toHaveCount(0);
    // The payment has no default (issue 46): booking without a choice asks for one.
    await dialog.getByRole("button", { name: "Book, ₹1,300" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Choose how the player paid");
    await dialog.getByText("Cash", { exact: true }).click();
    await dialog.getByRole("button", { name: "Book, ₹1,300 paid" }).click();
    await expectToastShown(page, "Booked at the desk");
    await expect(dialog).toBeHidden();
    await expect(cell(page, courtA, "6 PM – 7 PM", "Desk")).toContainText("Ravi Kumar");
    await expect(cell(page, courtA, "6 PM – 7 PM", "Desk")).toContainText("Paid");

    // A phone booking, not paid yet: a mobile number the server refuses shows beside its field first.
    await pickCourt(courtB);
    await cell(page, courtB, "7 PM – 8 PM", "Free").click();
    await dialog.getByLabel("Player's name").fill("Sanjay Iyer");
    await dialog.getByLabel("Mobile number").fill("12345");
    await dialog.getByText("Not paid yet").click();
    await dialog.getByRole("button", { name: "Book, ₹1,000 due" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Indian mobile number");
    await dialog.getByLabel("Mobile number").fill("91234 56789");
    await dialog.getByRole("button", { name: "Book, ₹1,000 due" }).click();
    await expect(dialog).toBeHidden();
    const due = cell(page, courtB, "7 PM – 8 PM", "Desk");
    await expect(due).toContainText("₹1,000 due");

    // Marked paid later, by UPI.
    await due.click();
    await expect(dialog.getByRole("heading", { name: "Sanjay Iyer" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: /91234 56789/ })).toHaveAttribute("href", "tel:+919123456789");
    await dialog.getByRole("button", { name: "Mark paid: UPI" }).click();
    // The sheet says so and follows the calendar: nothing is due now.
    await expect(dialog.getByRole("status")).toHaveText("₹1,000 taken by UPI.");
    await expect(dialog.getByText("Nothing, paid")).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(cell(page, courtB, "7 PM – 8 PM", "Desk")).toContainText("Paid");

    // A slot blocked from the desk, with the reason only the venue sees.
    await pickCourt(courtA);
    await cell(page, courtA, "8 PM – 9 PM", "Free").click();
    await dialog.getByRole("button", { name: "Block this slot" }).click();
    await dialog.getByLabel(/Reason/).fill("Net repair");
    await dialog.getByRole("button", { name: "Block slot" }).click();
    await expect(dialog).toBeHidden();
    await expect(cell(page, courtA, "8 PM – 9 PM", "Blocked")).toContainText("Net repair");

    // The server agrees: two desk bookings, both paid at the venue, and the block.
    const desk = (await (await page.request.get(`/api/venues/${venue.id}/desk?from=${date}&days=1`)).json()) as {
      bookings: Array<{ playerName: string; source: string; paidAtVenue: string; due: string }>;
      blocks: Array<{ reason: string }>;
    };
    expect(desk.bookings.map((b) => [b.playerName, b.source, b.paidAtVenue, b.due])).toEqual([
      ["Ravi Kumar", "desk", "1300.00", "0.00"],
      ["Sanjay Iyer", "desk", "1000.00", "0.00"],
    ]);
    expect(desk.blocks.map((b) => b.reason)).toEqual(["Net repair"]);

    // Live: a player starts paying online for a slot, and the desk shows the hold without a reload.
    const playerContext = await browser.newContext({ baseURL });
    const player = newUser("player", "Kabir Rao");
    expect((await playerContext.request.post("/api/auth/register", { data: player })).status()).toBe(201);
    const signedIn = await playerContext.request.post("/api/auth/login", {
      data: { email: player.email, password: player.password },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const order = await playerContext.request.post("/api/payment/create-order", {
      data: { venueId: venue.id, courtId: venue.courtIds[0], date, slot: "21:00-22:00", addOns: [] },
    });
    expect(order.status(), await order.text()).toBe(200);
    await playerContext.close();
    await expect(cell(page, courtA, "9 PM – 10 PM", "On hold")).toContainText("Paying online now", { timeout: 30_000 });

    // A booking cancelled from the desk, with the reason the player is told: the slot is free again.
    await cell(page, courtA, "6 PM – 7 PM", "Desk").click();
    await dialog.getByRole("button", { name: "Cancel booking" }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel this booking?" });
    await confirm.getByLabel("Reason, shown to the player").fill("The team could not come");
    await confirm.getByRole("button", { name: "Cancel booking" }).click();
    await expect(confirm).toBeHidden();
    await expect(cell(page, courtA, "6 PM – 7 PM", "Free")).toBeVisible();

    // The day sheet for the day on screen.
    await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      `/api/venues/${venue.id}/day-sheet.csv?date=${date}`,
    );
    await page.waitForLoadState("networkidle");
    await expectNoSeriousViolations(page, `the front desk at ${width} px`);
  });
}

test("while the next day loads, the day before stays on screen dimmed and takes no taps: a quick tap cannot book the wrong day", async ({
  page,
  browser,
  baseURL,
  loginAs,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs("owner");
  const venue = await deskVenue(page.request, browser, baseURL!, "Desk Box Slow Day");
  const [courtA] = venue.courts as [string, string];
  const [day, nextDay] = [istDate(2), istDate(3)];
  await page.goto(`/owner/desk?venue=${venue.id}&date=${day}`);
  await expect(cell(page, courtA, "6 PM – 7 PM", "Free")).toBeVisible({ timeout: 30_000 });

  // The next day's calendar is held on its way until the test lets it through.
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  await page.route(
    (url) => url.pathname === `/api/venues/${venue.id}/desk` && url.searchParams.get("from") === nextDay,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.getByRole("button", { name: "Next day" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${nextDay}`));
  // The day before is still there, but a tap on its free slot opens nothing.
  await expect(cell(page, courtA, "6 PM – 7 PM", "Free")).toBeVisible();
  await expect(cell(page, courtA, "6 PM – 7 PM", "Free").click({ timeout: 2_000 })).rejects.toThrow();
  await expect(page.getByRole("dialog")).toBeHidden();

  // Once the next day has come, the same tap books on it.
  letThrough();
  await cell(page, courtA, "6 PM – 7 PM", "Free").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "New booking at the desk" })).toBeVisible();
  const shown = new Date(`${nextDay}T00:00:00Z`).toLocaleDateString("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  await expect(dialog).toContainText(shown);
});
