import { bookAGround } from "./book-a-ground";
import { expect, test } from "./fixtures";

/** Reschedule (docs/product/bookings.md#reschedule) on a phone: the details, the dialog, the move. */
const SHOTS = process.env.RESCHEDULE_SHOTS;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`a player moves a booking to another day at ${viewport.width} px, and the booking shows where it was`, async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await loginAs("player");
    const booking = await bookAGround(page.request);

    if (SHOTS && viewport.width === 390) {
      // The same dialog in Hindi, for people to look at (not asserted beyond opening).
      await page.goto("/dashboard?lang=hi");
      await page
        .getByRole("button", { name: new RegExp(booking.venueName) })
        .first()
        .click();
      await page.getByRole("button", { name: "समय बदलें" }).click();
      await page
        .getByRole("dialog", { name: "समय बदलें" })
        .getByRole("group")
        .last()
        .locator("button:enabled")
        .first()
        .click();
      await page.getByTestId("reschedule-quote").waitFor();
      await page.screenshot({ path: `${SHOTS}/reschedule-dialog-390-hi.png` });
    }
    await page.goto("/dashboard?lang=en");
    await page
      .getByRole("button", { name: `Details of your booking at ${booking.venueName}` })
      .first()
      .click();
    const details = page.getByRole("dialog", { name: booking.venueName });
    await details.getByRole("button", { name: "Reschedule" }).click();

    const dialog = page.getByRole("dialog", { name: "Reschedule" });
    // A week later, the first free slot: its price and the difference are shown before the move.
    const later = new Date(`${booking.date}T00:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 7);
    await dialog.getByLabel("New date").fill(later.toISOString().slice(0, 10));
    await dialog.getByRole("group", { name: "New slot" }).locator("button:enabled").first().click();
    await expect(dialog.getByTestId("reschedule-quote")).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reschedule-dialog-${viewport.width}.png`, fullPage: false });
    await dialog.getByRole("button", { name: "Move booking" }).click();
    // A dearer slot opens checkout's payment window for the difference; pay it there.
    const sheet = page.getByRole("dialog", { name: /^Pay for your booking at/ });
    // The details dialog stays open under the toast, so the toast is read by its text, not its region.
    const moved = page.getByText("Your booking has moved to the new slot.").first();
    await expect(moved.or(sheet)).toBeVisible();
    if (await sheet.isVisible()) {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/reschedule-pay-${viewport.width}.png` });
      await sheet.getByRole("button", { name: /^Pay/ }).click();
    }
    await expect(moved).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(details.getByTestId("rescheduled-from")).toContainText("Rescheduled from");
    // Once per booking: the button is gone.
    await expect(details.getByRole("button", { name: "Reschedule" })).toBeHidden();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rescheduled-details-${viewport.width}.png`, fullPage: false });
  });
}
