import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAs, nextTestAddress, sessionCookieOf, TEST_PASSWORD, useTestApp } from "../../../test/app";
import { authAttempts, calendarFeeds, users } from "../../db/schema";
import { codeSentTo, freshNumber, requestCode, verifyCode } from "./phone-test-helpers";

// Issue 44: a few minutes with someone's open session must not become lasting access. Linking the
// number that signs in asks for the password (or a code to the number linked now) and is mailed;
// a password change or reset lists the linked numbers and can remove them, and ends the calendar feed.
const ctx = useTestApp();

const call = (method: "GET" | "POST" | "DELETE", url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: nextTestAddress(),
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
const link = (cookie: string, payload: object) => call("POST", "/api/users/me/phone", cookie, payload);

/** Lets the next code for the number go out now (the 30 s resend wait has its own test). */
const skipResendWait = (phone: string) =>
  ctx.database.db
    .update(authAttempts)
    .set({ createdAt: sql`now() - interval '31 seconds'` })
    .where(eq(authAttempts.key, `otp:resend:+91${phone}`));

async function codeFor(phone: string): Promise<string> {
  await skipResendWait(phone);
  expect((await requestCode(ctx, phone)).statusCode).toBe(202);
  return codeSentTo(ctx, phone);
}

const verifiedPhoneOf = async (id: number) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]?.verifiedPhone;

/** Can this number sign in to the account by SMS? (The intruder's way back in.) */
async function signsInBySms(phone: string, userId: number): Promise<boolean> {
  const res = await verifyCode(ctx, { phone, code: await codeFor(phone) });
  return res.statusCode === 200 && res.json().id === userId;
}

