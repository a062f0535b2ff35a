import { addDays, formatMoment, payoutRunOnOrBefore, todayInIst } from "@crease/core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAs, nextTestAddress, TEST_PASSWORD, uniqueEmail, useTestApp } from "../../test/app";
import { createVenue } from "../../test/factories";
import { users } from "../db/schema";
import { codeSentTo, freshNumber, wrongCodeFor } from "../domains/auth/phone-test-helpers";
import { translate } from ".";

// Issue 24's later wave: the owner's and the admin's reports and tools answer in the reader's
// language too, with whole sentences (never an English field name glued into the Hindi).
const ctx = useTestApp();
const HINDI = { "accept-language": "hi" };

function call(method: "GET" | "POST" | "PATCH", url: string, headers: object, payload?: object) {
  return ctx.app.inject({ method, url, remoteAddress: nextTestAddress(), headers, payload } as never);
}

/** An account of `role` whose chosen language is Hindi (no Accept-Language needed). */
async function hindiAccount(role: "owner" | "admin") {
  const account = await loginAs(ctx, role);
  const chosen = await call("PATCH", "/api/users/me", { cookie: account.cookie }, { language: "hi" });
  expect(chosen.statusCode).toBe(200);
  return account;
}

describe("the owner's analytics in Hindi", () => {
  it("a reversed or too long period, and a date that does not exist", async () => {
    const { cookie } = await hindiAccount("owner");
    const reversed = await call("GET", "/api/analytics/owner?from=2026-01-10&to=2026-01-01", { cookie });
    expect(reversed.statusCode).toBe(400);
    const before = "शुरू की तारीख, आखिरी तारीख वाले दिन या उससे पहले की होनी चाहिए";
    expect(reversed.json()).toEqual({ message: before, errors: { from: before } });

    const long = await call("GET", "/api/analytics/owner?from=2025-01-01&to=2026-01-02", { cookie });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("ज़्यादा से ज़्यादा 366 दिनों की अवधि चुनें");

    const unreal = await call("GET", "/api/analytics/owner?from=2026-02-30", { cookie });
    expect(unreal.statusCode).toBe(400);
    expect(unreal.json().errors).toEqual({ from: "शुरू की तारीख सही रूप में डालें, जैसे 2026-01-05" });

    // An owner who kept English reads the English sentence, whatever the browser asks for.
    const english = await loginAs(ctx, "owner");
    const same = await call("GET", "/api/analytics/owner?from=2026-01-10&to=2026-01-01", {
      cookie: english.cookie,
      ...HINDI,
    });
    expect(same.json().message).toBe("The start date must be on or before the end date");
  });
});

describe("payouts in the admin's language", () => {
  it("a run date that is not a Tuesday, one still to come, and a payout marked paid without a reference", async () => {
    const { cookie } = await hindiAccount("admin");
    const wednesday = await call("POST", "/api/payouts/run", { cookie }, { date: "2026-01-07" });
    expect(wednesday.statusCode).toBe(400);
    expect(wednesday.json().message).toBe("पेआउट मंगलवार को भेजे जाते हैं: तारीख के लिए कोई मंगलवार चुनें");

    const nextTuesday = addDays(payoutRunOnOrBefore(todayInIst()), 7);
    const early = await call("POST", "/api/payouts/run", { cookie }, { date: nextTuesday });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({ date: "वह मंगलवार अभी आया नहीं है: आज या उससे पहले का कोई मंगलवार चुनें" });

    const noReference = await call("POST", "/api/payouts/1/mark-paid", { cookie }, { reference: " " });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().message).toBe("बैंक या UPI ट्रांसफ़र का रेफ़रेंस डालें");
  });

  it("the owner's payout notice is worded in Hindi with the amount and the date filled in", () => {
    const notice = {
      message: "{amount} for bookings up to {date} will be sent to you shortly.",
      values: { amount: "₹12,345", date: { date: "2026-01-05" } },
    };
    expect(translate("hi", notice)).toBe("सोम, 5 जन॰ 2026 तक की बुकिंग के ₹12,345 जल्द ही आपको भेजे जाएँगे।");
    expect(translate("en", notice)).toBe("₹12,345 for bookings up to Mon, 5 Jan, 2026 will be sent to you shortly.");
    // A payout held after an account change: the moment in the reader's words too.
    const held = {
      message:
        "This payout is held until {until} (IST): the owner's payout account changed less than 24 hours ago. Send it after that, to the new account.",
      values: { until: { at: "2026-01-06T13:00:00.000Z" } },
    };
    expect(formatMoment("2026-01-06T13:00:00.000Z", "hi")).toMatch(/^6:30 PM, मंगल, 6 जन॰ 2026$/);
    expect(translate("hi", held)).toContain(`यह पेआउट ${formatMoment("2026-01-06T13:00:00.000Z", "hi")} (IST) तक रुका है`);
    expect(translate("en", held)).toContain("held until 6:30 PM, Tue, 6 Jan, 2026 (IST)");
  });
});

