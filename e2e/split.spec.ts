import { bookAGround } from "./book-a-ground";
import { expect, newUser, test } from "./fixtures";

/**
 * Split the cost (docs/product/split-payments.md) on a phone: the organiser splits a paid booking,
 * a second player opens the link, signs in and pays a share, and the organiser sees 1 paid.
 */
const SHOTS = process.env.SPLIT_SHOTS;

test("an organiser splits a booking; a teammate opens the link, signs in and pays a share", async ({
  page,
  browser,
  loginAs,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs("player");
  const booking = await bookAGround(page.request);

  await page.goto("/dashboard?lang=en");
  await page
    .getByRole("button", { name: `Details of your booking at ${booking.venueName}` })
    .first()
    .click();
  const details = page.getByRole("dialog", { name: booking.venueName });
  await details.getByRole("button", { name: "Split the cost" }).click();
  // Four players by default; three here.
  await details.getByRole("button", { name: "One player fewer" }).click();
  await expect(details.getByTestId("split-preview")).toContainText("Each teammate pays");
  await details.getByRole("button", { name: "Create split link" }).click();
  const link = details.getByTestId("split-link");
  await expect(link).toContainText("/split/");
  await expect(details.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
  await expect(details.getByTestId("split-paid-count")).toHaveText("0 of 2 paid");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/split-organiser-390.png` });
  const url = new URL((await link.textContent()) ?? "");

  // The teammate, in a browser of their own: the page first, then sign in, then pay.
  const teammate = newUser("player", "Ravi Kumar");
  const context = await browser.newContext({ baseURL: page.url(), viewport: { width: 390, height: 844 } });
  const other = await context.newPage();
  const registered = await other.request.post("/api/auth/register", { data: teammate });
  expect(registered.status(), await registered.text()).toBe(201);
  await other.request.post("/api/auth/logout");
  await context.clearCookies();
  await other.goto(`${url.pathname}?lang=en`);
  await expect(other.getByRole("heading", { name: booking.venueName })).toBeVisible();
  await expect(other.getByTestId("split-share")).toBeVisible();
  await other.getByRole("link", { name: "Sign in to pay your share" }).click();
  await other.getByLabel("Email address").fill(teammate.email);
  await other.getByLabel("Password", { exact: true }).fill(teammate.password);
  await other.getByRole("button", { name: "Log in" }).click();
  await expect(other).toHaveURL(new RegExp(url.pathname));
  await other.getByRole("button", { name: /^Pay my share/ }).click();
  const sheet = other.getByRole("dialog", { name: /^Pay for your booking at/ });
  await expect(sheet).toBeVisible();
  if (SHOTS) await other.screenshot({ path: `${SHOTS}/split-teammate-pay-390.png` });
  await sheet.getByRole("button", { name: /^Pay/ }).click();
  await expect(other.getByTestId("split-you-paid")).toBeVisible();
  await expect(other.getByText("1 of 2 paid")).toBeVisible();
  if (SHOTS) await other.screenshot({ path: `${SHOTS}/split-teammate-paid-390.png` });
  await context.close();

  // The organiser sees who paid, by first name.
  await page.reload();
  await page
    .getByRole("button", { name: `Details of your booking at ${booking.venueName}` })
    .first()
    .click();
  await expect(details.getByTestId("split-paid-count")).toHaveText("1 of 2 paid");
  await expect(details.getByTestId("split-panel")).toContainText("Ravi");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/split-organiser-paid-390.png` });
});
