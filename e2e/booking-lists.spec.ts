import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

// The demo data has over a thousand bookings at the demo owner's venues: more than one page.
const OWNER = { email: "owner@crease.demo", password: "demo1234" };
const ADMIN = { email: "admin@crease.demo", password: "demo1234" };

test.describe("complete booking lists", () => {
  test("an owner loads more bookings, filters by status on the server and downloads a CSV", async ({ page }) => {
    const login = await page.request.post("/api/auth/login", { data: OWNER });
    expect(login.status()).toBe(200);
    await page.goto("/owner/dashboard");
    await page.getByRole("tab", { name: "Bookings" }).click();

    await expect(page.getByText(/^Showing 50 of [\d,]+ bookings$/)).toBeVisible();
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(page.getByText(/^Showing 100 of [\d,]+ bookings$/)).toBeVisible();

    // Cancelled bookings: every one listed is cancelled, and the count is the server's.
    const chip = page.getByRole("button", { name: /^Cancelled/ });
    const countOf = async () => Number(((await chip.textContent()) ?? "").replace(/\D/g, ""));
    expect(await countOf()).toBeGreaterThan(0);
    await chip.click();
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    // Other browser tests may cancel a booking meanwhile: the total shown follows the chip's count.
    const showing = page.getByText(/^Showing \d+ of [\d,]+ bookings?$/);
    await expect
      .poll(async () => {
        const total = Number(((await showing.textContent()) ?? "").split(" of ")[1]?.replace(/\D/g, ""));
        return total === (await countOf());
      })
      .toBe(true);
    const table = page.locator("table").first();
    await expect(table.getByText("Confirmed", { exact: true })).toHaveCount(0);

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^crease-bookings-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await download.path()) as string, "utf8");
    expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      "Booking ID,Date,Slot,Venue,City,Player,Status,Payment,Total (INR),Paid online (INR),Refund (INR),Refund status,Created at (IST)",
    );
  });

  test("the export refuses a reversed range before asking the server", async ({ page }) => {
    await page.request.post("/api/auth/login", { data: ADMIN });
    await page.goto("/admin/dashboard?tab=bookings");
    await expect(page.getByText(/^Showing 50 of [\d,]+ bookings$/)).toBeVisible();
    await page.getByLabel("From", { exact: true }).fill("2026-03-10");
    await page.getByLabel("To", { exact: true }).fill("2026-03-01");
    await expect(page.getByRole("alert")).toHaveText("The end date must be on or after the start date.");
    await expect(page.getByRole("link", { name: "Download CSV" })).toHaveCount(0);
  });
});
