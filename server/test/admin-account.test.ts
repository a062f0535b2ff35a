import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { api, REPO_ROOT, startServer } from "../../scripts/lib/server-process";
import { migrateDatabase, openDatabase } from "../src/db/client";
import { sessions, users } from "../src/db/schema";
import { AdminEmailTaken } from "../src/domains/auth/admin-account";
import { hashPassword } from "../src/lib/passwords";
import { loginAs, TEST_PASSWORD, uniqueEmail, useTestApp } from "./app";
import { createDatabaseFromTemplate, dropDatabase, testDatabaseKind, urlForDatabase } from "./databases";

// ADMIN_EMAIL must never hand the admin role to whoever registered that email first
// (docs/SECURITY.md); promoting an existing account is an explicit command.
const ctx = useTestApp();

const login = (email: string, password: string) =>
  ctx.app.inject({ method: "POST", url: "/api/auth/login", remoteAddress: "192.0.2.50", payload: { email, password } });

describe("the admin account from the environment", () => {
  it("refuses an email a player registered first, and leaves that account as it was", async () => {
    const { email, user } = await loginAs(ctx, "player");
    await expect(ctx.app.services.auth.ensureAdmin(email, "admin-password-1")).rejects.toBeInstanceOf(AdminEmailTaken);
    await expect(ctx.app.services.auth.ensureAdmin(email, "admin-password-1")).rejects.toThrow(
      /npm run admin -- promote/,
    );
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe("player");
    expect((await login(email, "admin-password-1")).statusCode).toBe(401);
    expect((await login(email, TEST_PASSWORD)).json().role).toBe("player");
  });

  it("creates the admin when the email is unused, and leaves an existing admin's password alone", async () => {
    const email = uniqueEmail("boss");
    await ctx.app.services.auth.ensureAdmin(email, "first-admin-password");
    await ctx.app.services.auth.ensureAdmin(email, "changed-in-env-later");
    expect((await login(email, "first-admin-password")).json().role).toBe("admin");
    expect((await login(email, "changed-in-env-later")).statusCode).toBe(401);
  });

  it("promoting sets a new password, makes an active admin and ends the account's sessions", async () => {
    const { email, user, cookie } = await loginAs(ctx, "owner");
    const admin = await ctx.app.services.auth.promoteToAdmin(email, "promoted-password-1");
    expect(admin.role).toBe("admin");
    const me = await ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, "promoted-password-1")).json().role).toBe("admin");
  });
});

describe("npm run admin -- promote", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A database of the run's kind that the command and a server process can open by themselves. */
  async function standaloneDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "crease-admin-"));
    dirs.push(dataDir);
    if (testDatabaseKind() === "postgres") {
      const name = await createDatabaseFromTemplate(inject("postgresTemplate"));
      return { env: { DATA_DIR: dataDir, DATABASE_URL: urlForDatabase(name) }, drop: () => dropDatabase(name) };
    }
    return { env: { DATA_DIR: dataDir }, drop: async () => {} };
  }

  function run(args: string[], env: Record<string, string>) {
    const { DATABASE_URL: _, ...rest } = process.env;
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/src/admin-cli.ts", ...args], {
      cwd: REPO_ROOT,
      env: { ...rest, ...env },
      encoding: "utf8",
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  }

  it("a start with ADMIN_EMAIL of a player's account stops with the fix; the command promotes it", async () => {
    const { env, drop } = await standaloneDatabase();
    try {
      const email = uniqueEmail("squatter");
      const database = await openDatabase({
        url: env.DATABASE_URL,
        dataDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR as string, "pgdata"),
        poolSize: 1,
      });
      await migrateDatabase(database);
      await database.db.insert(users).values({
        username: `squatter-${process.pid}`,
        fullName: "Squatter",
        email,
        passwordHash: await hashPassword("stranger-password"),
        role: "player",
      });
      await database.close();

      // The server stops before it is ready, naming the account and the command.
      await expect(
        startServer({ ...env, ADMIN_EMAIL: email, ADMIN_PASSWORD: "the-real-admin-pw", SEED_DEMO: "false" }),
      ).rejects.toThrow(`ADMIN_EMAIL ${email} belongs to an account that is not an admin`);

      expect(run(["promote"], env).status).toBe(1);
      // In the operator's language: a refusal in Hindi with --lang hi (or LANG=hi_IN…).
      const unknown = run(["promote", "nobody@example.in", "--password", "whatever-123", "--lang", "hi"], env);
      expect(unknown.output).toContain("nobody@example.in ईमेल से कोई अकाउंट नहीं है।");
      expect(unknown.status).toBe(1);
      const promoted = run(["promote", email, "--password", "promoted-pw-123"], env);
      expect(promoted.output).toContain(`${email} is now an active admin`);
      expect(promoted.status).toBe(0);

      const server = await startServer({ ...env, SEED_DEMO: "false" });
      try {
        const signIn = await api<{ role: string }>(server.url, "POST", "/api/auth/login", {
          body: { email, password: "promoted-pw-123" },
        });
        expect(signIn.body.role).toBe("admin");
        const old = await api(server.url, "POST", "/api/auth/login", {
          body: { email, password: "stranger-password" },
        });
        expect(old.status).toBe(401);
      } finally {
        await server.stop();
      }
    } finally {
      await drop();
    }
  }, 300_000);
});
