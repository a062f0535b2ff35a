/**
 * Web security checks (issue 8): CSRF by Origin, security headers, session cookie flags, no
 * account enumeration, rate limits, uploads checked by content and /uploads confinement.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EMAIL_TAKEN_MESSAGE } from "@crease/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginAs, TEST_PASSWORD, uniqueEmail, useTestApp } from "./app";
import { multipart, samplePng } from "./uploads";

const ctx = useTestApp();
const FOREIGN = "https://evil.example";

let address = 0;
/** A fresh client address, so one test's rate-limit counters never decide another's. */
const nextIp = () => `10.77.${(++address >> 8) & 255}.${address & 255}`;

describe("cross-site requests", () => {
  it("refuses state-changing API calls from a foreign Origin, signed in or not, and changes nothing", async () => {
    const { cookie } = await loginAs(ctx, "player");
    const owner = await loginAs(ctx, "owner");
    const email = uniqueEmail("csrf");
    const attempts = [
      { method: "POST", url: "/api/auth/login", payload: { email: "a@example.in", password: "x" } },
      {
        method: "POST",
        url: "/api/auth/register",
        payload: { fullName: "Evil Twin", email, phone: "9876543210", password: TEST_PASSWORD },
      },
      { method: "POST", url: "/api/auth/logout", payload: {}, cookie },
      { method: "PATCH", url: "/api/users/me", payload: { fullName: "Hijacked" }, cookie },
      { method: "POST", url: "/api/favorites", payload: { venueId: 1 }, cookie },
      { method: "DELETE", url: "/api/favorites/1", cookie },
      {
        method: "POST",
        url: "/api/payment/create-order",
        payload: { venueId: 1, date: "2030-01-01", slot: "morning" },
        cookie,
      },
      { method: "PATCH", url: "/api/bookings/1", payload: { status: "cancelled" }, cookie },
      { method: "POST", url: "/api/venues", payload: {}, cookie: owner.cookie },
      { method: "PUT", url: "/api/users/me/notification-preferences", payload: {}, cookie },
      { method: "POST", url: "/api/contact", payload: {} },
    ] as const;
    for (const a of attempts) {
      const res = await ctx.app.inject({
        method: a.method,
        url: a.url,
        headers: { origin: FOREIGN, ...("cookie" in a ? { cookie: a.cookie } : {}) },
        ...("payload" in a ? { payload: a.payload } : {}),
      });
      expect(res.statusCode, `${a.method} ${a.url}`).toBe(403);
      expect(res.json()).toEqual({ message: "Cross-site request refused" });
    }
    // Nothing happened: the session still works, the name is unchanged, the account was not made.
    const me = await ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().fullName).not.toBe("Hijacked");
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it("refuses an Origin that is not a URL, and accepts the app's own origin", async () => {
    const bad = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { origin: "null" },
    });
    expect(bad.statusCode).toBe(403);
    const own = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { origin: ctx.config.appUrl },
    });
    expect(own.statusCode).toBe(204);
  });

  it("refuses a cross-site write however its address is spelled (the router decodes /%61pi/ to /api/)", async () => {
    const player = await loginAs(ctx, "player");
    const email = uniqueEmail("spelled");
    const attempts = [
      {
        method: "POST",
        url: "/%61pi/auth/register",
        payload: { fullName: "Evil Twin", email, phone: "9876543210", password: TEST_PASSWORD },
      },
      { method: "PATCH", url: "/%61pi/users/me", payload: { fullName: "Hijacked" }, cookie: player.cookie },
      { method: "PATCH", url: "/ap%69/users/%6De", payload: { fullName: "Hijacked" }, cookie: player.cookie },
      { method: "POST", url: "/%61%70%69/auth/logout", payload: {}, cookie: player.cookie },
    ] as const;
    for (const a of attempts) {
      const res = await ctx.app.inject({
        method: a.method,
        url: a.url,
        headers: { origin: FOREIGN, ...("cookie" in a ? { cookie: a.cookie } : {}) },
        payload: a.payload,
      });
      expect(res.statusCode, `${a.method} ${a.url}`).toBe(403);
      expect(res.json()).toEqual({ message: "Cross-site request refused" });
    }
    // Nothing happened; and the same spelling from the app itself is the API as usual, signed in.
    const me = await ctx.app.inject({ method: "GET", url: "/%61pi/auth/me", headers: { cookie: player.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().fullName).not.toBe("Hijacked");
    const login = await ctx.app.inject({
      method: "POST",
      url: "/%61pi/auth/login",
      headers: { origin: ctx.config.appUrl },
      payload: { email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it("leaves reads alone: a foreign-origin GET is answered (CORS keeps the answer from the page)", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/venues", headers: { origin: FOREIGN } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("security headers", () => {
  it("sends a strict Content-Security-Policy and friends on API answers, errors and pages", async () => {
    for (const url of ["/api/health", "/api/venues/999999", "/", "/uploads/none.webp"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      const csp = String(res.headers["content-security-policy"]);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["referrer-policy"], url).toBe("no-referrer");
      expect(res.headers["x-frame-options"], url).toBe("SAMEORIGIN");
      expect(res.headers["x-powered-by"], url).toBeUndefined();
    }
  });

  it("sends HSTS only when the app is served over https", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax, path / and not Secure on plain http", async () => {
    const email = uniqueEmail("cookie");
    await loginAs(ctx, "player", email);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: TEST_PASSWORD },
    });
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/^crease_session=[A-Za-z0-9_-]{32,}/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
  });

  describe("with APP_URL on https", () => {
    let https: Awaited<ReturnType<typeof buildTestApp>>;
    beforeAll(async () => {
      https = await buildTestApp({ APP_URL: "https://crease.example.in" });
    });
    afterAll(async () => https?.close());

    it("is Secure too, and HSTS is sent", async () => {
      const email = uniqueEmail("secure");
      await loginAs(https, "player", email);
      const res = await https.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: TEST_PASSWORD },
      });
      const setCookie = String(res.headers["set-cookie"]);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).toMatch(/Secure/);
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      const logout = await https.app.inject({
        method: "POST",
        url: "/api/auth/logout",
        headers: { cookie: `crease_session=x`, origin: "https://crease.example.in" },
      });
      expect(String(logout.headers["set-cookie"])).toMatch(/Secure/);
    });
  });
});

