import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, newUser, test } from "./fixtures";

/** The reset link in the newest mail to `email` (the server writes mails to DATA_DIR/outbox). */
async function resetLinkFor(email: string): Promise<string> {
  const outbox = path.join(process.env.CREASE_E2E_DATA_DIR ?? "", "outbox");
  let link: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox).sort().reverse();
        } catch {
          return undefined;
        }
        for (const file of files) {
          // Undo quoted-printable soft line breaks and escapes before looking for the link.
          const mail = readFileSync(path.join(outbox, file), "utf8")
            .replace(/=\r?\n/g, "")
            .replace(/=3D/gi, "=");
          if (!mail.includes(email)) continue;
          const match = /\/reset-password\?token=[\w%-]+/.exec(mail);
          if (match) link = match[0];
          return link;
        }
        return undefined;
      },
      { timeout: 10_000, message: `a reset mail to ${email}` },
    )
    .toBeTruthy();
  return link!;
}

test("forgot password: the emailed link sets a new password, once", async ({ page }) => {
  const user = newUser("player", "Meera Nair");
  expect((await page.request.post("/api/auth/register", { data: user })).status()).toBe(201);
  // Signing up signs in: this player has forgotten the password, so starts signed out.
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await page.getByLabel("Email address").fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Login" })).toBeVisible();

  const link = await resetLinkFor(user.email);
  await page.goto(link);
  await expect(page.getByText(`Choose a new password for ${user.email}`)).toBeVisible();

  await page.getByLabel("New password", { exact: true }).fill("brand-new-pass");
  await page.getByLabel("Confirm new password").fill("something-else");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await page.getByLabel("Confirm new password").fill("brand-new-pass");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("heading", { name: "Password updated" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Login" }).click();

  await page.getByLabel("Email address").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("brand-new-pass");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("button", { name: `Account menu for ${user.fullName}` })).toBeVisible();

  // A used link is spent.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This reset link can't be used" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request New Reset Link" })).toBeVisible();
});

test("a reset page without a token says so", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByText("No reset token found in URL")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Login" })).toBeVisible();
});
