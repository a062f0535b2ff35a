import { expectNoSeriousViolations } from "./axe";
import { bookAGround } from "./book-a-ground";
import { expect, expectToastShown, newUser, test } from "./fixtures";

/**
 * The waitlist (docs/product/waitlist.md) on a phone: a player joins the waitlist of a slot
 * someone else booked, the booking is cancelled, the player sees the offer and books the slot
 * through the normal checkout.
 */
const SHOTS = process.env.WAITLIST_SHOTS;

test("a player waits for a booked slot, is offered it when it is cancelled, and books it", async ({
  page,
  playwright,
  baseURL,
  loginAs,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });

  // Someone else books a ground's slot (their own session, outside the browser).
  const booker = await playwright.request.newContext({ baseURL });
  const other = newUser("player", "Ravi Kumar");
  expect((await booker.post("/api/auth/register", { data: other })).status()).toBe(201);
  expect(
    (await booker.post("/api/auth/login", { data: { email: other.email, password: other.password } })).status(),
  ).toBe(200);
  const booked = await bookAGround(booker);

  await loginAs("player");
  await page.goto(`/venues/${booked.venueId}?date=${booked.date}`);
  const name = `${booked.slot.charAt(0).toUpperCase()}${booked.slot.slice(1)}`;
  const slots = page.getByRole("group", { name: "Pick a time slot" });
  const taken = slots.getByRole("button", { name: new RegExp(`^${name}\\b.*Booked Join waitlist$`) });
  await expect(taken).toBeEnabled();
  // Enabled, its words need full contrast (a faint crossed-out name failed axe's color-contrast).
  await expectNoSeriousViolations(page, "a taken slot offering Join waitlist", '[role="group"]');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/waitlist-join-390.png` });
  await taken.click();
  await expectToastShown(page, "You're on the waitlist", { exact: true });
  await expect(slots.getByRole("button", { name: new RegExp(`^${name}\\b.*On waitlist$`) })).toBeDisabled();

  await page.goto("/dashboard");
  const waitlists = page.getByRole("region", { name: "Your waitlists" });
  await expect(waitlists).toContainText(booked.venueName);
  await expect(waitlists).toContainText("You are next in line.");
  await expect(waitlists.getByRole("button", { name: "Leave" })).toBeVisible();

  // The booking is cancelled: the queue's job offers the slot to the player within seconds.
  const cancelled = await booker.patch(`/api/bookings/${booked.id}`, { data: { status: "cancelled" } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await expect(async () => {
    await page.reload();
    await expect(waitlists.getByRole("link", { name: "Book now" })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(waitlists).toContainText(/held for you: (10:00|\d:\d\d) left to book it/);
  await expect(waitlists.getByRole("button", { name: "Decline" })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/waitlist-offer-390.png` });

  // Anyone else is refused the slot while it is offered.
  const refused = await booker.post("/api/payment/create-order", {
    data: { venueId: booked.venueId, date: booked.date, slot: booked.slot, addOns: [] },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toMatch(/offered to players on its waitlist/);

  // Book now: the venue page with the slot chosen, then the normal checkout.
  await waitlists.getByRole("link", { name: "Book now" }).click();
  await expect(page).toHaveURL(new RegExp(`/venues/${booked.venueId}\\?`));
  await expect(slots.getByRole("button", { name: new RegExp(`^${name}\\b`) })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Book Now" }).first().click();
  await expect(page).toHaveURL(/\/checkout\?/);
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^Pay ₹/ })
    .click();
  await expect(page).toHaveURL(/\/bookings\/\d+\/confirmed$/);
  await page.getByRole("main").getByRole("link", { name: "See my bookings" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Booked: among the player's bookings, and no longer among their waitlists.
  await expect(page.getByText("Confirmed", { exact: true }).first()).toBeVisible();
  await expect(waitlists).toHaveCount(0);
  await booker.dispose();
});
