import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(os.tmpdir(), "crease-web-"));
  mkdirSync(path.join(webDist, "assets"));
  writeFileSync(
    path.join(webDist, "index.html"),
    "<!doctype html><html><head><title>Crease</title></head><body><div id=root></div></body></html>",
  );
  writeFileSync(path.join(webDist, "assets", "app-abc123.js"), "console.log('hi')");
  writeFileSync(path.join(webDist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  ctx = await buildTestApp({}, { webDist });
  mkdirSync(path.join(ctx.config.dataDir, "uploads", "seed"), { recursive: true });
  writeFileSync(path.join(ctx.config.dataDir, "uploads", "seed", "pitch.webp"), "RIFF....WEBP");
});
afterAll(async () => ctx.close());

describe("serving the web app", () => {
  it("answers deep links with the app's index.html, never cached", async () => {
    for (const url of ["/", "/search?location=Pune", "/dashboard?tab=profile", "/help-center"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("<div id=root>");
    }
  });

  it("serves hashed assets with a long cache, the icon, and a Content-Security-Policy on pages", async () => {
    const asset = await ctx.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    // An asset of an older build that is gone: a plain 404, not the app's page.
    const gone = await ctx.app.inject({ method: "GET", url: "/assets/app-old999.js" });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers["content-type"]).not.toMatch(/text\/html/);
    const icon = await ctx.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["content-type"]).toMatch(/image\/svg\+xml/);
    expect(icon.headers["cache-control"] ?? "").not.toContain("immutable");
    const page = await ctx.app.inject({ method: "GET", url: "/login" });
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("serves uploaded images and refuses paths outside the uploads folder", async () => {
    const image = await ctx.app.inject({ method: "GET", url: "/uploads/seed/pitch.webp" });
    expect(image.statusCode).toBe(200);
    const traversal = await ctx.app.inject({ method: "GET", url: "/uploads/..%2F..%2Fsession-secret" });
    expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
    expect(traversal.body).not.toContain("x".repeat(40));
    const missing = await ctx.app.inject({ method: "GET", url: "/uploads/seed/none.webp" });
    expect(missing.statusCode).toBe(404);
  });

  it("keeps unknown /api paths as JSON 404s, also for writes", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/venues/1/nothing", payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/^Not found/);
  });
});
