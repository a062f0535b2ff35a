import type { Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";

/**
 * axe (WCAG 2.1 A and AA, with Label in Name: e2e/axe.ts) on every screen, as each kind of account
 * sees it, in both languages: no serious or critical violation. A regression (a missing label, a
 * contrast drop, a broken list, an accessible name that leaves out the words on a button) fails CI.
 *
 * Each screen is read twice: in English on a desktop, and in Hindi on a 390 px phone. The two
 * layouts differ (a phone's booking cards put words on buttons that a desktop table shows as
 * icons), and Hindi puts the verb last, so a name written as "Cancel your booking at …" only
 * contains a phone's "कैंसल करें" when both translations use the same word.
 */
const VIEWS = [
  { lang: "en", name: "in English", viewport: { width: 1280, height: 720 } },
  { lang: "hi", name: "in Hindi at 390 px", viewport: { width: 390, height: 844 } },
] as const;
type View = (typeof VIEWS)[number];

async function signIn(page: Page, email: string) {
  const answer = await page.request.post("/api/auth/login", { data: { email, password: "demo1234" } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The page in `view`'s language and size: the `lang` cookie is what the language switcher keeps. */
async function show(page: Page, view: View) {
  await page.setViewportSize(view.viewport);
  const { baseURL } = test.info().project.use;
  await page.context().addCookies([{ name: "lang", value: view.lang, url: baseURL as string }]);
}

/**
 * Opens `path`, waits for its main heading (and the part `shows` names, by test id), does `open`
 * (opens a dialog) if given, and runs axe.
 */
async function check(page: Page, path: string, view: View, shows?: string, open?: (page: Page) => Promise<void>) {
  await show(page, view);
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", view.lang);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  if (shows) await expect(page.getByTestId(shows)).toBeVisible();
  // Lazy parts (cards, footer) settle before the audit.
  await page.waitForLoadState("networkidle");
  if (open) await open(page);
  await expectNoSeriousViolations(page, `${path} ${view.name}`);
}

/** A booking's details: the dialog the first booking's Details button opens, in either language. */
async function openBookingDetails(page: Page) {
  await page
    .getByRole("button", { name: /^Details of your booking at |की आपकी बुकिंग की जानकारी$/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
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
  for (const view of VIEWS) {
    for (const path of PUBLIC) {
      test(`a visitor's ${path} ${view.name}`, async ({ page }) => {
        await check(page, path, view);
      });
    }
  }

  // One test a screen: axe on a full dashboard tab takes seconds on a busy machine.
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  type Screen = string | { path: string; shows?: string; name?: string; open?: (page: Page) => Promise<void> };
  const SIGNED_IN: Array<{ who: string; email: string; paths: Screen[] }> = [
    {
      who: "player",
      email: "player@crease.demo",
      paths: [
        ...["bookings", "favorites", "profile"].map((tab) => `/dashboard?tab=${tab}`),
        "/venues/1",
        `/checkout?venueId=1&date=${inAWeek}&slot=morning`,
        // A partial-payment venue: its summary adds the "Pay now" and "Balance at the venue" rows.
        { path: `/checkout?venueId=7&date=${inAWeek}&slot=morning`, shows: "price-pay-now" },
        { path: "/dashboard?tab=bookings", name: "booking details", open: openBookingDetails },
      ],
    },
    {
      who: "owner",
      email: "owner@crease.demo",
      paths: [
        ...["venues", "bookings", "analytics", "payouts", "offers", "staff"].map(
          (tab) => `/owner/dashboard?tab=${tab}`,
        ),
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
      paths: ["overview", "venues", "users", "bookings", "refunds", "payouts", "offers", "messages"].map(
        (tab) => `/admin/dashboard?tab=${tab}`,
      ),
    },
  ];
  for (const view of VIEWS) {
    for (const { who, email, paths } of SIGNED_IN) {
      for (const entry of paths) {
        const screen = typeof entry === "string" ? { path: entry } : entry;
        const title = screen.name ?? screen.path.replace(/&date=[^&]+/, "");
        test(`the ${who}'s ${title} ${view.name}`, async ({ page }) => {
          // A dashboard tab is the longest page axe reads here (tens of seconds on a loaded machine):
          // three times the usual limit, so a busy machine is not a failure.
          test.slow();
          await signIn(page, email);
          await check(page, screen.path, view, screen.shows, screen.open);
        });
      }
    }
  }
});
