import { bookAGround } from "./book-a-ground";
import { expect, expectToastShown, test } from "./fixtures";

// Issue 26 on a phone: a booking's way there and its calendar file; the private calendar feed.
test.use({ viewport: { width: 390, height: 844 } });

test.describe("calendars and the way there", () => {
  test("a booking's details give its address, a map link and a calendar file", async ({ page, loginAs }) => {
    await loginAs("player");
    const booking = await bookAGround(page.request);
    await page.goto("/dashboard");
    await page
      .getByRole("button", { name: new RegExp(`^Details of your booking at ${booking.venueName}`) })
      .first()
      .click();
    const details = page.getByRole("dialog", { name: booking.venueName });
    const there = details.getByRole("region", { name: "Getting there" });
    await expect(there).toBeVisible();
    await expect(there.getByRole("link", { name: "Open in Maps" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );

    const download = page.waitForEvent("download");
    await details.getByRole("link", { name: "Add to calendar" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`crease-booking-${booking.id}.ics`);
    const text = await (await page.request.get(`/api/bookings/${booking.id}/calendar.ics`)).text();
    expect(text).toContain(`UID:booking-${booking.id}@localhost`);
    expect(text).toContain("STATUS:CONFIRMED");
  });

  test("the profile's calendar feed: get the link, copy it, make a new one, turn it off", async ({
    page,
    context,
    loginAs,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await loginAs("player");
    const booking = await bookAGround(page.request);
    await page.goto("/dashboard?tab=profile");
    const card = page.getByRole("region", { name: "Calendar feed" });
    await card.getByRole("button", { name: "Get calendar link" }).click();
    const field = card.getByLabel("Your private calendar link");
    await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const first = await field.inputValue();
    const feed = await page.request.get(new URL(first).pathname);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain(`UID:booking-${booking.id}@localhost`);

    await card.getByRole("button", { name: "Copy link" }).click();
    await expect(card.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

    await card.getByRole("button", { name: "Make a new link" }).click();
    await expect(field).not.toHaveValue(first);
    expect((await page.request.get(new URL(first).pathname)).status()).toBe(404);
    const second = await field.inputValue();

    await card.getByRole("button", { name: "Turn off the link" }).click();
    await expectToastShown(page, "Calendar link turned off");
    await expect(field).toBeHidden();
    expect((await page.request.get(new URL(second).pathname)).status()).toBe(404);
  });
});
