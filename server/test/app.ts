import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { User } from "@crease/core";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, inject } from "vitest";
import { type App, buildApp } from "../src/app";
import { type Config, ensureSecrets, loadConfig } from "../src/config";
import { type Database, openDatabase } from "../src/db/client";
import type { PaymentProvider } from "../src/domains/payments/providers/provider";
import type { Mail, Mailer } from "../src/lib/mail";
import type { SmsSender } from "../src/lib/sms";
import { createDatabaseFromTemplate, dropDatabase, testDatabaseKind, urlForDatabase } from "./databases";

export const TEST_PASSWORD = "secret-pass-123";

/** A database of its own for the calling test file, migrated, on the database chosen for the run. */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (testDatabaseKind() === "postgres") {
    const name = await createDatabaseFromTemplate(inject("postgresTemplate"));
    const database = await openDatabase({ url: urlForDatabase(name), poolSize: 4 });
    return {
      database,
      drop: async () => {
        await database.close();
        await dropDatabase(name);
      },
    };
  }
  const snapshot = readFileSync(inject("pgliteSnapshot"));
  const database = await openDatabase({ loadDataDir: new Blob([snapshot]) });
  return { database, drop: () => database.close() };
}

/** A mailer that keeps mails in memory for assertions. */
export function memoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    mode: "smtp",
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  mailer: ReturnType<typeof memoryMailer>;
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    realMailer?: boolean;
    webDist?: string;
    paymentProvider?: PaymentProvider;
    /** Overrides the SMS outbox (a provider that fails, say). */
    smsSender?: SmsSender;
    /** Jobs run only when a test calls app.jobs.runDue(), unless this is true. */
    pollJobs?: boolean;
    onRoute?: (route: RouteOptions) => void;
    /** Log lines go here (at LOG_LEVEL, "silent" unless set in env) instead of nowhere. */
    logStream?: { write(line: string): void };
  } = {},
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "crease-test-"));
  // As a start does: the sandbox's webhook secret is generated into the test's DATA_DIR.
  const loaded = ensureSecrets(
    // Tests sign admins in with the password alone unless they ask for the second factor
    // (ADMIN_SECOND_FACTOR: "required"), as the second factor's own tests do.
    loadConfig({
      DATA_DIR: dataDir,
      SESSION_SECRET: "x".repeat(40),
      LOG_LEVEL: "silent",
      ADMIN_SECOND_FACTOR: "off",
      ...env,
    }),
  );
  const config = { ...loaded, webDist: options.webDist ?? path.join(dataDir, "no-web-build") };
  const { database, drop } = await openTestDatabase();
  const memory = memoryMailer();
  const app = await buildApp({
    config,
    database,
    mailer: options.realMailer ? undefined : memory,
    paymentProvider: options.paymentProvider,
    smsSender: options.smsSender,
    pollJobs: options.pollJobs ?? false,
    onRoute: options.onRoute,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    mailer: memory,
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app and database for a whole test file. Tests use distinct emails so they do not
 * step on each other.
 */
export function useTestApp(env: Record<string, string> = {}) {
  const ctx = {} as TestContext;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const built = await buildTestApp(env);
    Object.assign(ctx, built);
    close = built.close;
  });
  afterAll(async () => close());
  return ctx;
}

let addresses = 0;
/** A fresh client address (10.88.x.y) for requests that are limited per address. */
export function nextTestAddress(): string {
  addresses += 1;
  return `10.88.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
}

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now()}.${counter}@example.in`;
}

/** Extracts "name=value" of the session cookie from a response's Set-Cookie. */
export function sessionCookieOf(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join("; ") : (setCookie ?? "");
  const match = /crease_session=([^;]*)/.exec(header);
  if (!match?.[1]) throw new Error(`No session cookie in: ${header}`);
  return `crease_session=${match[1]}`;
}

/** Registers a user with a role (admins directly in the database) and signs in. */
export async function loginAs(
  ctx: Pick<TestContext, "app">,
  role: "player" | "owner" | "admin" = "player",
  email = uniqueEmail(role),
): Promise<{ cookie: string; user: User; email: string }> {
  if (role === "admin") {
    await ctx.app.services.auth.ensureAdmin(email, TEST_PASSWORD);
  } else {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      // Each test account from an address of its own: one address may open only a few accounts.
      remoteAddress: nextTestAddress(),
      payload: { fullName: `Test ${role}`, email, phone: "9876543210", password: TEST_PASSWORD, role },
    });
    if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  }
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: TEST_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookieOf(res.headers["set-cookie"]), user: res.json() as User, email };
}
