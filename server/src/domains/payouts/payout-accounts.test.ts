/**
 * Owners' payout accounts (docs/product/payouts.md#payout-account), on PGlite and PostgreSQL: the
 * password again, every field checked by core's one function, shown masked, sealed at rest, a
 * mail in the owner's language, a 24-hour hold on marking their payouts paid, and nobody else
 * reading or writing it.
 */
import {
  addDays,
  type Payout,
  type PayoutAccount,
  type PayoutDestination,
  payoutRunOnOrBefore,
  todayInIst,
} from "@crease/core";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, TEST_PASSWORD, useTestApp } from "../../../test/app";
import { createPaidBooking, createUser, createVenue } from "../../../test/factories";
import { pdfText } from "../../../test/pdf-text";
import { payoutRuns, payouts, users } from "../../db/schema";

const ctx = useTestApp();

type Login = Awaited<ReturnType<typeof loginAs>>;
let admin: Login;
let player: Login;
let owner: Login;
let otherOwner: Login;

const ACCOUNT = "001234567890";
const BANK = {
  password: TEST_PASSWORD,
  pan: "AAPFU0939F",
  gstin: "27AAPFU0939F1ZV",
  holderName: "Shivaji Sports LLP",
  accountNumber: ACCOUNT,
  ifsc: "HDFC0001234",
};

async function call<T = Record<string, unknown>>(
  method: "GET" | "PUT" | "POST" | "PATCH",
  url: string,
  who?: Login,
  payload?: unknown,
) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const json = String(res.headers["content-type"] ?? "").startsWith("application/json");
  return { status: res.statusCode, body: (json ? res.json() : null) as T, raw: res };
}

/** A PUT's answer: the account, or a refusal's message and field errors. */
type Answer = PayoutAccount & { message?: string; errors?: Record<string, string> };
const put = (who: Login | undefined, body: unknown) => call<Answer>("PUT", "/api/owner/payout-account", who, body);

