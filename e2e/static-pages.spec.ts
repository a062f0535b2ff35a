import { expect, expectToastShown, test } from "./fixtures";

/** The date the legal texts last changed (TERMS_UPDATED, PRIVACY_UPDATED), as the pages print it. */
const LEGAL_UPDATED = "21 November 2026";

const CATEGORIES = [
  "Booking & Reservations",
  "Payments & Pricing",
  "Venue Owners",
  "Safety & Security",
  "Using the Platform",
] as const;

test.describe("Help Center", () => {
  test("search filters the questions and hides categories without a match", async ({ page }) => {
    await page.goto("/help-center");
    await expect(page.getByRole("heading", { name: "Help Center", level: 1 })).toBeVisible();
    for (const category of CATEGORIES) {
      await expect(page.getByRole("heading", { name: category, level: 2 })).toBeVisible();
    }

    const search = page.getByRole("searchbox", { name: "Search the Help Center" });
    await search.fill("TUESDAY");
    await expect(page.getByRole("heading", { name: "Venue Owners", level: 2 })).toBeVisible();
    for (const hidden of CATEGORIES.filter((c) => c !== "Venue Owners")) {
      await expect(page.getByRole("heading", { name: hidden, level: 2 })).toHaveCount(0);
    }
    await expect(page.getByRole("button", { name: "When and how do I get paid?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "How do I list my venue on Crease?" })).toHaveCount(0);
    // The search travels in the address, so it can be shared.
    await expect(page).toHaveURL(/\/help-center\?q=TUESDAY$/);

    // A word found in answers of several categories keeps each of them.
    await search.fill("refund");
    await expect(page.getByRole("heading", { name: "Booking & Reservations", level: 2 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Payments & Pricing", level: 2 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Using the Platform", level: 2 })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "When will I get my refund?" })).toBeVisible();
  });

  test("a query that matches nothing says so, and Clear Search brings every question back", async ({ page }) => {
    await page.goto("/help-center");
    await page.getByRole("searchbox", { name: "Search the Help Center" }).fill("zqx googly");

    await expect(page.getByRole("heading", { name: 'No results found for "zqx googly"' })).toBeVisible();
    for (const category of CATEGORIES) {
      await expect(page.getByRole("heading", { name: category, level: 2 })).toHaveCount(0);
    }

    await page.getByRole("button", { name: "Clear Search", exact: true }).click();
    await expect(page.getByRole("searchbox", { name: "Search the Help Center" })).toHaveValue("");
    await expect(page).toHaveURL(/\/help-center$/);
    for (const category of CATEGORIES) {
      await expect(page.getByRole("heading", { name: category, level: 2 })).toBeVisible();
    }
  });

  test("opening a question closes the one open before it in the same category only", async ({ page }) => {
    await page.goto("/help-center");
    const slots = page.getByRole("button", { name: "What are the time slots for cricket grounds?" });
    const hold = page.getByRole("button", { name: "Is my slot reserved while I pay?" });
    const gst = page.getByRole("button", { name: "How is the price of a booking worked out?" });

    await slots.click();
    await expect(slots).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("evening 2–6 PM and night 6–10 PM")).toBeVisible();

    await hold.click();
    await expect(hold).toHaveAttribute("aria-expanded", "true");
    await expect(slots).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText("evening 2–6 PM and night 6–10 PM")).toHaveCount(0);
    await expect(page.getByText("we hold the slot for you for 10 minutes")).toBeVisible();

    // Another category has its own open question.
    await gst.click();
    await expect(gst).toHaveAttribute("aria-expanded", "true");
    await expect(hold).toHaveAttribute("aria-expanded", "true");

    // The open question closes again on a second click.
    await hold.click();
    await expect(hold).toHaveAttribute("aria-expanded", "false");
    const booking = page.getByRole("region", { name: "Booking & Reservations" });
    await expect(booking.getByRole("button", { expanded: true })).toHaveCount(0);
  });

  test("'Still need help?' leads to the contact page", async ({ page }) => {
    await page.goto("/help-center");
    const block = page.getByRole("region", { name: "Still need help?" });
    await block.getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL("/contact-us");
    await expect(page.getByRole("heading", { name: "Contact Us", level: 1 })).toBeVisible();
  });
});

test.describe("legal pages", () => {
  test("the Terms of Service have 17 numbered sections and the date they last changed", async ({ page }) => {
    await page.goto("/terms-of-service");
    await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
    await expect(page.getByText(`Last updated: ${LEGAL_UPDATED}`)).toBeVisible();
    const sections = page.getByRole("article").getByRole("heading", { level: 2 });
    await expect(sections).toHaveCount(17);
    await expect(sections.first()).toHaveText(/^1\. /);
    await expect(sections.last()).toHaveText("17. Governing law, disputes and grievances");
  });

  test("the Privacy Policy has 15 numbered sections, all in its contents, and the date it last changed", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
    await expect(page.getByText(`Last updated: ${LEGAL_UPDATED}`)).toBeVisible();
    const sections = page.getByRole("article").getByRole("heading", { level: 2 });
    await expect(sections).toHaveCount(15);
    await expect(sections.last()).toHaveText("15. Contact and Grievance Officer");
    await expect(
      page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "5. Payments" }),
    ).toHaveCount(1);
    await expect(page.getByText("7 years, as tax and accounting laws require")).toBeVisible();
  });

  test("the table of contents jumps to a section", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/privacy-policy");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await toc.getByRole("link", { name: "8. How long we keep it" }).click();
    await expect(page).toHaveURL(/#retention$/);
    await expect(page.getByRole("heading", { name: "8. How long we keep it", level: 2 })).toBeInViewport();
    await expect(toc.getByRole("link", { name: "8. How long we keep it" })).toHaveAttribute("aria-current", "location");
  });
});

