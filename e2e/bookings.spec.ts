import type { Page } from "@playwright/test";
import { bookAGround } from "./book-a-ground";
import { expect, expectToastShown, test } from "./fixtures";

const rupees = (value: number | string) =>
  `₹${new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }).format(Number(value))}`;

function slotButton(page: Page, slot: string) {
  const name = `${slot.charAt(0).toUpperCase()}${slot.slice(1)}`;
  return page.getByRole("group", { name: "Pick a time slot" }).getByRole("button", { name: new RegExp(`^${name}\\b`) });
}

test.describe("the player's bookings", () => {
  test("a player shares a booking, cancels it with a full refund, and the slot is free again", async ({
    page,
    context,
    loginAs,
  }) => {
    test.setTimeout(60_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await loginAs("player");
    const booking = await bookAGround(page.request);

    await page.goto("/dashboard");
    const row = page.getByRole("row").filter({ hasText: booking.venueName });
    await expect(row).toContainText("Confirmed");
    await expect(row.getByRole("link", { name: booking.venueName, exact: true })).toHaveAttribute(
      "href",
      `/venues/${booking.venueId}`,
    );
    const rebook = new URL(
      (await row.getByRole("link", { name: `Rebook ${booking.venueName}` }).getAttribute("href")) ?? "",
      "http://x",
    );
    expect(rebook.pathname).toBe(`/venues/${booking.venueId}`);
    expect(rebook.searchParams.get("date")).toBe(booking.date);
    expect(rebook.searchParams.get("slot")).toBe(booking.slot);

    // Share: the preview names the venue; Copy puts it on the clipboard and says Copied for 2 s.
    await row.getByRole("button", { name: /^Share your booking/ }).click();
    const share = page.getByRole("dialog", { name: "Share your booking" });
    await expect(share.getByTestId("share-preview")).toContainText(booking.venueName);
    for (const network of ["WhatsApp", "Facebook", "Twitter", "LinkedIn", "Telegram"]) {
      await expect(share.getByRole("button", { name: `Share on ${network}` })).toBeVisible();
    }
    await share.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(share.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/venues/${booking.venueId}`);
    await expect(share.getByRole("button", { name: "Copy", exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(share).toBeHidden();

    // Cancel: the dialog quotes the refund, the row then shows it.
    await row.getByRole("button", { name: /^Cancel your booking/ }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
    await expect(dialog.getByTestId("refund-quote")).toContainText(rupees(booking.paidOnline));
    await expect(dialog.getByTestId("refund-quote")).toContainText("Free cancellation");
    await dialog.getByRole("button", { name: "Cancel booking" }).click();
    await expectToastShown(page, "Booking cancelled");
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Cancelled");
    await expect(row.getByTestId("refund-note")).toContainText(rupees(booking.paidOnline));
    await expect(row.getByRole("button", { name: /^Cancel your booking/ })).toHaveCount(0);
    await expect(row.getByRole("button", { name: /^Share your booking/ })).toHaveCount(0);

    // The details view shows the refund too.
    await row.getByRole("button", { name: /^Details of your booking/ }).click();
    await expect(page.getByRole("dialog")).toContainText(`Refund ${rupees(booking.paidOnline)}`);
    await page.keyboard.press("Escape");

    // The slot is free again on the venue page.
    await page.goto(`/venues/${booking.venueId}?date=${booking.date}&slot=${booking.slot}`);
    await expect(slotButton(page, booking.slot)).toBeEnabled();
    await expect(slotButton(page, booking.slot)).not.toHaveAccessibleName(/, (booked|on hold)$/);
  });

  test("a new player sees an empty list that leads to search", async ({ page, loginAs }) => {
    await loginAs("player");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "No bookings yet" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Find a venue" })).toHaveAttribute("href", "/search");
  });
});

test.describe("the profile's buttons", () => {
  test("notification preferences are saved and come back", async ({ page, loginAs }) => {
    await loginAs("player");
    await page.goto("/dashboard?tab=profile");
    await page.getByRole("button", { name: "Manage notifications" }).click();
    const dialog = page.getByRole("dialog", { name: "Notifications" });
    const news = dialog.getByRole("switch", { name: "Venues and offers" });
    await expect(news).not.toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Booking updates" })).toBeChecked();
    await news.click();
    await dialog.getByRole("button", { name: "Save preferences" }).click();
    await expectToastShown(page, "Notification preferences saved");
    await expect(dialog).toBeHidden();

    const saved = await (await page.request.get("/api/users/me/notification-preferences")).json();
    expect(saved).toEqual({ bookingUpdates: true, reminders: true, venueNews: true, whatsappBookings: false });
    await page.getByRole("button", { name: "Manage notifications" }).click();
    await expect(page.getByRole("dialog").getByRole("switch", { name: "Venues and offers" })).toBeChecked();
  });

  test("Become a Host turns a player's account into a venue owner's", async ({ page, loginAs }) => {
    await loginAs("player");
    await page.goto("/dashboard?tab=profile");
    await expect(page.getByRole("main").getByText("Player", { exact: true }).first()).toBeVisible();

    await page.getByRole("button", { name: /Become a Host/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Become a host on Crease" })).toBeVisible();
    await dialog.getByRole("button", { name: "Upgrade to host" }).click();

    await expect(dialog.getByRole("link", { name: "List your venue" })).toHaveAttribute("href", "/add-venue");
    await dialog.getByRole("button", { name: "Later" }).click();
    await expect(dialog).toBeHidden();
    await expectToastShown(page, "You're now a host");

    const accountType = page.getByText("Account type").locator("xpath=following-sibling::dd[1]");
    await expect(accountType).toHaveText("Venue owner");
    await expect(page.getByRole("button", { name: /Become a Host/ })).toHaveCount(0);
    const me = await (await page.request.get("/api/auth/me")).json();
    expect(me.role).toBe("owner");
  });

  test("a signed-in player who follows a visitor's Become a Host link gets the upgrade, not a sign-up form", async ({
    page,
    loginAs,
  }) => {
    await loginAs("player");
    await page.goto("/register?role=owner");
    await expect(page).toHaveURL(/\/dashboard\?tab=profile/);
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Become a host on Crease" })).toBeVisible();
  });

  test("the header's Become a Host opens the upgrade for a signed-in player", async ({ page, loginAs }) => {
    await loginAs("player");
    await page.goto("/search");
    await page.getByRole("banner").getByRole("link", { name: "Become a Host" }).first().click();
    await expect(page).toHaveURL(/\/dashboard\?tab=profile/);
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Become a host on Crease" })).toBeVisible();
  });

  test("the header offers an owner List Your Ground, and no Become a Host", async ({ page, loginAs }) => {
    await loginAs("owner");
    await page.goto("/search");
    const banner = page.getByRole("banner");
    await banner.getByRole("link", { name: "List Your Ground" }).click();
    await expect(page).toHaveURL(/\/add-venue/);
    await expect(banner.getByRole("link", { name: "Become a Host" })).toHaveCount(0);
  });
});
