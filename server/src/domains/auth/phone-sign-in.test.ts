import { createHash } from "node:crypto";
import { eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAs, nextTestAddress, sessionCookieOf, TEST_PASSWORD, uniqueEmail, useTestApp } from "../../../test/app";
import { queryRows } from "../../db/rows";
import { authAttempts, phoneCodes, users } from "../../db/schema";
import { codeSentTo, freshNumber, requestCode, verifyCode, wrongCodeFor } from "./phone-test-helpers";

const ctx = useTestApp();

/** Lets the next code for the number go out now (the 30 s resend wait is its own test). */
async function skipResendWait(phone: string) {
  await ctx.database.db
    .update(authAttempts)
    .set({ createdAt: sql`now() - interval '31 seconds'` })
    .where(eq(authAttempts.key, `otp:resend:+91${phone}`));
}

async function signUp(phone = freshNumber(), name = "Asha Verma") {
  expect((await requestCode(ctx, phone)).statusCode).toBe(202);
  const res = await verifyCode(ctx, { phone, code: await codeSentTo(ctx, phone), name });
  expect(res.statusCode).toBe(200);
  return { phone, user: res.json(), cookie: sessionCookieOf(res.headers["set-cookie"]) };
}

const me = (cookie: string) => ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });

describe("signing up and in with a mobile number", () => {
  it("asks a new number for a name, then makes a player account and signs it in", async () => {
    const phone = freshNumber();
    const sent = await requestCode(ctx, `+91${phone}`);
    expect(sent.statusCode).toBe(202);
    const code = await codeSentTo(ctx, phone);
    const nameless = await verifyCode(ctx, { phone, code });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toBe("This number has no account yet. Tell us your name to create one.");
    const res = await verifyCode(ctx, { phone, code, name: "Asha Verma" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: "Asha Verma",
      role: "player",
      email: null,
      verifiedPhone: `+91${phone}`,
      // Issue 46: the screen greets a new player as new, not "Welcome back".
      accountCreated: true,
    });
    const session = await me(sessionCookieOf(res.headers["set-cookie"]));
    expect(session.json().id).toBe(res.json().id);
  });

  it("signs an existing number in to the same account, with no name needed", async () => {
    const first = await signUp();
    await skipResendWait(first.phone);
    await requestCode(ctx, first.phone);
    const res = await verifyCode(ctx, { phone: first.phone, code: await codeSentTo(ctx, first.phone) });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(first.user.id);
    expect(res.json().accountCreated).toBe(false);
  });

  it("answers a number with an account exactly as one without, and sends both a code", async () => {
    const known = await signUp();
    await skipResendWait(known.phone);
    const unknown = freshNumber();
    const a = await requestCode(ctx, known.phone);
    const b = await requestCode(ctx, unknown);
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    expect(await codeSentTo(ctx, known.phone)).toMatch(/^\d{6}$/);
    expect(await codeSentTo(ctx, unknown)).toMatch(/^\d{6}$/);
  });

  it.each(["0000000000", "+1 415 555 0100", "98765", "9876543210123456", "5876543210", "+92 9876543210"])(
    "refuses %s with 400: not an Indian mobile number",
    async (phone) => {
      const res = await requestCode(ctx, phone);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Indian mobile number/);
    },
  );

  it("keeps codes only as a keyed hash, and never in clear in the job queue", async () => {
    const phone = freshNumber();
    await requestCode(ctx, phone);
    const rows = await ctx.database.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.phone, `+91${phone}`));
    const jobs = await queryRows<{ payload: unknown }>(
      ctx.database.db,
      sql`select payload from jobs where kind = 'sms.send' and payload->>'to' = ${`+91${phone}`}`,
    );
    const code = await codeSentTo(ctx, phone);
    expect(rows).toHaveLength(1);
    const stored = rows[0]?.codeHash ?? "";
    expect(stored).not.toContain(code);
    expect(stored).not.toBe(createHash("sha256").update(code).digest("hex"));
    expect(stored).not.toBe(createHash("sha256").update(`phone-code:+91${phone}:${code}`).digest("hex"));
    expect(JSON.stringify(jobs)).not.toContain(code);
  });
});

