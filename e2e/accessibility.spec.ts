import type { Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";

/**
 * axe (WCAG 2.1 A and AA) on every screen, as each kind of account sees it: no serious or
 * critical violation. A regression (a missing label, a contrast drop, a broken list) fails CI.
 */

async function signIn(page: Page, email: string) {
  const answer = await page.request.post("/api/auth/login", { data: { email, password: "demo1234" } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Opens `path`, waits for its main heading (and the part `shows` names, by test id), and runs axe. */
async function check(page: Page, path: string, shows?: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  if (shows) await expect(page.getByTestId(shows)).toBeVisible();
  // Lazy parts (cards, footer) settle before the audit.
  await page.waitForLoadState("networkidle");
  await expectNoSeriousViolations(page, path);
}

test.describe("accessibility (axe, WCAG 2.1 AA)", () => {
  const PUBLIC = [
    "/",
    "/search?location=Pune",
    "/venues/1",
    "/map",
    "/compare",
    "/login",
    "/register",
    "/forgot-password",
    "/reset-password?token=no-such-token",
    "/help-center",
    "/contact-us",
    "/cancellation-policy",
    "/terms-of-service",
    "/this/page/does-not-exist",
  ];
  for (const path of PUBLIC) {
    test(`a visitor's ${path}`, async ({ page }) => {
      await check(page, path);
    });
  }

  // One test a screen: axe on a full dashboard tab takes seconds on a busy machine.
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const SIGNED_IN: Array<{ who: string; email: string; paths: Array<string | { path: string; shows: string }> }> = [
    {
      who: "player",
      email: "player@crease.demo",
      paths: [
        ...["bookings", "favorites", "profile"].map((tab) => `/dashboard?tab=${tab}`),
        "/venues/1",
        `/checkout?venueId=1&date=${inAWeek}&slot=morning`,
        // A partial-payment venue: its summary adds the "Pay now" and "Balance at the venue" rows.
        { path: `/checkout?venueId=7&date=${inAWeek}&slot=morning`, shows: "price-pay-now" },
      ],
    },
    {
      who: "owner",
      email: "owner@crease.demo",
      paths: [
        ...["venues", "bookings", "analytics", "payouts"].map((tab) => `/owner/dashboard?tab=${tab}`),
        "/add-venue",
        // The front desk: the venues to choose from, then one venue's day (the demo's Koramangala nets) and week.
        "/owner/desk",
        "/owner/desk?venue=8",
        "/owner/desk?venue=8&view=week",
      ],
    },
    {
      who: "admin",
      email: "admin@crease.demo",
      paths: ["overview", "venues", "users", "bookings", "refunds", "payouts", "messages"].map(
        (tab) => `/admin/dashboard?tab=${tab}`,
      ),
    },
  ];
  for (const { who, email, paths } of SIGNED_IN) {
    for (const entry of paths) {
      const { path, shows } = typeof entry === "string" ? { path: entry, shows: undefined } : entry;
      test(`the ${who}'s ${path.replace(/&date=[^&]+/, "")}`, async ({ page }) => {
        // A dashboard tab is the longest page axe reads here (tens of seconds on a loaded machine):
        // three times the usual limit, so a busy machine is not a failure.
        test.slow();
        await signIn(page, email);
        await check(page, path, shows);
      });
    }
  }
});
