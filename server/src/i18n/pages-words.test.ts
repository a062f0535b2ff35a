import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_TITLE, SITE_NAME } from "@crease/core";
import { describe, expect, it } from "vitest";
import { HINDI } from "./hi";
import { PAGES_HINDI } from "./hi-pages";

/**
 * A Hindi page's tab title and test-mode ribbon are written by the server, then by the web app
 * when it takes the page over (its document title) or the visitor switches language (the
 * ribbon): both must say the same, or the words change under the visitor's eyes.
 */
const LOCALES = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../web/src/locales");

/** The web's Hindi, English → Hindi, from every part's hi.po (one-line entries). */
function webHindi(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const part of readdirSync(LOCALES, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const po = readFileSync(path.join(LOCALES, part.name, "hi.po"), "utf8");
    for (const [, english = "", hindi = ""] of po.matchAll(
      /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm,
    )) {
      found.set(english, [...(found.get(english) ?? []), hindi]);
    }
  }
  return found;
}

describe("the words around a page, the same on the server and in the web app", () => {
  const web = webHindi();

  it("says each page's name, the ribbon and the rest as the web's catalogues do", () => {
    const shared = Object.entries(PAGES_HINDI).filter(([english]) => web.has(english));
    // Page names (Log in, Help Center, every policy), Page not found, the ribbon…
    expect(shared.length).toBeGreaterThan(20);
    for (const [english, hindi] of shared) {
      for (const webWords of web.get(english) ?? []) expect(webWords, english).toBe(hindi);
    }
    expect(web.get("Test mode: no real money")).toEqual([PAGES_HINDI["Test mode: no real money"]]);
  });

  it("gives the home page the same title in the tab as in the page sent", () => {
    const [tagline = ""] = web.get("Book cricket grounds, nets and box cricket") ?? [];
    expect(tagline).not.toBe("");
    expect(DEFAULT_TITLE).toBe(`${SITE_NAME} · Book cricket grounds, nets and box cricket`);
    expect(PAGES_HINDI[DEFAULT_TITLE]).toBe(`${SITE_NAME} · ${tagline}`);
  });

  it("never gives one English two Hindis: a page word also in the messages' catalogue says the same there", () => {
    // The server merges the two catalogues, the pages' last: a key in both with two Hindis would
    // silently change a notification's words (the bell's "Booking confirmed" did once).
    const both = Object.keys(PAGES_HINDI).filter((english) => english in HINDI);
    for (const english of both) expect(HINDI[english], english).toBe(PAGES_HINDI[english]);
  });
});
