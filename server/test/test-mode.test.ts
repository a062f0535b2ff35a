import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServer } from "../../scripts/lib/server-process";
import { buildTestApp } from "./app";

// Nobody takes a test installation for a real one (docs/SECURITY.md): with the sandbox payment
// provider every page says so, and a production start warns.
function webDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "crease-web-"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><html><body><div id=root></div></body></html>");
  return dir;
}

describe("test mode", () => {
  it("every page carries the test-mode ribbon while the sandbox takes the payments", async () => {
    const ctx = await buildTestApp({}, { webDist: webDist() });
    try {
      for (const url of ["/", "/venues/3", "/checkout?venueId=1"]) {
        const page = await ctx.app.inject({ method: "GET", url });
        expect(page.body).toContain('<body><div class="test-mode-ribbon" role="note">Test mode: no real money</div>');
      }
    } finally {
      await ctx.close();
    }
  });

  it("no ribbon with a real payment provider", async () => {
    const ctx = await buildTestApp(
      { PAYMENT_PROVIDER: "razorpay", RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "secret" },
      { webDist: webDist() },
    );
    try {
      const page = await ctx.app.inject({ method: "GET", url: "/" });
      expect(page.body).toContain("<body><div id=root>");
      expect(page.body).not.toContain("test-mode-ribbon");
    } finally {
      await ctx.close();
    }
  });

  it("a production start with the sandbox provider, or with the admin's second factor off, warns", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "crease-prod-"));
    const server = await startServer({
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      SEED_DEMO: "false",
      ADMIN_SECOND_FACTOR: "off",
    });
    try {
      expect(server.output()).toContain("NODE_ENV=production with PAYMENT_PROVIDER=sandbox: no real money moves");
      expect(server.output()).toContain("NODE_ENV=production with ADMIN_SECOND_FACTOR=off");
    } finally {
      await server.stop();
    }
  }, 240_000);
});
