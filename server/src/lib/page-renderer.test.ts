import { executionAsyncId } from "node:async_hooks";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { createUser, createVenue } from "../../test/factories";
import { LINE_LENGTH, LINE_WAIT_MS } from "./page-renderer";

/** A server entry that takes a while to load (as the real one does: React and the router). */
const SLOW_ENTRY = `
await new Promise((resolve) => setTimeout(resolve, 1500));
export function setApiTransport() {}
export async function renderPage(href) {
  return { html: "<h1>drawn " + href + "</h1>", state: {} };
}`;

/**
 * A server entry that draws a venue page from the API's answer for that venue, after a wait in
 * which a second drawing could begin: each page must still show its own venue.
 */
const VENUE_ENTRY = `
let transport;
export function setApiTransport(next) { transport = next; }
export async function renderPage(href) {
  const id = href.split("/").pop();
  await new Promise((resolve) => setTimeout(resolve, 30));
  const venue = await (await transport("/api/venues/" + id)).json();
  return { html: "<h1>drawn " + venue.name + "</h1>", state: {} };
}`;

/**
 * A server entry whose drawing of Slowtown's page takes three times the line's wait (a stuck API
 * call); it says when that drawing has begun (`globalThis.slowtownBegan`).
 */
const STUCK_ENTRY = `
export function setApiTransport() {}
export async function renderPage(href) {
  if (href.includes("Slowtown")) globalThis.slowtownBegan = true;
  if (href.includes("Slowtown")) await new Promise((resolve) => setTimeout(resolve, ${3 * LINE_WAIT_MS}));
  return { html: "<h1>drawn " + href + "</h1>", state: {} };
}`;

/**
 * Whether the process runs promise hooks: with them on (an AsyncLocalStorage once used, on Node
 * 20), each promise gets an id of its own, so the id after an await differs from 0.
 */
async function promiseHooksOn(): Promise<boolean> {
  await null;
  return executionAsyncId() !== 0;
}

function webBuild(entry = SLOW_ENTRY): string {
  const webDist = path.join(mkdtempSync(path.join(os.tmpdir(), "crease-renderer-")), "dist");
  mkdirSync(webDist, { recursive: true });
  writeFileSync(path.join(webDist, "index.html"), "<!doctype html><html><body><div id=root></div></body></html>");
  mkdirSync(path.join(webDist, "..", "dist-ssr"));
  writeFileSync(path.join(webDist, "..", "dist-ssr", "entry-server.js"), entry);
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

  it("draws pages asked for at once each with its own answers, and leaves promise hooks off", async () => {
    const ctx = await buildTestApp({}, { webDist: webBuild(VENUE_ENTRY) });
    try {
      const owner = await createUser(ctx.database.db, { role: "owner" });
      const names = ["Wankhede Nets", "Eden Box", "Chepauk Ground"];
      const ids: number[] = [];
      for (const name of names) ids.push((await createVenue(ctx.database.db, { ownerId: owner.id, name })).id);
      const pages = await Promise.all(ids.map((id) => ctx.app.inject({ method: "GET", url: `/venues/${id}` })));
      pages.forEach((page, i) => {
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(`<h1>drawn ${names[i]}</h1>`);
      });
      // A tax on every promise of every later request (docs/performance-diary.md).
      expect(await promiseHooksOn()).toBe(false);
    } finally {
      await ctx.close();
    }
  });

  it("a drawing that hangs holds the others in line only for a while", async () => {
    const ctx = await buildTestApp({}, { webDist: webBuild(STUCK_ENTRY) });
    try {
      const page = (url: string) => ctx.app.inject({ method: "GET", url });
      const slow = page("/search?location=Slowtown").then(() => "slow");
      const next = page("/").then((res) => {
        expect(res.body).toContain("<h1>drawn /</h1>");
        return "next";
      });
      // Waiting in line for the whole slow drawing, the next one would end after it.
      expect(await Promise.race([slow, next])).toBe("next");
      expect((await page("/search?location=Slowtown")).body).toContain("<h1>drawn /search?location=Slowtown</h1>");
      await slow;
    } finally {
      await ctx.close();
    }
  });

  it("sends a page undrawn rather than behind a full line of drawings", async () => {
    const ctx = await buildTestApp({}, { webDist: webBuild(STUCK_ENTRY) });
    try {
      // Sent at once (an inject not awaited is sent only when its result is asked for).
      const page = (url: string) => ctx.app.inject({ method: "GET", url }).then((res) => res);
      // The entry is loaded by a first page, then the line fills with pages never asked before.
      expect((await page("/")).body).toContain("<h1>drawn /</h1>");
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const began = globalThis as { slowtownBegan?: boolean };
      began.slowtownBegan = false;
      const slow = page("/search?location=Slowtown");
      // The slow drawing has begun (it waits in line no more), then the line fills. A page reaches
      // the line within milliseconds, and the queued pages wait there LINE_WAIT_MS for the slow
      // one: the next page is asked for well inside that.
      while (!began.slowtownBegan) await pause(10);
      const queued = Array.from({ length: LINE_LENGTH }, (_, i) => page(`/search?location=Queued${i}`));
      await pause(LINE_WAIT_MS / 4);
      const past = await page("/search?location=Pune");
      expect(past.statusCode).toBe(200);
      expect(past.body).toContain("<div id=root></div>");
      expect(past.body).not.toContain("<h1>drawn");
      for (const res of await Promise.all(queued)) expect(res.body).toContain("<h1>drawn /search?location=Queued");
      expect((await slow).body).toContain("<h1>drawn /search?location=Slowtown</h1>");
    } finally {
      await ctx.close();
    }
  });
});