describe("the code's rules", () => {
  it("takes five wrong guesses, then even the right code is refused", async () => {
    const phone = freshNumber();
    await requestCode(ctx, phone);
    const code = await codeSentTo(ctx, phone);
    const left: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await verifyCode(ctx, { phone, code: wrongCodeFor(code), name: "Guess Work" });
      expect(res.statusCode).toBe(401);
      left.push(res.json().message);
    }
    expect(left[0]).toBe("That code is not right. 4 tries left.");
    expect(left[4]).toBe("That code is not right, and it has stopped working. Ask for a new code.");
    const right = await verifyCode(ctx, { phone, code, name: "Guess Work" });
    expect(right.statusCode).toBe(401);
  });

  it("counts wrong guesses sent at once: no more than five are checked", async () => {
    const phone = freshNumber();
    await requestCode(ctx, phone);
    const code = await codeSentTo(ctx, phone);
    await Promise.all(
      Array.from({ length: 8 }, () => verifyCode(ctx, { phone, code: wrongCodeFor(code), name: "Guess Work" })),
    );
    const [row] = await ctx.database.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.phone, `+91${phone}`));
    expect(row?.tries).toBe(5);
    expect((await verifyCode(ctx, { phone, code, name: "Guess Work" })).statusCode).toBe(401);
  });

  it("refuses a code after its five minutes", async () => {
    const phone = freshNumber();
    await requestCode(ctx, phone);
    const code = await codeSentTo(ctx, phone);
    await ctx.database.db
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneCodes.phone, `+91${phone}`));
    const res = await verifyCode(ctx, { phone, code, name: "Late Comer" });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/);
  });

  it("lives five minutes from the request", async () => {
    const phone = freshNumber();
    const before = Date.now();
    await requestCode(ctx, phone);
    const [row] = await ctx.database.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.phone, `+91${phone}`));
    const life = (row?.expiresAt.getTime() ?? 0) - before;
    expect(life).toBeGreaterThan(299_000);
    expect(life).toBeLessThan(310_000);
  });

  it("works once: a used code replayed is refused", async () => {
    const { phone } = await signUp();
    await skipResendWait(phone);
    await requestCode(ctx, phone);
    const code = await codeSentTo(ctx, phone);
    expect((await verifyCode(ctx, { phone, code })).statusCode).toBe(200);
    expect((await verifyCode(ctx, { phone, code })).statusCode).toBe(401);
  });

  it("the same right code sent twice at once signs in once", async () => {
    const { phone } = await signUp();
    await skipResendWait(phone);
    await requestCode(ctx, phone);
    const code = await codeSentTo(ctx, phone);
    const answers = await Promise.all([verifyCode(ctx, { phone, code }), verifyCode(ctx, { phone, code })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
  });

  it("an earlier code stops working when a new one is sent", async () => {
    const { phone } = await signUp();
    await skipResendWait(phone);
    await requestCode(ctx, phone);
    const first = await codeSentTo(ctx, phone);
    await skipResendWait(phone);
    await requestCode(ctx, phone);
    const second = await codeSentTo(ctx, phone);
    if (first !== second) expect((await verifyCode(ctx, { phone, code: first })).statusCode).toBe(401);
    expect((await verifyCode(ctx, { phone, code: second })).statusCode).toBe(200);
  });
});

