import { EMAIL_TAKEN_MESSAGE, INDIAN_MOBILE_MESSAGE } from "@crease/core";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { loginAs, nextTestAddress, sessionCookieOf, TEST_PASSWORD, uniqueEmail } from "../../../test/app";
import { authAttempts, sessions, users } from "../../db/schema";
import * as passwords from "../../lib/passwords";
import { hashToken } from "../../lib/tokens";
import { ctx, login, me, register, userCount, validUser } from "./auth-test-helpers";

describe("register", () => {
  it("creates a player account and never returns the password hash", async () => {
    const input = validUser();
    const res = await register({ ...input, email: input.email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ fullName: "Ravi Kumar", email: input.email, role: "player", status: "active" });
    expect(body.username).toMatch(/^ravi/);
    expect(JSON.stringify(body)).not.toMatch(/hash|cover-drive/);
  });

  it("signs the new account in: its session cookie answers /api/auth/me", async () => {
    const res = await register(validUser());
    expect(res.statusCode).toBe(201);
    const cookie = sessionCookieOf(res.headers["set-cookie"]);
    const who = await ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect(who.statusCode).toBe(200);
    expect(who.json().email).toBe(res.json().email);
  });

  it("creates an owner account when asked for role owner", async () => {
    const res = await register({ ...validUser(), role: "owner" });
    expect(res.statusCode).toBe(201);
    expect(res.json().role).toBe("owner");
  });

  it("refuses to let anyone register as admin", async () => {
    const before = await userCount();
    const res = await register({ ...validUser(), role: "admin" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.role).toBe("Role must be player or owner");
    expect(await userCount()).toBe(before);
  });

  it("refuses a second account with the same email, whatever its case", async () => {
    const input = validUser();
    expect((await register(input)).statusCode).toBe(201);
    const before = await userCount();
    const res = await register({ ...input, email: ` ${input.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EMAIL_TAKEN_MESSAGE);
    expect(await userCount()).toBe(before);
  });

  it("hashes the given password for a taken email as for a new one, and answers a taken email alike", async () => {
    // Timing is not asserted: the same Argon2 work before the answer is what makes the times match.
    const hashes = vi.spyOn(passwords, "hashPassword");
    try {
      const input = validUser();
      const send = (payload: Record<string, unknown>) =>
        ctx.app.inject({ method: "POST", url: "/api/auth/register", remoteAddress: nextTestAddress(), payload });
      hashes.mockClear();
      expect((await send(input)).statusCode).toBe(201);
      expect(hashes.mock.calls).toEqual([[input.password]]);

      hashes.mockClear();
      const taken = await send({ ...input, password: "another-drive" });
      expect(hashes.mock.calls).toEqual([["another-drive"]]);
      const again = await send({ ...input, fullName: "Someone Else", password: "third-drive" });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE });
      expect(again.statusCode).toBe(taken.statusCode);
      expect(again.json()).toEqual(taken.json());
    } finally {
      hashes.mockRestore();
    }
  });

  it.each([
    ["password", { password: "12345" }, "Password must be at least 6 characters"],
    ["email", { email: "not-an-email" }, "Enter a valid email address, like name@example.com"],
    ["email", { email: "  " }, "Enter your email"],
    ["fullName", { fullName: "R" }, "Full name is required"],
    ["phone", { phone: "98765" }, INDIAN_MOBILE_MESSAGE],
    ["phone", { phone: "call 9876543210" }, INDIAN_MOBILE_MESSAGE],
    ["phone", { phone: "0000000000" }, INDIAN_MOBILE_MESSAGE],
    ["phone", { phone: "+1 415 555 0100" }, INDIAN_MOBILE_MESSAGE],
    ["phone", { phone: "9876543210123456" }, INDIAN_MOBILE_MESSAGE],
    ["fullName", { fullName: "x".repeat(101) }, "Full name must be at most 100 characters"],
  ])("answers 400 with the form's message for a bad %s", async (field, change, message) => {
    const before = await userCount();
    const res = await register({ ...validUser(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(res.json().message).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it("answers 400 for missing fields, wrong types and malformed JSON", async () => {
    const before = await userCount();
    expect((await register({})).statusCode).toBe(400);
    expect((await register({ ...validUser(), phone: 9876543210 })).statusCode).toBe(400);
    const malformed = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload: '{"fullName": "Ravi",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("The request body is not valid JSON");
    expect(await userCount()).toBe(before);
  });

  it("answers 413 for a huge body", async () => {
    const res = await register({ ...validUser(), fullName: "x".repeat(2_000_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("The request is too large");
  });

  it("stores unicode and markup as plain text", async () => {
    const res = await register({ ...validUser(), fullName: "<b>रवि</b> كومار" });
    expect(res.statusCode).toBe(201);
    expect(res.json().fullName).toBe("<b>रवि</b> كومار");
  });
});

describe("login, session and logout", () => {
  it("signs in with a lowercased email and sets an httpOnly SameSite=Lax cookie", async () => {
    const input = validUser();
    await register({ ...input, password: TEST_PASSWORD });
    const res = await login(input.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(input.email);
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const cookie = sessionCookieOf(res.headers["set-cookie"]);
    const current = await me(cookie);
    expect(current.statusCode).toBe(200);
    expect(current.json().email).toBe(input.email);
  });

  it("stores only a keyed hash of the session token", async () => {
    const { cookie } = await loginAs(ctx);
    const token = cookie.split("=")[1] ?? "";
    const raw = await ctx.database.db.select().from(sessions).where(eq(sessions.id, token));
    expect(raw).toHaveLength(0);
    const hashed = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(token, ctx.config.sessionSecret)));
    expect(hashed).toHaveLength(1);
  });

  it("answers 401 'Invalid email or password' alike for a wrong password and an unknown email", async () => {
    const { email } = await loginAs(ctx);
    const wrong = await login(email, "not-the-password");
    const unknown = await login(uniqueEmail("nobody"), "whatever-1");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid email or password" });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });

  it("answers 400 for a login without a password or with a bad email", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "a@b.in" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toBe("Password is required");
    const bad = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "x", password: "y" },
    });
    expect(bad.json().errors.email).toBe("Please enter a valid email address");
  });

  it("gives a new session id at every sign-in and ends the one the browser came with", async () => {
    const { cookie, email } = await loginAs(ctx);
    const again = await login(email, TEST_PASSWORD, { cookie });
    const fresh = sessionCookieOf(again.headers["set-cookie"]);
    expect(fresh).not.toBe(cookie);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it("logs out: the cookie is cleared and the session no longer works", async () => {
    const { cookie } = await loginAs(ctx);
    const res = await ctx.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers["set-cookie"])).toMatch(/crease_session=;/);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("answers 401 to /me without a session or with a forged one", async () => {
    expect((await me()).statusCode).toBe(401);
    const forged = await me("crease_session=forged-token-value");
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe("Authentication required");
  });

  it("answers the web's session probe with 200: the account when signed in, null for a visitor, a forged or an ended session", async () => {
    const probe = (cookie?: string) =>
      ctx.app.inject({ method: "GET", url: "/api/auth/session", headers: cookie ? { cookie } : {} });
    const visitor = await probe();
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
    expect((await probe("crease_session=forged-token-value")).json()).toEqual({ user: null });
    const { cookie, email, user } = await loginAs(ctx);
    const signedIn = await probe(cookie);
    expect(signedIn.json().user).toMatchObject({ id: user.id, email });
    expect(JSON.stringify(signedIn.json())).not.toMatch(/hash/);
    await ctx.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect((await probe(cookie)).json()).toEqual({ user: null });
  });

  it("refuses a suspended account and ends its sessions", async () => {
    const { cookie, email, user } = await loginAs(ctx);
    await ctx.database.db.update(users).set({ status: "suspended" }).where(eq(users.id, user.id));
    expect((await me(cookie)).statusCode).toBe(401);
    const res = await login(email);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("This account has been suspended. Please contact support.");
  });

  it("rate-limits failed sign-ins per email with 429 and Retry-After, correct password included", async () => {
    const { email } = await loginAs(ctx);
    for (let i = 0; i < 5; i++) expect((await login(email, "wrong-password")).statusCode).toBe(401);
    const limited = await login(email);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many attempts/);
  });

  it("counts guesses sent at once: of 20 parallel wrong guesses at most 5 reach the password check", async () => {
    const { email } = await loginAs(ctx);
    const ip = "198.51.100.20";
    const guesses = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.app.inject({
          method: "POST",
          url: "/api/auth/login",
          remoteAddress: ip,
          payload: { email, password: "wrong-password" },
        }),
      ),
    );
    const statuses = guesses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    // A burst may refuse more than it must (a count can include guesses refused a moment later);
    // guessing on one at a time, the address never gets more than 5 in all.
    for (let i = 0; i < 6; i++) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: ip,
        payload: { email, password: "wrong-password" },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 401).length).toBe(5);
    // The attacker's address is locked out of this account, even with the right password …
    const attacker = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: ip,
      payload: { email, password: TEST_PASSWORD },
    });
    expect(attacker.statusCode).toBe(429);
    // … while the real user, from another address, still signs in.
    const owner = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "198.51.100.21",
      payload: { email, password: TEST_PASSWORD },
    });
    expect(owner.statusCode).toBe(200);
  });

  it("limits new accounts per address", async () => {
    const ip = "198.51.100.30";
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/register",
        remoteAddress: ip,
        payload: {
          fullName: "Many Accounts",
          email: uniqueEmail("many"),
          phone: "9876543210",
          password: TEST_PASSWORD,
        },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    const elsewhere = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: "198.51.100.31",
      payload: { fullName: "Someone Else", email: uniqueEmail("else"), phone: "9876543210", password: TEST_PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it("does not throttle successful sign-ins", async () => {
    const { email } = await loginAs(ctx);
    for (let i = 0; i < 8; i++) expect((await login(email)).statusCode).toBe(200);
  });

  it("rate-limits failed sign-ins per IP generously", async () => {
    const ip = "203.0.113.9";
    const db = ctx.database.db;
    await db.insert(authAttempts).values(Array.from({ length: 100 }, () => ({ key: `login:ip:${ip}` })));
    const { email } = await loginAs(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: TEST_PASSWORD },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(429);
    const other = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: TEST_PASSWORD },
      remoteAddress: "203.0.113.10",
    });
    expect(other.statusCode).toBe(200);
  });

  it("refuses a state-changing request from a foreign Origin", async () => {
    const { email } = await loginAs(ctx);
    const res = await login(email, TEST_PASSWORD, { origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Cross-site request refused");
  });
});
