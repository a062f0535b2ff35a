import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginAs } from "../../test/app";
import { createUser, createVenue } from "../../test/factories";
import { venues } from "../db/schema";

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
const INDEX =
  '<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="default" /><title>Crease</title></head><body><div id=root></div></body></html>';

/**
 * Stands in for the web app's server entry (web/src/app/entry-server.tsx, which the browser
 * tests cover): draws the names of the venues it reads through the API transport it is given.
 */
const ENTRY = `
let transport;
let drawings = 0;
export function setApiTransport(next) { transport = next; }
export async function renderPage(href) {
  const url = new URL(href, "http://page.local");
  const venue = /^\\/venues\\/(\\d+)$/.exec(url.pathname);
  const api = venue ? "/api/venues/" + venue[1] : "/api/venues?city=" + encodeURIComponent(url.searchParams.get("location"));
  const answer = await (await transport(api)).json();
  const names = (Array.isArray(answer) ? answer : [answer]).map((v) => v.name.replace(/</g, "&lt;"));
  return { html: "<h1>" + names.join(", ") + "</h1>", state: { answer, drawing: ++drawings } };
}`;

beforeAll(async () => {
  const webDist = path.join(mkdtempSync(path.join(os.tmpdir(), "crease-pages-")), "dist");
  mkdirSync(path.join(webDist, "assets"), { recursive: true });
  writeFileSync(path.join(webDist, "index.html"), INDEX);
  mkdirSync(path.join(webDist, "..", "dist-ssr"));
  writeFileSync(path.join(webDist, "..", "dist-ssr", "entry-server.js"), ENTRY);
  ctx = await buildTestApp({ APP_URL: "https://crease.example" }, { webDist });
});
afterAll(async () => ctx.close());