let weeks = 30;
/** A scheduled payout of the owner, on a Tuesday long past of its own. */
async function scheduledPayout(ownerId: number): Promise<number> {
  const runDate = addDays(payoutRunOnOrBefore(todayInIst()), -7 * ++weeks);
  await ctx.database.db
    .insert(payoutRuns)
    .values({ runDate, periodEnd: addDays(runDate, -1) })
    .onConflictDoNothing();
  const [row] = await ctx.database.db
    .insert(payouts)
    .values({
      ownerId,
      runDate,
      periodStart: addDays(runDate, -7),
      periodEnd: addDays(runDate, -1),
      grossPaise: 100_000,
      feePaise: 8_000,
      refundPaise: 0,
      netPaise: 92_000,
      bookingCount: 1,
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  [admin, player, owner, otherOwner] = await Promise.all([
    loginAs(ctx, "admin"),
    loginAs(ctx, "player"),
    loginAs(ctx, "owner"),
    loginAs(ctx, "owner"),
  ]);
});

describe("an owner's payout account", () => {
  it("is null before the owner gives one", async () => {
    const res = await call("GET", "/api/owner/payout-account", owner);
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
  });

  it("is saved with the password and answered masked: the last 4 digits, the PAN and GSTIN hidden", async () => {
    const res = await put(owner, BANK);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body).toMatchObject({
      method: "bank",
      holderName: "Shivaji Sports LLP",
      accountNumber: "****7890",
      ifsc: "HDFC0001234",
      upiId: null,
      pan: "******939F",
      gstin: "27******939F1ZV",
    });
    expect(res.body.payoutsHeldUntil).not.toBeNull();
    const got = await call<PayoutAccount>("GET", "/api/owner/payout-account", owner);
    expect(got.body).toEqual(res.body);
    expect(got.raw.body).not.toContain(ACCOUNT);
    expect(got.raw.body).not.toContain("AAPFU0939F");
  });

  it("keeps the account number, PAN and GSTIN out of a database dump (sealed with AES-256-GCM)", async () => {
    const rows = await ctx.database.db.execute(sql`select row_to_json(a)::text as row from payout_accounts a`);
    const dump = JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
    expect(dump).toContain("7890"); // the last 4 digits, kept for the masked view
    expect(dump).not.toContain(ACCOUNT);
    expect(dump).not.toContain("AAPFU0939F");
    expect(dump).not.toContain("27AAPFU0939F1ZV");
  });

  it("takes a UPI ID instead of a bank account, in small letters, shown masked", async () => {
    const upiOwner = await loginAs(ctx, "owner");
    const res = await put(upiOwner, { password: TEST_PASSWORD, pan: "abcpe1234f", upiId: " Ravi.Kumar@OKHDFCBANK " });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body).toMatchObject({
      method: "upi",
      upiId: "ra****@okhdfcbank",
      accountNumber: null,
      pan: "******234F",
      gstin: null,
    });
  });

  it("refuses a wrong password with 401 and changes nothing", async () => {
    const before = await call("GET", "/api/owner/payout-account", owner);
    const res = await put(owner, { ...BANK, password: "not-my-password", accountNumber: "999988887777" });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: "The password is not right", errors: { password: expect.any(String) } });
    expect((await call("GET", "/api/owner/payout-account", owner)).body).toEqual(before.body);
  });

  it("stops password guesses after five a quarter hour (429)", async () => {
    const guessed = await loginAs(ctx, "owner");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await put(guessed, { ...BANK, password: `guess-${i}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ["an IFSC without its 0", { ifsc: "HDFC1001234" }, "ifsc"],
    ["an IFSC too short", { ifsc: "HDFC000123" }, "ifsc"],
    ["an 8-digit account number", { accountNumber: "12345678" }, "accountNumber"],
    ["a 19-digit account number", { accountNumber: "1234567890123456789" }, "accountNumber"],
    ["letters in the account number", { accountNumber: "12345ABC901" }, "accountNumber"],
    ["no holder", { holderName: undefined }, "holderName"],
    ["no IFSC", { ifsc: undefined }, "ifsc"],
    ["a PAN of the wrong shape", { pan: "AAPF09399F" }, "pan"],
    ["no PAN", { pan: undefined }, "pan"],
    ["a GSTIN too short", { gstin: "27AAPFU0939F1Z" }, "gstin"],
    ["a GSTIN with no state", { gstin: "00AAPFU0939F1ZV" }, "gstin"],
    ["a GSTIN whose check character is one off", { gstin: "27AAPFU0939F1ZW" }, "gstin"],
    ["a GSTIN with one character changed", { gstin: "27AAPFU0939F2ZV" }, "gstin"],
    ["a GSTIN of another PAN", { gstin: "29AAGCB7383J1Z4" }, "gstin"],
    ["a bank account and a UPI ID", { upiId: "ravi@okicici" }, "upiId"],
    ["neither", { holderName: undefined, accountNumber: undefined, ifsc: undefined }, "accountNumber"],
    ["no password", { password: undefined }, "password"],
  ];
  it.each(bad)("refuses %s with 400 naming the field", async (_what, change, field) => {
    const before = await call("GET", "/api/owner/payout-account", owner);
    const res = await put(owner, { ...BANK, ...change });
    expect(res.status, res.raw.body).toBe(400);
    expect(res.body.errors, res.raw.body).toHaveProperty([field], expect.any(String));
    expect((await call("GET", "/api/owner/payout-account", owner)).body).toEqual(before.body);
  });

  it("refuses a bad UPI ID, naming it", async () => {
    const res = await put(owner, { password: TEST_PASSWORD, pan: "AAPFU0939F", upiId: "ravi.okicici" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty("upiId");
  });

  it("says what is wrong in Hindi to an owner reading Hindi", async () => {
    const hindiOwner = await loginAs(ctx, "owner");
    await ctx.app.inject({
      method: "PATCH",
      url: "/api/users/me",
      headers: { cookie: hindiOwner.cookie },
      payload: { language: "hi" },
    });
    const res = await put(hindiOwner, { ...BANK, ifsc: "HDFC1001234", gstin: "27AAPFU0939F1ZW" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      ifsc: "IFSC डालें: 4 अक्षर, फिर 0, फिर 6 अक्षर या अंक, जैसे HDFC0001234",
      gstin: "इस GSTIN का आखिरी अक्षर बाकी से मेल नहीं खाता: देखें कहीं टाइप करने में गलती तो नहीं हुई",
    });
  });
});

describe("a change of the payout account", () => {
  it("mails the owner, in their language, where payouts go now, without the full number", async () => {
    const hindiOwner = await loginAs(ctx, "owner");
    await ctx.database.db.update(users).set({ language: "hi" }).where(eq(users.id, hindiOwner.user.id));
    ctx.mailer.sent.length = 0;
    expect((await put(hindiOwner, BANK)).status).toBe(200);
    expect((await put(owner, BANK)).status).toBe(200);
    await ctx.app.jobs.runDue();
    const hindi = ctx.mailer.sent.find((m) => m.to === hindiOwner.email);
    const english = ctx.mailer.sent.find((m) => m.to === owner.email);
    expect(hindi?.subject).toBe("आपका Crease पेआउट खाता बदला गया");
    expect(hindi?.text).toContain("****7890");
    expect(english?.subject).toBe("Your Crease payout account was changed");
    expect(english?.text).toContain("the bank account ****7890 (IFSC HDFC0001234) of Shivaji Sports LLP");
    expect(english?.text).toContain("Your next payout waits until");
    for (const mail of [hindi, english]) expect(mail?.text).not.toContain(ACCOUNT);
  });

  it("holds the owner's next payout for 24 hours: marking it paid is refused until then", async () => {
    const payoutId = await scheduledPayout(owner.user.id);
    const listed = await call<{ payouts: Payout[] }>("GET", `/api/payouts?ownerId=${owner.user.id}`, admin);
    expect(listed.body.payouts.find((p) => p.id === payoutId)?.heldUntil).not.toBeNull();
    const refused = await call("POST", `/api/payouts/${payoutId}/mark-paid`, admin, { reference: "UTR0001" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/held until .*payout account changed less than 24 hours ago/);
    // Another owner's payouts are not held.
    const others = await scheduledPayout(otherOwner.user.id);
    expect((await call("POST", `/api/payouts/${others}/mark-paid`, admin, { reference: "UTR0002" })).status).toBe(200);

    // A day later the hold has passed.
    await ctx.database.db.execute(
      sql`update payout_accounts set payouts_held_until = now() - interval '1 minute' where owner_id = ${owner.user.id}`,
    );
    const paid = await call<Payout>("POST", `/api/payouts/${payoutId}/mark-paid`, admin, { reference: "UTR0003" });
    expect(paid.status, paid.raw.body).toBe(200);
    expect(paid.body).toMatchObject({ status: "paid", paidTo: "****7890 · HDFC0001234", heldUntil: null });
  });
});

describe("who may see and change it", () => {
  it("lets nobody but the owner read or write their account", async () => {
    // Visitors 401; players and admins 403 on the owner's own address; another owner reads only their own.
    expect((await call("GET", "/api/owner/payout-account")).status).toBe(401);
    expect((await put(undefined, BANK)).status).toBe(401);
    for (const who of [player, admin]) {
      expect((await call("GET", "/api/owner/payout-account", who)).status).toBe(403);
      expect((await put(who, BANK)).status).toBe(403);
    }
    const theirs = await call("GET", "/api/owner/payout-account", otherOwner);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toBeNull();
  });

  it("shows an admin sending a payout the full account, and nobody else", async () => {
    const payoutId = await scheduledPayout(owner.user.id);
    const full = await call<PayoutDestination>("GET", `/api/payouts/${payoutId}/account`, admin);
    expect(full.status).toBe(200);
    expect(full.body.account).toMatchObject({
      ownerId: owner.user.id,
      accountNumber: ACCOUNT,
      ifsc: "HDFC0001234",
      pan: "AAPFU0939F",
      gstin: "27AAPFU0939F1ZV",
    });
    expect((await call("GET", `/api/payouts/${payoutId}/account`)).status).toBe(401);
    for (const who of [player, owner, otherOwner]) {
      expect((await call("GET", `/api/payouts/${payoutId}/account`, who)).status).toBe(403);
    }
    expect((await call("GET", "/api/payouts/999999/account", admin)).status).toBe(404);
    const none = await call<PayoutDestination>(
      "GET",
      `/api/payouts/${await scheduledPayout(otherOwner.user.id)}/account`,
      admin,
    );
    expect(none.body).toEqual({ account: null });
  });

  it("does not open a sealed account copied onto another owner's row", async () => {
    const victim = await loginAs(ctx, "owner");
    expect((await put(victim, { password: TEST_PASSWORD, pan: "ABCPE1234F", upiId: "victim@okicici" })).status).toBe(
      200,
    );
    await ctx.database.db.execute(
      sql`update payout_accounts set sealed = (select sealed from payout_accounts where owner_id = ${owner.user.id})
          where owner_id = ${victim.user.id}`,
    );
    const res = await call("GET", `/api/payouts/${await scheduledPayout(victim.user.id)}/account`, admin);
    expect(res.status).toBe(409);
  });
});

describe("a week's payout statement", () => {
  let payoutId: number;
  beforeAll(async () => {
    const venue = await createVenue(ctx.database.db, {
      ownerId: otherOwner.user.id,
      venueType: "ground",
      name: "Statement Ground",
    });
    const booker = await createUser(ctx.database.db);
    const runDate = addDays(payoutRunOnOrBefore(todayInIst()), -7 * 80);
    await createPaidBooking(ctx.database.db, {
      venueId: venue.id,
      userId: booker.id,
      date: addDays(runDate, -3),
      slot: "morning",
      status: "completed",
      paidPaise: 141_600,
      gstPaise: 21_600,
    });
    const run = await call<{ payouts: Payout[] }>("POST", "/api/payouts/run", admin, { date: runDate });
    payoutId = run.body.payouts.find((p) => p.ownerId === otherOwner.user.id)!.id;
  });

  it("downloads as CSV for its owner: the payout's details, each booking and the total", async () => {
    const res = await call("GET", `/api/payouts/${payoutId}/statement.csv`, otherOwner);
    expect(res.status).toBe(200);
    expect(res.raw.headers["content-type"]).toContain("text/csv");
    expect(res.raw.headers["content-disposition"]).toMatch(/attachment; filename="crease-payout-.*\.csv"/);
    const text = res.raw.body;
    expect(text).toContain("Booking ID,Date,Slot,Venue,Booking status,Paid (INR)");
    // ₹1,416 paid, ₹216 GST, fee 8% of ₹1,200 = ₹96, earnings ₹1,104, payout ₹1,320.
    expect(text).toMatch(/Statement Ground,completed,1416\.00,0\.00,216\.00,96\.00,1104\.00,1320\.00\r\n/);
    expect(text).toMatch(/Total,,,,,1416\.00,0\.00,216\.00,96\.00,1104\.00,1320\.00\r\n$/);
  });

  it("downloads as a PDF for its owner and admins; nobody else", async () => {
    const res = await call("GET", `/api/payouts/${payoutId}/statement.pdf`, otherOwner);
    expect(res.status).toBe(200);
    expect(res.raw.headers["content-type"]).toBe("application/pdf");
    expect(res.raw.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(res.raw.rawPayload.length).toBeGreaterThan(1000);
    expect((await call("GET", `/api/payouts/${payoutId}/statement.pdf`, admin)).status).toBe(200);
    for (const kind of ["csv", "pdf"]) {
      expect((await call("GET", `/api/payouts/${payoutId}/statement.${kind}`)).status).toBe(401);
      expect((await call("GET", `/api/payouts/${payoutId}/statement.${kind}`, player)).status).toBe(403);
      expect((await call("GET", `/api/payouts/${payoutId}/statement.${kind}`, owner)).status).toBe(404);
    }
  });

  it("prints in its reader's language, the owner's name in Devanagari too", async () => {
    await ctx.database.db.update(users).set({ fullName: "अमन पटेल" }).where(eq(users.id, otherOwner.user.id));
    const statement = async () =>
      pdfText((await call("GET", `/api/payouts/${payoutId}/statement.pdf`, otherOwner)).raw.rawPayload);
    const english = await statement();
    expect(english).toContain("Crease payout statement");
    expect(english).toContain("Payout (earnings + GST)");
    expect(english).toContain("₹1,320.00");
    expect(english).toContain("अमन पटेल");

    expect((await call("PATCH", "/api/users/me", otherOwner, { language: "hi" })).status).toBe(200);
    try {
      const hindi = await statement();
      expect(hindi).toContain("Crease पेआउट स्टेटमेंट");
      expect(hindi).toContain("अमन पटेल");
      expect(hindi).toContain("स्टेटस: ");
      expect(hindi).toContain("तय है");
      expect(hindi).toContain("₹1,320.00");
      expect(hindi).not.toContain("Payout");
      // The CSV stays English: spreadsheets and accountants' tools read its titles.
      const csv = await call("GET", `/api/payouts/${payoutId}/statement.csv`, otherOwner);
      expect(csv.raw.body).toContain("Booking ID,Date,Slot,Venue,Booking status,Paid (INR)");
    } finally {
      await call("PATCH", "/api/users/me", otherOwner, { language: "en" });
    }
  });
});
