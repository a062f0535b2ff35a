import type { Page } from "@playwright/test";
import { istDate } from "./book-a-ground";
import { expect, test } from "./fixtures";
import { expectNoEnglish } from "./hindi-words";

/** Keeps a look at the screen for a person to check (Devanagari inside its buttons and tables). */
async function keep(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** A free slot at a full-payment ground a few days ahead, with the price the venue page shows. */
async function freeGroundSlot(page: Page) {
  const venues = (await (await page.request.get("/api/venues?venueType=ground")).json()) as {
    id: number;
    name: string;
    paymentType: string;
  }[];
  for (const venue of venues.filter((v) => v.paymentType === "full")) {
    const availability = (await (
      await page.request.get(`/api/venues/${venue.id}/availability?from=${istDate(3)}&days=10`)
    ).json()) as { days: { date: string; slots: { slot: string; status: string; price: string }[] }[] };
    for (const day of availability.days) {
      const slot = day.slots.find((s) => s.status === "available");
      if (slot) return { venue, date: day.date, slot: slot.slot, price: slot.price };
    }
  }
  throw new Error("No free slot at a full-payment ground");
}

/**
 * Issue 24's walk on a phone, past the screens hindi.spec.ts and hindi-account.spec.ts cover: the
 * checkout, and the owner's and the admin's dashboards, tab by tab. Nothing the app says is in
 * English; what people wrote (venue names, people's names and emails) stays as written.
 */
test.describe("the checkout and the dashboards in Hindi on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the checkout speaks Hindi", async ({ page, loginAs }) => {
    const player = await loginAs("player");
    const free = await freeGroundSlot(page);
    const query = new URLSearchParams({
      venueId: String(free.venue.id),
      venueName: free.venue.name,
      venueType: "ground",
      date: free.date,
      slot: free.slot,
      amount: free.price,
      addOns: "[]",
      lang: "hi",
    });
    await page.goto(`/checkout?${query}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expectNoEnglish(page, [free.venue.id], "the checkout", [
      player.fullName,
      player.email,
      // The avatar's initials (core's initialsOf).
      player.fullName.slice(0, 2).toUpperCase(),
    ]);
    await keep(page, "checkout");
  });

  test("an owner's dashboard speaks Hindi on every tab", async ({ page, loginAs }) => {
    test.setTimeout(90_000);
    const owner = await loginAs("owner");
    const theirs = [owner.fullName, owner.fullName.split(" ")[0] ?? "", owner.fullName.slice(0, 2).toUpperCase()];
    await page.goto("/owner-dashboard?lang=hi");
    await expect(page.getByRole("tab", { selected: true })).toBeVisible({ timeout: 20_000 });
    await expectNoEnglish(page, [], "the owner's venues", theirs);
    await keep(page, "owner-venues");
    const tabs = page.getByRole("tab");
    const count = await tabs.count();
    for (let i = 1; i < count; i++) {
      const tab = tabs.nth(i);
      const name = (await tab.textContent())?.trim() ?? `tab ${i}`;
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      // Charts and tables load after the tab: wait until nothing says it is loading.
      await expect(page.getByRole("status", { name: /लोड/ })).toHaveCount(0, { timeout: 15_000 });
      await expectNoEnglish(page, [], `the owner's ${name} tab`, theirs);
      await keep(page, `owner-tab-${i}`);
    }
  });

  test("the admin's dashboard speaks Hindi on every tab", async ({ page }) => {
    test.setTimeout(120_000);
    const answer = await page.request.post("/api/auth/login", {
      data: { email: "admin@crease.demo", password: "demo1234" },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    await page.goto("/admin/dashboard?lang=hi");
    await expect(page.getByRole("tab", { selected: true })).toBeVisible({ timeout: 20_000 });
    // Venue names, owners' and players' names and emails in the tables are people's own words.
    const people = (await (await page.request.get("/api/users?limit=100")).json().catch(() => [])) as unknown;
    // The admin's own initials in the avatar (core's initialsOf), "Asha Admin".
    const theirs: string[] = ["AS"];
    const add = (value: unknown) => {
      if (typeof value === "string") theirs.push(value);
      else if (Array.isArray(value)) for (const item of value) add(item);
      else if (value && typeof value === "object") for (const item of Object.values(value)) add(item);
    };
    add(people);
    // Messages people sent through Contact Us: their names and subjects are their own words.
    add((await (await page.request.get("/api/contact-messages")).json().catch(() => [])) as unknown);
    // Each person's avatar shows their initials (core's initialsOf: the name's first two letters).
    for (const person of people as { fullName: string }[]) theirs.push(person.fullName.slice(0, 2).toUpperCase());
    // Every venue in every status: the moderation tables list pending and suspended ones too.
    const venueIds: number[] = [];
    for (const status of ["approved", "pending", "rejected", "suspended"]) {
      const listed = await page.request.get(`/api/venues?status=${status}&limit=100`);
      venueIds.push(...((await listed.json()) as { id: number }[]).map((v) => v.id));
    }
    const tabs = page.getByRole("tab");
    const count = await tabs.count();
    for (let i = 0; i < count; i++) {
      const tab = tabs.nth(i);
      const name = (await tab.textContent())?.trim() ?? `tab ${i}`;
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("status", { name: /लोड/ })).toHaveCount(0, { timeout: 15_000 });
      await expectNoEnglish(page, venueIds, `the admin's ${name} tab`, theirs);
      await keep(page, `admin-tab-${i}`);
    }
  });
});
