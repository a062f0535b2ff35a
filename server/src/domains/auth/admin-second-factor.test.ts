import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import {
  buildTestApp,
  nextTestAddress,
  sessionCookieOf,
  TEST_PASSWORD,
  type TestContext,
  uniqueEmail,
  useTestApp,
} from "../../../test/app";
import { createUser, createVenue } from "../../../test/factories";
import { apiRoutes, documentedRoutes } from "../../../test/routes";
import { authAttempts, users } from "../../db/schema";
import { FINISHING_SECOND_FACTOR } from "../../plugins/session";
import { codeSentTo, freshNumber, requestCode } from "./phone-test-helpers";

// Issue 44: the admin's second factor cannot be skipped. With ADMIN_SECOND_FACTOR=required (the
// default; the other tests turn it off), an admin's session does nothing until it is done.
const ctx = useTestApp({ ADMIN_SECOND_FACTOR: "required" });

const signIn = (email: string, address = nextTestAddress()) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: address,
    payload: { email, password: TEST_PASSWORD },
  });
const call = (method: string, url: string, cookie: string, payload?: object) =>
  ctx.app.inject({
    method: method as "GET",
    url,
    remoteAddress: nextTestAddress(),
    headers: { cookie },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
const link = (cookie: string, payload: object) => call("POST", "/api/users/me/phone", cookie, payload);
const refusedUntilDone = { secondFactor: "required", message: expect.stringContaining("Finish signing in first") };

/** An admin (no linked number) whose password was right: 202, a session that can only finish. */
async function pendingAdmin() {
  const email = uniqueEmail("admin");
  const admin = await ctx.app.services.auth.ensureAdmin(email, TEST_PASSWORD);
  const res = await signIn(email);
  expect(res.statusCode).toBe(202);
  expect(res.json()).toMatchObject({ secondFactor: "link" });
  return { email, id: admin.id, cookie: sessionCookieOf(res.headers["set-cookie"]) };
}

/** Finishes a pending admin's session by linking a new number with the password and its code. */
async function finishByLinking(cookie: string) {
  const phone = freshNumber();
  expect((await call("POST", "/api/auth/otp/request", cookie, { phone })).statusCode).toBe(202);
  const res = await link(cookie, { phone, code: await codeSentTo(ctx, phone), password: TEST_PASSWORD });
  expect(res.statusCode).toBe(200);
  return phone;
}

describe("an admin's session before the second factor (ADMIN_SECOND_FACTOR=required)", () => {
  it("answers 403 { secondFactor: 'required' } on every API route the app serves but the finishing ones", async () => {
    const { cookie } = await pendingAdmin();
    const doc = (await ctx.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = apiRoutes(ctx.app.printRoutes({ commonPrefix: false }), documentedRoutes(doc.paths));
    expect(routes.size).toBeGreaterThan(50);
    const answeredOtherwise: string[] = [];
    for (const route of routes) {
      if (FINISHING_SECOND_FACTOR.has(route)) continue;
      const [method, pattern] = route.split(" ") as [string, string];
      const res = await call(method, pattern.replace(/:\w+/g, "1"), cookie, method === "GET" ? undefined : {});
      const body = String(res.headers["content-type"]).includes("json") ? res.json() : null;
      if (res.statusCode !== 403 || body?.secondFactor !== "required") {
        answeredOtherwise.push(`${route}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(answeredOtherwise).toEqual([]);
    // The issue's own example, with its message.
    const people = await call("GET", "/api/users", cookie);
    expect(people.statusCode).toBe(403);
    expect(people.json()).toEqual(refusedUntilDone);
    // Every call in the OpenAPI document says so.
    expect(doc.paths["/api/users"]?.get).toMatchObject({ responses: { 403: expect.anything() } });
  }, 120_000);

  it("opens no socket (the upgrade answers 403), while a finished admin's does", async () => {
    const { cookie } = await pendingAdmin();
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const url = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/ws`;
    const open = () =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(url, { headers: { cookie, origin: ctx.config.appUrl } });
        socket.once("open", () => resolve(socket));
        socket.once("unexpected-response", (req, res) => {
          // The refused upgrade's connection is let go, or the server's close would wait for it.
          req.destroy();
          reject(new Error(`HTTP ${res.statusCode}`));
        });
        socket.once("error", reject);
      });
    await expect(open()).rejects.toThrow(/HTTP 403/);
    await finishByLinking(cookie);
    const socket = await open();
    await new Promise((closed) => {
      socket.once("close", closed);
      socket.close();
    });
  });

  it("is finished by linking a number with the password and its code; a wrong password changes nothing", async () => {
    const { id, email, cookie } = await pendingAdmin();
    const phone = freshNumber();
    expect((await call("POST", "/api/auth/otp/request", cookie, { phone })).statusCode).toBe(202);
    const code = await codeSentTo(ctx, phone);

    const wrong = await link(cookie, { phone, code, password: "not-the-password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty("password");
    const missing = await link(cookie, { phone, code });
    expect(missing.statusCode).toBe(400);
    const [unchanged] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(unchanged?.verifiedPhone).toBeNull();
    expect((await call("GET", "/api/users", cookie)).statusCode).toBe(403);

    const linked = await link(cookie, { phone, code, password: TEST_PASSWORD });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ id, verifiedPhone: `+91${phone}` });
    expect((await call("GET", "/api/users", cookie)).statusCode).toBe(200);
    expect((await call("GET", "/api/auth/session", cookie)).json().user).toMatchObject({ id, role: "admin" });

    // The next sign-in is the code by SMS after the password; no session until then.
    const again = await signIn(email);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ secondFactor: "sms" });
    expect(String(again.headers["set-cookie"])).not.toContain("crease_session=");
  });

  it("is finished for the session that linked only: the admin's other password sessions still wait", async () => {
    const { email, cookie } = await pendingAdmin();
    const other = sessionCookieOf((await signIn(email)).headers["set-cookie"]);
    await finishByLinking(cookie);
    expect((await call("GET", "/api/users", cookie)).statusCode).toBe(200);
    const refused = await call("GET", "/api/users", other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusedUntilDone);
  });

  it("signs out", async () => {
    const { cookie } = await pendingAdmin();
    expect((await call("POST", "/api/auth/logout", cookie)).statusCode).toBe(204);
    expect((await call("GET", "/api/auth/session", cookie)).json()).toEqual({ user: null });
  });

  it("a player made admin keeps no session that skips it: it waits for the second factor", async () => {
    const { cookie: adminCookie } = await pendingAdmin();
    await finishByLinking(adminCookie);
    const email = uniqueEmail("promoted");
    const registered = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: nextTestAddress(),
      payload: { fullName: "Pro Moted", email, phone: "9876543210", password: TEST_PASSWORD },
    });
    const playerCookie = sessionCookieOf(registered.headers["set-cookie"]);
    const id = registered.json().id as number;
    expect((await call("PATCH", `/api/users/${id}`, adminCookie, { role: "admin" })).statusCode).toBe(200);
    const refused = await call("GET", "/api/users", playerCookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusedUntilDone);
  });
});

