import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Every dashboard tab fits a 1366 px laptop and a 390 px phone: the page never scrolls sideways,
 * every tab can be seen without scrolling the tab row, and a table on a wide screen fits its card
 * (phones get cards instead). A table wider than its card hid its last columns (the admin's
 * payout actions) behind a scrollbar nobody could see.
 */
const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

const DASHBOARDS = [
  {
    email: "admin@crease.demo",
    path: "/admin/dashboard",
    tabs: ["overview", "venues", "users", "bookings", "payouts", "refunds", "messages"],
  },
  {
    email: "owner@crease.demo",
    path: "/owner/dashboard",
    tabs: ["venues", "bookings", "analytics", "payouts", "credit"],
  },
  { email: "player@crease.demo", path: "/dashboard", tabs: ["bookings", "credit", "favorites", "profile"] },
] as const;

function istToday(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The latest Tuesday on or before today in India: payout runs happen on Tuesdays. */
function lastTuesday(): string {
  const day = new Date(`${istToday()}T00:00:00Z`);
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/**
 * Gives the admin's payouts table rows to show: the run for the latest Tuesday (a second run of the
 * same Tuesday changes nothing), and one payout marked paid with a long bank reference, the
 * widest thing the table has to hold.
 */
async function preparePayouts(page: Page) {
  const run = await page.request.post("/api/payouts/run", { data: { date: lastTuesday() } });
  expect(run.status(), await run.text()).toBe(200);
  const list = await page.request.get("/api/payouts?status=scheduled");
  expect(list.status()).toBe(200);
  const { payouts } = (await list.json()) as { payouts: Array<{ id: number }> };
  const first = payouts[0];
  if (!first) return; // an earlier run of this test paid them already
  const paid = await page.request.post(`/api/payouts/${first.id}/mark-paid`, {
    data: { reference: "UTRHDFCN52026112400087654321NEFTTRANSFERTOKAVYAIYER" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

async function expectTabFits(page: Page, what: string) {
  // The tab's lists and tables have loaded: no loading skeleton is left.
  await expect(page.getByRole("tabpanel")).toBeVisible();
  await expect(page.getByRole("status", { name: /^Loading/ })).toHaveCount(0);
  await page.waitForLoadState("networkidle");

  const layout = await page.evaluate(() => {
    const root = document.documentElement;
    const tabList = document.querySelector('[role="tablist"]');
    const listBox = tabList?.getBoundingClientRect();
    const hiddenTabs = [...document.querySelectorAll('[role="tab"]')]
      .filter((tab) => {
        const box = tab.getBoundingClientRect();
        return !listBox || box.left < listBox.left - 1 || box.right > listBox.right + 1;
      })
      .map((tab) => tab.textContent?.trim());
    const wideTables = [...document.querySelectorAll("table")]
      .filter((table) => table.getClientRects().length > 0)
      .filter((table) => {
        const holder = table.parentElement;
        return holder ? table.getBoundingClientRect().width > holder.clientWidth + 1 : false;
      })
      .map((table) => table.querySelector("caption")?.textContent ?? "a table");
    return { pageWidth: root.scrollWidth, viewport: root.clientWidth, hiddenTabs, wideTables };
  });

  expect.soft(layout.pageWidth, `${what}: the page must not scroll sideways`).toBeLessThanOrEqual(layout.viewport);
  expect.soft(layout.hiddenTabs, `${what}: every tab is in view`).toEqual([]);
  expect.soft(layout.wideTables, `${what}: every table fits its card`).toEqual([]);
}

for (const dashboard of DASHBOARDS) {
  test(`${dashboard.email}'s dashboard tabs fit 1366 and 390 px screens`, async ({ page }) => {
    test.setTimeout(150_000);
    const login = await page.request.post("/api/auth/login", {
      data: { email: dashboard.email, password: "demo1234" },
    });
    expect(login.status(), await login.text()).toBe(200);
    if (dashboard.email.startsWith("admin")) await preparePayouts(page);

    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      for (const tab of dashboard.tabs) {
        await page.goto(`${dashboard.path}?tab=${tab}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectTabFits(page, `${dashboard.path}?tab=${tab} at ${viewport.width} px`);
      }
    }
  });
}
