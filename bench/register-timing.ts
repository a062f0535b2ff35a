/**
 * Registration's time for a new email against a taken one: `npx tsx bench/register-timing.ts [-- --requests N]`.
 *
 * Builds the app on an in-memory embedded database and sends, alternately, a registration with
 * a new email and one with an email that already has an account, through Fastify's inject.
 * Prints the median and p90 of each. Only printed, never asserted: the test is that both paths
 * hash the given password before answering (auth.test.ts); this shows what that buys.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildApp } from "../server/src/app";
import { ensureSecrets, loadConfig } from "../server/src/config";
import { migrateDatabase, openDatabase } from "../server/src/db/client";

const { values } = parseArgs({ options: { requests: { type: "string", default: "40" } } });
const requests = Number(values.requests);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "crease-register-bench-"));
const config = ensureSecrets(
  loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", REGISTER_LIMIT: String(requests * 3 + 10) }),
);
const database = await openDatabase({});
await migrateDatabase(database);
const app = await buildApp({ config, database, logger: false, pollJobs: false });
await app.ready();

const account = (email: string) => ({ fullName: "Bench Player", email, phone: "9876543210", password: "cover-drive" });
const register = async (email: string) => {
  const started = performance.now();
  const res = await app.inject({ method: "POST", url: "/api/auth/register", payload: account(email) });
  return { ms: performance.now() - started, status: res.statusCode };
};

await register("taken@example.in");
const times = { new: [] as number[], taken: [] as number[] };
for (let i = 0; i < requests; i++) {
  const fresh = await register(`new-${i}@example.in`);
  const taken = await register("taken@example.in");
  if (fresh.status !== 201 || taken.status !== 409) throw new Error(`unexpected ${fresh.status} / ${taken.status}`);
  times.new.push(fresh.ms);
  times.taken.push(taken.ms);
}

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
for (const [name, list] of Object.entries(times)) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(`${name.padEnd(6)} p50 ${at(sorted, 0.5).toFixed(1)} ms  p90 ${at(sorted, 0.9).toFixed(1)} ms`);
}
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