const get = (url: string, cookie?: string) => ctx.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const ldJson = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "null");
const pageState = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}");
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe("pages as served to browsers, search engines and link previews", () => {
  it("gives a venue's page its name, price, picture, canonical address and JSON-LD", async () => {
    const owner = await createUser(ctx.database.db, { role: "owner" });
    const venue = await createVenue(ctx.database.db, {
      ownerId: owner.id,
      name: 'Azad "Maidan" Ground',
      city: "Mumbai",
      state: "Maharashtra",
      avgRating: "4.60",
      reviewCount: 23,
      images: ["/uploads/seed/azad.webp"],
    });
    const res = await get(`/venues/${venue.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain("<title>Azad &quot;Maidan&quot; Ground, Mumbai · Crease</title>");
    expect(html).not.toContain('content="default"');
    expect(html).toContain(`<link rel="canonical" href="https://crease.example/venues/${venue.id}" />`);
    expect(metaContent(html, "og:image")).toBe("https://crease.example/uploads/seed/azad.webp");
    expect(metaContent(html, "description")).toBe(
      "Cricket ground in Mumbai, Maharashtra. ₹7,000 – ₹12,000. Rated 4.6/5 by 23 players. Book online on Crease.",
    );
    expect(ldJson(html)).toMatchObject({
      "@type": "SportsActivityLocation",
      name: 'Azad "Maidan" Ground',
      address: { addressLocality: "Mumbai", addressRegion: "Maharashtra", addressCountry: "IN" },
      geo: { latitude: 18.52, longitude: 73.85 },
      priceRange: "₹7,000 – ₹12,000",
      aggregateRating: { ratingValue: "4.6", reviewCount: 23 },
    });
  });

  it("draws a public page's content into the HTML with the answers it was drawn from", async () => {
    const owner = await createUser(ctx.database.db, { role: "owner" });
    const venue = await createVenue(ctx.database.db, { ownerId: owner.id, name: "Shivaji Park Nets", city: "Nagpur" });
    const html = (await get(`/venues/${venue.id}`)).body;
    expect(html).toContain("<div id=root><h1>Shivaji Park Nets</h1></div>");
    expect(pageState(html).answer).toMatchObject({ id: venue.id, name: "Shivaji Park Nets" });
    // A search page reads its venues from the API, as a visitor.
    const search = (await get("/search?location=Nagpur")).body;
    expect(search).toContain("<h1>Shivaji Park Nets</h1>");
    expect(pageState(search).answer).toEqual([expect.objectContaining({ id: venue.id })]);
  });

  it("draws a page again once what it shows has changed (a venue approved shows on its city's page at once)", async () => {
    const owner = await createUser(ctx.database.db, { role: "owner" });
    await createVenue(ctx.database.db, { ownerId: owner.id, city: "Jabalpur", name: "Narmada Box" });
    const pending = await createVenue(ctx.database.db, {
      ownerId: owner.id,
      city: "Jabalpur",
      name: "Gwarighat Ground",
      status: "pending",
    });
    expect((await get("/search?location=Jabalpur")).body).toContain("<h1>Narmada Box</h1>");
    const { cookie } = await loginAs(ctx, "admin");
    const approved = await ctx.app.inject({
      method: "PATCH",
      url: `/api/venues/${pending.id}`,
      headers: { cookie },
      payload: { status: "approved", version: pending.version },
    });
    expect(approved.statusCode).toBe(200);
    expect((await get("/search?location=Jabalpur")).body).toMatch(
      /<h1>(Narmada Box, Gwarighat Ground|Gwarighat Ground, Narmada Box)<\/h1>/,
    );
  });

  it("draws a page with its whole address, which the page may read (a venue's date and slot)", async () => {
    const owner = await createUser(ctx.database.db, { role: "owner" });
    const venue = await createVenue(ctx.database.db, { ownerId: owner.id });
    const plain = pageState((await get(`/venues/${venue.id}`)).body).drawing;
    expect(pageState((await get(`/venues/${venue.id}`)).body).drawing).toBe(plain);
    const withDate = pageState((await get(`/venues/${venue.id}?date=2026-12-01&slot=evening`)).body).drawing;
    expect(withDate).not.toBe(plain);
  });

  it("leaves the map, private pages and unknown addresses to the browser", async () => {
    for (const url of ["/map", "/login", "/dashboard", "/no/such/page"]) {
      const html = (await get(url)).body;
      expect(html, url).toMatch(/<div id=root>(<noscript>.*<\/noscript>)?<\/div>/);
      expect(html, url).not.toContain("page-state");
    }
  });

  it("says what needs JavaScript on a page drawn only in the browser, and where to go without it", async () => {
    for (const [url, name] of [
      ["/login", "Log in"],
      ["/map", "Venue map"],
      ["/compare", "Compare venues"],
    ] as const) {
      const html = (await get(url)).body;
      expect(html, url).toContain(
        `<noscript><div class="container-page py-16"><h1 class="text-2xl font-bold text-slate-900">${name}</h1>`,
      );
      expect(html, url).toContain("This page needs JavaScript");
      expect(html, url).toContain('href="/search"');
    }
    expect((await get("/no/such/page")).body).not.toContain("<noscript>");
  });

  it("sends pages compressed to browsers that accept it", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/search?location=Pune",
      headers: { "accept-encoding": "br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain("Cricket venues in Pune");
    // The same page in gzip, and as plain HTML to a client that takes neither (unzipped from the kept gzip).
    const gzipped = await ctx.app.inject({
      method: "GET",
      url: "/search?location=Pune",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/search?location=Pune");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("Cricket venues in Pune");
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it("counts the page it serves as a view of the venue (the app then asks no GET /api/venues/{id}), not the owner's own", async () => {
    const { cookie, user } = await loginAs(ctx, "owner");
    const venue = await createVenue(ctx.database.db, { ownerId: user.id });
    const browser = "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36";
    const views = async () => {
      await ctx.app.services.views.flush();
      const rows = await ctx.database.db.execute(
        sql`select count(*)::int as n from venue_views where venue_id = ${venue.id}`,
      );
      return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
    };
    await ctx.app.inject({ method: "GET", url: `/venues/${venue.id}`, headers: { cookie, "user-agent": browser } });
    expect(await views()).toBe(0);
    await ctx.app.inject({ method: "GET", url: `/venues/${venue.id}`, headers: { "user-agent": browser } });
    expect(await views()).toBe(1);
  });

  it("cannot be broken out of by a venue's name", async () => {
    const owner = await createUser(ctx.database.db, { role: "owner" });
    const venue = await createVenue(ctx.database.db, { ownerId: owner.id, name: "</script><script>alert(1)</script>" });
    const html = (await get(`/venues/${venue.id}`)).body;
    expect(html).not.toContain("<script>alert(1)");
    expect(html.match(/<\/script>/g)?.length).toBe(2); // the JSON-LD's and the page state's own ends
    expect(pageState(html).answer.name).toBe("</script><script>alert(1)</script>");
  });

  describe("page text is never a replacement pattern", () => {
    // Every pattern String.replace expands in a replacement string: the match, before it, after
    // it, a dollar, a group and a named group.
    const PATTERNS = "$& $` $' $$ $1 $<name>";
    const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    const times = (page: string, part: string) => page.split(part).length - 1;
    /** The page is one page: one head, one body, one root, one title. */
    const expectOnePage = (page: string) => {
      for (const part of ["<!doctype html>", "<head>", "</head>", "<body>", "</body>", "<title>", "<div id=root>"]) {
        expect(times(page, part), part).toBe(1);
      }
    };

    /** A venue whose every text an owner writes is `label` followed by `words`. */
    async function venueSaying(words: string) {
      const owner = await createUser(ctx.database.db, { role: "owner" });
      const say = (field: string) => `${field} ${words}`;
      const venue = await createVenue(ctx.database.db, {
        ownerId: owner.id,
        name: say("Name"),
        city: say("City"),
        state: say("State"),
        address: say("Address"),
        addOns: [{ key: "balls", name: say("Add-on"), rupees: 100 }],
      });
      await ctx.database.db
        .update(venues)
        .set({
          description: say("Description"),
          amenities: [say("Amenity")],
          reschedulingRules: say("Rescheduling"),
          cancellationRules: say("Cancellation"),
        })
        .where(eq(venues.id, venue.id));
      return { id: venue.id, say };
    }

    it("in a venue's name, description, place, amenities, rules and add-ons, in the head and the body", async () => {
      const { id, say } = await venueSaying(PATTERNS);
      const res = await get(`/venues/${id}`);
      expect(res.statusCode).toBe(200);
      const page = res.body;
      expectOnePage(page);
      expect(page).toContain(`<title>${html(`${say("Name")}, ${say("City")}`)} · Crease</title>`);
      expect(times(page, `<title>${html(say("Name"))}`)).toBe(1);
      expect(metaContent(page, "og:title")).toBe(html(`${say("Name")}, ${say("City")} · Crease`));
      expect(metaContent(page, "description")).toContain(
        `Cricket ground in ${html(say("City"))}, ${html(say("State"))}.`,
      );
      expect(ldJson(page)).toMatchObject({
        name: say("Name"),
        description: say("Description"),
        address: { streetAddress: say("Address"), addressLocality: say("City"), addressRegion: say("State") },
      });
      // The stand-in server entry escapes only "<" in what it draws.
      expect(times(page, `<h1>${say("Name").replace(/</g, "&lt;")}</h1>`)).toBe(1);
      const drawn = JSON.stringify(pageState(page));
      for (const field of [
        "Name",
        "Description",
        "Address",
        "City",
        "State",
        "Amenity",
        "Rescheduling",
        "Cancellation",
      ]) {
        expect(drawn, field).toContain(JSON.stringify(say(field)).slice(1, -1));
      }

      // The same page with plain words of the same length is within the escaping of the patterns.
      const twin = await venueSaying(PATTERNS.replace(/[^ ]/g, "x"));
      const plain = (await get(`/venues/${twin.id}`)).body;
      expect(Math.abs(page.length - plain.length)).toBeLessThan(500);
    });

    it("in a search address's query string", async () => {
      const town = `Town ${PATTERNS}`;
      const res = await get(`/search?location=${encodeURIComponent(town)}`);
      expect(res.statusCode).toBe(200);
      const page = res.body;
      expectOnePage(page);
      expect(page).toContain(`<title>Cricket venues in ${html(town)} · Crease</title>`);
      expect(metaContent(page, "og:description")).toBe(
        `Cricket grounds, practice nets and box cricket in ${html(town)}: compare prices and ratings, see free slots and book online on Crease.`,
      );
      expect(page).toContain(`href="https://crease.example/search?location=${encodeURIComponent(town)}"`);
      // A 16 KB address of "$`" stays a page of about its own size, not megabytes.
      const long = await get(`/search?location=${"%24%60".repeat(8192)}`);
      expect(long.statusCode).toBe(200);
      expectOnePage(long.body);
      expect(long.body.length).toBeLessThan(200_000);
    });
  });

  it("answers 404 with the app for an unknown address and for a venue that does not exist or is not public", async () => {
    const owner = await createUser(ctx.database.db, { role: "owner" });
    const pending = await createVenue(ctx.database.db, { ownerId: owner.id, status: "pending" });
    const addresses = ["/no/such/page", "/venues/99999999", `/venues/${pending.id}`, "/venues/abc"];
    // Past the largest id the database holds (2147483647): no venue, not an out-of-range query.
    for (const url of [...addresses, "/venues/2147483648", "/venues/9999999999"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain("<div id=root>");
      expect(res.body, url).toContain("<title>Page not found · Crease</title>");
      expect(metaContent(res.body, "robots"), url).toBe("noindex");
    }
  });

  it("draws an owner's own pending venue for them, but never for search engines", async () => {
    const { cookie, user } = await loginAs(ctx, "owner");
    const pending = await createVenue(ctx.database.db, { ownerId: user.id, status: "pending", name: "Not Yet Open" });
    const res = await get(`/venues/${pending.id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Not Yet Open, Pune · Crease</title>");
    expect(metaContent(res.body, "robots")).toBe("noindex");
    // Drawn in the owner's browser, never on the server as a visitor (who may not see it).
    expect(res.body).not.toContain("page-state");
    expect(res.body).toContain("<div id=root></div>");
  });

  it("names a city's search page after the city, and keeps private pages out of search engines", async () => {
    const search = await get("/search?location=Navi%20Mumbai&sort=price");
    expect(search.body).toContain("<title>Cricket venues in Navi Mumbai · Crease</title>");
    expect(search.body).toContain('href="https://crease.example/search?location=Navi%20Mumbai"');
    expect(metaContent((await get("/checkout?venueId=1")).body, "robots")).toBe("noindex");
    expect(metaContent((await get("/help-center")).body, "robots")).toBeUndefined();
  });

  it("serves a booking's confirmation page (where checkout leads) to the browser, never to search engines", async () => {
    const res = await get("/bookings/7/confirmed");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Booking confirmed · Crease</title>");
    expect(metaContent(res.body, "robots")).toBe("noindex");
    expect(res.body).not.toContain("page-state");
    expect((await get("/bookings/abc/confirmed")).statusCode).toBe(404);
  });

  it("serves robots.txt and a sitemap of the public pages, cities and venues, which follows approvals", async () => {
    const robots = await get("/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["content-type"]).toMatch(/text\/plain/);
    expect(robots.body).toContain("Disallow: /api/");
    expect(robots.body).toContain("Sitemap: https://crease.example/sitemap.xml");

    const owner = await createUser(ctx.database.db, { role: "owner" });
    const venue = await createVenue(ctx.database.db, { ownerId: owner.id, city: "Nagpur", status: "pending" });
    const before = await get("/sitemap.xml");
    expect(before.headers["content-type"]).toMatch(/application\/xml/);
    expect(before.body).toContain("<loc>https://crease.example/help-center</loc>");
    expect(before.body).not.toContain("/checkout");
    expect(before.body).not.toContain(`/venues/${venue.id}<`);

    const { cookie } = await loginAs(ctx, "admin");
    const approved = await ctx.app.inject({
      method: "PATCH",
      url: `/api/venues/${venue.id}`,
      headers: { cookie },
      payload: { status: "approved", version: venue.version },
    });
    expect(approved.statusCode).toBe(200);
    const after = (await get("/sitemap.xml")).body;
    expect(after).toMatch(
      new RegExp(`<loc>https://crease.example/venues/${venue.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`),
    );
    expect(after).toContain("<loc>https://crease.example/search?location=Nagpur</loc>");
  });
});
