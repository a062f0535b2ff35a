import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expectNoSeriousViolations } from "./axe";
import { expect, test } from "./fixtures";

/** A fresh Indian mobile number for this run. */
function freshNumber(): string {
  return `7${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
}

/**
 * The code in the newest SMS to `phone` (offline, each SMS is DATA_DIR/outbox/*.sms.txt); with
 * `previous`, waits for a newer one (the job queue sends within a few seconds).
 */
async function codeFromOutbox(phone: string, previous?: string): Promise<string> {
  const outbox = path.join(process.env.CREASE_E2E_DATA_DIR ?? "", "outbox");
  let code: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox)
            .filter((file) => file.endsWith(".sms.txt"))
            .sort()
            .reverse();
        } catch {
          return undefined;
        }
        for (const file of files) {
          const text = readFileSync(path.join(outbox, file), "utf8");
          if (!text.startsWith(`To: +91${phone}\n`)) continue;
          code = /(\d{6}) is your Crease sign-in code/.exec(text)?.[1];
          return code === previous ? undefined : code;
        }
        return undefined;
      },
      { timeout: 15_000, message: `an SMS to ${phone}` },
    )
    .toBeTruthy();
  return code as string;
}

test("a new player signs up with only a mobile number and the code from the SMS", async ({ page }) => {
  const phone = freshNumber();
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with mobile number" }).click();
  await page.getByLabel("Mobile number").fill(`+91 ${phone}`);
  await page.getByRole("button", { name: "Send code" }).click();

  const code = page.getByLabel("Code from the SMS");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(page.getByRole("button", { name: /Send a new code in \d+ s/ })).toBeDisabled();
  await expectNoSeriousViolations(page, "phone sign-in");

  await code.fill(await codeFromOutbox(phone));
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await page.getByLabel("Your name").fill("Kiran Yadav");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/");

  const session = await (await page.request.get("/api/auth/session")).json();
  expect(session.user).toMatchObject({ fullName: "Kiran Yadav", verifiedPhone: `+91${phone}`, email: null });
});

test("a signed-in player links a number in the profile, then signs in with it", async ({ page, loginAs }) => {
  test.setTimeout(90_000);
  const player = await loginAs("player");
  const phone = freshNumber();
  await page.goto("/dashboard?tab=profile");
  await expect(page.getByText("Not linked")).toBeVisible();
  await page.getByRole("button", { name: "Link mobile number" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Mobile number").fill(phone);
  await dialog.getByRole("button", { name: "Send code" }).click();
  const linkingCode = await codeFromOutbox(phone);
  await dialog.getByLabel("Code from the SMS").fill(linkingCode);
  // A number that signs in is a way into the account: linking it takes the password (issue 44).
  await dialog.getByLabel("Your Crease password").fill(player.password);
  await dialog.getByRole("button", { name: "Verify number" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();

  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with mobile number" }).click();
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Send code" }).click();
  // The linking code went out moments ago: the next one waits its 30 s, and the page says so.
  await expect(
    page.getByText(/A code was just sent to this number. You can ask for another in \d+ seconds./),
  ).toBeVisible();
  const resend = page.getByRole("button", { name: /Send a new code/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toBeEnabled({ timeout: 35_000 });
  await resend.click();
  await page.getByLabel("Code from the SMS").fill(await codeFromOutbox(phone, linkingCode));
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page).toHaveURL("/");
  const session = await (await page.request.get("/api/auth/session")).json();
  expect(session.user.verifiedPhone).toBe(`+91${phone}`);
});
