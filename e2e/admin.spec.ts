import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectToastShown, newUser, test } from "./fixtures";

/**
 * The admin dashboard. Every test moderates only what it created itself (a fresh owner's venue,
 * a fresh player, its own contact message): other tests share the demo data.
 */

// A 16×12 green PNG: the upload endpoint re-encodes whatever it is sent.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAAQklEQVR4nJXCoRGAMAAEwavka7rCMBgMJgYTE4PBYGiMGn5nyWaV7FbJYZWcVsmwSi6rZFolyyq5rZLHKnmtks/qD2FW0CG6BUVYAAAAAElFTkSuQmCC",
  "base64",
);

const ADMIN = { email: "admin@crease.demo", password: "demo1234" };

function tag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function signInAsAdmin(page: Page) {
  const answer = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * A freshly registered owner lists a practice-nets venue (with details and an uploaded image)
 * through the API, in a request context of their own. The venue starts pending.
 */
async function listFreshVenue(
  request: APIRequestContext,
  marker: string,
): Promise<{ id: number; name: string; marker: string }> {
  const owner = newUser("owner", "Kiran Owner");
  expect((await request.post("/api/auth/register", { data: owner })).status()).toBe(201);
  expect(
    (await request.post("/api/auth/login", { data: { email: owner.email, password: owner.password } })).status(),
  ).toBe(200);

  const upload = await request.post("/api/uploads", {
    multipart: { files: { name: "pitch.png", mimeType: "image/png", buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const [image] = (await upload.json()) as Array<{ url: string }>;

  const name = `Admin Test Nets ${marker}`;
  const created = await request.post("/api/venues", {
    data: {
      name,
      venueType: "nets",
      description: "Four practice lanes with artificial turf, bowling machine on request.",
      // The marker in the address lets a visitor's search find exactly this venue.
      address: `Plot 9, Lane ${marker}, Baner Road`,
      city: "Pune",
      state: "Maharashtra",
      postalCode: "411045",
      amenities: ["Parking", "Floodlights"],
      reschedulingRules: "Reschedule free of charge up to 24 hours before the slot.",
      cancellationRules: "Free cancellation up to 24 hours before, 25% fee after that.",
      paymentType: "full",
      images: [image!.url],
      details: { startTime: "06:00", endTime: "22:00", hourlyPrice: 800, pitchType: "artificial", addOns: [] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const venue = (await created.json()) as { id: number; status: string };
  expect(venue.status).toBe("pending");
  return { id: venue.id, name, marker };
}

async function openVenuesTab(page: Page, name: string) {
  await page.goto("/admin/dashboard?tab=venues");
  await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /Venues/ })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("searchbox", { name: "Search venues by name or city" }).fill(name);
  await expect(page.getByRole("button", { name: `Details of ${name}` })).toBeVisible();
}

function venueRow(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByRole("button", { name, exact: true }) });
}

test.describe("the admin dashboard", () => {
  test("approving a fresh owner's venue puts it in search; suspending it (with a reason) takes it out", async ({
    page,
    playwright,
    browser,
    baseURL,
  }) => {
    // Two browsers (the admin and a visitor) and two searches: more than the default budget.
    test.slow();
    const ownerApi = await playwright.request.newContext({ baseURL });
    const venue = await listFreshVenue(ownerApi, tag());
    await ownerApi.dispose();
    await signInAsAdmin(page);

    await openVenuesTab(page, venue.name);
    const row = venueRow(page, venue.name);
    await expect(row.getByText("Pending")).toBeVisible();
    await row.getByRole("button", { name: `Approve ${venue.name}` }).click();
    // Approving starts in the venue's details: every box of the photo checklist first (issue 46).
    const checking = page.getByRole("dialog", { name: venue.name });
    const approveHere = checking.getByRole("button", { name: `Approve ${venue.name}` });
    await expect(approveHere).toBeDisabled();
    await expect(checking.getByRole("checkbox")).toHaveCount(5);
    for (const box of await checking.getByRole("checkbox").all()) await box.check();
    await approveHere.click();
    const approve = page.getByRole("dialog", { name: `Approve ${venue.name}?` });
    await approve.getByLabel("Note for the owner (optional)").fill("Welcome aboard");
    await approve.getByRole("button", { name: "Approve", exact: true }).click();
    await expectToastShown(page, "Venue approved");
    await expect(approve).toBeHidden();
    // The details stay open on the venue, now approved: closed by their Close button.
    await expect(checking.getByText("Approved").first()).toBeVisible();
    await checking.getByRole("button", { name: "Close" }).click();
    await expect(checking).toBeHidden();
    await expect(row.getByText("Approved")).toBeVisible();

    // A visitor now finds it.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/search?location=${venue.marker}`);
    await expect(visitor.getByRole("article").filter({ hasText: venue.name })).toBeVisible();

    // Suspending needs a reason.
    await row.getByRole("button", { name: `Suspend ${venue.name}` }).click();
    const suspend = page.getByRole("dialog", { name: `Suspend ${venue.name}?` });
    await suspend.getByRole("button", { name: "Suspend", exact: true }).click();
    await expect(suspend.getByText("Tell the owner why the venue is suspended")).toBeVisible();
    await suspend.getByLabel(/^Reason/).fill("Players report the nets are torn");
    await suspend.getByRole("button", { name: "Suspend", exact: true }).click();
    await expectToastShown(page, "Venue suspended");
    await expect(row.getByText("Suspended")).toBeVisible();
    await expect(row.getByRole("button", { name: `Reactivate ${venue.name}` })).toBeVisible();

    // The visitor no longer finds it.
    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: "No venues found" })).toBeVisible();
    await visitorContext.close();

    // The Venue Details dialog tells the story, notes included.
    await page.getByRole("button", { name: `Details of ${venue.name}` }).click();
    const details = page.getByRole("dialog", { name: venue.name });
    await expect(details.getByText("Status history")).toBeVisible();
    await expect(details.getByText("Welcome aboard")).toBeVisible();
    await expect(details.getByText("Players report the nets are torn")).toBeVisible();
    await expect(details.getByText("₹800 per hour")).toBeVisible();
  });

  test("a reject needs a note, and a rejected venue can go back to pending", async ({ page, playwright, baseURL }) => {
    const ownerApi = await playwright.request.newContext({ baseURL });
    const venue = await listFreshVenue(ownerApi, tag());
    await signInAsAdmin(page);

    await openVenuesTab(page, venue.name);
    const row = venueRow(page, venue.name);
    await row.getByRole("button", { name: `Reject ${venue.name}` }).click();
    const reject = page.getByRole("dialog", { name: `Reject ${venue.name}?` });
    await reject.getByRole("button", { name: "Reject", exact: true }).click();
    await expect(reject.getByText("Tell the owner why the venue is rejected")).toBeVisible();
    await expect(reject.getByLabel(/^Reason/)).toHaveAttribute("aria-invalid", "true");

    // Nothing was sent: the owner still sees it pending.
    const stillPending = (await (await ownerApi.get(`/api/venues/${venue.id}`)).json()) as { status: string };
    expect(stillPending.status).toBe("pending");

    await reject.getByLabel(/^Reason/).fill("The photos show a different ground");
    await reject.getByRole("button", { name: "Reject", exact: true }).click();
    await expectToastShown(page, "Venue rejected");
    await expect(row.getByText("Rejected")).toBeVisible();

    // Once the owner has fixed the listing, it can go back into the review queue.
    await row.getByRole("button", { name: `Move to pending ${venue.name}` }).click();
    const back = page.getByRole("dialog", { name: `Move to pending ${venue.name}?` });
    await back.getByRole("button", { name: "Move to pending", exact: true }).click();
    await expectToastShown(page, "Venue moved to pending");
    await expect(row.getByText("Pending")).toBeVisible();

    const history = (await (await ownerApi.get(`/api/venues/${venue.id}/status-history`)).json()) as Array<{
      toStatus: string;
      note: string | null;
    }>;
    expect(history.map((change) => change.toStatus)).toEqual(["pending", "rejected", "pending"]);
    expect(history[1]).toMatchObject({ toStatus: "rejected", note: "The photos show a different ground" });
    await ownerApi.dispose();
  });

  test("the manage-user dialog makes a fresh player an owner, and refuses to suspend the admin", async ({ page }) => {
    const player = newUser("player", "Nikhil Player");
    expect((await page.request.post("/api/auth/register", { data: player })).status()).toBe(201);
    await signInAsAdmin(page);

    await page.goto("/admin/dashboard?tab=users");
    const search = page.getByRole("searchbox", { name: "Search users by name or email" });
    await search.fill(player.email);
    const manage = page.getByRole("button", { name: `Manage ${player.fullName}` });
    await expect(manage).toHaveCount(1);
    const row = page.getByRole("row").filter({ hasText: player.email });
    await expect(row.getByText("Player", { exact: true })).toBeVisible();

    await manage.click();
    const dialog = page.getByRole("dialog", { name: "Manage user" });
    await expect(dialog.getByText(player.email)).toBeVisible();
    await dialog.getByLabel("Role").selectOption("owner");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expectToastShown(page, "Role updated");
    await expect(dialog).toBeHidden();
    await expect(row.getByText("Venue owner")).toBeVisible();

    const users = (await (await page.request.get(`/api/users?q=${encodeURIComponent(player.email)}`)).json()) as Array<{
      role: string;
    }>;
    expect(users.map((u) => u.role)).toEqual(["owner"]);

    // The admin cannot suspend themselves: the server says why, and the dialog shows it.
    await search.fill(ADMIN.email);
    const adminRow = page.getByRole("row").filter({ hasText: ADMIN.email });
    await expect(adminRow).toBeVisible();
    await adminRow.getByRole("button", { name: /^Manage / }).click();
    await expect(dialog.getByText(ADMIN.email)).toBeVisible();
    await dialog.getByRole("button", { name: "Suspend Account" }).click();
    await dialog.getByRole("button", { name: "Yes, suspend account" }).click();
    await expect(dialog.getByRole("alert")).toContainText("You cannot suspend your own account");
  });

  test("the Messages tab shows a message sent through Contact us and marks it read when opened", async ({ page }) => {
    const subject = `Bulk booking question ${tag()}`;
    const sent = await page.request.post("/api/contact", {
      data: {
        name: "Ravi Kumar",
        email: "ravi.kumar@example.com",
        subject,
        message: "Can we book four Saturday mornings at once for our office league?",
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await signInAsAdmin(page);

    await page.goto("/admin/dashboard?tab=messages");
    await page.getByRole("button", { name: /^Unread/ }).click();
    const item = page.getByRole("button").filter({ hasText: subject });
    await expect(item).toBeVisible();
    await expect(item).toContainText("(unread)");

    await item.click();
    const dialog = page.getByRole("dialog", { name: subject });
    await expect(dialog.getByText("Can we book four Saturday mornings at once for our office league?")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
      "href",
      /^mailto:ravi\.kumar%40example\.com\?subject=Re%3A%20Bulk%20booking%20question/,
    );
    await dialog.getByRole("button", { name: "Back to inbox" }).click();

    await expect(item).not.toContainText("(unread)");
    await page.getByRole("button", { name: "All messages" }).click();
    await expect(page.getByRole("button").filter({ hasText: subject })).not.toContainText("(unread)");

    const unread = (await (await page.request.get("/api/contact-messages?unread=true&limit=100")).json()) as Array<{
      subject: string;
    }>;
    expect(unread.map((m) => m.subject)).not.toContain(subject);
  });
});
