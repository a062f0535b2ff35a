/**
 * What the log may hold: never a failed statement's parameters (a password's argon2 hash, an
 * email) or a row's values; and no NUL reaches the database however the API's address is spelled
 * (the router decodes "/%61pi/" to "/api/"), where it would fail as a 500 and be logged.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema";
import { buildTestApp, loginAs, TEST_PASSWORD, uniqueEmail } from "./app";

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
const lines: string[] = [];

beforeAll(async () => {
  ctx = await buildTestApp({ LOG_LEVEL: "info" }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => ctx.close());

const NUL_REFUSED = { message: "Text cannot contain NUL characters" };

describe("text with NUL never reaches the database", () => {
  it("is a 400 on the API however its address is spelled, and nothing is made or logged", async () => {
    const email = uniqueEmail("nul");
    const register = { fullName: "Nul\u0000Name", email, phone: "9876543210", password: TEST_PASSWORD };
    for (const url of ["/api/auth/register", "/%61pi/auth/register", "/ap%69/auth/register"]) {
      const res = await ctx.app.inject({ method: "POST", url, payload: register });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(NUL_REFUSED);
    }
    const player = await loginAs(ctx, "player");
    for (const url of ["/api/users/me", "/%61pi/users/me"]) {
      const res = await ctx.app.inject({
        method: "PATCH",
        url,
        headers: { cookie: player.cookie },
        payload: { fullName: "Bad\u0000Name" },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(NUL_REFUSED);
    }
    const search = await ctx.app.inject({ method: "GET", url: "/%61pi/venues?city=Pune%00" });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual(NUL_REFUSED);

    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    const log = lines.join("");
    expect(log).not.toContain(" 500");
    expect(log).not.toContain("$argon2");
    expect(log).not.toContain(email);
  });
});

describe("a failed statement in the log", () => {
  it("says which statement failed and why, never with its parameters or the row's values", async () => {
    const taken = await loginAs(ctx, "player");
    const hash = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo";
    // The same email twice: the database refuses it and PostgreSQL's detail would repeat it.
    const failed = await ctx.database.db
      .insert(users)
      .values({ username: `dup${Date.now()}`, fullName: "Copy", email: taken.user.email, passwordHash: hash })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failed).toBeInstanceOf(Error);
    const before = lines.length;
    ctx.app.log.error({ err: failed }, "request failed");
    const line = lines.slice(before).join("");
    const entry = JSON.parse(line) as { err: { message: string; stack: string; cause?: { code?: string } } };
    expect(line).not.toContain(hash);
    expect(line).not.toContain("argon2");
    expect(line).not.toContain(taken.user.email);
    expect(line).not.toContain("params");
    expect(entry.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(entry.err.stack).toMatch(/^Error: Failed query: insert into "users"/);
    expect(entry.err.cause?.code).toBe("23505");
  });
});
