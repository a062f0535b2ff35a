import { expect, test } from "./fixtures";

test("an unknown path shows the not-found screen", async ({ page }) => {
  await page.goto("/this/page/does-not-exist");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL("/");
});
