import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { addDays, CITIES, imageSources, maskGstin, todayInIst, VENUE_TYPES } from "@crease/core";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/app";
import { unsealAccount } from "../../domains/payouts/account-seal";
import { verifyPassword } from "../../lib/passwords";
import type { Database } from "../client";
import { queryRows } from "../rows";
import {
  bookings,
  boxCricketDetails,
  groundDetails,
  netsDetails,
  notifications,
  paymentOrders,
  refunds,
  reviews,
  users,
  venueImages,
  venues,
} from "../schema";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoSeedResult, isDatabaseEmpty, seedDemo } from "./demo";
import { DEMO_REGISTERED_OWNER } from "./demo-plan";
import { CITY_TABLE } from "./places";
import { bookingProblems, reviewProblems } from "./seed-checks";

/** The payout-account key the demo's sealed account is made with here. */
const DEMO_KEY = "demo-seed-test-key";

describe("demo data on a first start", () => {
  let database: Database;
  let drop: () => Promise<void>;
  let uploadsDir: string;
  let result: DemoSeedResult;
  const now = new Date();

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    uploadsDir = mkdtempSync(path.join(os.tmpdir(), "crease-seed-uploads-"));
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    result = await seedDemo(database.db, { uploadsDir, now, payoutAccountKey: DEMO_KEY });
    console.log(
      `demo seed: ${result.ms} ms (rows ${result.dbMs} ms, pictures ${result.images.ms} ms, ${result.images.rendered} rendered)`,
    );
  }, 60_000);

  afterAll(async () => {
    await drop?.();
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  });

  it("shows both kinds of owner: the first with a GSTIN (18% GST, tax invoices), the second without (no GST)", async () => {
    type Row = { email: string; gstin: string | null; sealed: string | null; id: number };
    const owners = await queryRows<Row>(
      database.db,
      sql`select u.email, u.id, pa.gstin_masked as gstin, pa.sealed from users u
          left join payout_accounts pa on pa.owner_id = u.id where u.role = 'owner' order by u.email`,
    );
    const first = owners.find((o) => o.email === "owner@crease.demo");
    const second = owners.find((o) => o.email === "owner2@crease.demo");
    expect(first?.gstin).toBe(maskGstin(DEMO_REGISTERED_OWNER.gstin));
    // Sealed as the server seals it, with the server's key: its invoices can print the GSTIN.
    expect(unsealAccount(first?.sealed ?? "", first?.id ?? 0, DEMO_KEY).gstin).toBe(DEMO_REGISTERED_OWNER.gstin);
    expect(second?.gstin ?? null).toBeNull();
    const byOwner = async (ownerId: number) =>
      (
        await queryRows<{ n: number; taxed: number; bills: number }>(
          database.db,
          sql`select count(*)::int as n, count(*) filter (where bk.gst_paise > 0)::int as taxed,
                count(*) filter (where i.regime = 'unregistered')::int as bills
              from bookings bk join venues v on v.id = bk.venue_id left join invoices i on i.booking_id = bk.id
              where v.owner_id = ${ownerId}`,
        )
      )[0] ?? { n: 0, taxed: 0, bills: 0 };
    const taxed = await byOwner(first?.id ?? 0);
    const plain = await byOwner(second?.id ?? 0);
    expect(taxed.n).toBeGreaterThan(0);
    expect(taxed).toMatchObject({ taxed: taxed.n, bills: 0 });
    expect(plain.n).toBeGreaterThan(0);
    expect(plain).toMatchObject({ taxed: 0, bills: plain.n });
  });

  it("gives every paid booking its invoice and every refund its credit note, numbered without gaps", async () => {
    const count = async (query: ReturnType<typeof sql>) =>
      Number(((await database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n);
    expect(
      await count(sql`select count(*)::int as n from bookings where id not in (select booking_id from invoices)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from refunds where id not in (select refund_id from credit_notes)`),
    ).toBe(0);
    // Each owner's numbers run 1..N in each year, and their counter stands at N for the next one.
    expect(
      await count(sql`select count(*)::int as n from (
          select series, financial_year, count(*) as issued, max(sequence) as top from invoices
          group by series, financial_year
        ) y left join invoice_counters c on c.kind = 'invoice' and c.series = y.series
          and c.financial_year = y.financial_year
        where y.issued <> y.top or c.last_number is distinct from y.top or y.series = ''`),
    ).toBe(0);
    // One series per owner: the owner's account number.
    expect(await count(sql`select count(*)::int as n from invoices where series <> owner_id::text`)).toBe(0);
    expect(result.counts.invoices).toBeGreaterThan(1000);
  });

  it("lists at least 36 approved venues with every venue type in every one of the twelve cities", async () => {
    expect(result.skipped).toBe(false);
    const approved = await database.db
      .select({ city: venues.city, type: venues.venueType, state: venues.state })
      .from(venues)
      .where(eq(venues.status, "approved"));
    expect(approved.length).toBeGreaterThanOrEqual(36);
    for (const city of CITIES) {
      for (const type of VENUE_TYPES) {
        expect(
          approved.some((v) => v.city === city && v.type === type),
          `${type} in ${city}`,
        ).toBe(true);
      }
    }
  });

  it("gives venues real-looking places: the city's state, its PIN range, coordinates near it and a maps link", async () => {
    const rows = await database.db.select().from(venues);
    for (const v of rows) {
      const city = CITY_TABLE.find((c) => c.name === v.city);
      expect(city, v.city).toBeDefined();
      if (!city) continue;
      expect(v.state).toBe(city.state);
      expect(v.postalCode).toMatch(/^\d{6}$/);
      expect(v.postalCode.slice(0, 2)).toBe(city.pinPrefix.slice(0, 2));
      expect(Math.abs((v.latitude ?? 0) - city.lat)).toBeLessThan(0.25);
      expect(Math.abs((v.longitude ?? 0) - city.lng)).toBeLessThan(0.25);
      expect(v.location).toMatch(/^https:\/\/www\.google\.com\/maps\?q=/);
      expect(v.description.split(". ").length).toBeGreaterThanOrEqual(2);
      expect(v.cancellationRules).toMatch(/24 hours/);
      expect(v.cancellationRules).toMatch(/25%/);
      expect(v.reschedulingRules).toMatch(/24 hours/);
    }
  });

  it("offers the compare screen's amenities under their plain names", async () => {
    const rows = await database.db.select({ amenities: venues.amenities }).from(venues);
    const all = new Set(rows.flatMap((v) => v.amenities.map((a) => a.toLowerCase())));
    for (const amenity of ["parking", "wifi", "refreshments", "security", "floodlights", "washrooms"]) {
      expect(all.has(amenity), amenity).toBe(true);
    }
  });

  it("has pending, rejected and suspended venues for the moderation screens", async () => {
    const rows = await database.db.select({ status: venues.status }).from(venues);
    const statuses = rows.map((r) => r.status);
    expect(statuses.filter((s) => s === "pending").length).toBeGreaterThanOrEqual(2);
    expect(statuses).toContain("rejected");
    expect(statuses).toContain("suspended");
  });

  it("shows every approved venue with pictures whose files exist, in order from position 0", async () => {
    const approved = await database.db.select({ id: venues.id }).from(venues).where(eq(venues.status, "approved"));
    const images = await database.db.select().from(venueImages);
    for (const { id } of approved) {
      const own = images.filter((i) => i.venueId === id).sort((a, b) => a.position - b.position);
      expect(own.length, `venue ${id}`).toBeGreaterThanOrEqual(2);
      expect(own.map((i) => i.position)).toEqual(own.map((_, n) => n));
      for (const image of own) {
        for (const url of [image.url, image.thumbnailUrl]) {
          expect(url).toMatch(/^\/uploads\/seed\/.+\.webp$/);
          expect(existsSync(path.join(uploadsDir, (url ?? "").replace(/^\/uploads\//, ""))), url ?? "").toBe(true);
        }
      }
    }
  });

  it("stores every seed picture in the widths the web asks for in srcset, each as wide as its name says", async () => {
    const urls = new Set((await database.db.select({ url: venueImages.url }).from(venueImages)).map((i) => i.url));
    expect(urls.size).toBeGreaterThan(0);
    for (const url of urls) {
      const sources = imageSources(url);
      expect(
        sources.map((s) => s.width),
        url,
      ).toEqual([400, 800, 1200]);
      for (const source of sources) {
        const meta = await sharp(path.join(uploadsDir, source.url.replace(/^\/uploads\//, ""))).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
          format: "webp",
          width: source.width,
          height: Math.round((source.width * 2) / 3),
        });
      }
    }
  });

  it("stores the details each venue type needs, priced in paise inside realistic ranges", async () => {
    const rows = await database.db.select({ id: venues.id, type: venues.venueType }).from(venues);
    const grounds = await database.db.select().from(groundDetails);
    const nets = await database.db.select().from(netsDetails);
    const boxes = await database.db.select().from(boxCricketDetails);
    for (const v of rows) {
      const found = {
        ground: grounds.some((g) => g.venueId === v.id),
        nets: nets.some((n) => n.venueId === v.id),
        box: boxes.some((b) => b.venueId === v.id),
      };
      expect(found, `venue ${v.id} (${v.type})`).toEqual({
        ground: v.type === "ground",
        nets: v.type === "nets",
        box: v.type === "box",
      });
    }
    for (const g of grounds) {
      for (const price of [g.morningPricePaise, g.afternoonPricePaise, g.eveningPricePaise]) {
        expect(price).toBeGreaterThanOrEqual(600_000);
        expect(price).toBeLessThanOrEqual(1_500_000);
      }
      expect(g.eveningPricePaise).toBeGreaterThan(g.afternoonPricePaise);
      expect(g.addOns.map((a) => a.key)).toEqual(expect.arrayContaining(["umpireFees", "redBalls", "whiteBalls"]));
      expect(g.addOns.find((a) => a.key === "umpireFees")?.name).toBe("Umpire Service");
    }
    expect(grounds.some((g) => g.nightPricePaise === 0)).toBe(true);
    for (const n of nets) {
      expect(n.hourlyPricePaise).toBeGreaterThanOrEqual(50_000);
      expect(n.hourlyPricePaise).toBeLessThanOrEqual(150_000);
      expect(["artificial", "matting", "concrete", "clay"]).toContain(n.pitchType);
    }
    expect(new Set(nets.map((n) => n.pitchType)).size).toBe(4);
    for (const b of boxes) {
      expect(b.hourlyPricePaise).toBeGreaterThanOrEqual(100_000);
      expect(b.hourlyPricePaise).toBeLessThanOrEqual(250_000);
      expect(b.teamCapacity).toBeGreaterThanOrEqual(5);
      expect(b.teamCapacity).toBeLessThanOrEqual(8);
    }
  });

  it("lets partial-payment venues take their partial amount online, with a UPI QR picture on disk", async () => {
    const partial = await database.db.select().from(venues).where(eq(venues.paymentType, "partial"));
    expect(partial.length).toBeGreaterThanOrEqual(3);
    for (const v of partial) {
      expect(v.partialPaymentPaise).toBeGreaterThan(0);
      expect(existsSync(path.join(uploadsDir, (v.upiQrCodeUrl ?? "missing").replace(/^\/uploads\//, "")))).toBe(true);
    }
    const partialBookings = await database.db
      .select({ payNow: bookings.payNowPaise, total: bookings.totalPaise, status: bookings.paymentStatus })
      .from(bookings)
      .innerJoin(venues, eq(venues.id, bookings.venueId))
      .where(and(eq(venues.paymentType, "partial"), sql`${bookings.status} <> 'cancelled'`));
    expect(partialBookings.length).toBeGreaterThan(0);
    for (const b of partialBookings) expect(b.status).toBe(b.payNow < b.total ? "partial" : "paid");
  });

  it("prices every booking from the venue's own prices, on offered slots, never selling a slot twice", async () => {
    expect(await bookingProblems(database.db, now)).toEqual([]);
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.provider, "sandbox"), eq(paymentOrders.status, "paid")));
    expect(row?.n).toBe(result.counts.bookings);
  });

  it("spreads bookings over the last 60 days and the next 14, past ones played or cancelled", async () => {
    const today = todayInIst(now);
    const rows = await database.db
      .select({
        date: bookings.date,
        status: bookings.status,
        refund: sql<number>`coalesce(${refunds.amountPaise}, 0)`,
      })
      .from(bookings)
      .leftJoin(refunds, eq(refunds.bookingId, bookings.id));
    expect(rows.length).toBeGreaterThan(500);
    for (const b of rows) {
      expect(b.date >= addDays(today, -60) && b.date <= addDays(today, 13), b.date).toBe(true);
      if (b.date < today) expect(["completed", "cancelled"]).toContain(b.status);
      if (b.date > today) expect(["confirmed", "cancelled"]).toContain(b.status);
    }
    expect(rows.some((b) => b.status === "cancelled" && b.refund > 0)).toBe(true);
    expect(rows.some((b) => b.date > today && b.status === "confirmed")).toBe(true);
  });

  it("has no two reviews alike on a venue, no raw dates or slot codes in notifications, and 'an' before a vowel", async () => {
    const rows = await database.db.select({ venueId: reviews.venueId, comment: reviews.comment }).from(reviews);
    const pairs = rows.map((r) => `${r.venueId}|${r.comment}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    const messages = (await database.db.select({ message: notifications.message }).from(notifications)).map(
      (n) => n.message,
    );
    expect(
      messages.filter((m) => /\d{4}-\d{2}-\d{2}|\d{2}:\d{2}-\d{2}:\d{2}|\b(morning|afternoon|evening|night)\b/.test(m)),
    ).toEqual([]);
    const descriptions = (await database.db.select({ d: venues.description }).from(venues)).map((v) => v.d);
    expect(descriptions.filter((d) => /\bA [aeiouAEIOU]/.test(d))).toEqual([]);
  });

  it("keeps every venue's rating and review count equal to its reviews, all on played bookings", async () => {
    expect(await reviewProblems(database.db)).toEqual([]);
    const rows = await database.db.select({ rating: reviews.rating }).from(reviews);
    expect(rows.length).toBeGreaterThan(50);
    const high = rows.filter((r) => r.rating >= 3).length;
    expect(high / rows.length).toBeGreaterThan(0.85);
  });

  it("numbers the accounts in the order they signed up, so the admin's newest-first list reads so", async () => {
    const rows = await database.db.select({ id: users.id, createdAt: users.createdAt }).from(users).orderBy(users.id);
    const dates = rows.map((row) => row.createdAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });

  it("creates the demo accounts with their roles and the demo password", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await database.db.select().from(users).where(eq(users.email, account.email));
      expect(user?.role, account.email).toBe(account.role);
      expect(user?.status).toBe("active");
    }
    const [player] = await database.db.select().from(users).where(eq(users.email, "player@crease.demo"));
    expect(await verifyPassword(player?.passwordHash ?? "", DEMO_PASSWORD)).toBe(true);
    const players = await database.db.select({ id: users.id }).from(users).where(eq(users.role, "player"));
    expect(players.length).toBeGreaterThanOrEqual(16);
  });

  it("gives the demo player two upcoming bookings, two played (one reviewed) and one cancelled", async () => {
    const [player] = await database.db.select().from(users).where(eq(users.email, "player@crease.demo"));
    const own = await database.db
      .select({ id: bookings.id, status: bookings.status, date: bookings.date })
      .from(bookings)
      .where(eq(bookings.userId, player?.id ?? -1));
    const byStatus = (s: string) => own.filter((b) => b.status === s);
    expect(byStatus("confirmed")).toHaveLength(2);
    expect(byStatus("completed")).toHaveLength(2);
    expect(byStatus("cancelled")).toHaveLength(1);
    const reviewed = await database.db
      .select({ bookingId: reviews.bookingId })
      .from(reviews)
      .where(eq(reviews.userId, player?.id ?? -1));
    expect(reviewed).toHaveLength(1);
    expect(byStatus("completed").map((b) => b.id)).toContain(reviewed[0]?.bookingId);
  });

  it("most venues belong to the demo owner, some to a second owner", async () => {
    const rows = await database.db
      .select({ email: users.email, n: sql<number>`count(*)::int` })
      .from(venues)
      .innerJoin(users, eq(users.id, venues.ownerId))
      .groupBy(users.email);
    const of = (email: string) => rows.find((r) => r.email === email)?.n ?? 0;
    expect(of("owner@crease.demo")).toBeGreaterThan(of("owner2@crease.demo"));
    expect(of("owner2@crease.demo")).toBeGreaterThan(0);
  });

  it("leaves a database that already has users alone", async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const [before] = await database.db.select({ n: sql<number>`count(*)::int` }).from(venues);
    const again = await seedDemo(database.db, { uploadsDir, payoutAccountKey: DEMO_KEY });
    expect(again.skipped).toBe(true);
    const [after] = await database.db.select({ n: sql<number>`count(*)::int` }).from(venues);
    expect(after?.n).toBe(before?.n);
  });
});
