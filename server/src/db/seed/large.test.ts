import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { addDays, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/app";
import type { Database } from "../client";
import { isDatabaseEmpty } from "./demo";
import { FUTURE_DAYS, type LargeSeedResult, seedLarge } from "./large";
import { resetDatabase } from "./reset";
import { bookingProblems, reviewProblems } from "./seed-checks";

async function countOf(database: Database, table: string): Promise<number> {
  const result = (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: Array<{ n: number }>;
  };
  return Number(result.rows[0]?.n ?? 0);
}

describe("large benchmark data set (small run)", () => {
  let database: Database;
  let drop: () => Promise<void>;
  let uploadsDir: string;
  let result: LargeSeedResult;
  const now = new Date();

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    uploadsDir = mkdtempSync(path.join(os.tmpdir(), "crease-large-uploads-"));
    result = await seedLarge(database.db, {
      venues: 200,
      bookings: 2_000,
      users: 1_000,
      reviews: 400,
      days: 90,
      uploadsDir,
      password: "demo1234",
      now,
    });
  }, 120_000);

  afterAll(async () => {
    await drop?.();
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  });

  it("creates the rows it was asked for", async () => {
    expect(await countOf(database, "venues")).toBe(200);
    expect(await countOf(database, "users")).toBe(1_000);
    expect(await countOf(database, "bookings")).toBe(2_000);
    expect(await countOf(database, "payment_orders")).toBe(2_000);
    const reviewCount = await countOf(database, "reviews");
    expect(reviewCount).toBeGreaterThan(0);
    expect(reviewCount).toBeLessThanOrEqual(400);
    expect(result.counts.bookings).toBe(2_000);
    for (const table of ["ground_details", "nets_details", "box_cricket_details"]) {
      expect(await countOf(database, table)).toBeGreaterThanOrEqual(66);
    }
    expect(await countOf(database, "venue_views")).toBeGreaterThan(0);
  });

  it("keeps every booking rule: offered slots, correct amounts, paid orders, no slot sold twice", async () => {
    expect(await bookingProblems(database.db, now)).toEqual([]);
  });

  it("keeps bookings inside the window, ending two weeks ahead", async () => {
    const today = todayInIst(now);
    const result = (await database.db.execute(
      sql`select min(date)::text as first, max(date)::text as last from bookings`,
    )) as unknown as { rows: Array<{ first: string; last: string }> };
    const row = result.rows[0];
    expect((row?.first ?? "") >= addDays(today, FUTURE_DAYS - 90)).toBe(true);
    expect((row?.last ?? "9999") <= addDays(today, FUTURE_DAYS - 1)).toBe(true);
  });

  it("keeps ratings equal to the reviews, which are on completed bookings only", async () => {
    expect(await reviewProblems(database.db)).toEqual([]);
  });

  it("points every venue at pooled pictures that exist on disk", async () => {
    const result = (await database.db.execute(
      sql`select v.id, count(i.id)::int as n, min(i.url) as url, min(i.thumbnail_url) as thumb
          from venues v left join venue_images i on i.venue_id = v.id group by v.id`,
    )) as unknown as { rows: Array<{ id: number; n: number; url: string; thumb: string }> };
    for (const row of result.rows) {
      expect(row.n, `venue ${row.id}`).toBeGreaterThanOrEqual(2);
      for (const url of [row.url, row.thumb]) {
        expect(existsSync(path.join(uploadsDir, url.replace(/^\/uploads\//, ""))), url).toBe(true);
      }
    }
  });

  it("has checks that notice a booking priced wrongly (so the passing checks above mean something)", async () => {
    await database.db.execute(
      sql`update bookings set gst_paise = gst_paise + 1, total_paise = total_paise + 1, pay_now_paise = pay_now_paise + 1 where id = (select min(id) from bookings where pay_now_paise = total_paise)`,
    );
    const problems = await bookingProblems(database.db, now);
    expect(problems.join("\n")).toMatch(/GST .* is not the owner's 0%/);
  });

  it("can be emptied again with --reset", async () => {
    await resetDatabase(database.db);
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    expect(await countOf(database, "bookings")).toBe(0);
  });
});
