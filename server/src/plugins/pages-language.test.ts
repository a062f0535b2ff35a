import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginAs } from "../../test/app";

/**
 * Public pages in the visitor's language (issue 24, decision 022): the server decides it
 * (?lang, the cookie, the account, Accept-Language), writes it in <html lang>, draws the page in
 * it and keeps one copy per language. The real drawing in Hindi is the web app's (its tests and
 * e2e/hindi.spec.ts); this entry stands in for it and says which language it was asked for.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="default" /><title>Crease</title></head><body><div id=root></div></body></html>';
const ENTRY = `
let drawings = 0;
export function setApiTransport() {}
export async function renderPage(href, language) {
  const words = language === "hi" ? "अपना अगला क्रिकेट मैच मिनटों में बुक करें" : "Book your next game of cricket in minutes";
  return { html: "<h1>" + words + "</h1>", state: { drawing: ++drawings, language } };
}`;

beforeAll(async () => {
  const webDist = path.join(mkdtempSync(path.join(os.tmpdir(), "crease-languages-")), "dist");
  mkdirSync(path.join(webDist, "assets"), { recursive: true });
  writeFileSync(path.join(webDist, "index.html"), INDEX);
  mkdirSync(path.join(webDist, "..", "dist-ssr"));
  writeFileSync(path.join(webDist, "..", "dist-ssr", "entry-server.js"), ENTRY);
  ctx = await buildTestApp({ APP_URL: "https://crease.example" }, { webDist });
});
afterAll(async () => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });
const HINDI = "अपना अगला क्रिकेट मैच मिनटों में बुक करें";
const ENGLISH = "Book your next game of cricket in minutes";
const drawing = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}").drawing;

describe("public pages in Hindi and English", () => {
  it("opens a page in Hindi with ?lang=hi, and remembers it in the cookie", async () => {
    const res = await get("/?lang=hi");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi"');
    expect(res.body).toContain(HINDI);
    expect(res.body).not.toContain(ENGLISH);
    expect(res.headers["set-cookie"]).toMatch(/^lang=hi; Max-Age=31536000; Path=\/; SameSite=Lax/);
    // The next page, with the cookie and without ?lang, is in Hindi too.
    const next = await get("/search?location=Pune", { cookie: "lang=hi" });
    expect(next.body).toContain('<html lang="hi"');
    expect(next.body).toContain(HINDI);
  });

  it("gives every public page its hreflang alternates, and a Hindi page its own canonical address", async () => {
    const hindi = (await get("/search?location=Pune&lang=hi")).body;
    expect(hindi).toContain(
      '<link rel="alternate" hreflang="en" href="https://crease.example/search?location=Pune&amp;lang=en" />',
    );
    expect(hindi).toContain(
      '<link rel="alternate" hreflang="hi" href="https://crease.example/search?location=Pune&amp;lang=hi" />',
    );
    expect(hindi).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://crease.example/search?location=Pune" />',
    );
    expect(hindi).toContain('<link rel="canonical" href="https://crease.example/search?location=Pune&amp;lang=hi" />');
    expect(hindi).toContain('<meta property="og:locale" content="hi_IN" />');
    const english = (await get("/")).body;
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('<link rel="canonical" href="https://crease.example/" />');
    expect(english).toContain('<link rel="alternate" hreflang="hi" href="https://crease.example/?lang=hi" />');
    expect(english).toContain('<meta property="og:locale" content="en_IN" />');
  });

  it("follows Accept-Language on a first visit (no cookie), and English otherwise", async () => {
    const hindi = await get("/", { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" });
    expect(hindi.body).toContain('<html lang="hi"');
    expect(hindi.body).toContain(HINDI);
    expect(hindi.headers.vary).toContain("Accept-Language");
    const english = await get("/", { "accept-language": "en-IN,en;q=0.9" });
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain(ENGLISH);
    expect((await get("/", { "accept-language": "ta-IN" })).body).toContain(ENGLISH);
  });

  it("keeps one drawn copy per language: neither language is served the other's", async () => {
    const first = await get("/search?location=Delhi&lang=hi");
    const english = await get("/search?location=Delhi", { cookie: "lang=en" });
    const again = await get("/search?location=Delhi", { cookie: "lang=hi" });
    expect(english.body).toContain(ENGLISH);
    expect(english.body).not.toContain(HINDI);
    expect(again.body).toContain(HINDI);
    // The second Hindi request is the first's copy, not drawn again.
    expect(drawing(again.body)).toBe(drawing(first.body));
  });

  it("puts the cookie before the account, and the account before Accept-Language", async () => {
    const player = await loginAs(ctx, "player");
    const chosen = await ctx.app.inject({
      method: "PATCH",
      url: "/api/users/me",
      headers: { cookie: player.cookie },
      payload: { language: "hi" },
    });
    expect(chosen.statusCode).toBe(200);
    const own = await get("/", { cookie: player.cookie, "accept-language": "en" });
    expect(own.body).toContain('<html lang="hi"');
    expect(own.body).toContain(HINDI);
    const cookieWins = await get("/", { cookie: `${player.cookie}; lang=en`, "accept-language": "hi" });
    expect(cookieWins.body).toContain('<html lang="en"');
    const addressWins = await get("/?lang=en", { cookie: `${player.cookie}; lang=hi` });
    expect(addressWins.body).toContain('<html lang="en"');
  });

  it("writes the language into pages the browser draws, and ignores a language it does not speak", async () => {
    const login = await get("/login", { "accept-language": "hi" });
    expect(login.body).toContain('<html lang="hi"');
    const unknown = await get("/?lang=fr");
    expect(unknown.body).toContain('<html lang="en"');
    expect(unknown.headers["set-cookie"]).toBeUndefined();
  });
});
