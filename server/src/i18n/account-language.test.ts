import type { User } from "@crease/core";
import { addDays, todayInIst } from "@crease/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginAs, nextTestAddress, TEST_PASSWORD, type TestContext, uniqueEmail } from "../../test/app";
import { createVenue } from "../../test/factories";
import { mailTo } from "../../test/outbox";
import { codeSentTo, freshNumber, requestCode } from "../domains/auth/phone-test-helpers";

// Issue 46's contract, on PGlite and PostgreSQL: an account's language is the language of the
// request that created it (the `lang` cookie or Accept-Language), and an answer's language
// follows the account, else the request.
let ctx: TestContext & { close(): Promise<void> };
beforeAll(async () => {
  ctx = await buildTestApp({}, { realMailer: true });
});
afterAll(async () => ctx?.close());

const COUPON_REFUSED = "यह कूपन कोड इस बुकिंग पर लागू नहीं होता";
const MOBILE_REFUSED = "भारतीय मोबाइल नंबर डालें: 6, 7, 8 या 9 से शुरू होने वाले 10 अंक, +91 के साथ या बिना";

function inject(method: "GET" | "POST", url: string, headers: Record<string, string>, payload?: object) {
  return ctx.app.inject({ method, url, remoteAddress: nextTestAddress(), headers, payload } as never);
}

/** A player who signs up with `headers` (a Hindi screen's cookie or Accept-Language), signed in. */
async function signUp(headers: Record<string, string>): Promise<{ user: User; cookie: string }> {
  const email = uniqueEmail("hindi");
  const res = await inject("POST", "/api/auth/register", headers, {
    fullName: "Asha Rao",
    email,
    phone: "9876543210",
    password: TEST_PASSWORD,
    role: "player",
  });
  expect(res.statusCode, res.body).toBe(201);
  const setCookie = res.headers["set-cookie"];
  const session = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ""]).map((c) => c.split(";")[0]).join("; ");
  return { user: res.json() as User, cookie: session };
}

describe("a new account takes the language of the screen it was made on", () => {
  it("signing up with the lang=hi cookie makes a Hindi account, and its mails are in Hindi", async () => {
    const { user } = await signUp({ cookie: "lang=hi" });
    expect(user.language).toBe("hi");
    // Later, from another browser in English: the mail follows the account.
    const asked = await inject("POST", "/api/auth/forgot-password", { "accept-language": "en" }, { email: user.email });
    expect(asked.statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    const mail = await mailTo(ctx, user.email ?? "");
    expect(mail.subject).toBe("अपना Crease पासवर्ड बदलें");
    expect(mail.text).toContain("नमस्ते Asha Rao,");
  });

  it("signing up with Accept-Language: hi makes a Hindi account; without either, English", async () => {
    expect((await signUp({ "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" })).user.language).toBe("hi");
    expect((await signUp({})).user.language).toBe("en");
  });

  it("a player who signs up by SMS on a Hindi screen gets a Hindi account", async () => {
    const phone = freshNumber();
    expect((await requestCode(ctx, phone)).statusCode).toBe(202);
    await ctx.app.jobs.runDue();
    const code = await codeSentTo(ctx, phone);
    const res = await inject(
      "POST",
      "/api/auth/otp/verify",
      { cookie: "lang=hi" },
      { phone, code, name: "Ravi Kumar" },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as User).language).toBe("hi");
  });
});

describe("refusals in the language of the account, else the request", () => {
  let venueId: number;
  let owner: Awaited<ReturnType<typeof loginAs>>;
  beforeAll(async () => {
    owner = await loginAs(ctx, "owner");
    venueId = (await createVenue(ctx.database.db, { ownerId: owner.user.id, name: "Bhasha Ground" })).id;
  });
  const couponAttempt = (headers: Record<string, string>) =>
    inject("POST", "/api/coupons/apply", headers, {
      venueId,
      date: addDays(todayInIst(), 3),
      slot: "morning",
      couponCode: "NOSUCHCODE",
    });
  const walkIn = (headers: Record<string, string>) =>
    inject("POST", `/api/venues/${venueId}/desk-bookings`, headers, {
      date: addDays(todayInIst(), 2),
      slot: "morning",
      playerName: "Walk-in Player",
      playerPhone: "12345",
      payment: "cash",
    });

  it("a refused coupon, in the account's language whatever the browser says", async () => {
    const english = await loginAs(ctx, "player");
    // An English account's answer follows the account, not the cookie (the web keeps the account in
    // the screen's language: switching it on screen changes the account's).
    const request = await couponAttempt({ cookie: `${english.cookie}; lang=hi` });
    expect(request.json().message).toBe("This coupon code is not valid for this booking");

    const { cookie } = await signUp({ cookie: "lang=hi" });
    const refused = await couponAttempt({ cookie, "accept-language": "en" });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.json().message).toBe(COUPON_REFUSED);
    expect(refused.json().errors?.couponCode).toBe(COUPON_REFUSED);
  });

  it("the desk's mobile-number error, for a Hindi request and for a Hindi account", async () => {
    // Signed out, the request's language decides: signing up with a wrong mobile on a Hindi screen.
    const visitor = await inject(
      "POST",
      "/api/auth/register",
      { cookie: "lang=hi" },
      {
        fullName: "Asha Rao",
        email: uniqueEmail("visitor"),
        phone: "12345",
        password: TEST_PASSWORD,
      },
    );
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json().errors.phone).toBe(MOBILE_REFUSED);

    const english = await walkIn({ cookie: owner.cookie });
    expect(english.statusCode).toBe(400);
    expect(english.json().errors.playerPhone).toMatch(/^Enter an Indian mobile number/);

    const switched = await ctx.app.inject({
      method: "PATCH",
      url: "/api/users/me",
      headers: { cookie: owner.cookie },
      payload: { language: "hi" },
    });
    expect(switched.statusCode).toBe(200);
    const hindi = await walkIn({ cookie: owner.cookie });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().errors.playerPhone).toBe(MOBILE_REFUSED);
  });
});
