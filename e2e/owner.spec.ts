import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectToastShown, newUser, test } from "./fixtures";

/** Two tiny PNGs (2×2), different colours, as an owner's phone photos. */
const RED_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);
const GREEN_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGNgnhHKPCOUAUIBABkGA8GvaW0YAAAAAElFTkSuQmCC",
  "base64",
);

function istDate(offsetDays = 0): string {
  return new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function fillGeneralInformation(page: Page, name: string) {
  await page.getByLabel("Venue name").fill(name);
  await page.getByRole("radio", { name: /Practice Nets/ }).check();
  await page.getByLabel("Description").fill("Four floodlit turf lanes with a bowling machine and a small pavilion.");
  await page.getByRole("combobox", { name: "Address" }).fill("14 Test Lane, Koramangala 5th Block");
  await page.getByLabel("City").fill("Bangalore");
  await page.getByLabel("State").fill("Karnataka");
  await page.getByLabel("Postal code").fill("560095");
  await page.getByRole("checkbox", { name: "Parking" }).check();
  await page.getByRole("checkbox", { name: "Floodlights" }).check();
}

/** What the checkout does: hold the slot, pay in the sandbox, verify. */
async function bookAsPlayer(request: APIRequestContext, venueId: number, date: string, slot: string) {
  const order = await request.post("/api/payment/create-order", { data: { venueId, date, slot, addOns: [] } });
  expect(order.status(), await order.text()).toBe(200);
  const { orderId } = (await order.json()) as { orderId: string };
  const paid = await request.post("/api/payment/sandbox/pay", { data: { orderId, outcome: "success" } });
  expect(paid.status(), await paid.text()).toBe(200);
  const verified = await request.post("/api/payment/verify", { data: await paid.json() });
  expect(verified.status(), await verified.text()).toBe(200);
  return (await verified.json()) as { id: number; status: string };
}

test.describe("listing a venue and running it", () => {
  test("Next shows the form's messages and stays on the tab until it is filled in", async ({ page, loginAs }) => {
    await loginAs("owner");
    await page.goto("/add-venue");
    await expect(page.getByRole("heading", { name: "Add a new venue" })).toBeVisible();

    await page.getByRole("button", { name: "Next" }).click();
    for (const message of [
      "Name must be at least 3 characters",
      "Please select a venue type",
      "Description must be at least 10 characters",
      "Address is required",
      "City is required",
      "State is required",
      "Enter a 6-digit PIN code",
      "Please select at least one amenity",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByRole("tab", { name: "General Information" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Venue Details" })).toBeDisabled();

    // Fixing a field clears its message as you type.
    await page.getByLabel("Venue name").fill("Test Nets");
    await expect(page.getByText("Name must be at least 3 characters")).toBeHidden();
    await page.getByLabel("Postal code").fill("56003");
    await expect(page.getByText("Enter a 6-digit PIN code")).toBeVisible();

    await fillGeneralInformation(page, `Validation Nets ${tag()}`);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("tab", { name: "Venue Details" })).toHaveAttribute("aria-selected", "true");

    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Enter the price per hour")).toBeVisible();
    await expect(page.getByText("Choose the pitch type")).toBeVisible();
    await expect(page.getByText("At least one venue image is required")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Venue Details" })).toHaveAttribute("aria-selected", "true");

    // Previous goes back with everything still filled in.
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByRole("tab", { name: "General Information" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("City")).toHaveValue("Bangalore");
  });

  test("an owner lists nets with two photos, an admin approves them, a player finds and books them, the owner cancels the booking", async ({
    page,
    loginAs,
    browser,
    baseURL,
  }) => {
    // Three people, uploads and a payment: more than the default budget.
    test.slow();
    await loginAs("owner");
    const name = `Owner E2E Nets ${tag()}`;

    // General Information
    await page.goto("/add-venue");
    await fillGeneralInformation(page, name);
    await page.getByRole("button", { name: "Next" }).click();

    // Venue Details: price, pitch, one add-on and two photos.
    await expect(page.getByRole("tab", { name: "Venue Details" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Opening time")).toHaveValue("06:00");
    await expect(page.getByLabel("Closing time")).toHaveValue("22:00");
    await page.getByLabel("Price per hour").fill("600");
    await page.getByLabel("Pitch type").selectOption("artificial");
    await page.getByRole("button", { name: "Add an add-on" }).click();
    await page.getByLabel("Add-on 1 name").fill("Bowling machine");
    await page.getByLabel("Add-on 1 price").fill("250");
    await page.getByLabel("Venue photos").setInputFiles([
      { name: "lane-1.png", mimeType: "image/png", buffer: RED_PNG },
      { name: "lane-2.png", mimeType: "image/png", buffer: GREEN_PNG },
    ]);
    const photos = page.getByRole("list", { name: "Uploaded photos, cover first" });
    await expect(photos.getByRole("img", { name: "Photo 1 (cover)" })).toBeVisible();
    await expect(photos.getByRole("img", { name: "Photo 2" })).toBeVisible();
    await page.getByRole("button", { name: "Make photo 2 the cover" }).click();
    await page.getByRole("button", { name: "Next" }).click();

    // Policies & Submit: the policies come pre-filled; the review reads everything back.
    await expect(page.getByRole("tab", { name: "Policies & Submit" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Rescheduling rules")).toHaveValue(/24 hours/);
    await expect(page.getByLabel("Cancellation rules")).toHaveValue(/Free cancellation up to 24 hours/);
    await expect(page.getByText(name)).toBeVisible();
    await expect(page.getByText("₹600 per hour")).toBeVisible();
    const created = page.waitForResponse((r) => r.url().endsWith("/api/venues") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Submit for review" }).click();
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    const venue = (await response.json()) as { id: number; status: string; images: string[] };
    expect(venue.status).toBe("pending");
    expect(venue.images).toHaveLength(2);

    await expectToastShown(page, "Venue created successfully");
    await expect(page).toHaveURL(/\/owner\/dashboard$/);
    const card = page.getByRole("article", { name });
    await expect(card.getByText("Pending approval").first()).toBeVisible();
    await expect(page.getByRole("group", { name: "Pending Approval" })).toContainText("1");

    // An admin approves it through the API.
    const adminContext = await browser.newContext({ baseURL });
    const admin = adminContext.request;
    const adminLogin = await admin.post("/api/auth/login", {
      data: { email: "admin@crease.demo", password: "demo1234" },
    });
    expect(adminLogin.status(), await adminLogin.text()).toBe(200);
    // The approval names the version the admin saw (docs/product/venues.md, "Approval names the version").
    const seen = (await (await admin.get(`/api/venues/${venue.id}`)).json()) as { version: number };
    const approved = await admin.patch(`/api/venues/${venue.id}`, {
      data: { status: "approved", version: seen.version },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await adminContext.close();

    // A player finds it by name and books an hour through the sandbox checkout.
    const playerContext = await browser.newContext({ baseURL });
    const player = newUser("player", `Kiran ${tag()}`);
    const registered = await playerContext.request.post("/api/auth/register", { data: player });
    expect(registered.status(), await registered.text()).toBe(201);
    const playerLogin = await playerContext.request.post("/api/auth/login", {
      data: { email: player.email, password: player.password },
    });
    expect(playerLogin.status(), await playerLogin.text()).toBe(200);
    const playerPage = await playerContext.newPage();
    await playerPage.goto(`/search?q=${encodeURIComponent(name)}`);
    await expect(playerPage.getByRole("link", { name: new RegExp(name) })).toBeVisible();
    const booking = await bookAsPlayer(playerContext.request, venue.id, istDate(3), "10:00-11:00");
    expect(booking.status).toBe("confirmed");
    await playerContext.close();

    // The owner sees it, now approved, and cancels the booking: the player gets a full refund.
    await page.reload();
    await expect(page.getByRole("article", { name }).getByText("Approved").first()).toBeVisible();
    await page.getByRole("tab", { name: "Bookings" }).click();
    await page.getByLabel("Filter by venue").selectOption({ label: name });
    const cancel = page.getByRole("button", { name: new RegExp(`^Cancel the booking of ${player.fullName}`) });
    await expect(cancel).toBeVisible();
    // Its slot has not started yet, so it cannot be completed.
    await expect(
      page.getByRole("button", { name: new RegExp(`^Complete the booking of ${player.fullName}`) }),
    ).toBeDisabled();
    await cancel.click();
    const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
    await expect(dialog.getByText(`${player.fullName} gets a full refund.`)).toBeVisible();
    // The player is told why: the dialog asks before it sends anything.
    await dialog.getByRole("button", { name: "Cancel booking" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Tell the player why their booking is cancelled.");
    await dialog.getByLabel("Reason, shown to the player").fill("Ground waterlogged after the rain");
    await dialog.getByRole("button", { name: "Cancel booking" }).click();
    await expectToastShown(page, "Booking cancelled");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("row", { name: new RegExp(player.fullName) }).getByText("Cancelled")).toBeVisible();
  });
});