describe("limits", () => {
  it("a resend waits 30 seconds: 429 with Retry-After and the wait in the message", async () => {
    const phone = freshNumber();
    expect((await requestCode(ctx, phone)).statusCode).toBe(202);
    const again = await requestCode(ctx, phone);
    expect(again.statusCode).toBe(429);
    const wait = Number(again.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
    expect(again.json().message).toContain(`${wait} seconds`);
  });

  it("sends a number at most five codes in 15 minutes", async () => {
    const phone = freshNumber();
    for (let i = 0; i < 5; i++) {
      expect((await requestCode(ctx, phone)).statusCode).toBe(202);
      await skipResendWait(phone);
    }
    const sixth = await requestCode(ctx, phone);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(30);
    expect(sixth.json().message).toMatch(/wait \d+ minutes/);
  });

  it("sends one address at most twenty codes in 15 minutes", async () => {
    const address = nextTestAddress();
    for (let i = 0; i < 20; i++) expect((await requestCode(ctx, freshNumber(), address)).statusCode).toBe(202);
    const over = await requestCode(ctx, freshNumber(), address);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("linking a number to an account", () => {
  const link = (cookie: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: "POST", url: "/api/users/me/phone", headers: { cookie }, payload });

  it("a number typed at sign-up is no way in; once verified in the profile it signs the account in", async () => {
    const phone = freshNumber();
    const email = uniqueEmail("linker");
    const registered = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: nextTestAddress(),
      payload: { fullName: "Link Er", email, phone, password: TEST_PASSWORD },
    });
    expect(registered.json().verifiedPhone).toBeNull();
    await requestCode(ctx, phone);
    const typed = await verifyCode(ctx, { phone, code: await codeSentTo(ctx, phone) });
    expect(typed.statusCode).toBe(400);

    const { cookie, user } = await loginAs(ctx, "player", uniqueEmail("linker2"));
    await skipResendWait(phone);
    await requestCode(ctx, phone);
    const code = await codeSentTo(ctx, phone);
    const password = TEST_PASSWORD;
    expect((await link(cookie, { phone, code: wrongCodeFor(code), password })).statusCode).toBe(401);
    const linked = await link(cookie, { phone, code, password });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ id: user.id, verifiedPhone: `+91${phone}` });

    await skipResendWait(phone);
    await requestCode(ctx, phone);
    const signedIn = await verifyCode(ctx, { phone, code: await codeSentTo(ctx, phone) });
    expect(signedIn.json().id).toBe(user.id);
  });

  it("refuses a number already linked to another account (409), and needs a session (401)", async () => {
    const { phone } = await signUp();
    const { cookie } = await loginAs(ctx, "player");
    await skipResendWait(phone);
    await requestCode(ctx, phone);
    const code = await codeSentTo(ctx, phone);
    expect((await link(cookie, { phone, code, password: TEST_PASSWORD })).statusCode).toBe(409);
    const anonymous = await ctx.app.inject({ method: "POST", url: "/api/users/me/phone", payload: { phone, code } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("an admin's second factor", () => {
  async function adminWithNumber() {
    const email = uniqueEmail("admin");
    const phone = freshNumber();
    await ctx.app.services.auth.ensureAdmin(email, TEST_PASSWORD);
    await ctx.database.db
      .update(users)
      .set({ verifiedPhone: `+91${phone}` })
      .where(eq(users.email, email));
    return { email, phone };
  }
  const password = (email: string) =>
    ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: TEST_PASSWORD } });
  const secondFactor = (code: string, cookie?: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/auth/login/verify",
      payload: { code },
      headers: cookie ? { cookie } : {},
    });
  const pendingOf = (setCookie: string | string[] | undefined) =>
    /crease_pending_sign_in=[^;]+/.exec(String(setCookie))?.[0] ?? "";

  it("the password alone does not sign in an admin with a verified number; the code sent does", async () => {
    const { email, phone } = await adminWithNumber();
    const res = await password(email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ secondFactor: "sms" });
    expect(String(res.headers["set-cookie"])).not.toContain("crease_session=");
    const pending = pendingOf(res.headers["set-cookie"]);
    expect(pending).not.toBe("");
    const code = await codeSentTo(ctx, phone);

    expect((await secondFactor(code)).statusCode).toBe(401);
    const wrong = await secondFactor(wrongCodeFor(code), pending);
    expect(wrong.statusCode).toBe(401);
    const done = await secondFactor(code, pending);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ email, role: "admin" });
    const session = sessionCookieOf(done.headers["set-cookie"]);
    expect((await me(session)).json().role).toBe("admin");
    expect((await secondFactor(code, pending)).statusCode).toBe(401);
  });

  it("an admin cannot sign in with the number's code alone", async () => {
    const { phone } = await adminWithNumber();
    await requestCode(ctx, phone);
    const res = await verifyCode(ctx, { phone, code: await codeSentTo(ctx, phone) });
    expect(res.statusCode).toBe(403);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("with ADMIN_SECOND_FACTOR=off, an admin without a verified number signs in with the password", async () => {
    const email = uniqueEmail("admin");
    await ctx.app.services.auth.ensureAdmin(email, TEST_PASSWORD);
    const res = await password(email);
    expect(res.statusCode).toBe(200);
    expect(res.json().verifiedPhone).toBeNull();
  });

  it("owners sign in by phone too", async () => {
    const { cookie } = await loginAs(ctx, "owner");
    const phone = freshNumber();
    await requestCode(ctx, phone);
    const linked = await ctx.app.inject({
      method: "POST",
      url: "/api/users/me/phone",
      headers: { cookie },
      payload: { phone, code: await codeSentTo(ctx, phone), password: TEST_PASSWORD },
    });
    expect(linked.statusCode).toBe(200);
    await skipResendWait(phone);
    await requestCode(ctx, phone);
    const res = await verifyCode(ctx, { phone, code: await codeSentTo(ctx, phone) });
    expect(res.json().role).toBe("owner");
  });
});

describe("pruning", () => {
  it("forgets codes a day after they expired", async () => {
    const phone = freshNumber();
    await requestCode(ctx, phone);
    await ctx.database.db
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '2 days'` })
      .where(eq(phoneCodes.phone, `+91${phone}`));
    await ctx.app.services.auth.pruneExpired();
    const left = await ctx.database.db
      .select()
      .from(phoneCodes)
      .where(like(phoneCodes.phone, `+91${phone}`));
    expect(left).toHaveLength(0);
  });
});