describe("the admin's tools in Hindi", () => {
  it("a role that does not exist, and a job list that does not exist", async () => {
    const { cookie } = await hindiAccount("admin");
    const role = await call("GET", "/api/users?role=king", { cookie });
    expect(role.statusCode).toBe(400);
    expect(role.json().errors).toEqual({ role: "भूमिका चुनें: खिलाड़ी, वेन्यू मालिक या एडमिन" });
    const jobs = await call("GET", "/api/admin/jobs?status=all", { cookie });
    expect(jobs.statusCode).toBe(400);
    expect(jobs.json().message).toBe("चुनें कि कौन-से जॉब दिखाने हैं: जिनकी कोशिशें रुक गईं (dead) या जो अभी कतार में हैं (queued)");
  });

  it("a venue move the venue's status does not allow says what it can become", async () => {
    const admin = await hindiAccount("admin");
    const owner = await loginAs(ctx, "owner");
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id, status: "pending" });
    const move = (status: string) =>
      call("PATCH", `/api/venues/${venue.id}`, { cookie: admin.cookie }, { status, note: "Checked on site" });
    const refused = await move("suspended");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("पेंडिंग वेन्यू को मंज़ूर या अस्वीकार किया जा सकता है, सस्पेंड नहीं");
    const same = await move("pending");
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe("वेन्यू पहले से पेंडिंग है");
  });

  it("an address search with too few letters", async () => {
    const res = await call("GET", "/api/geocode?q=ab", HINDI);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("पता खोजने के लिए उसके कम से कम 3 अक्षर लिखें");
  });
});

describe("an admin's sign-in in Hindi", () => {
  const signIn = (email: string) =>
    call("POST", "/api/auth/login", HINDI, { email, password: TEST_PASSWORD }) as Promise<{
      statusCode: number;
      headers: Record<string, string | string[] | undefined>;
      json(): { message?: string; secondFactor?: string; verifiedPhone?: string | null; role?: string };
    }>;

  it("with a verified number: the 202 says a code was sent, and a wrong code says how many tries are left", async () => {
    const email = uniqueEmail("admin");
    const phone = freshNumber();
    await ctx.app.services.auth.ensureAdmin(email, TEST_PASSWORD);
    await ctx.database.db
      .update(users)
      .set({ verifiedPhone: `+91${phone}` })
      .where(eq(users.email, email));
    const res = await signIn(email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      secondFactor: "sms",
      message: "हमने आपके मोबाइल नंबर पर एक कोड भेजा है। लॉग इन पूरा करने के लिए उसे डालें।",
    });
    const pending = /crease_pending_sign_in=[^;]+/.exec(String(res.headers["set-cookie"]))?.[0] ?? "";
    const wrong = await call(
      "POST",
      "/api/auth/login/verify",
      { cookie: pending, ...HINDI },
      { code: wrongCodeFor(await codeSentTo(ctx, phone)) },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe("यह कोड सही नहीं है। 4 कोशिशें बाकी हैं।");
  });

  it("without a verified number: signed in with the password (the login page then asks for a number), never a 500", async () => {
    const email = uniqueEmail("admin");
    await ctx.app.services.auth.ensureAdmin(email, TEST_PASSWORD);
    const res = await signIn(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: "admin", verifiedPhone: null });
    const expired = await call("POST", "/api/auth/login/verify", HINDI, { code: "123456" });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe("आपका लॉग इन समाप्त हो गया है। अपना ईमेल और पासवर्ड फिर से डालें।");
  });
});
