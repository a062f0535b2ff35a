import type { APIRequestContext, Browser } from "@playwright/test";
import { istDate } from "./book-a-ground";
import { expect, newUser, test } from "./fixtures";

/** A 2×2 PNG, as an owner's phone photo. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

/** A box-cricket venue of the signed-in owner, approved by the demo admin. */
async function approvedBox(request: APIRequestContext, browser: Browser, baseURL: string, name: string) {
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
      details: { startTime: "06:00", endTime: "23:00", hourlyPrice: 1500, teamCapacity: 8, addOns: [] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const venue = (await created.json()) as { id: number };
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
  return venue.id;
}

/** A player's confirmed booking of one court, the way checkout makes it. */
async function playerBooks(browser: Browser, baseURL: string, venueId: number, courtId: number, date: string) {
  const context = await browser.newContext({ baseURL });
  const player = newUser("player", "Kabir Rao");
  expect((await context.request.post("/api/auth/register", { data: player })).status()).toBe(201);
  expect(
    (
      await context.request.post("/api/auth/login", { data: { email: player.email, password: player.password } })
    ).status(),
  ).toBe(200);
  const order = await context.request.post("/api/payment/create-order", {
    data: { venueId, courtId, date, slot: "19:00-20:00", addOns: [] },
  });
  expect(order.status(), await order.text()).toBe(200);
  const { orderId } = (await order.json()) as { orderId: string };
  const paid = await context.request.post("/api/payment/sandbox/pay", { data: { orderId, outcome: "success" } });
  const verified = await context.request.post("/api/payment/verify", { data: await paid.json() });
  expect(verified.status(), await verified.text()).toBe(200);
  const booking = (await verified.json()) as { id: number; paidOnline: string };
  await context.close();
  return { ...booking, player };
}

for (const width of [1280, 390]) {
  test(`an owner adds a court, blocks a slot and closes a rainy day with refunds, at ${width} px`, async ({
    page,
    browser,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    await loginAs("owner");
    const name = `Rain Test Box ${width} ${Date.now().toString(36)}`;
    const venueId = await approvedBox(page.request, browser, baseURL as string, name);

    // Courts: the venue starts with Box A; the owner adds Box B.
    await page.goto("/owner-dashboard?tab=venues");
    await page.getByRole("button", { name: `Courts of ${name}` }).click();
    const courtsDialog = page.getByRole("dialog", { name: "Courts" });
    await expect(courtsDialog.getByRole("textbox", { name: "Name" })).toHaveValue("Box A");
    await courtsDialog.getByRole("textbox", { name: "New court" }).fill("Box B");
    await courtsDialog.getByRole("button", { name: "Add court" }).click();
    // (Toasts sit behind the modal, hidden from assistive technology: the list itself shows it.)
    await expect(courtsDialog.getByRole("textbox", { name: "Name" })).toHaveCount(2);
    // Box B is in the list of courts (Box A's row can now share space with it), and the new-court
    // form below offers it too: the list's is the one added.
    await expect(courtsDialog.getByRole("list").getByRole("checkbox", { name: "Box B" })).toBeVisible();
    await courtsDialog.getByRole("button", { name: "Close" }).click();
    await expect(courtsDialog).toBeHidden();
    const courts = (await (await page.request.get(`/api/venues/${venueId}/courts`)).json()) as {
      id: number;
      name: string;
    }[];
    const boxA = courts.find((c) => c.name === "Box A")?.id as number;

    // A player books Box A for the evening, five days ahead.
    const date = istDate(5);
    const booked = await playerBooks(browser, baseURL as string, venueId, boxA, date);

    // The owner blocks Box B's 8 PM for a private event: players see it as not available.
    await page.getByRole("button", { name: `Block slots of ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Block slots" });
    await dialog.getByLabel("Court").selectOption({ label: "Box B" });
    await dialog.getByLabel("Date").fill(date);
    await dialog.getByRole("button", { name: "8 PM – 9 PM" }).click();
    await dialog.getByLabel(/^Reason/).fill("Private event");
    await dialog.getByRole("button", { name: "Block slots" }).click();
    await expect(dialog.getByText("Box B · Private event")).toBeVisible();

    // Rain: the owner closes the whole venue that day, sees the booking hit, and refunds it.
    await dialog.getByRole("button", { name: "Close days or hours" }).click();
    const closing = page.getByRole("dialog", { name: "Close days or hours" });
    await closing.getByLabel("Court").selectOption({ label: "The whole venue" });
    await closing.getByLabel("From", { exact: true }).fill(date);
    await closing.getByLabel("To", { exact: true }).fill(date);
    await closing.getByLabel(/^Reason/).fill("Heavy rain: the boxes are flooded");
    await closing.getByRole("button", { name: "Check the bookings hit" }).click();
    await expect(closing.getByText(booked.player.fullName)).toBeVisible();
    await expect(closing.getByText(/1 booking will be cancelled and refunded in full/)).toBeVisible();
    await closing.getByRole("button", { name: /^Close and refund/ }).click();
    await expect(closing.getByRole("status").filter({ hasText: "Bookings cancelled: 1." })).toBeVisible();

    const after = (await (await page.request.get(`/api/bookings/${booked.id}`)).json()) as {
      status: string;
      refundAmount: string;
      cancellationReason: string;
    };
    expect(after).toMatchObject({
      status: "cancelled",
      refundAmount: booked.paidOnline,
      cancellationReason: "Heavy rain: the boxes are flooded",
    });
    const day = (await (await page.request.get(`/api/venues/${venueId}/availability?from=${date}&days=1`)).json()) as {
      days: { slots: { status: string }[] }[];
    };
    expect(day.days[0]?.slots.every((s) => s.status === "blocked")).toBe(true);
  });
}
