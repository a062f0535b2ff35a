import type { Page } from "@playwright/test";
import { bookAGround } from "./book-a-ground";
import { expect, test } from "./fixtures";
import { expectNoEnglish } from "./hindi-words";

/** Keeps a look at the screen for a person to check (Devanagari inside its buttons and chips). */
async function keep(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/**
 * A Hindi-speaking player on a phone (issue 24), on the account screens: sign-in, sign-up, a
 * forgotten password, and the dashboard with a booking (its details, sharing and cancelling),
 * the saved venues and the profile. Nothing the app says is in English; what people wrote (the
 * venue's name, the player's own name and email) stays as written.
 */
test.describe("the account screens in Hindi on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("signing in, signing up and a forgotten password speak Hindi", async ({ page }) => {
    await page.goto("/login?lang=hi");
    await expect(page.getByRole("heading", { level: 1, name: "फिर से स्वागत है" })).toBeVisible();
    await expectNoEnglish(page, [], "the sign-in page");
    await keep(page, "login");
    await page.getByRole("button", { name: "मोबाइल नंबर से साइन इन करें" }).click();
    await expect(page.getByRole("button", { name: "कोड भेजें" })).toBeVisible();
    await expectNoEnglish(page, [], "sign-in by mobile number");
    // A number that is not an Indian mobile: the rule's message, in Hindi.
    await page.getByLabel("मोबाइल नंबर").fill("12345");
    await page.getByRole("button", { name: "कोड भेजें" }).click();
    await expect(page.getByText(/भारतीय मोबाइल नंबर डालें/)).toBeVisible();
    await expectNoEnglish(page, [], "a refused mobile number");

    await page.goto("/register");
    await expect(page.getByRole("heading", { level: 1, name: "अपना अकाउंट बनाएँ" })).toBeVisible();
    // Sent empty: every field says what it needs, in Hindi.
    await page.getByRole("button", { name: "अकाउंट बनाएँ" }).click();
    await expect(page.getByText("अपना ईमेल डालें")).toBeVisible();
    await expectNoEnglish(page, [], "the sign-up page");
    await keep(page, "register");

    await page.goto("/forgot-password");
    await expect(page.getByRole("heading", { level: 1, name: "पासवर्ड भूल गए?" })).toBeVisible();
    await expectNoEnglish(page, [], "the forgotten-password page");
  });

  test("a player's dashboard, a booking's details, sharing and cancelling speak Hindi", async ({ page, loginAs }) => {
    const player = await loginAs("player");
    const booked = await bookAGround(page.request);
    const me = (await (await page.request.get("/api/auth/me")).json()) as { username: string };
    // Their name (whole, first, and its initials in the avatar, core's initialsOf), email and username.
    const initials = player.fullName.slice(0, 2).toUpperCase();
    const theirs = [player.fullName, player.fullName.split(" ")[0] ?? "", initials, player.email, me.username];

    await page.goto("/dashboard?lang=hi");
    await expect(page.getByRole("heading", { level: 1, name: "नमस्ते, Asha" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "आपकी बुकिंग" })).toBeVisible();
    await expectNoEnglish(page, [booked.venueId], "the bookings tab", theirs);
    await keep(page, "dashboard-bookings");

    await page.getByRole("button", { name: /बुकिंग की जानकारी$/ }).click();
    const details = page.getByRole("dialog");
    await expect(details.getByRole("heading", { name: "कीमत" })).toBeVisible();
    await expectNoEnglish(page, [booked.venueId], "a booking's details", theirs);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: /अपनी बुकिंग शेयर करें$/ }).click();
    await expect(page.getByRole("heading", { name: "अपनी बुकिंग शेयर करें" })).toBeVisible();
    await expect(page.getByTestId("share-preview")).toContainText("मैंने");
    await expectNoEnglish(page, [booked.venueId], "sharing a booking", theirs);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: /अपनी बुकिंग कैंसल करें$/ }).click();
    await expect(page.getByRole("heading", { name: "यह बुकिंग कैंसल करें?" })).toBeVisible();
    await expectNoEnglish(page, [booked.venueId], "cancelling a booking", theirs);
    await keep(page, "cancel-booking");
    await page.getByRole("dialog").getByRole("button", { name: "बुकिंग कैंसल करें" }).click();
    await expect(page.getByTestId("refund-note").first()).toContainText("रिफ़ंड");
    await expectNoEnglish(page, [booked.venueId], "a cancelled booking", theirs);

    await page.getByRole("tab", { name: "पसंदीदा" }).click();
    await expect(page.getByRole("heading", { name: "अभी कोई वेन्यू सेव नहीं किया" })).toBeVisible();
    await expectNoEnglish(page, [], "the saved venues", theirs);

    await page.getByRole("tab", { name: "प्रोफ़ाइल" }).click();
    await expect(page.getByText("आपकी प्रोफ़ाइल")).toBeVisible();
    await expectNoEnglish(page, [], "the profile", theirs);
    await keep(page, "profile");
    await page.getByRole("button", { name: "सूचनाएँ मैनेज करें" }).click();
    await expect(page.getByText("स्लॉट रिमाइंडर")).toBeVisible();
    await expectNoEnglish(page, [], "the notification choices", theirs);
  });
});
