import { expect, test } from "./fixtures";

test("a visitor opening /dashboard is sent to /login and comes back after logging in", async ({ page }) => {
  await page.goto("/dashboard?tab=profile");
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%3Ftab%3Dprofile$/);
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
});

test("a player opening /admin/dashboard lands on the home page", async ({ page, loginAs }) => {
  await loginAs("player");
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: "Book your next game of cricket in minutes" })).toBeVisible();
});

test("an owner may open the owner dashboard but not the admin one", async ({ page, loginAs }) => {
  await loginAs("owner");
  await page.goto("/owner/dashboard");
  await expect(page.getByText("Owner dashboard", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Hi, Asha", level: 1 })).toBeVisible();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL("/");
});

test("login sends the user on to ?next", async ({ page }) => {
  // A registered account, signed in through the form this time.
  const email = `next-${Date.now()}@example.com`;
  const created = await page.request.post("/api/auth/register", {
    data: { fullName: "Kavya Iyer", email, phone: "9876543210", password: "secret-123", role: "player" },
  });
  expect(created.status()).toBe(201);
  // Signing up signs in: start signed out, to sign in through the form.
  await page.context().clearCookies();

  await page.goto("/dashboard?tab=favorites");
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel("Email address").fill(email.toUpperCase());
  await page.getByLabel("Password", { exact: true }).fill("secret-123");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL("/dashboard?tab=favorites");
  await expect(page.getByRole("tab", { name: "Favorites" })).toHaveAttribute("aria-selected", "true");
});
