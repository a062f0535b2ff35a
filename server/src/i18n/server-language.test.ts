import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginAs, nextTestAddress, type TestContext, useTestApp } from "../../test/app";
import { mailTo } from "../../test/outbox";
import { freshNumber } from "../domains/auth/phone-test-helpers";

// Issue 24's contract: with the account's language set to Hindi or `Accept-Language: hi`, API
// error messages (`{ message }`) are in Hindi; mails follow the account's language.
const ctx = useTestApp();
const HINDI = { "accept-language": "hi" };

function call(method: "GET" | "POST" | "PATCH", url: string, options: { headers?: object; payload?: object } = {}) {
  return ctx.app.inject({ method, url, remoteAddress: nextTestAddress(), ...options } as never);
}

describe("API errors with Accept-Language: hi", () => {
  it("a 400 from a schema, its message and each field's", async () => {
    const res = await call("POST", "/api/auth/login", { headers: HINDI, payload: { password: "x" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "अपना ईमेल डालें", errors: { email: "अपना ईमेल डालें" } });
  });

  it("a 401, a 404 and a 409 from the domains", async () => {
    const wrong = await call("POST", "/api/auth/login", {
      headers: HINDI,
      payload: { email: "nobody@example.in", password: "wrong-password" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe("ईमेल या पासवर्ड गलत है");

    const missing = await call("GET", "/api/venues/987654", { headers: HINDI });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("वेन्यू नहीं मिला");

    const { email } = await loginAs(ctx, "player");
    const taken = await call("POST", "/api/auth/register", {
      headers: HINDI,
      payload: { fullName: "Asha Rao", email, phone: "9876543210", password: "secret-pass-123" },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("इस ईमेल से पहले से एक अकाउंट है। लॉग इन करें, या पासवर्ड भूल गए हों तो उसे बदलें।");
  });

  it("a 429 says how long to wait, the number filled into the Hindi", async () => {
    const phone = freshNumber();
    const send = () =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/otp/request",
        remoteAddress: nextTestAddress(),
        headers: HINDI,
        payload: { phone },
      });
    expect((await send()).statusCode).toBe(202);
    const again = await send();
    expect(again.statusCode).toBe(429);
    expect(again.headers["retry-after"]).toMatch(/^\d+$/);
    expect(again.json().message).toBe(
      `इस नंबर पर अभी-अभी कोड भेजा गया है। आप ${again.headers["retry-after"]} सेकंड बाद दूसरा कोड मँगा सकते हैं।`,
    );
  });

  it("the sign-in SMS is in the language of the request", async () => {
    const phone = freshNumber();
    await ctx.app.inject({
      method: "POST",
      url: "/api/auth/otp/request",
      remoteAddress: nextTestAddress(),
      headers: HINDI,
      payload: { phone },
    });
    await ctx.app.jobs.runDue();
    const outbox = path.join(ctx.config.dataDir, "outbox");
    const texts = readdirSync(outbox)
      .filter((file) => file.endsWith(".sms.txt"))
      .map((file) => readFileSync(path.join(outbox, file), "utf8"))
      .filter((text) => text.includes(phone));
    expect(texts.at(-1)).toMatch(/\d{6} आपका Crease लॉग इन कोड है। यह 5 मिनट में खत्म हो जाएगा।/);
  });
});

describe("the account's language", () => {
  it("answers in Hindi without the header once the account chose Hindi; English stays the default", async () => {
    const owner = await loginAs(ctx, "owner");
    const becomeOwner = () => call("POST", "/api/users/me/become-owner", { headers: { cookie: owner.cookie } });
    expect((await becomeOwner()).json().message).toBe("Your account can already list venues");
    const english = await call("GET", "/api/bookings/987654", { headers: { cookie: owner.cookie } });
    expect(english.json().message).toBe("Booking not found");

    const chosen = await call("PATCH", "/api/users/me", {
      headers: { cookie: owner.cookie },
      payload: { language: "hi" },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await becomeOwner()).json().message).toBe("आपका अकाउंट पहले से वेन्यू लिस्ट कर सकता है");
    const hindi = await call("GET", "/api/bookings/987654", { headers: { cookie: owner.cookie } });
    expect(hindi.statusCode).toBe(404);
    expect(hindi.json().message).toBe("बुकिंग नहीं मिली");
    // The account's choice wins over the browser's.
    const header = await call("GET", "/api/bookings/987654", {
      headers: { cookie: owner.cookie, "accept-language": "en" },
    });
    expect(header.json().message).toBe("बुकिंग नहीं मिली");
  });

  it("a visitor without the header or cookie reads English", async () => {
    const res = await call("POST", "/api/auth/login", { payload: { password: "x" } });
    expect(res.json()).toEqual({ message: "Enter your email", errors: { email: "Enter your email" } });
  });
});

describe("mails in the account's language", () => {
  let mailing: TestContext & { close(): Promise<void> };
  beforeAll(async () => {
    mailing = await buildTestApp({}, { realMailer: true });
  });
  afterAll(async () => mailing?.close());

  it("a Hindi account's password reset mail is in Hindi (the .eml in the outbox)", async () => {
    const { cookie, user } = await loginAs(mailing, "player");
    await mailing.app.inject({
      method: "PATCH",
      url: "/api/users/me",
      headers: { cookie },
      payload: { language: "hi" },
    });
    const asked = await mailing.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      remoteAddress: nextTestAddress(),
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(200);
    await mailing.app.jobs.runDue(); // the reset mail is a job (decision 031)
    const mail = await mailTo(mailing, user.email ?? "");
    expect(mail.subject).toBe("अपना Crease पासवर्ड बदलें");
    expect(mail.text).toContain(`नमस्ते ${user.fullName},`);
    expect(mail.text).toContain("नया पासवर्ड चुनने के लिए अगले एक घंटे के अंदर यह लिंक खोलें:");
    expect(mail.text).toContain("/reset-password?token=");
  });
});
