import path from "node:path";
import v8 from "node:v8";
import { buildApp } from "./app";
import { type Config, ConfigError, ensureSecrets, loadConfig, payoutAccountKeyOf } from "./config";
import { migrateDatabase, openDatabase } from "./db/client";
import { commitRisks } from "./db/commit-risks";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty } from "./db/seed/accounts";
import { needsPreparing, pgdataOf, prepareInChild } from "./first-start";
import { safeErrorMessage } from "./lib/safe-error";

/**
 * V8 flags the server sets for itself; the same flag on the command line (`node --flag=N …`) wins.
 *
 * `heap-growing-percent`: how far V8 lets the JS heap grow past what the last full collection
 * kept: 30% instead of its default of up to four times. Under load the server allocates fast and
 * keeps little (about 50 MB live with a full read cache): objects of the requests in flight outlive
 * two young collections and pile up in the old generation, and by default up to 200 MB of that
 * garbage waited for the next full collection, most of the server's resident memory after the
 * bench's HTTP load (docs/performance-diary.md, "Start-up, memory and the search p99"). The price: about
 * ten times as many full collections under that load (each marks the live heap, a few milliseconds).
 *
 * `wasm-tiering-budget`: how much of the embedded database's WebAssembly (PGlite) a function runs
 * before V8 compiles it again with its optimizing compiler, on background threads. At V8's default
 * (1.8 million) PostgreSQL's own start (recovery, catalogs) was optimized as it ran, code that never
 * runs again: about 0.4 s of CPU on two cores, taken from the start itself. At 200 million the
 * embedded start-up took 0.06–0.15 s less, and the functions a booking or a search runs still turn
 * optimized within the first seconds of load (docs/performance-diary.md, "An embedded start without
 * optimizing PostgreSQL's boot").
 */
const V8_FLAGS = { "heap-growing-percent": 30, "wasm-tiering-budget": 200_000_000 };

/** Reads config, opens and migrates the database, seeds on first start, listens, shuts down gracefully. */
async function main() {
  for (const [flag, value] of Object.entries(V8_FLAGS)) {
    const given = [flag, flag.replaceAll("-", "_")].map((name) => `--${name}`);
    if (!process.execArgv.some((arg) => given.some((name) => arg.startsWith(name)))) {
      v8.setFlagsFromString(`--${flag}=${value}`);
    }
  }
  const config = readConfig();

  // A new database and the demo data are made in a child process that exits (first-start.ts).
  const prepared = needsPreparing(config);
  if (prepared) await prepareInChild();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : pgdataOf(config),
  });
  await migrateDatabase(database);

  const app = await buildApp({ config, database });
  const empty = await isDatabaseEmpty(database.db);
  const shouldSeed = config.seedDemo ?? (database.kind === "pglite" && empty);
  if (shouldSeed && empty && !prepared) {
    // An embedded database that exists but has no users (left empty by SEED_DEMO=false once):
    // rare, so seeded here rather than paying for a second open of the database on every start.
    app.log.info("empty database: loading demo data");
    // Loaded only now: the demo data and its pictures are not part of a server that never seeds.
    const { seedDemo } = await import("./db/seed/demo");
    await seedDemo(database.db, {
      uploadsDir: path.join(config.dataDir, "uploads"),
      payoutAccountKey: payoutAccountKeyOf(config),
    });
  }
  if (config.admin) await app.services.auth.ensureAdmin(config.admin.email, config.admin.password);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Requests already sent may still wait unread in socket buffers or the accept queue (a busy
    // event loop reads them late); close() resets those connections. Serve through a few turns
    // of the event loop, each with a poll for I/O, before closing.
    for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setTimeout(resolve, 50));
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  const risks = await commitRisks(database.db);
  if (risks.length > 0) {
    app.log.warn(
      `The database runs with ${risks.join(" and ")}: a crash of its machine can lose bookings confirmed ` +
        "moments before, with the players' money taken. Turn them on for a real installation (docs/decisions/040-embedded-database-durable.md).",
    );
  }
  if (config.production && config.payment.provider === "sandbox") {
    app.log.warn(
      "NODE_ENV=production with PAYMENT_PROVIDER=sandbox: no real money moves and every page shows a test-mode " +
        "ribbon. Set PAYMENT_PROVIDER=razorpay with its keys to take real payments.",
    );
  }
  if (config.production && config.adminSecondFactor === "off") {
    app.log.warn(
      "NODE_ENV=production with ADMIN_SECOND_FACTOR=off: an administrator's password alone opens the admin's " +
        "session. Remove ADMIN_SECOND_FACTOR (it defaults to required) for a real installation.",
    );
  }
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const lines = [
    "",
    `  Crease is running at http://${shown}:${config.port}`,
    `  Database: ${database.kind === "pglite" ? `embedded PostgreSQL (PGlite) in ${path.join(config.dataDir, "pgdata")}` : "PostgreSQL server (DATABASE_URL)"}`,
  ];
  if (shouldSeed || (await hasDemoAccounts(app))) {
    lines.push("", `  Demo accounts (password for all: ${DEMO_PASSWORD})`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.role.padEnd(7)} ${account.email}`);
  }
  if (config.admin) lines.push("", `  Admin from ADMIN_EMAIL: ${config.admin.email}`);
  console.log(`${lines.join("\n")}\n`);
}

function readConfig(): Config {
  try {
    return ensureSecrets(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function hasDemoAccounts(app: Awaited<ReturnType<typeof buildApp>>): Promise<boolean> {
  const first = DEMO_ACCOUNTS[0];
  return first ? app.services.auth.hasAccount(first.email) : false;
}

main().catch((error: unknown) => {
  console.error(safeErrorMessage(error));
  process.exit(1);
});
