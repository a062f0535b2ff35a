import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { STATIC_PAGES } from "@crease/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { createUser, createVenue } from "../../test/factories";
import { isTranslated } from "../i18n";

/**
 * What the server writes around a public page, in Hindi on a Hindi page (issue 24): the title,
 * the description, the link preview's words, the JSON-LD's own words, the test-mode ribbon and
 * what a page says without JavaScript; and the sitemap's language versions. English pages say
 * what they said before. The page's drawn content is the web app's (e2e/hindi-page-heads.spec.ts).
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
const INDEX =
  '<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="default" /><title>Crease</title></head><body><div id=root></div></body></html>';
const ENTRY = `
export function setApiTransport() {}
export async function renderPage(href, language) {
  return { html: "<main>" + language + "</main>", state: {} };
}`;

beforeAll(async () => {
  const webDist = path.join(mkdtempSync(path.join(os.tmpdir(), "crease-hindi-heads-")), "dist");
  mkdirSync(path.join(webDist, "assets"), { recursive: true });
  writeFileSync(path.join(webDist, "index.html"), INDEX);
  mkdirSync(path.join(webDist, "..", "dist-ssr"));
  writeFileSync(path.join(webDist, "..", "dist-ssr", "entry-server.js"), ENTRY);
  // The sandbox payment provider (the tests' own): every page carries the test-mode ribbon.
  ctx = await buildTestApp({ APP_URL: "https://crease.example" }, { webDist });
});
afterAll(async () => ctx.close());

const get = async (url: string) => (await ctx.app.inject({ method: "GET", url })).body;
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const ldJson = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "null");
const ribbon = (html: string) => /<div class="test-mode-ribbon" role="note">([^<]*)<\/div>/.exec(html)?.[1];
/** The page's own words a link preview shows, as [where, text] pairs. */
const headWords = (html: string) =>
  Object.entries({
    title: title(html),
    description: meta(html, "description"),
    "og:title": meta(html, "og:title"),
    "og:description": meta(html, "og:description"),
    "twitter:title": meta(html, "twitter:title"),
    "twitter:description": meta(html, "twitter:description"),
  });
const DEVANAGARI = /[\u0900-\u097F]/;