describe("no account enumeration", () => {
  // Timing is not compared here: login verifies a dummy hash for unknown emails and the reset
  // mail is sent in the background (auth/service.ts), which a loose timing test could not prove.
  it("login says the same for a known email with a wrong password and an unknown email", async () => {
    const { email } = await loginAs(ctx, "player");
    const known = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: nextIp(),
      payload: { email, password: "wrong-password" },
    });
    const unknown = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: nextIp(),
      payload: { email: uniqueEmail("nobody"), password: "wrong-password" },
    });
    expect(known.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });

  it("forgot-password says the same for a known and an unknown email", async () => {
    const { email } = await loginAs(ctx, "player");
    const known = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      remoteAddress: nextIp(),
      payload: { email },
    });
    const unknown = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      remoteAddress: nextIp(),
      payload: { email: uniqueEmail("nobody") },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
  });

  it("register refuses a taken email with one fixed message, whatever the password or case", async () => {
    const { email } = await loginAs(ctx, "player");
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { fullName: "Second Try", email, phone: "9876543210", password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EMAIL_TAKEN_MESSAGE);
    // A 409 already says the email has an account (registration cannot hide that); what must not vary
    // is the answer itself: the same status and words for another password and another spelling.
    const again = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { fullName: "Third Try", email: email.toUpperCase(), phone: "9876543210", password: "other-pass-456" },
    });
    expect([again.statusCode, again.json()]).toEqual([res.statusCode, res.json()]);
  });
});

