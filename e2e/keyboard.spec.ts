import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Crease with the keyboard alone: Tab reaches every control on the way, each shows where focus
 * is, and a dialog keeps focus inside while it is open and hands it back to the button that
 * opened it when Escape closes it.
 */

/** How the focused element looks: a visible outline or a coloured ring (a box-shadow with spread). */
async function focusIndicator(page: Page): Promise<{ name: string; visible: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: "the page itself", visible: false };
    const style = getComputedStyle(element);
    const transparent = (colour: string) => colour === "transparent" || /,\s*0\)$/.test(colour);
    const outline =
      style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 1 && !transparent(style.outlineColor);
    // Shadows are separated by commas outside brackets; a ring is a coloured one with a spread.
    const ring = style.boxShadow.split(/,(?![^(]*\))/).some((shadow) => {
      const match = /(rgba?\([^)]*\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px/.exec(shadow.trim());
      return match ? Number.parseFloat(match[5] ?? "0") >= 1 && !transparent(match[1] ?? "") : false;
    });
    const name = (element.getAttribute("aria-label") ?? element.textContent ?? element.tagName).trim().slice(0, 60);
    return { name, visible: outline || ring };
  });
}

async function expectVisibleFocus(page: Page, what: string) {
  const focus = await focusIndicator(page);
  expect(focus.visible, `${what} ("${focus.name}") shows a focus ring`).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a person would, and checks that it shows
 * where focus is. Fails when the target cannot be reached within `limit` presses.
 */
async function tabTo(page: Page, target: Locator, what: string, { limit = 60, backwards = false } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(page, what);
      return;
    }
  }
  throw new Error(`${what} could not be reached with the Tab key in ${limit} presses`);
}

/** Whether focus is inside the open dialog. */
function focusInside(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((element) => element.contains(document.activeElement));
}

/**
 * Opens a dialog from the focused `opener` with Enter, walks around it with Tab and Shift+Tab
 * (focus never leaves it and always shows), and closes it with Escape: focus is back on `opener`.
 */
async function openAndCloseDialog(page: Page, opener: Locator, title: string | RegExp) {
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(dialog), "focus moves into the dialog").toBe(true);

  // More presses than the dialog has controls: Tab must wrap around inside it.
  const seen = new Set<string>();
  for (let presses = 0; presses < 14; presses++) {
    await page.keyboard.press("Tab");
    expect(await focusInside(dialog), `Tab ${presses + 1} keeps focus in the dialog`).toBe(true);
    const focus = await focusIndicator(page);
    expect(focus.visible, `"${focus.name}" in the dialog shows a focus ring`).toBe(true);
    seen.add(focus.name);
  }
  expect(seen.size, "Tab visits the dialog's controls").toBeGreaterThan(1);
  for (let presses = 0; presses < 4; presses++) {
    await page.keyboard.press("Shift+Tab");
    expect(await focusInside(dialog), `Shift+Tab ${presses + 1} keeps focus in the dialog`).toBe(true);
  }

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener, "focus returns to the button that opened the dialog").toBeFocused();
  await expectVisibleFocus(page, "the button that opened the dialog");
}

test("a visitor searches, opens a venue and picks a date and a slot with the keyboard alone", async ({ page }) => {
  test.setTimeout(150_000); // dozens of key presses, each checked
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const location = page.getByRole("combobox", { name: "Location" });
  await tabTo(page, location, "the location field");
  await page.keyboard.type("Pune");
  // Escape closes the suggestions, leaving what was typed.
  await page.keyboard.press("Escape");
  await expect(location).toHaveValue("Pune");
  await tabTo(page, page.getByRole("button", { name: "Search Venues" }), "the search button");
  await page.keyboard.press("Enter");
  // The home page shows the results in place, and takes focus to them.
  await expect(page).toHaveURL(/\?.*location=Pune/);
  const results = page.getByRole("region", { name: /Search Results/ });
  await expect(results.getByText(/^\d+ venues? found$/)).toBeVisible();

  // The first result's link to its venue page.
  const firstResult = results.locator('a[href^="/venues/"]').first();
  await expect(firstResult).toBeVisible();
  await tabTo(page, firstResult, "the first search result");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/venues\/\d+/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The calendar is one Tab stop; the arrow keys move between days. Tomorrow, then Enter.
  const days = page.locator("button[data-date]");
  await expect(days.first()).toBeVisible();
  await tabTo(page, page.locator('button[data-date][tabindex="0"]'), "the calendar", { limit: 80 });
  await page.keyboard.press("ArrowRight");
  const tomorrow = page.locator("button[data-date]:focus");
  await expect(tomorrow).toHaveCount(1);
  await expectVisibleFocus(page, "the next day in the calendar");
  await page.keyboard.press("Enter");
  await expect(tomorrow).toHaveAttribute("aria-pressed", "true");

  // The first free slot, picked with Space. A slot another test booked meanwhile is an enabled
  // Join waitlist button, without aria-pressed: only a free slot can be pressed.
  const freeSlot = page
    .getByRole("group", { name: /Pick (a time slot|an hour)/ })
    .locator("button[aria-pressed]:enabled")
    .first();
  await expect(freeSlot).toBeVisible();
  await tabTo(page, freeSlot, "the first free slot");
  await page.keyboard.press("Space");
  await expect(freeSlot).toHaveAttribute("aria-pressed", "true");
  await tabTo(page, page.getByRole("button", { name: "Book Now" }).locator("visible=true"), "Book Now");
});

test("a player's booking dialogs keep focus inside and give it back on Escape", async ({ page }) => {
  // About 80 key presses, each checked: it took 60 s in CI at load average 12.
  test.setTimeout(150_000);
  const login = await page.request.post("/api/auth/login", {
    data: { email: "player@crease.demo", password: "demo1234" },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Your bookings" })).toBeVisible();

  // The table's Share and Cancel buttons (the phone cards repeat them, hidden at this width).
  const share = page
    .getByRole("button", { name: /^Share your booking at / })
    .locator("visible=true")
    .first();
  await tabTo(page, share, "a booking's Share button");
  await openAndCloseDialog(page, share, "Share your booking");

  const cancel = page
    .getByRole("button", { name: /^Cancel your booking at / })
    .locator("visible=true")
    .first();
  await tabTo(page, cancel, "a booking's Cancel button");
  await openAndCloseDialog(page, cancel, /Cancel/);

  // The dashboard's tabs: arrows move between them, and Tab goes on into the open panel.
  await tabTo(page, page.getByRole("tab", { name: "Bookings" }), "the Bookings tab", { backwards: true });
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Credit" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Favorites" })).toBeFocused();
  await expectVisibleFocus(page, "the Favorites tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("tab", { name: "Favorites" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel", { name: "Favorites" })).toBeFocused();
  await expectVisibleFocus(page, "the Favorites panel");
});