async function resetTokenOf(email: string): Promise<string> {
  expect((await call("POST", "/api/auth/forgot-password", undefined, { email })).statusCode).toBe(200);
  await ctx.app.jobs.runDue();
  const mail = ctx.mailer.sent.findLast((m) => m.to === email && /token=/.test(m.text ?? ""));
  const token = /token=([^"&\s<]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no reset mail for ${email}`);
  return decodeURIComponent(token);
}

describe("linking the number that signs in", () => {
  it("takes the account's password: without it, or with a wrong one, nothing changes and the code stays good", async () => {
    const { cookie, user } = await loginAs(ctx, "player");
    const phone = freshNumber();
    const code = await codeFor(phone);

    const without = await link(cookie, { phone, code });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toEqual({ password: "Enter your password to link a mobile number" });
    const wrong = await link(cookie, { phone, code, password: "not-my-password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: "The password is not right" });
    expect(await verifiedPhoneOf(user.id)).toBeNull();

    const linked = await link(cookie, { phone, code, password: TEST_PASSWORD });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().verifiedPhone).toBe(`+91${phone}`);
  });

  it("is mailed to the account, naming the number", async () => {
    const { cookie, email } = await loginAs(ctx, "player");
    const phone = freshNumber();
    const before = ctx.mailer.sent.length;
    expect((await link(cookie, { phone, code: await codeFor(phone), password: TEST_PASSWORD })).statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    const mails = ctx.mailer.sent.slice(before).filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("A mobile number now signs in to your Crease account");
    expect(mails[0]?.text).toContain(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    expect(mails[0]?.text).toContain("/forgot-password");
  });

  it("wrong passwords sent at once are five at most; the rest wait (429)", async () => {
    const { cookie } = await loginAs(ctx, "player");
    const phone = freshNumber();
    const code = await codeFor(phone);
    const answers = await Promise.all(
      Array.from({ length: 9 }, () => link(cookie, { phone, code, password: "guess-password" })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429]);
  });

  it("an account made by phone (no password) proves itself with a code to its verified number", async () => {
    const first = freshNumber();
    const made = await verifyCode(ctx, { phone: first, code: await codeFor(first), name: "Ravi Phone" });
    expect(made.statusCode).toBe(200);
    const cookie = sessionCookieOf(made.headers["set-cookie"]);
    const id = made.json().id as number;
    const next = freshNumber();

    const without = await link(cookie, { phone: next, code: await codeFor(next) });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toHaveProperty("currentPhoneCode");
    expect(await verifiedPhoneOf(id)).toBe(`+91${first}`);

    const changed = await link(cookie, {
      phone: next,
      code: await codeFor(next),
      currentPhoneCode: await codeFor(first),
    });
    expect(changed.statusCode).toBe(200);
    expect(await verifiedPhoneOf(id)).toBe(`+91${next}`);
    expect(await signsInBySms(first, id)).toBe(false);
    expect(await signsInBySms(next, id)).toBe(true);
  });
});

describe("a password change or reset", () => {
  async function withIntruderNumber() {
    const owner = await loginAs(ctx, "player");
    const phone = freshNumber();
    const linked = await link(owner.cookie, { phone, code: await codeFor(phone), password: TEST_PASSWORD });
    expect(linked.statusCode).toBe(200);
    return { ...owner, phone };
  }

  it("a change can remove the linked number: the intruder's SMS sign-in stops", async () => {
    const { cookie, user, phone } = await withIntruderNumber();
    const changed = await call("POST", "/api/auth/change-password", cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: "new-pass-456",
      removeLinkedPhones: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(await verifiedPhoneOf(user.id)).toBeNull();
    expect(await signsInBySms(phone, user.id)).toBe(false);
  });

  it("is mailed to the account, saying when the number was removed", async () => {
    const { cookie, email } = await withIntruderNumber();
    await ctx.app.jobs.runDue(); // the linking's own mail
    const before = ctx.mailer.sent.length;
    await call("POST", "/api/auth/change-password", cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: "new-pass-456",
      removeLinkedPhones: true,
    });
    await ctx.app.jobs.runDue();
    const mails = ctx.mailer.sent.slice(before).filter((m) => m.to === email);
    expect(mails.map((m) => m.subject)).toEqual(["Your Crease password was changed"]);
    expect(mails[0]?.text).toContain("The mobile number that signed in to your account was removed.");

    const token = await resetTokenOf(email);
    const afterChange = ctx.mailer.sent.length;
    await call("POST", "/api/auth/reset-password", undefined, { token, password: "newer-pass-789" });
    await ctx.app.jobs.runDue();
    const resetMails = ctx.mailer.sent.slice(afterChange).filter((m) => m.to === email);
    expect(resetMails.map((m) => m.subject)).toEqual(["Your Crease password was changed"]);
    expect(resetMails[0]?.text).not.toContain("was removed");
  });

  it("a change without asking keeps the number", async () => {
    const { cookie, user, phone } = await withIntruderNumber();
    const changed = await call("POST", "/api/auth/change-password", cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: "new-pass-456",
    });
    expect(changed.statusCode).toBe(200);
    expect(await verifiedPhoneOf(user.id)).toBe(`+91${phone}`);
  });

  it("the reset link lists the linked number, and the reset can remove it", async () => {
    const { email, user, phone } = await withIntruderNumber();
    const token = await resetTokenOf(email);
    const checked = await call("GET", `/api/auth/verify-reset-token?token=${encodeURIComponent(token)}`);
    expect(checked.json()).toEqual({ valid: true, email, linkedPhones: [`+91${phone}`] });
    const reset = await call("POST", "/api/auth/reset-password", undefined, {
      token,
      password: "new-pass-456",
      removeLinkedPhones: true,
    });
    expect(reset.statusCode).toBe(200);
    expect(await verifiedPhoneOf(user.id)).toBeNull();
    expect(await signsInBySms(phone, user.id)).toBe(false);
  });

  it("ends the private calendar feed (a change and a reset), as it ends the other sessions", async () => {
    const feedOf = async (cookie: string) => {
      const res = await call("POST", "/api/users/me/calendar-feed", cookie);
      expect(res.statusCode).toBe(200);
      return new URL(res.json().url as string).pathname;
    };
    const changer = await loginAs(ctx, "player");
    const changerFeed = await feedOf(changer.cookie);
    expect((await call("GET", changerFeed)).statusCode).toBe(200);
    await call("POST", "/api/auth/change-password", changer.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: "new-pass-456",
    });
    expect((await call("GET", changerFeed)).statusCode).toBe(404);

    const resetter = await loginAs(ctx, "player");
    const resetterFeed = await feedOf(resetter.cookie);
    const token = await resetTokenOf(resetter.email);
    await call("POST", "/api/auth/reset-password", undefined, { token, password: "new-pass-456" });
    expect((await call("GET", resetterFeed)).statusCode).toBe(404);
    const left = await ctx.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, resetter.user.id));
    expect(left).toEqual([]);
  });
});