describe("rate limits", () => {
  it("login: 429 with Retry-After after 5 failures for one account from one address", async () => {
    const { email } = await loginAs(ctx, "player");
    const statuses: number[] = [];
    const ip = nextIp();
    let last: Awaited<ReturnType<typeof ctx.app.inject>> | undefined;
    for (let i = 0; i < 6; i++) {
      last = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: ip,
        payload: { email, password: "wrong-password" },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(Number(last?.headers["retry-after"])).toBeGreaterThan(0);
    expect(typeof last?.json().message).toBe("string");
  });

  it("forgot-password: 429 with Retry-After after 5 requests for one email", async () => {
    const email = uniqueEmail("flood");
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof ctx.app.inject>> | undefined;
    for (let i = 0; i < 6; i++) {
      last = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        remoteAddress: nextIp(),
        payload: { email },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(last?.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("contact: 429 with Retry-After after 10 messages an hour from one address", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof ctx.app.inject>> | undefined;
    for (let i = 0; i < 11; i++) {
      last = await ctx.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: ip,
        payload: { name: "Flood", email: "flood@example.in", subject: "Hello again", message: `Message number ${i}` },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(Number(last?.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("uploads", () => {
  it("refuses files that are not images by their content, whatever the name and type say", async () => {
    const { cookie } = await loginAs(ctx, "owner");
    const fakes = [
      { filename: "pitch.png", contentType: "image/png", data: Buffer.from("<script>alert(1)</script>") },
      { filename: "pitch.jpg", contentType: "image/jpeg", data: Buffer.from("%PDF-1.7\n1 0 obj\n") },
      {
        filename: "pitch.svg",
        contentType: "image/svg+xml",
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      },
      { filename: "pitch.gif", contentType: "image/gif", data: Buffer.from("GIF89a\x01\x00\x01\x00") },
      // A real PNG header followed by garbage.
      {
        filename: "broken.png",
        contentType: "image/png",
        data: Buffer.concat([(await samplePng()).subarray(0, 40), Buffer.alloc(200, 1)]),
      },
    ];
    for (const fake of fakes) {
      const body = multipart([fake]);
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/uploads",
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
      expect(res.statusCode, fake.filename).toBe(400);
      expect(typeof res.json().message).toBe("string");
    }
  });

  it("re-encodes a real image and serves it as WebP with nosniff", async () => {
    const { cookie } = await loginAs(ctx, "owner");
    const body = multipart([{ filename: "x.html", contentType: "text/html", data: await samplePng() }]);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/uploads",
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(res.statusCode).toBe(201);
    const [image] = res.json() as { url: string }[];
    expect(image!.url).toMatch(/^\/uploads\/venues\/[A-Za-z0-9_-]+\.webp$/);
    const served = await ctx.app.inject({ method: "GET", url: image!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("/uploads path traversal", () => {
  const SECRET = "top-secret-outside-uploads";
  beforeAll(() => {
    // A file beside the uploads folder (as pgdata and the session secret are) and one inside.
    mkdirSync(path.join(ctx.config.dataDir, "pgdata"), { recursive: true });
    writeFileSync(path.join(ctx.config.dataDir, "pgdata", "PG_VERSION"), SECRET);
    writeFileSync(path.join(ctx.config.dataDir, "secret.txt"), SECRET);
    mkdirSync(path.join(ctx.config.dataDir, "uploads", "venues"), { recursive: true });
    writeFileSync(path.join(ctx.config.dataDir, "uploads", "venues", "ok.webp"), "RIFF....WEBP");
  });

  it("serves files inside the uploads folder", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/uploads/venues/ok.webp" });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    "/uploads/../pgdata/PG_VERSION",
    "/uploads/../secret.txt",
    "/uploads/venues/../../secret.txt",
    "/uploads/..%2fpgdata%2fPG_VERSION",
    "/uploads/..%2Fsecret.txt",
    "/uploads/%2e%2e/secret.txt",
    "/uploads/%2e%2e%2fsecret.txt",
    "/uploads/%252e%252e%252fsecret.txt",
    "/uploads/..%5csecret.txt",
    "/uploads/venues/..%2f..%2fsecret.txt",
    "/uploads/%c0%ae%c0%ae/secret.txt",
    "/uploads/....//secret.txt",
    "/uploads//etc/passwd",
    "/uploads/%2fetc%2fpasswd",
    "/uploads/venues/ok.webp%00.txt",
  ])("never serves a file outside the uploads folder: %s", async (url) => {
    const res = await ctx.app.inject({ method: "GET", url });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain("root:");
  });
});
