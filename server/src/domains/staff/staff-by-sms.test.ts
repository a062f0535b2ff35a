/**
 * Staff invited by mobile number (issue 46), on PGlite and PostgreSQL: the owner gives a mobile
 * instead of an email, the invitation's link goes by SMS through the job queue (the outbox here),
 * and the person joins by accepting it signed in with that number verified, once. A bad number is
 * a 400 naming the field; nobody but the venue's owner (or an admin) invites to it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type StaffMember, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginAs, TEST_PASSWORD } from "../../../test/app";
import { createVenue, playerWithMobile } from "../../../test/factories";
import { joinStaff } from "../../../test/staff";
import { queryRows } from "../../db/rows";
import { freshNumber } from "../auth/phone-test-helpers";

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
type Login = Awaited<ReturnType<typeof loginAs>>;
let ctx: Ctx;
let owner: Login;
let otherOwner: Login;
let venueId: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = await loginAs(ctx, "owner");
  otherOwner = await loginAs(ctx, "owner");
  venueId = (await createVenue(ctx.database.db, { ownerId: owner.user.id, name: "Azad Maidan Nets" })).id;
  await createVenue(ctx.database.db, { ownerId: otherOwner.user.id });
});
afterAll(async () => ctx?.close());

async function call<T = Record<string, unknown>>(
  method: "GET" | "POST" | "DELETE",
  url: string,
  who?: { cookie: string },
  payload?: unknown,
) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as T, text: res.body };
}

const invite = (who: { cookie: string }, body: Record<string, unknown>, at = venueId) =>
  call("POST", `/api/venues/${at}/staff`, who, body);

/** The SMS texts the outbox holds for +91 `digits`, oldest first (the queued jobs are run first). */
async function smsTo(digits: string): Promise<string[]> {
  await ctx.app.jobs.runDue();
  const outbox = path.join(ctx.config.dataDir, "outbox");
  return readdirSync(outbox)
    .filter((file) => file.endsWith(".sms.txt"))
    .sort()
    .map((file) => readFileSync(path.join(outbox, file), "utf8"))
    .filter((text) => text.startsWith(`To: +91${digits}\n`));
}

const tokenIn = (text: string | undefined) =>
  decodeURIComponent(/staff-invitation\?token=([^\s]+)/.exec(text ?? "")?.[1] ?? "");

const queued = async (digits: string) =>
  queryRows<{ payload: unknown }>(
    ctx.database.db,
    sql`select payload from jobs where kind = 'sms.send' and payload->>'to' = ${`+91${digits}`}`,
  );

/** Signs the account in again, so its session carries its number and memberships as they are now. */
async function signIn(email: string) {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { cookie: String(res.headers["set-cookie"]).split(";")[0] as string };
}

