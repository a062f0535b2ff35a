import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The desk's grid at a ground with several courts (issue 46: "slot labels overlap the first
 * court's names"): at 1366 px every time label and court name fits its own cell, and at 390 px the
 * court picker and the slot labels show whole. The demo ground's calendar is given two more courts
 * in the browser (the answer rewritten), so no shared demo venue is changed for other tests.
 */
const EXTRA_COURTS = ["Half A (north end, near the pavilion)", "Half B"];

async function openGroundDesk(page: Page) {
  const login = await page.request.post("/api/auth/login", {
    data: { email: "owner@crease.demo", password: "demo1234" },
  });
  expect(login.status(), await login.text()).toBe(200);
  const owner = (await login.json()) as { id: number };
  const venues = (await (await page.request.get(`/api/venues?ownerId=${owner.id}`)).json()) as Array<{
    id: number;
    venueType: string;
  }>;
  const ground = venues.find((v) => v.venueType === "ground");
  expect(ground, "the demo owner has a ground").toBeTruthy();
  await page.route(/\/api\/venues\/\d+\/desk\?/, async (route) => {
    const answer = await route.fetch();
    const calendar = await answer.json();
    const first = calendar.courts[0];
    EXTRA_COURTS.forEach((name, i) => {
      const id = 900_000 + i;
      calendar.courts.push({ ...first, id, name });
      for (const day of calendar.days) {
        for (const slot of day.slots) slot.prices[String(id)] = slot.prices[String(first.id)];
      }
    });
    await route.fulfill({ response: answer, json: calendar });
  });
  await page.goto(`/owner/desk?venue=${ground?.id}`);
}

/** Cells whose text runs past their own box (it then lies over the next cell). */
const spilling = (page: Page, selector: string) =>
  page.evaluate(
    (css) =>
      [...document.querySelectorAll<HTMLElement>(css)]
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => cell.textContent?.trim()),
    selector,
  );

test("the desk's time labels and court names never overlap at 1366 and 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openGroundDesk(page);
  const grid = page.getByRole("region", { name: /^Courts on / });
  await expect(grid.getByRole("columnheader", { name: "Half B" })).toBeVisible();
  expect(await spilling(page, "table th")).toEqual([]);
  // The time column ends before the first court's column starts.
  const time = await grid.getByRole("rowheader").first().boundingBox();
  const firstCourt = await grid.getByRole("columnheader").nth(1).boundingBox();
  expect((time?.x ?? 0) + (time?.width ?? 0)).toBeLessThanOrEqual(firstCourt?.x ?? 0);

  await page.setViewportSize({ width: 390, height: 844 });
  const picker = page.getByRole("group", { name: "Court" });
  await expect(picker.getByRole("button", { name: "Half B" })).toBeVisible();
  expect(await spilling(page, '[role="group"][aria-label="Court"] button')).toEqual([]);
  expect(await spilling(page, "main ul li > span")).toEqual([]);
});
