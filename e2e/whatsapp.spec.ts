/**
 * WhatsApp on the venue page (issue 24): "Chat with the venue" opens WhatsApp to the number the
 * venue set, drawn by the server and kept by the app; without a number only the share link shows.
 */
import { expect, test } from "./fixtures";

const ADMIN = { email: "admin@crease.demo", password: "demo1234" };

test("a venue's WhatsApp number becomes the Chat with the venue link, and goes away when cleared", async ({
  page,
  browser,
}) => {
  // The admin sets the number of a seeded venue (an admin's edit applies at once).
  const admin = await browser.newContext();
  expect((await admin.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  const [venue] = (await (await page.request.get("/api/venues?venueType=box")).json()) as {
    id: number;
    name: string;
  }[];
  if (!venue) throw new Error("no seeded box cricket venue");
  const set = await admin.request.patch(`/api/venues/${venue.id}`, { data: { whatsappNumber: "98765 43210" } });
  expect(set.status(), await set.text()).toBe(200);

  try {
    // The page as the server sends it, before any script runs.
    const served = await (await page.request.get(`/venues/${venue.id}`)).text();
    expect(served).toContain('href="https://wa.me/919876543210"');
    expect(served).toContain('href="https://wa.me/?text=');

    await page.goto(`/venues/${venue.id}`);
    await expect(page.getByRole("heading", { level: 1, name: venue.name })).toBeVisible();
    const chat = page.getByRole("link", { name: "Chat with the venue" });
    await expect(chat).toHaveAttribute("href", "https://wa.me/919876543210");
    await expect(chat).toHaveAttribute("target", "_blank");
    const share = page.getByRole("link", { name: "Share on WhatsApp" });
    const href = (await share.getAttribute("href")) ?? "";
    const text = new URL(href).searchParams.get("text") ?? "";
    expect(href.startsWith("https://wa.me/?text=")).toBe(true);
    expect(text).toContain(venue.name);
    expect(text).toContain(`/venues/${venue.id}`);
  } finally {
    const cleared = await admin.request.patch(`/api/venues/${venue.id}`, { data: { whatsappNumber: null } });
    expect(cleared.status()).toBe(200);
    await admin.close();
  }

  await page.goto(`/venues/${venue.id}`);
  await expect(page.getByRole("link", { name: "Share on WhatsApp" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Chat with the venue" })).toHaveCount(0);
});