describe("a Hindi page's head, ribbon and sitemap entry", () => {
  it("gives the home page its Hindi title, description, link preview and ribbon, and keeps the English page as it was", async () => {
    const hindi = await get("/?lang=hi");
    expect(title(hindi)).toBe("Crease · क्रिकेट ग्राउंड, नेट्स और बॉक्स क्रिकेट बुक करें");
    expect(meta(hindi, "description")).toBe(
      "Crease: पूरे भारत में क्रिकेट ग्राउंड, प्रैक्टिस नेट्स और बॉक्स क्रिकेट बुक करें, तुरंत कन्फ़र्मेशन और सुरक्षित पेमेंट के साथ।",
    );
    for (const [where, text] of headWords(hindi)) expect(text, where).toMatch(DEVANAGARI);
    expect(meta(hindi, "og:title")).toBe(title(hindi));
    expect(meta(hindi, "twitter:description")).toBe(meta(hindi, "description"));
    expect(ribbon(hindi)).toBe("टेस्ट मोड: कोई असली पैसा नहीं कटेगा");

    const english = await get("/");
    expect(title(english)).toBe("Crease · Book cricket grounds, nets and box cricket");
    expect(meta(english, "description")).toBe(
      "Crease: book cricket grounds, practice nets and box cricket across India with instant confirmation and secure payments.",
    );
    expect(meta(english, "og:title")).toBe("Crease · Book cricket grounds, nets and box cricket");
    expect(ribbon(english)).toBe("Test mode: no real money");
  });

  it("gives a venue's page Hindi words around the owner's name and place, in its head and its JSON-LD", async () => {
    const owner = await createUser(ctx.database.db, { role: "owner" });
    const venue = await createVenue(ctx.database.db, {
      ownerId: owner.id,
      name: "Shivaji Park Nets",
      venueType: "nets",
      hourlyPrice: 1200,
      city: "Mumbai",
      state: "Maharashtra",
      avgRating: "4.50",
      reviewCount: 1,
      images: ["/uploads/seed/shivaji.webp"],
    });
    const hindi = await get(`/venues/${venue.id}?lang=hi`);
    expect(title(hindi)).toBe("Shivaji Park Nets, Mumbai · Crease");
    const description =
      "Mumbai, Maharashtra में प्रैक्टिस नेट्स। ₹1,200 प्रति घंटा। 1 खिलाड़ी ने 4.5/5 रेटिंग दी। Crease पर ऑनलाइन बुक करें।";
    expect(meta(hindi, "description")).toBe(description);
    expect(meta(hindi, "og:description")).toBe(description);
    expect(meta(hindi, "twitter:description")).toBe(description);
    expect(meta(hindi, "og:image:alt")).toBe("Mumbai में Shivaji Park Nets की फ़ोटो");
    expect(meta(hindi, "twitter:image:alt")).toBe("Mumbai में Shivaji Park Nets की फ़ोटो");
    // The owner's description stays as written; the price is ours.
    expect(ldJson(hindi)).toMatchObject({
      name: "Shivaji Park Nets",
      description: "A well kept test venue with everything a team needs.",
      priceRange: "₹1,200 प्रति घंटा",
    });
    expect(ribbon(hindi)).toBe("टेस्ट मोड: कोई असली पैसा नहीं कटेगा");

    const english = await get(`/venues/${venue.id}`);
    expect(meta(english, "description")).toBe(
      "Practice nets in Mumbai, Maharashtra. ₹1,200 an hour. Rated 4.5/5 by 1 player. Book online on Crease.",
    );
    expect(meta(english, "og:image:alt")).toBe("Photo of Shivaji Park Nets in Mumbai");
    expect(ldJson(english)).toMatchObject({ priceRange: "₹1,200 an hour" });
  });

  it("writes a ground's description in Hindi, its rating count in the plural", async () => {
    const owner = await createUser(ctx.database.db, { role: "owner" });
    const venue = await createVenue(ctx.database.db, {
      ownerId: owner.id,
      city: "Pune",
      reviewCount: 23,
      avgRating: "4.60",
    });
    const hindi = await get(`/venues/${venue.id}?lang=hi`);
    expect(meta(hindi, "description")).toBe(
      "Pune, Maharashtra में क्रिकेट ग्राउंड। ₹7,000 – ₹12,000। 23 खिलाड़ियों ने 4.6/5 रेटिंग दी। Crease पर ऑनलाइन बुक करें।",
    );
    expect(meta(await get(`/venues/${venue.id}`), "description")).toBe(
      "Cricket ground in Pune, Maharashtra. ₹7,000 – ₹12,000. Rated 4.6/5 by 23 players. Book online on Crease.",
    );
  });

  it("gives a policy page, a city's search and a missing page their Hindi head", async () => {
    const policy = await get("/cancellation-policy?lang=hi");
    expect(title(policy)).toBe("कैंसलेशन पॉलिसी · Crease");
    expect(meta(policy, "og:title")).toBe("कैंसलेशन पॉलिसी · Crease");
    expect(meta(policy, "description")).toBe(
      "Crease पर आपके पैसे वापस: स्लॉट से 24 घंटे से ज़्यादा पहले कैंसल करने पर पूरा रिफ़ंड, 24 घंटे के अंदर 75%।",
    );
    for (const [where, text] of headWords(policy)) expect(text, where).toMatch(DEVANAGARI);
    const englishPolicy = await get("/cancellation-policy");
    expect(title(englishPolicy)).toBe("Cancellation Policy · Crease");
    expect(meta(englishPolicy, "og:description")).toBe(
      "Your money back on Crease: a full refund when you cancel more than 24 hours before your slot, 75% inside 24 hours.",
    );

    const city = await get("/search?location=Navi%20Mumbai&lang=hi");
    expect(title(city)).toBe("Navi Mumbai में क्रिकेट वेन्यू · Crease");
    expect(meta(city, "description")).toContain("Navi Mumbai में क्रिकेट ग्राउंड, प्रैक्टिस नेट्स और बॉक्स क्रिकेट");
    expect(title(await get("/search?location=Navi%20Mumbai"))).toBe("Cricket venues in Navi Mumbai · Crease");

    expect(title(await get("/no/such/page?lang=hi"))).toBe("पेज नहीं मिला · Crease");
  });

  it("says what needs JavaScript in Hindi on a Hindi page drawn only in the browser", async () => {
    const login = await get("/login?lang=hi");
    const noscript = /<noscript>(.*?)<\/noscript>/s.exec(login)?.[1] ?? "";
    expect(noscript).toContain('<h1 class="text-2xl font-bold text-slate-900">लॉग इन करें</h1>');
    expect(noscript).toContain("इस पेज के लिए JavaScript चाहिए");
    expect(noscript).toContain('<a class="font-semibold text-brand-700 underline" href="/search">वेन्यू खोज सकते हैं</a>');
    expect(noscript).toContain('<a class="font-semibold text-brand-700 underline" href="/help-center">सहायता केंद्र</a>');
    // Only the links, the brand and "JavaScript" in Latin letters.
    expect(noscript.replace(/<[^>]*>/g, " ").match(/[A-Za-z]+/g)).toEqual(["JavaScript", "JavaScript", "JavaScript"]);
    expect(ribbon(login)).toBe("टेस्ट मोड: कोई असली पैसा नहीं कटेगा");
    const english = await get("/login");
    expect(english).toContain("This page needs JavaScript, which is turned off in this browser.");
    expect(english).toContain('href="/search">find venues</a> (every venue as a list');
  });

  it("has the Hindi of every public page's title and description", () => {
    for (const [path, page] of Object.entries(STATIC_PAGES)) {
      if (page.title) expect(isTranslated("hi", page.title), `${path} title`).toBe(true);
      expect(isTranslated("hi", page.description), `${path} description`).toBe(true);
    }
  });

  it("lists each page of the sitemap with its English, Hindi and default addresses", async () => {
    const owner = await createUser(ctx.database.db, { role: "owner" });
    const venue = await createVenue(ctx.database.db, { ownerId: owner.id, city: "Nashik" });
    const sitemap = await get("/sitemap.xml");
    expect(sitemap).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(sitemap).toContain(
      "<url><loc>https://crease.example/</loc>" +
        '<xhtml:link rel="alternate" hreflang="en" href="https://crease.example/?lang=en"/>' +
        '<xhtml:link rel="alternate" hreflang="hi" href="https://crease.example/?lang=hi"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://crease.example/"/></url>',
    );
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="hi" href="https://crease.example/cancellation-policy?lang=hi"/>',
    );
    expect(sitemap).toMatch(
      new RegExp(
        `<url><loc>https://crease.example/venues/${venue.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>` +
          `<xhtml:link rel="alternate" hreflang="en" href="https://crease.example/venues/${venue.id}\\?lang=en"/>` +
          `<xhtml:link rel="alternate" hreflang="hi" href="https://crease.example/venues/${venue.id}\\?lang=hi"/>` +
          `<xhtml:link rel="alternate" hreflang="x-default" href="https://crease.example/venues/${venue.id}"/></url>`,
      ),
    );
    // A city's search keeps its query, the language added to it (the & written as XML wants it).
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="hi" href="https://crease.example/search?location=Nashik&amp;lang=hi"/>',
    );
    // Every listed page has its three language versions.
    const urls = sitemap.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect(url.match(/<xhtml:link /g), url).toHaveLength(3);
  });
});
