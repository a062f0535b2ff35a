import { expect, test } from "./fixtures";

/**
 * The admin's summary leaves room for the work (issue 46): at 1366 × 768 every tab's content
 * starts above the fold (six summary cards used to push it to the bottom edge), and on a 390 px
 * phone the tabs come before the summary.
 */
const TABS = ["overview", "venues", "users", "bookings", "payouts", "refunds", "offers", "messages"];

test("every admin tab's content starts above the fold at 1366 × 768; on a phone the tabs come first", async ({
  page,
}) => {
  const login = await page.request.post("/api/auth/login", {
    data: { email: "admin@crease.demo", password: "demo1234" },
  });
  expect(login.status(), await login.text()).toBe(200);

  await page.setViewportSize({ width: 1366, height: 768 });
  for (const tab of TABS) {
    await page.goto(`/admin/dashboard?tab=${tab}`);
    const panel = page.getByRole("tabpanel");
    await expect(panel).toBeVisible();
    await expect(page.getByRole("region", { name: /^Summary/ })).toBeVisible();
    const top = await panel.evaluate((element) => element.getBoundingClientRect().top);
    // The tab's heading or first row, not just its top edge, is in view: 160 px of it at least.
    expect.soft(top, `${tab}: its content starts at ${top} px`).toBeLessThan(768 - 160);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("tabpanel")).toBeVisible();
  const tabsTop = await page.getByRole("tablist").evaluate((element) => element.getBoundingClientRect().top);
  const summaryTop = await page
    .getByRole("region", { name: /^Summary/ })
    .evaluate((element) => element.getBoundingClientRect().top);
  expect(tabsTop).toBeLessThan(summaryTop);
});
