/**
 * Search latency with a large catalogue: `npm run bench:search [-- --data-dir DIR --requests N]`.
 *
 * Opens (or first fills, with the seed command's large mode) an embedded database, builds the
 * app in this process and sends each discovery query N times one after another through
 * Fastify's inject, so the figures are the server's own time per request: routing, validation,
 * the SQL and the JSON. Prints p50 / p95 / p99 per query. Set DATABASE_URL to measure a
 * PostgreSQL server instead (it must already hold the large data set).
 */
import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { addDays, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { buildApp } from "../server/src/app";
import { ensureSecrets, loadConfig } from "../server/src/config";
import { migrateDatabase, openDatabase } from "../server/src/db/client";
import { queryRows } from "../server/src/db/rows";
import { DEMO_PASSWORD } from "../server/src/db/seed/demo";
import { LARGE_DEFAULTS, seedLarge } from "../server/src/db/seed/large";

const { values } = parseArgs({
  options: {
    "data-dir": { type: "string", default: path.join(os.tmpdir(), "crease-bench") },
    requests: { type: "string", default: "300" },
  },
});
const dataDir = values["data-dir"] as string;
const requests = Number(values.requests);
mkdirSync(dataDir, { recursive: true });

const config = ensureSecrets(loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" }));
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(dataDir, "pgdata") },
);
await migrateDatabase(database);
const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from venues`);
if (n < LARGE_DEFAULTS.venues) {
  console.log(`Filling the database with the seed command's large data set (${n} venues now)…`);
  const started = performance.now();
  await seedLarge(database.db, {
    ...LARGE_DEFAULTS,
    uploadsDir: path.join(dataDir, "uploads"),
    password: DEMO_PASSWORD,
    log: (line) => console.log(`  ${line}`),
  });
  console.log(`…done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
const [counts] = await queryRows<{ venues: number; bookings: number }>(
  database.db,
  sql`select (select count(*)::int from venues) as venues, (select count(*)::int from bookings) as bookings`,
);

// Without the read cache: every request pays the database, as a first request or a miss does.
const app = await buildApp({ config, database, logger: false, readCacheBytes: 0 });
await app.ready();

const date = addDays(todayInIst(), 2);
const [sample] = await queryRows<{ id: number }>(
  database.db,
  sql`select id from venues where status = 'approved' and venue_type = 'nets' order by id limit 1`,
);
const scenarios: [string, string][] = [
  ["city + type", "/api/venues?city=Pune&venueType=ground"],
  ["city + date + slot (free only)", `/api/venues?city=Pune&venueType=ground&date=${date}&timeSlot=evening`],
  ["city + date + hourly start", `/api/venues?city=Mumbai&venueType=nets&date=${date}&hourlyTime=18:00`],
  ["city + date (any free slot)", `/api/venues?city=Delhi&date=${date}`],
  ["all, sorted by price, page 1", "/api/venues?sort=price"],
  ["amenities + price range", "/api/venues?city=Bangalore&amenities=Parking,Floodlights&minPrice=500&maxPrice=5000"],
  ["distance sort", "/api/venues?venueType=box&sort=distance&lat=19.07&lng=72.87"],
  ["pincode (560064)", "/api/venues?location=560064"],
  ["near me, 10 km", "/api/venues?sort=distance&lat=12.97&lng=77.59&radiusKm=10"],
  ["city by another name (Bengaluru)", "/api/venues?city=Bengaluru&venueType=ground"],
  ["locations suggestions", "/api/locations?q=pu"],
  ["venue detail", `/api/venues/${sample?.id}`],
  ["availability, 30 days", `/api/venues/${sample?.id}/availability?days=30`],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

console.log(
  `\n${database.kind}, ${counts?.venues.toLocaleString("en-IN")} venues, ${counts?.bookings.toLocaleString("en-IN")} bookings, ${requests} requests each (after 20 warm-up)\n`,
);
console.log(`${"query".padEnd(34)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)}  results`);
for (const [name, url] of scenarios) {
  const times: number[] = [];
  let results = 0;
  for (let i = 0; i < requests + 20; i++) {
    const started = performance.now();
    const res = await app.inject({ method: "GET", url, remoteAddress: `10.0.${i % 250}.${i % 7}` });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    if (i >= 20) times.push(elapsed);
    const body = res.json();
    results = Array.isArray(body) ? body.length : Array.isArray(body?.days) ? body.days.length : 1;
  }
  times.sort((a, b) => a - b);
  const cells = [50, 95, 99].map((p) => percentile(times, p).toFixed(1).padStart(8));
  console.log(`${name.padEnd(34)} ${cells.join(" ")}  ${results}`);
}

await app.close();
await database.close();
