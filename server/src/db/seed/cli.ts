/**
 * npm run seed -- [--reset] [--demo] [--large | --venues N --bookings N --users N --reviews N]
 *
 * Opens the database the way the server does (DATABASE_URL, else PGlite in DATA_DIR/pgdata),
 * applies the migrations and loads the demo data and/or a large benchmark data set.
 * Bundled by server/build.mjs as dist/seed.js.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig, payoutAccountKeyOf } from "../../config";
import { migrateDatabase, openDatabase } from "../client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seedDemo } from "./demo";
import { LARGE_DEFAULTS, seedLarge } from "./large";
import { resetDatabase } from "./reset";

const HELP = `Load demo or benchmark data into the Crease database.

Usage: npm run seed -- [options]

  --demo            the demo data (accounts, 40 venues, bookings, reviews); the default
                    when no other data option is given; skipped when the database has users
  --large           a large data set: ${LARGE_DEFAULTS.venues.toLocaleString("en-IN")} venues, ${LARGE_DEFAULTS.bookings.toLocaleString("en-IN")} bookings over ${LARGE_DEFAULTS.days} days,
                    ${LARGE_DEFAULTS.users.toLocaleString("en-IN")} users, ${LARGE_DEFAULTS.reviews.toLocaleString("en-IN")} reviews (on an empty database the demo data
                    is loaded first, so the demo accounts work; --no-demo skips that)
  --venues N        large data set with N venues (any of these flags implies --large;
  --bookings N        counts not given follow --large's defaults with --large, else
  --users N           scale with --venues: 50 bookings, 5 users, 2 reviews per venue)
  --reviews N
  --views N         page views (default: 10 per approved venue)
  --days N          booking window in days, the last 14 in the future (default ${LARGE_DEFAULTS.days})
  --reset           empty every table first (no confirmation)
  --no-demo         with --large on an empty database: no demo data
  -h, --help        this text

The database is the server's: DATABASE_URL when set, else the embedded one in
\${DATA_DIR:-./data}/pgdata (stop the server first: one process per data directory).
Every account created gets the demo password "${DEMO_PASSWORD}".`;

function count(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/[_,]/g, ""));
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} needs a whole number, got "${value}"`);
  return n;
}

class UsageError extends Error {}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      demo: { type: "boolean" },
      large: { type: "boolean" },
      venues: { type: "string" },
      bookings: { type: "string" },
      users: { type: "string" },
      reviews: { type: "string" },
      views: { type: "string" },
      days: { type: "string" },
      reset: { type: "boolean" },
      "no-demo": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const venues = count("venues", values.venues);
  const sizes = {
    bookings: count("bookings", values.bookings),
    users: count("users", values.users),
    reviews: count("reviews", values.reviews),
    views: count("views", values.views),
    days: count("days", values.days),
  };
  const large =
    values.large || venues !== undefined || Object.entries(sizes).some(([k, v]) => k !== "days" && v !== undefined);
  const demo = values.demo || !large;

  const config = loadConfig();
  const uploadsDir = path.join(config.dataDir, "uploads");
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, "pgdata"),
    poolSize: 2,
  });
  const where =
    database.kind === "pglite"
      ? `embedded PostgreSQL (PGlite) in ${path.join(config.dataDir, "pgdata")}`
      : "PostgreSQL server (DATABASE_URL)";
  console.log(`Database: ${where}`);
  const started = performance.now();
  try {
    await migrateDatabase(database);
    if (values.reset) {
      const tables = await resetDatabase(database.db);
      console.log(`Emptied ${tables.length} tables.`);
    }

    let demoLoaded = false;
    const wantDemo = demo || (large && !values["no-demo"] && (await isDatabaseEmpty(database.db)));
    if (wantDemo) {
      const result = await seedDemo(database.db, { uploadsDir, payoutAccountKey: payoutAccountKeyOf(config) });
      if (result.skipped) {
        console.log("Demo data skipped: the database already has users (add --reset to start over).");
      } else {
        demoLoaded = true;
        const c = result.counts;
        console.log(
          `Demo data: ${c.users} users, ${c.venues} venues, ${c.bookings} bookings, ${c.reviews} reviews, ${c.venueViews} page views in ${seconds(result.ms)} (pictures ${result.images.rendered} rendered, ${result.images.reused} reused).`,
        );
      }
    }

    if (large) {
      const n = venues ?? (values.large ? LARGE_DEFAULTS.venues : 200);
      const scaled = !values.large;
      const options = {
        venues: n,
        bookings: sizes.bookings ?? (scaled ? n * 50 : LARGE_DEFAULTS.bookings),
        users: sizes.users ?? (scaled ? n * 5 : LARGE_DEFAULTS.users),
        reviews: sizes.reviews ?? (scaled ? n * 2 : LARGE_DEFAULTS.reviews),
        views: sizes.views,
        days: sizes.days ?? LARGE_DEFAULTS.days,
      };
      console.log(
        `Large data set: ${options.venues.toLocaleString("en-IN")} venues, ${options.bookings.toLocaleString("en-IN")} bookings over ${options.days} days, ${options.users.toLocaleString("en-IN")} users, ${options.reviews.toLocaleString("en-IN")} reviews`,
      );
      const result = await seedLarge(database.db, {
        ...options,
        uploadsDir,
        password: DEMO_PASSWORD,
        log: (line) => console.log(line),
      });
      const c = result.counts;
      console.log(
        `Large data set loaded in ${seconds(result.ms)}: ${Object.entries(c)
          .map(([k, v]) => `${v.toLocaleString("en-IN")} ${k}`)
          .join(", ")}.`,
      );
    }

    console.log(`Done in ${seconds(performance.now() - started)}.`);
    if (demoLoaded) {
      console.log(`\nDemo accounts (password for all: ${DEMO_PASSWORD})`);
      for (const account of DEMO_ACCOUNTS) console.log(`  ${account.role.padEnd(7)} ${account.email}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof UsageError) {
    console.error(error.message);
  } else if (error instanceof Error && "code" in error && error.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    console.error(`${error.message}\n\n${HELP}`);
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  }
  process.exit(1);
});
