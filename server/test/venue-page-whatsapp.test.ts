/**
 * The venue page as the server draws it (decision 015), with the web app's own server entry
 * (web/src/app/entry-server.tsx, from source): the WhatsApp chat link only when the owner set a
 * number, and always a share link with the venue's name and page (issue 24's contract).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "./app";
import { createUser, createVenue } from "./factories";

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
const INDEX =
  '<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title>Crease</title></head>' +
  "<body><div id=root></div></body></html>";

beforeAll(async () => {
  const webDist = path.join(mkdtempSync(path.join(os.tmpdir(), "crease-venue-page-")), "dist");
  mkdirSync(path.join(webDist, "assets"), { recursive: true });
  writeFileSync(path.join(webDist, "index.html"), INDEX);
  mkdirSync(path.join(webDist, "..", "dist-ssr"));
  const entry = path.resolve(import.meta.dirname, "../../web/src/app/entry-server.tsx");
  writeFileSync(path.join(webDist, "..", "dist-ssr", "entry-server.js"), `export * from ${JSON.stringify(entry)};`);
  ctx = await buildTestApp({ APP_URL: "https://crease.example" }, { webDist });
}, 120_000);
afterAll(async () => ctx.close());

const page = async (id: number, query = "") => {
  const res = await ctx.app.inject({ method: "GET", url: `/venues/${id}${query}` });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The wa.me links' addresses as a browser reads them (attribute entities decoded). */
const hrefs = (html: string) =>
  [...html.matchAll(/href="(https:\/\/wa\.me\/[^"]*)"/g)].map((m) =>
    (m[1] ?? "")
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&"),
  );

describe("WhatsApp on the venue page, drawn by the server", () => {
  it("links to a chat with the venue's number when the owner set one, and always to a share", async () => {
    const owner = await createUser(ctx.database.db, { role: "owner" });
    const venue = await createVenue(ctx.database.db, {
      ownerId: owner.id,
      name: "Azad Maidan Nets",
      whatsappNumber: "+919876543210",
    });
    const html = await page(venue.id);
    const url = `https://crease.example/venues/${venue.id}`;
    expect(hrefs(html)).toEqual([
      "https://wa.me/919876543210",
      `https://wa.me/?text=${encodeURIComponent(`Let's play at Azad Maidan Nets — book it on Crease: ${url}`)}`,
    ]);
    expect(html).toContain("Chat with the venue");
    expect(html).toContain("Share on WhatsApp");
  });

  it("has no chat link without a number, and the share link carries an owner's markup only encoded", async () => {
    const owner = await createUser(ctx.database.db, { role: "owner" });
    const name = `Box <img src=x onerror=alert(1)> "Arena" & Co`;
    const venue = await createVenue(ctx.database.db, { ownerId: owner.id, name });
    const html = await page(venue.id);
    const links = hrefs(html);
    expect(links).toHaveLength(1);
    expect(links[0]).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Let's play at ${name} — book it on Crease: https://crease.example/venues/${venue.id}`)}`,
    );
    expect(html).not.toContain("Chat with the venue");
    expect(html).not.toContain("<img src=x onerror");
  });

  it("shares in the page's language: the Hindi page's message is in Hindi (issue 44)", async () => {
    const owner = await createUser(ctx.database.db, { role: "owner" });
    const venue = await createVenue(ctx.database.db, { ownerId: owner.id, name: "Azad Maidan Nets" });
    const html = await page(venue.id, "?lang=hi");
    const url = `https://crease.example/venues/${venue.id}`;
    expect(hrefs(html)).toEqual([
      `https://wa.me/?text=${encodeURIComponent(`\u091a\u0932\u094b Azad Maidan Nets \u092e\u0947\u0902 \u0916\u0947\u0932\u0924\u0947 \u0939\u0948\u0902 \u2014 Crease \u092a\u0930 \u092c\u0941\u0915 \u0915\u0930\u0947\u0902: ${url}`)}`,
    ]);
  });
});
