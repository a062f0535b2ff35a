import type { APIRequestContext } from "@playwright/test";
import { istDate } from "./book-a-ground";
import { expect, test } from "./fixtures";

const ADMIN = { email: "admin@crease.demo", password: "demo1234" };
const rupees = (value: number) => `₹${new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }).format(value)}`;

/** A free slot at a full-payment ground a few days ahead, picked at random among the free ones. */
async function freeGroundSlot(request: APIRequestContext) {
  const venues = (await (await request.get("/api/venues?venueType=ground")).json()) as {
    id: number;
    name: string;
    paymentType: string;
    gstRatePercent: number;
  }[];
  const candidates: { venueId: number; venueName: string; date: string; slot: string; price: number }[] = [];
  // A registered owner's venue: the test checks the GST line (decision 041: none without a GSTIN).
  for (const venue of venues.filter((v) => v.paymentType === "full" && v.gstRatePercent > 0)) {
    const availability = (await (
      await request.get(`/api/venues/${venue.id}/availability?from=${istDate(3)}&days=14`)
    ).json()) as { days: { date: string; slots: { slot: string; status: string; price: string }[] }[] };
    for (const day of availability.days) {
      for (const slot of day.slots) {
        if (slot.status !== "available" || Number(slot.price) < 1000) continue;
        candidates.push({
          venueId: venue.id,
          venueName: venue.name,
          date: day.date,
          slot: slot.slot,
          price: Number(slot.price),
        });
      }
    }
    if (candidates.length > 40) break;
  }
  const pick = candidates[Math.floor(Math.random() * candidates.length)];
  if (!pick) throw new Error("No free slot at a full-payment ground");
  return pick;
}

test.describe("offers", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a player applies a coupon at checkout, sees the discount, pays, and the booking shows what was paid", async ({
    page,
    browser,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    // The platform's coupon, made by the admin: ₹500 off the taxable value.
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const admin = await browser.newContext({ baseURL });
    try {
      expect((await admin.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
      const made = await admin.request.post("/api/coupons", {
        data: { code, kind: "flat", value: 500, validFrom: istDate(0), validTo: istDate(30), perUserLimit: 1 },
      });
      expect(made.status(), await made.text()).toBe(201);
    } finally {
      await admin.close();
    }

    await loginAs("player");
    const free = await freeGroundSlot(page.request);
    const total = Math.round((free.price - 500) * 118) / 100;
    const query = new URLSearchParams({
      venueId: String(free.venueId),
      venueName: free.venueName,
      venueType: "ground",
      date: free.date,
      slot: free.slot,
      amount: free.price.toFixed(2),
      addOns: "[]",
    });
    await page.goto(`/checkout?${query}`);
    await expect(page.getByTestId("price-total")).toHaveText(rupees(Math.round(free.price * 118) / 100));

    await page.getByRole("button", { name: "Have a coupon?" }).click();
    await page.getByLabel("Coupon code").fill(code.toLowerCase());
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("coupon-applied")).toContainText(`${code} applied: you save ₹500`);
    await expect(page.getByTestId("price-discount")).toHaveText("−₹500");
    await expect(page.getByTestId("price-gst")).toHaveText(rupees(Math.round((free.price - 500) * 18) / 100));
    await expect(page.getByTestId("price-total")).toHaveText(rupees(total));

    const pay = page.getByRole("main").getByRole("button", { name: `Pay ${rupees(total)}` });
    await pay.click();
    const sheet = page.getByRole("dialog");
    await expect(sheet.getByTestId("sheet-amount")).toHaveText(rupees(total));
    await sheet.getByRole("button", { name: `Pay ${rupees(total)}` }).click();
    await expect(page).toHaveURL(/\/bookings\/\d+\/confirmed$/);

    // The booking carries the coupon and what was paid.
    const bookings = (await (await page.request.get("/api/bookings")).json()) as {
      id: number;
      venueId: number;
      discount: string;
      couponCode: string | null;
      paidOnline: string;
      amount: string;
    }[];
    const mine = bookings.find((b) => b.venueId === free.venueId);
    expect(mine).toMatchObject({ discount: "500.00", couponCode: code, paidOnline: total.toFixed(2) });
    await expect(page.getByText(rupees(total)).first()).toBeVisible();

    // Leave the shared data as it was: free the slot again.
    if (mine) await page.request.patch(`/api/bookings/${mine.id}`, { data: { status: "cancelled" } });
  });
});
