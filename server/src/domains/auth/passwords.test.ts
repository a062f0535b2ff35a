/** Forgotten and changed passwords, the profile, and the API's conventions. */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAs, sessionCookieOf, TEST_PASSWORD, uniqueEmail } from "../../../test/app";
import { authAttempts, passwordResetTokens, sessions } from "../../db/schema";
import { createMemoryBus } from "../../lib/events";
import { ctx, login, me, resetLinkToken } from "./auth-test-helpers";
import { createAuthService } from "./service";

/** The text of the first reset mail sent since `sentBefore` (a password change is mailed too). */
const resetMailSince = (sentBefore: number) =>
  ctx.mailer.sent.slice(sentBefore).find((mail) => /reset-password\?token=/.test(mail.text ?? ""))?.text ?? "";

describe("forgot and reset password", () => {
  async function forgot(email: string) {
    return ctx.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
  }

  it("answers the same for a known and an unknown email, and mails only the account holder", async () => {
    const { email } = await loginAs(ctx);
    const sentBefore = ctx.mailer.sent.length;
    const known = await forgot(email);
    const unknown = await forgot(uniqueEmail("ghost"));
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await ctx.app.jobs.runDue();
    const sent = ctx.mailer.sent.slice(sentBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(email);
    expect(sent[0]?.text).toContain(`${ctx.config.appUrl}/reset-password?token=`);
  });

  it("resets the password with the mailed link, once, and ends every session", async () => {
    const { email, cookie } = await loginAs(ctx);
    const sentBefore = ctx.mailer.sent.length;
    await forgot(email.toUpperCase());
    await ctx.app.jobs.runDue();
    const token = resetLinkToken(resetMailSince(sentBefore));

    const stored = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, token));
    expect(stored).toHaveLength(0);

    const verify = await ctx.app.inject({
      method: "GET",
      url: `/api/auth/verify-reset-token?token=${encodeURIComponent(token)}`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ valid: true, email, linkedPhones: [] });

    const reset = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "new-secret-456" },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, "new-secret-456")).statusCode).toBe(200);

    const again = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "third-secret-789" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("Invalid or expired token. Please request a new password reset link.");
    const reverify = await ctx.app.inject({
      method: "GET",
      url: `/api/auth/verify-reset-token?token=${encodeURIComponent(token)}`,
    });
    expect(reverify.statusCode).toBe(400);
  });

  it("a successful reset, or a password change, kills every other outstanding reset link", async () => {
    const { email } = await loginAs(ctx);
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      const sentBefore = ctx.mailer.sent.length;
      await forgot(email);
      await ctx.app.jobs.runDue();
      tokens.push(resetLinkToken(resetMailSince(sentBefore)));
    }
    const reset = (token: string, password: string) =>
      ctx.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, password } });
    expect((await reset(tokens[0] as string, "first-new-secret")).statusCode).toBe(200);
    const second = await reset(tokens[1] as string, "second-new-secret");
    expect(second.statusCode).toBe(400);
    expect((await login(email, "first-new-secret")).statusCode).toBe(200);

    // A link asked for before a password change dies with the change.
    const fresh = await login(email, "first-new-secret");
    const freshCookie = sessionCookieOf(fresh.headers["set-cookie"]);
    const sentBefore = ctx.mailer.sent.length;
    await forgot(email);
    await ctx.app.jobs.runDue();
    const pending = resetLinkToken(resetMailSince(sentBefore));
    const changed = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { cookie: freshCookie },
      payload: { currentPassword: "first-new-secret", newPassword: "changed-secret-1" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(pending, "attacker-secret")).statusCode).toBe(400);
    expect((await login(email, "changed-secret-1")).statusCode).toBe(200);
  });

  it("never writes the reset link to the log, even when mail goes to the outbox", async () => {
    const { email } = await loginAs(ctx);
    const logged: string[] = [];
    const log = {
      info: (obj: object, msg: string) => logged.push(`${msg} ${JSON.stringify(obj)}`),
      error: (obj: object, msg: string) => logged.push(`${msg} ${JSON.stringify(obj)}`),
    };
    const outbox: string[] = [];
    const auth = createAuthService({
      db: ctx.database.db,
      bus: createMemoryBus(),
      secret: "y".repeat(40),
      appUrl: "http://crease.test",
      log,
      mailer: {
        mode: "outbox",
        async send(mail) {
          outbox.push(mail.text);
        },
      },
    });
    await auth.forgotPassword(email, { ip: "198.51.100.40" });
    await auth.sendResetMail(email); // what its queued job does
    expect(outbox.join("")).toContain("http://crease.test/reset-password?token=");
    expect(logged.join("\n")).not.toMatch(/reset-password|token=/);
  });

  it("refuses an expired token", async () => {
    const { email } = await loginAs(ctx);
    const sentBefore = ctx.mailer.sent.length;
    await forgot(email);
    await ctx.app.jobs.runDue();
    const token = resetLinkToken(resetMailSince(sentBefore));
    await ctx.database.db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
    const res = await ctx.app.inject({
      method: "GET",
      url: `/api/auth/verify-reset-token?token=${encodeURIComponent(token)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Invalid or expired token");
  });

  it("answers 400 for a missing or unknown token and a short new password", async () => {
    const missing = await ctx.app.inject({ method: "GET", url: "/api/auth/verify-reset-token" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("No reset token found in URL");
    const unknown = await ctx.app.inject({ method: "GET", url: "/api/auth/verify-reset-token?token=nope" });
    expect(unknown.statusCode).toBe(400);
    const short = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: "nope", password: "123" },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBe("Password must be at least 6 characters long");
  });

  it("rate-limits reset requests per email with 429", async () => {
    const email = uniqueEmail("flood");
    for (let i = 0; i < 5; i++) expect((await forgot(email)).statusCode).toBe(200);
    const res = await forgot(email);
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBeDefined();
  });
});

describe("change password and profile", () => {
  it("changes the password with the current one, keeping this session and ending the others", async () => {
    const { email, cookie } = await loginAs(ctx);
    const other = sessionCookieOf((await login(email)).headers["set-cookie"]);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { cookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword: "brand-new-pass" },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(email, "brand-new-pass")).statusCode).toBe(200);
  });

  it("refuses a wrong current password with a field error and changes nothing", async () => {
    const { email, cookie } = await loginAs(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { cookie },
      payload: { currentPassword: "wrong-one", newPassword: "brand-new-pass" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.currentPassword).toBe("Current password is incorrect");
    expect((await login(email)).statusCode).toBe(200);
  });

  it("answers 401 to a visitor changing a password or a profile", async () => {
    const pw = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      payload: { currentPassword: "a", newPassword: "bbbbbbbb" },
    });
    expect(pw.statusCode).toBe(401);
    const profile = await ctx.app.inject({ method: "PATCH", url: "/api/users/me", payload: { fullName: "Hacker" } });
    expect(profile.statusCode).toBe(401);
  });

  it("edits the profile's name and phone", async () => {
    const { cookie } = await loginAs(ctx);
    const res = await ctx.app.inject({
      method: "PATCH",
      url: "/api/users/me",
      headers: { cookie },
      payload: { fullName: "Virat K", phone: "+91 90000 12345" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fullName: "Virat K", phone: "+91 90000 12345" });
    expect((await me(cookie)).json().fullName).toBe("Virat K");
  });

  it("refuses a bad phone or an empty edit and keeps the profile", async () => {
    const { cookie, user } = await loginAs(ctx);
    const bad = await ctx.app.inject({
      method: "PATCH",
      url: "/api/users/me",
      headers: { cookie },
      payload: { phone: "12" },
    });
    expect(bad.statusCode).toBe(400);
    const empty = await ctx.app.inject({ method: "PATCH", url: "/api/users/me", headers: { cookie }, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Nothing to update");
    expect((await me(cookie)).json().phone).toBe(user.phone);
  });
});

describe("API conventions", () => {
  it("answers an unknown /api path with a JSON 404", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Not found: GET /api/no-such-thing");
  });

  it("answers 415 for a body that is not JSON", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "text/plain" },
      payload: "email=a",
    });
    expect(res.statusCode).toBe(415);
  });

  it("ensures the configured admin account", async () => {
    const email = uniqueEmail("boss");
    const admin = await ctx.app.services.auth.ensureAdmin(email, "admin-password");
    expect(admin.role).toBe("admin");
    expect((await login(email, "admin-password")).json().role).toBe("admin");
  });
});

describe("housekeeping", () => {
  it("forgets ended sessions and old attempts but keeps live sessions", async () => {
    const { cookie, user } = await loginAs(ctx);
    const db = ctx.database.db;
    await db.insert(sessions).values({ id: "ended-session", userId: user.id, expiresAt: new Date(Date.now() - 1000) });
    await db
      .insert(authAttempts)
      .values({ key: "login:email:old@example.in", createdAt: new Date(Date.now() - 2 * 86_400_000) });
    await ctx.app.services.auth.pruneExpired();
    expect(await db.select().from(sessions).where(eq(sessions.id, "ended-session"))).toHaveLength(0);
    expect(await db.select().from(authAttempts).where(eq(authAttempts.key, "login:email:old@example.in"))).toHaveLength(
      0,
    );
    expect((await me(cookie)).statusCode).toBe(200);
  });
});
