import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";

/** A server entry that takes a while to load (as the real one does: React and the router). */
const SLOW_ENTRY = `
await new Promise((resolve) => setTimeout(resolve, 1500));
export function setApiTransport() {}
export async function renderPage(href) {
  return { html: "<h1>drawn " + href + "</h1>", state: {} };
}`;

function webBuild(): string {
  const webDist = path.join(mkdtempSync(path.join(os.tmpdir(), "crease-renderer-")), "dist");
  mkdirSync(webDist, { recursive: true });
  writeFileSync(path.join(webDist, "index.html"), "<!doctype html><html><body><div id=root></div></body></html>");
  mkdirSync(path.join(webDist, "..", "dist-ssr"));
  writeFileSync(path.join(webDist, "..", "dist-ssr", "entry-server.js"), SLOW_ENTRY);
  return webDist;
}

describe("the web app's server entry, loaded after the server listens", () => {
  it("a listening server answers a page at once, undrawn, until the entry is in; then draws it", async () => {
    const ctx = await buildTestApp({}, { webDist: webBuild() });
    try {
      const address = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
      const first = await fetch(`${address}/`);
      expect(first.status).toBe(200);
      const firstHtml = await first.text();
      expect(firstHtml).toContain("<div id=root></div>");
      expect(firstHtml).not.toContain("drawn /");
      // Undrawn means it did not wait for the entry (a wait would have drawn it): no timing needed.

      let html = "";
      for (let i = 0; i < 100 && !html.includes("<h1>drawn /</h1>"); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        html = await (await fetch(`${address}/`)).text();
      }
      expect(html).toContain("<h1>drawn /</h1>");
    } finally {
      await ctx.close();
    }
  });

  it("an app used in-process without a socket loads the entry at its first page and draws that page", async () => {
    const ctx = await buildTestApp({}, { webDist: webBuild() });
    try {
      const page = await ctx.app.inject({ method: "GET", url: "/" });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("<h1>drawn /</h1>");
    } finally {
      await ctx.close();
    }
  });
});
