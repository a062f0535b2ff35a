import type { APIRequestContext, Browser } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { istDate } from "./book-a-ground";
import { expect, expectToastShown, test } from "./fixtures";

/**
 * Venue credit (docs/product/credit.md) on a phone: the owner sets the packs, a player tops up on
 * the venue page, pays part of a booking with credit and the rest online, then cancels it with the
 * refund to credit and sees the balance back. The demo's second owner offers the credit, so the
 * first owner's venues (weekly discounts, coupons) are left to the other specs.
 */
const OWNER = { email: "owner2@crease.demo", password: "demo1234" };
/** The offer every test here expects: the owner's screen saves the same, so the order of tests does not matter. */
const OFFER = {
  enabled: true,
  packs: [
    { pay: "2000", get: "2200" },
    { pay: "5000", get: "5750" },
  ],
  expiryMonths: 12,
};
const rupees = (value: number) => `₹${new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }).format(value)}`;

async function asOwner(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post("/api/auth/login", { data: OWNER });
  expect(login.status(), await login.text()).toBe(200);
  const me = (await (await context.request.get("/api/auth/me")).json()) as { id?: number; user?: { id: number } };
  return { context, ownerId: me.user?.id ?? me.id ?? 0 };
}

/** The owner offers credit through the API, as their Credit tab saves it. */
async function offerCredit(owner: APIRequestContext) {
  const saved = await owner.put("/api/owner/credit", { data: OFFER });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** A free slot at one of the owner's full-payment venues, three or more days ahead (a full refund). */
async function freeSlot(request: APIRequestContext, ownerId: number, atMost = Number.POSITIVE_INFINITY) {
  const venues = (await (await request.get("/api/venues?limit=100")).json()) as {
    id: number;
    name: string;
    paymentType: string;
    ownerId: number;
  }[];
  const mine = venues.filter((v) => v.ownerId === ownerId && v.paymentType === "full");
  for (let attempt = 0; attempt < 20; attempt++) {
    const venue = mine[Math.floor(Math.random() * mine.length)];
    if (!venue) break;
    const from = istDate(3 + Math.floor(Math.random() * 10));
    const availability = (await (
      await request.get(`/api/venues/${venue.id}/availability?from=${from}&days=1`)
    ).json()) as {
      days: { date: string; slots: { slot: string; status: string; price: string }[] }[];
    };
    // Dearer than the pack's ₹2,200, so credit pays part and the rest is paid online.
    const free = availability.days.flatMap((d) =>
      d.slots
        .filter((s) => s.status === "available" && Number(s.price) > 2200 && Number(s.price) <= atMost)
        .map((s) => ({ date: d.date, slot: s.slot })),
    );
    const pick = free[Math.floor(Math.random() * free.length)];
    if (pick) return { venueId: venue.id, venueName: venue.name, ...pick };
  }
  throw new Error("No free slot above ₹2,200 at the second demo owner's full-payment venues");
}

/** Tops up a pack (the first by default) through the API, as the venue page does: order, sandbox payment, verify. */
async function topUp(request: APIRequestContext, venueId: number, pack = 0) {
  const order = await request.post(`/api/venues/${venueId}/credit/top-up`, { data: { pack } });
  expect(order.status(), await order.text()).toBe(200);
  const { orderId } = (await order.json()) as { orderId: string };
  const paid = await request.post("/api/payment/sandbox/pay", { data: { orderId, outcome: "success" } });
  expect(paid.status(), await paid.text()).toBe(200);
  const verified = await request.post("/api/payment/verify", { data: await paid.json() });
  expect(verified.status(), await verified.text()).toBe(200);
}

test.describe("venue credit", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the owner switches credit on, sets two packs with their bonus and an expiry, and they are kept", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const login = await page.request.post("/api/auth/login", { data: OWNER });
    expect(login.status(), await login.text()).toBe(200);
    await page.goto("/owner/dashboard?tab=credit");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: "Venue credit" })).toBeVisible();

    const offer = panel.getByRole("switch", { name: "Offer venue credit" });
    if ((await offer.getAttribute("aria-checked")) !== "true") await offer.click();
    await expect(offer).toHaveAttribute("aria-checked", "true");
    // Start from no packs, then add the two the counter's board would show.
    while ((await panel.getByRole("button", { name: /^Remove pack/ }).count()) > 0) {
      await panel
        .getByRole("button", { name: /^Remove pack/ })
        .first()
        .click();
    }
    for (const [index, pack] of OFFER.packs.entries()) {
      await panel.getByRole("button", { name: "Add pack" }).click();
      const card = panel.getByTestId("credit-pack").nth(index);
      await card.getByLabel("Player pays (₹)").fill(pack.pay);
      await card.getByLabel("Player gets (₹)").fill(pack.get);
    }
    await expect(panel.getByTestId("credit-pack").nth(0)).toContainText("+₹200 (10%)");
    await expect(panel.getByTestId("credit-pack").nth(1)).toContainText("+₹750 (15%)");
    await panel.getByLabel("Credit expires after (months)").fill(String(OFFER.expiryMonths));
    await expectNoSeriousViolations(page, "the owner's Credit tab", '[role="tabpanel"]');
    await panel.getByRole("button", { name: "Save credit" }).click();
    await expectToastShown(page, "Credit saved");

    // A pack that gives less than it costs is refused beside its field, before the server is asked.
    await panel.getByRole("button", { name: "Add pack" }).click();
    const bad = panel.getByTestId("credit-pack").nth(2);
    await bad.getByLabel("Player pays (₹)").fill("3000");
    await bad.getByLabel("Player gets (₹)").fill("2500");
    await panel.getByRole("button", { name: "Save credit" }).click();
    await expect(bad.getByText("Credit must be at least the price.")).toBeVisible();

    // What was saved is what the page shows again.
    await page.reload();
    await expect(page.getByTestId("credit-pack")).toHaveCount(2);
    await expect(page.getByTestId("credit-pack").nth(1).getByLabel("Player gets (₹)")).toHaveValue("5750");
    await expect(page.getByLabel("Credit expires after (months)")).toHaveValue("12");
  });

  test("a player tops up on the venue page through the payment sheet and sees the new balance", async ({
    page,
    browser,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const owner = await asOwner(browser, baseURL);
    try {
      await offerCredit(owner.context.request);
      await loginAs("player");
      const pick = await freeSlot(page.request, owner.ownerId);
      await page.goto(`/venues/${pick.venueId}`);
      const card = page.getByTestId("venue-credit");
      await expect(card.getByRole("heading", { name: "Venue credit" })).toBeVisible();
      await expect(card.getByTestId("credit-balance")).toHaveText("₹0");
      await expect(card).toContainText("+₹200 (10%)");
      await expectNoSeriousViolations(page, "the venue credit card", '[data-testid="venue-credit"]');

      await card.getByRole("button", { name: "Top up: pay ₹2,000, get ₹2,200" }).click();
      const sheet = page.getByRole("dialog", { name: `Pay for venue credit at ${pick.venueName}` });
      await expect(sheet.getByTestId("sheet-amount")).toHaveText("₹2,000");
      await sheet.getByRole("button", { name: "Pay ₹2,000" }).click();
      await expectToastShown(page, "Credit added");
      await expect(card.getByTestId("credit-balance")).toHaveText("₹2,200");

      // My credit: the top-up and its bonus, apart.
      await page.goto("/dashboard?tab=credit");
      const account = page.getByTestId("credit-account");
      await expect(account.getByTestId("credit-account-balance")).toHaveText("₹2,200");
      await expect(account).toContainText(pick.venueName);
      await expect(account.getByText("Top-up", { exact: true })).toBeVisible();
      await expect(account.getByText("Bonus", { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page, "My credit");
    } finally {
      await owner.context.close();
    }
  });

  test("a player pays part of a booking with credit, the rest online, then cancels to credit and has it all back", async ({
    page,
    browser,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(150_000);
    const owner = await asOwner(browser, baseURL);
    try {
      await offerCredit(owner.context.request);
      await loginAs("player");
      const pick = await freeSlot(page.request, owner.ownerId);
      await topUp(page.request, pick.venueId);

      // Checkout: credit is offered and used first; the breakdown says what is left to pay online.
      await page.goto(
        `/checkout?${new URLSearchParams({ venueId: String(pick.venueId), date: pick.date, slot: pick.slot })}`,
      );
      const useCredit = page.getByRole("checkbox", { name: "Use my credit (₹2,200 available)" });
      await expect(useCredit).toBeChecked();
      await expect(page.getByTestId("credit-used")).toHaveText("−₹2,200");
      const total = Number((await page.getByTestId("price-total").textContent())?.replace(/[₹,]/g, ""));
      const rest = rupees(total - 2200);
      await expect(page.getByTestId("left-to-pay")).toHaveText(rest);
      await expectNoSeriousViolations(page, "checkout with venue credit");
      await page.getByRole("button", { name: `Pay ${rest}` }).click();
      const sheet = page.getByRole("dialog", { name: /^Pay for your booking at/ });
      await expect(sheet.getByTestId("sheet-amount")).toHaveText(rest);
      await sheet.getByRole("button", { name: `Pay ${rest}` }).click();
      await expect(page).toHaveURL(/\/bookings\/\d+\/confirmed$/, { timeout: 30_000 });
      // The confirmation screen says what credit paid; the bookings are one tap away.
      await expect(page.getByRole("main")).toContainText("Paid with credit");
      await page.getByRole("main").getByRole("link", { name: "See my bookings" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);

      // The booking says what credit paid.
      // At 390 px each booking is a card in the list.
      const row = page.getByRole("main").getByRole("listitem").filter({ hasText: pick.venueName }).first();
      await row.getByRole("button", { name: /^Details of your booking/ }).click();
      const details = page.getByRole("dialog");
      await expect(details).toContainText("Paid with credit");
      await expect(details).toContainText("₹2,200");
      await page.keyboard.press("Escape");

      // Cancel with the refund to credit: all of it comes back at once (three days ahead: no fee).
      await row.getByRole("button", { name: /^Cancel your booking/ }).click();
      const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
      await dialog.getByRole("radio", { name: /Venue credit/ }).check();
      await expectNoSeriousViolations(page, "the cancel dialog with the refund choice", '[role="dialog"]');
      await dialog.getByRole("button", { name: "Cancel booking" }).click();
      await expectToastShown(page, "is back in your venue credit");
      await expect(row).toContainText("Cancelled");

      await page.goto("/dashboard?tab=credit");
      const account = page.getByTestId("credit-account");
      await expect(account.getByTestId("credit-account-balance")).toHaveText(rupees(total));
      await expect(account.getByText(/^Spent on booking #\d+$/)).toBeVisible();
      await expect(account.getByText(/^Refund of booking #\d+$/)).toBeVisible();
    } finally {
      await owner.context.close();
    }
  });

  test("credit that covers the whole price confirms the booking with no payment sheet", async ({
    page,
    browser,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(150_000);
    const owner = await asOwner(browser, baseURL);
    try {
      await offerCredit(owner.context.request);
      await loginAs("player");
      // Two ₹5,750 packs: ₹11,500, more than the slot costs (GST included where the owner charges it).
      const pick = await freeSlot(page.request, owner.ownerId, 9_000);
      await topUp(page.request, pick.venueId, 1);
      await topUp(page.request, pick.venueId, 1);

      await page.goto(
        `/checkout?${new URLSearchParams({ venueId: String(pick.venueId), date: pick.date, slot: pick.slot })}`,
      );
      await expect(page.getByRole("checkbox", { name: "Use my credit (₹11,500 available)" })).toBeChecked();
      await expect(page.getByTestId("left-to-pay")).toHaveText("₹0");
      const total = (await page.getByTestId("price-total").textContent()) ?? "";
      await page.getByRole("button", { name: `Pay ${total} with credit` }).click();
      // Paid all from credit (201, no order): the same confirmation screen as after paying online.
      await expect(page).toHaveURL(/\/bookings\/\d+\/confirmed$/, { timeout: 30_000 });
      // The screen says what credit paid; no toast says it again on top of it (issue 46).
      await expect(page.getByRole("main")).toContainText("Paid with credit");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Booking confirmed!" })).toBeVisible();
      await page.getByRole("main").getByRole("link", { name: "See my bookings" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(
        page.getByRole("main").getByRole("listitem").filter({ hasText: pick.venueName }).first(),
      ).toContainText("Confirmed");
    } finally {
      await owner.context.close();
    }
  });
});