describe("inviting staff by mobile number", () => {
  it("queues the link by SMS, and the account with that number verified joins once", async () => {
    const digits = freshNumber();
    const added = await invite(owner, { mobile: `${digits.slice(0, 5)} ${digits.slice(5)}`, role: "desk" });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      email: null,
      mobile: `+91${digits}`,
      role: "desk",
      status: "invited",
      since: expect.any(String),
      expiresAt: expect.any(String),
    });
    // Queued, with the link sealed: the jobs table holds no working link.
    const jobs = await queued(digits);
    expect(jobs).toHaveLength(1);
    expect(JSON.stringify(jobs)).not.toContain("staff-invitation");

    const texts = await smsTo(digits);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain("invites you to the staff of Azad Maidan Nets on Crease as desk");
    const token = tokenIn(texts[0]);
    expect(token).not.toBe("");

    const list = await call<StaffMember[]>("GET", `/api/venues/${venueId}/staff`, owner);
    expect(list.body).toContainEqual(
      expect.objectContaining({ userId: null, mobile: `+91${digits}`, email: null, status: "invited" }),
    );

    // Someone else signed in (no such verified number) cannot take it.
    const stranger = await loginAs(ctx, "player");
    const refused = await call("POST", "/api/staff/invitations/accept", stranger, { token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/sent to another mobile number/);

    const person = await playerWithMobile(ctx, `+91${digits}`);
    const session = await signIn(person.email);
    const accepted = await call("POST", "/api/staff/invitations/accept", session, { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ venueId, venueName: "Azad Maidan Nets", role: "desk" });
    const again = await call("POST", "/api/staff/invitations/accept", session, { token });
    expect(again.status).toBe(404);

    const after = await call<StaffMember[]>("GET", `/api/venues/${venueId}/staff`, owner);
    expect(after.body).toContainEqual(
      expect.objectContaining({ userId: person.user.id, status: "active", role: "desk" }),
    );
    expect(after.body.filter((m) => m.mobile === `+91${digits}`)).toEqual([]);
    // The desk works for them now.
    const desk = await call("GET", `/api/venues/${venueId}/desk?from=${todayInIst()}`, await signIn(person.email));
    expect(desk.status).toBe(200);
  });

  it("refuses a bad number, both ways at once, or neither, with a message, and sends nothing", async () => {
    const before = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from staff_invitations`,
    );
    const bad = await invite(owner, { mobile: "12345 67890", role: "desk" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      mobile: "Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91",
    });
    const both = await invite(owner, { email: "both@example.com", mobile: freshNumber(), role: "desk" });
    expect(both.status).toBe(400);
    expect(both.body.errors).toEqual({ mobile: "Give the person's email or their mobile number, not both" });
    const neither = await invite(owner, { role: "desk" });
    expect(neither.status).toBe(400);
    expect(neither.body.errors).toEqual({ email: "Enter the email or the mobile number of the person to add" });
    const after = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from staff_invitations`,
    );
    expect(after).toEqual(before);
  });

  it("a new invitation to the number replaces the old link, and a withdrawn one stops working", async () => {
    const digits = freshNumber();
    expect((await invite(owner, { mobile: digits, role: "desk" })).status).toBe(201);
    const first = tokenIn((await smsTo(digits)).at(-1));
    expect((await invite(owner, { mobile: digits, role: "manager" })).status).toBe(201);
    const second = tokenIn((await smsTo(digits)).at(-1));
    expect(second).not.toBe(first);
    const person = await signIn((await playerWithMobile(ctx, `+91${digits}`)).email);
    expect((await call("POST", "/api/staff/invitations/accept", person, { token: first })).status).toBe(404);

    const withdrawn = await call("DELETE", `/api/venues/${venueId}/staff-invitations?mobile=%2B91${digits}`, owner);
    expect(withdrawn.status).toBe(204);
    expect((await call("POST", "/api/staff/invitations/accept", person, { token: second })).status).toBe(404);
    const gone = await call("DELETE", `/api/venues/${venueId}/staff-invitations?mobile=${digits}`, owner);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe("There is no open invitation to this mobile number at this venue");
  });

  it("refuses the owner's own verified number", async () => {
    const digits = freshNumber();
    await ctx.database.db.execute(sql`update users set verified_phone = ${`+91${digits}`} where id = ${owner.user.id}`);
    const own = await invite(owner, { mobile: digits, role: "manager" });
    expect(own.status).toBe(400);
    expect(own.body.errors).toEqual({
      mobile: "This is the venue owner's own mobile number: owners already manage their venues.",
    });
    await ctx.database.db.execute(sql`update users set verified_phone = null where id = ${owner.user.id}`);
  });

  it("only the venue's owner invites: another owner 404, its own desk 403, a player 403, and no SMS goes", async () => {
    const digits = freshNumber();
    const desk = await joinStaff(ctx, owner, await loginAs(ctx, "player"), venueId, "desk");
    const deskSession = await signIn(desk.email);
    expect((await invite(otherOwner, { mobile: digits, role: "manager" })).status).toBe(404);
    expect((await invite(deskSession, { mobile: digits, role: "manager" })).status).toBe(403);
    expect((await invite(await loginAs(ctx, "player"), { mobile: digits, role: "manager" })).status).toBe(403);
    expect(await queued(digits)).toEqual([]);
    expect(await smsTo(digits)).toEqual([]);
  });

  it("a manager of another venue invites nobody here (403), and gets 404 for its calendar and day sheet", async () => {
    const digits = freshNumber();
    const elsewhere = (await createVenue(ctx.database.db, { ownerId: otherOwner.user.id })).id;
    const desk = await joinStaff(ctx, otherOwner, await loginAs(ctx, "player"), elsewhere, "manager");
    const session = await signIn(desk.email);
    const day = todayInIst();
    // Staff never manage staff anywhere: refused by role (403) before the venue is even read.
    expect((await invite(session, { mobile: digits, role: "manager" })).status).toBe(403);
    expect((await call("GET", `/api/venues/${venueId}/staff`, session)).status).toBe(403);
    expect((await call("GET", `/api/venues/${venueId}/desk?from=${day}`, session)).status).toBe(404);
    for (const sheet of ["day-sheet", "day-sheet.csv", "day-sheet.pdf"]) {
      const res = await ctx.app.inject({
        method: "GET",
        url: `/api/venues/${venueId}/${sheet}?date=${day}`,
        headers: { cookie: session.cookie },
      });
      expect(res.statusCode, sheet).toBe(404);
      expect(res.body).not.toContain("+91");
    }
    expect(await queued(digits)).toEqual([]);
  });
});