describe("the second factor's own budget (issue 44)", () => {
  /** Lets the next sign-in code for the number go out now (the 30 s resend wait has its own test). */
  const skipPublicResendWait = (phone: string) =>
    ctx.database.db
      .update(authAttempts)
      .set({ createdAt: sql`now() - interval '31 seconds'` })
      .where(eq(authAttempts.key, `otp:resend:+91${phone}`));

  it("strangers asking for sign-in codes for the admin's number do not lock the admin out", async () => {
    const { cookie } = await pendingAdmin();
    const phone = await finishByLinking(cookie);
    const [admin] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.verifiedPhone, `+91${phone}`));
    await skipPublicResendWait(phone);
    // Strangers, each from an address of their own, spend the number's sign-in budget.
    let refused = 0;
    for (let i = 0; i < 7; i++) {
      const res = await requestCode(ctx, phone);
      if (res.statusCode === 429) refused += 1;
      await skipPublicResendWait(phone);
    }
    expect(refused).toBeGreaterThan(0);
    await codeSentTo(ctx, phone); // the strangers' SMS are out before the admin's
    // The admin's right password still sends the second factor's code, at once, and it works.
    const res = await signIn(admin?.email ?? "");
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ secondFactor: "sms" });
    const pending = /crease_pending_sign_in=[^;]+/.exec(String(res.headers["set-cookie"]))?.[0] ?? "";
    const done = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login/verify",
      headers: { cookie: pending },
      payload: { code: await codeSentTo(ctx, phone) },
    });
    expect(done.statusCode).toBe(200);
    expect((await call("GET", "/api/users", sessionCookieOf(done.headers["set-cookie"]))).statusCode).toBe(200);
  });

  it("is a budget all the same: the right password many times at once sends one code, the rest wait (429)", async () => {
    const { cookie } = await pendingAdmin();
    const phone = await finishByLinking(cookie);
    const [admin] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.verifiedPhone, `+91${phone}`));
    const answers = await Promise.all(Array.from({ length: 6 }, () => signIn(admin?.email ?? "")));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([202, 429, 429, 429, 429, 429]);
  });
});

describe("a page drawn on the server, outside /api", () => {
  // The app with a web build (an index.html is enough for the page's head): a page reads the
  // session for an owner's or an admin's own view of a venue not yet public.
  let withPages: TestContext & { close: () => Promise<void> };
  beforeAll(async () => {
    const webDist = path.join(mkdtempSync(path.join(os.tmpdir(), "crease-2fa-pages-")), "dist");
    mkdirSync(path.join(webDist, "assets"), { recursive: true });
    writeFileSync(
      path.join(webDist, "index.html"),
      '<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title>Crease</title></head><body><div id=root></div></body></html>',
    );
    withPages = await buildTestApp({ ADMIN_SECOND_FACTOR: "required" }, { webDist });
  });
  afterAll(async () => withPages?.close());

  it("treats an admin's session before the second factor as a visitor's", async () => {
    const owner = await createUser(withPages.database.db, { role: "owner" });
    const pending = await createVenue(withPages.database.db, {
      ownerId: owner.id,
      status: "pending",
      name: "Not Yet Open",
    });
    const email = uniqueEmail("admin");
    await withPages.app.services.auth.ensureAdmin(email, TEST_PASSWORD);
    const signedIn = await withPages.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: TEST_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(202);
    const cookie = sessionCookieOf(signedIn.headers["set-cookie"]);
    const page = () => withPages.app.inject({ method: "GET", url: `/venues/${pending.id}`, headers: { cookie } });

    const before = await page();
    expect(before.statusCode).toBe(404);
    expect(before.body).toContain("<title>Page not found");

    const phone = freshNumber();
    await withPages.app.inject({
      method: "POST",
      url: "/api/auth/otp/request",
      headers: { cookie },
      payload: { phone },
    });
    const linked = await withPages.app.inject({
      method: "POST",
      url: "/api/users/me/phone",
      headers: { cookie },
      payload: { phone, code: await codeSentTo(withPages, phone), password: TEST_PASSWORD },
    });
    expect(linked.statusCode).toBe(200);
    const after = await page();
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain("Not Yet Open");
  });
});
