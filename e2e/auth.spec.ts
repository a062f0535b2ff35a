import { expect, expectToastShown, newUser, test } from "./fixtures";

test("a new player registers, is signed in at once, sees their initials and logs out", async ({ page }) => {
  const user = newUser("player", "Asha Patel");

  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await page.getByLabel("Full name").fill(user.fullName);
  await page.getByLabel("Email address").fill(user.email);
  await page.getByLabel("Mobile number").fill(user.phone);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Create account" }).click();

  // Registering signs in: no second trip through /login.
  await expectToastShown(page, "Account created");
  await expect(page).toHaveURL("/");
  const avatar = page.getByRole("button", { name: `Account menu for ${user.fullName}` });
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveText("AS");

  await avatar.click();
  await page.getByRole("menuitem", { name: "Log out" }).click();

  await expectToastShown(page, "Logged out successfully");
  await expectToastShown(page, "You have been logged out of your account");
  await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await expect(avatar).toHaveCount(0);
});

test("a wrong password shows 'Login failed'", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email address").fill("nobody-here@example.com");
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();

  await expectToastShown(page, "Login failed");
  await expectToastShown(page, "Invalid email or password");
  await expect(page).toHaveURL(/\/login$/);
});

test("login checks the form before calling the server", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Enter your email")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
});

test("an empty registration form shows every validation message", async ({ page }) => {
  await page.goto("/register");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page.getByText("Full name is required")).toBeVisible();
  await expect(page.getByText("Enter your email")).toBeVisible();
  await expect(page.getByText("Enter your mobile number")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test("registration refuses a number that is not an Indian mobile, and names a taken email", async ({ page }) => {
  const user = newUser("player");
  expect((await page.request.post("/api/auth/register", { data: user })).status()).toBe(201);
  await page.context().clearCookies();
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Second Person");
  await page.getByLabel("Email address").fill(user.email);
  await page.getByLabel("Mobile number").fill("0000000000");
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(
    page.getByText("Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91"),
  ).toBeVisible();
  await page.getByLabel("Mobile number").fill("+91 98765 43210");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("An account with this email already exists.", { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test("?role=owner preselects the owner account type", async ({ page }) => {
  await page.goto("/register?role=owner");
  await expect(page.getByRole("radio", { name: /I own a venue/ })).toBeChecked();
  await expect(page.getByRole("button", { name: "Create owner account" })).toBeVisible();
});

test("a signed-in player can edit their profile", async ({ page, loginAs }) => {
  const user = await loginAs("player");
  await page.goto("/dashboard?tab=profile");
  await expect(page.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(user.email).first()).toBeVisible();

  await page.getByRole("button", { name: "Edit Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit profile" });
  await dialog.getByLabel("Full name").fill("Rohit Verma");
  await dialog.getByRole("button", { name: "Save changes" }).click();

  await expectToastShown(page, "Profile updated");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Rohit Verma" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu for Rohit Verma" })).toHaveText("RO");
});

test("a wrong current password is shown on the change-password field", async ({ page, loginAs }) => {
  await loginAs("player");
  await page.goto("/dashboard?tab=profile");
  await page.getByRole("button", { name: "Change password" }).click();
  const dialog = page.getByRole("dialog", { name: "Change password" });
  await dialog.getByLabel("Current password").fill("definitely-wrong");
  await dialog.getByLabel("New password", { exact: true }).fill("a-new-password");
  await dialog.getByLabel("Confirm new password").fill("a-new-password");
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expect(dialog.getByRole("alert")).toBeVisible();
  await expect(dialog.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
});

test("logging out on a protected page goes home, not to /login", async ({ page, loginAs }) => {
  const user = await loginAs("player");
  await page.goto("/dashboard");
  await expect(page.getByRole("tab", { name: "Bookings" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: `Account menu for ${user.fullName}` }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expectToastShown(page, "Logged out successfully");
  await expect(page).toHaveURL("/");
});

test("the avatar menu leads to the dashboard tabs", async ({ page, loginAs }) => {
  const user = await loginAs("player");
  await page.goto("/");
  await page.getByRole("button", { name: `Account menu for ${user.fullName}` }).click();
  await page.getByRole("menuitem", { name: "Favorites" }).click();
  await expect(page).toHaveURL("/dashboard?tab=favorites");
  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(page).toHaveURL("/dashboard?tab=profile");
  await page.getByRole("tab", { name: "Bookings" }).click();
  await expect(page).toHaveURL("/dashboard");
});