test("the cancellation policy works through a refund in rupees", async ({ page }) => {
  await page.goto("/cancellation-policy");
  await expect(page.getByRole("heading", { name: "Cancellation Policy", level: 1 })).toBeVisible();
  const example = page.getByRole("figure").filter({ hasText: "Cancelled 6 hours before the match" });
  await expect(example).toContainText("₹9,440");
  await expect(example).toContainText("−₹2,360");
  await expect(example).toContainText("₹7,080");
});

const FOOTER_LINKS = [
  ["Help Center", "/help-center"],
  ["Cancellation Policy", "/cancellation-policy"],
  ["Safety Guidelines", "/safety-guidelines"],
  ["Trust & Safety", "/trust-and-safety"],
  ["Owner Guidelines", "/owner-guidelines"],
  ["Payout Information", "/payout-information"],
  ["Safety Rules", "/safety-rules"],
  ["Contact Us", "/contact-us"],
  ["Terms of Service", "/terms-of-service"],
  ["Privacy Policy", "/privacy-policy"],
] as const;

for (const [label, path] of FOOTER_LINKS) {
  test(`the footer link '${label}' opens its page`, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    // Each page is headed with the footer link's own words.
    await expect(page.getByRole("heading", { name: label, level: 1 })).toBeVisible();
    await expect(page.getByText("Page not found")).toHaveCount(0);
    await expect(page.getByText("Coming soon")).toHaveCount(0);
  });
}

test.describe("contact form", () => {
  test("an empty form shows what each field needs", async ({ page }) => {
    await page.goto("/contact-us");
    await page.getByRole("button", { name: "Send message" }).click();

    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Subject must be at least 5 characters")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
  });

  test("a signed-in player finds their name and email filled in", async ({ page, loginAs }) => {
    const user = await loginAs("player");
    await page.goto("/contact-us");
    await expect(page.getByLabel("Your name")).toHaveValue(user.fullName);
    await expect(page.getByLabel("Email address")).toHaveValue(user.email);
    await expect(page.getByLabel("Subject")).toHaveValue("");
  });

  test("a valid message is sent and thanked for, and another can follow", async ({ page }) => {
    await page.goto("/contact-us");
    await page.getByLabel("Your name").fill("Asha Patel");
    await page.getByLabel("Email address").fill("asha.patel@example.com");
    await page.getByLabel("Subject").fill("Bulk booking for a weekend league");
    await page
      .getByLabel("Message", { exact: true })
      .fill("We would like to book four Saturday morning slots in Pune next month.");
    await page.getByRole("button", { name: "Send message" }).click();

    await expect(page.getByRole("heading", { name: "Thank you, Asha!" })).toBeFocused();
    await expect(page.getByText("asha.patel@example.com")).toBeVisible();

    await page.getByRole("button", { name: "Send another message" }).click();
    await expect(page.getByLabel("Subject")).toHaveValue("");
    await expect(page.getByLabel("Subject")).toBeFocused();
    await expect(page.getByLabel("Your name")).toHaveValue("Asha Patel");
  });

  test("the server's field errors are shown on their fields", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          message: "Please check the form",
          errors: { email: "We could not deliver to this email address" },
        }),
      }),
    );
    await page.goto("/contact-us");
    await page.getByLabel("Your name").fill("Asha Patel");
    await page.getByLabel("Email address").fill("asha@example.com");
    await page.getByLabel("Subject").fill("Question about a booking");
    await page.getByLabel("Message", { exact: true }).fill("Is there parking at the ground in Baner?");
    await page.getByRole("button", { name: "Send message" }).click();

    await expect(page.getByText("We could not deliver to this email address")).toBeVisible();
    await expect(page.getByLabel("Email address")).toBeFocused();
    await expect(page.getByRole("heading", { name: /Thank you/ })).toHaveCount(0);
  });

  test("a failure without field errors shows a toast and keeps what was typed", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ message: "Bad request" }) }),
    );
    await page.goto("/contact-us");
    await page.getByLabel("Your name").fill("Asha Patel");
    await page.getByLabel("Email address").fill("asha@example.com");
    await page.getByLabel("Subject").fill("Question about a booking");
    await page.getByLabel("Message", { exact: true }).fill("Is there parking at the ground in Baner?");
    await page.getByRole("button", { name: "Send message" }).click();

    await expectToastShown(page, "Failed to send message. Please try again.");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Is there parking at the ground in Baner?");
  });
});
