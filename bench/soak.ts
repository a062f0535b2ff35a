/**
 * Memory over a long run: `npm run bench:soak [-- --minutes 30 --clients 24 --postgres]`.
 *
 * Starts the built server (`node server/dist/main.js`, run `npm run build` first) in its own
 * process on port 5451, on a fresh demo database (embedded by default; with --postgres a scratch
 * database on 127.0.0.1:5432, dropped afterwards), and sends it the mixed traffic of
 * soak-traffic.ts from a fixed number of clients for the given minutes. It reads the server's
 * memory from /proc every few seconds, prints a line per minute (or per tenth of a shorter run),
 * and at the end compares the resident memory after the warm-up (the first fifth of the run)
 * with the memory at the end: a server that keeps anything per request, session, address or
 * socket grows here, one that only caches to a bound stays flat.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createScratchDatabase, dropScratchDatabase } from "./data";
import { createTraffic, SLOW_MS, type TrafficStats, type VenueRef } from "./soak-traffic";
import { type RunningServer, startServer, stopServer } from "./startup";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "30" },
    clients: { type: "string", default: "24" },
    postgres: { type: "boolean", default: false },
  },
});
/** Not the suite's 5401 or bench:realtime's 5301: the soak may run beside them. */
const PORT = 5451;
const minutes = Number(values.minutes);
const clients = Number(values.clients);
if (!(minutes > 0) || !(clients > 0)) throw new Error("--minutes and --clients must be positive numbers");
const runMs = minutes * 60_000;
/** Growth allowed between the end of the warm-up and the end of the run. */
const BUDGET = 0.1;
/** The warm-up: caches fill, PGlite's page cache and V8's heap reach their working size. */
const WARM_UP = 0.2;
const SAMPLE_MS = 5_000;
const reportMs = Math.min(60_000, runMs / 10);

interface Sample {
  at: number;
  rssMb: number;
  /** Anonymous resident memory (the JS heap, malloc, PGlite's WASM memory); the rest is mapped files. */
  anonMb: number;
  /** The peak resident memory so far (VmHWM). */
  peakMb: number;
  cpuTicks: number;
}

function sample(pid: number, at: number): Sample {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  // utime and stime, fields 14 and 15, counted after the command name's closing parenthesis.
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return {
    at,
    rssMb: kb("VmRSS") / 1024,
    anonMb: kb("RssAnon") / 1024,
    peakMb: kb("VmHWM") / 1024,
    cpuTicks: Number(fields[11]) + Number(fields[12]),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const clock = (ms: number) =>
  `${String(Math.floor(ms / 60_000)).padStart(2, "0")}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, "0")}`;

/** The median RSS over the report interval that ends at `end` ms into the run (GC noise smoothed). */
function rssAround(samples: Sample[], end: number): number {
  return median(samples.filter((s) => s.at > end - reportMs && s.at <= end).map((s) => s.rssMb));
}

async function publicVenues(base: string): Promise<VenueRef[]> {
  const res = await fetch(`${base}/api/venues?limit=100`);
  const venues = (await res.json()) as VenueRef[];
  if (venues.length === 0) throw new Error("no public venues: did the demo data load?");
  return venues.map(({ id, city, venueType }) => ({ id, city, venueType }));
}

const slowCount = (stats: TrafficStats) => [...stats.slow.values()].reduce((a, b) => a + b, 0);

function report(stats: TrafficStats, samples: Sample[], last: { requests: number; at: number; ticks: number }) {
  const now = samples.at(-1) as Sample;
  const seconds = (now.at - last.at) / 1000;
  const cpu = (now.cpuTicks - last.ticks) / 100 / Math.max(1, seconds);
  console.log(
    `${clock(now.at).padStart(6)}  ${now.rssMb.toFixed(0).padStart(5)} MB  ${now.anonMb.toFixed(0).padStart(5)} MB` +
      `  ${now.peakMb.toFixed(0).padStart(5)} MB  ${(cpu * 100).toFixed(0).padStart(4)}%` +
      `  ${String(stats.requests).padStart(8)}  ${((stats.requests - last.requests) / Math.max(1, seconds)).toFixed(0).padStart(5)}` +
      `  ${String(stats.errors).padStart(6)}  ${String(slowCount(stats)).padStart(5)}  ${stats.bookings} booked, ${stats.cancellations} cancelled, ` +
      `${stats.registrations} signed up, ${stats.sockets} sockets`,
  );
  last.requests = stats.requests;
  last.at = now.at;
  last.ticks = now.cpuTicks;
}

async function soak(server: RunningServer): Promise<boolean> {
  const pid = server.child.pid as number;
  const venues = await publicVenues(server.base);
  const cities = [...new Set(venues.map((v) => v.city))];
  console.log(
    `${venues.length} public venues in ${cities.length} cities; ${clients} clients for ${minutes} min; ` +
      `RSS every ${SAMPLE_MS / 1000} s, a line every ${Math.round(reportMs / 1000)} s\n`,
  );
  console.log("  time    RSS    anon    peak   CPU  requests  req/s  errors   slow");
  const started = Date.now();
  const traffic = createTraffic({ base: server.base, venues, cities, until: started + runMs });
  const samples: Sample[] = [sample(pid, 0)];
  const last = { requests: 0, at: 0, ticks: samples[0]?.cpuTicks ?? 0 };
  let nextReport = reportMs;
  let died = false;
  server.child.once("exit", () => {
    died = true;
  });
  const sampler = setInterval(() => {
    if (died) return;
    const at = Math.min(Date.now() - started, runMs);
    samples.push(sample(pid, at));
    if (at >= nextReport - SAMPLE_MS / 2) {
      report(traffic.stats, samples, last);
      nextReport += reportMs;
    }
  }, SAMPLE_MS);
  try {
    await Promise.all(Array.from({ length: clients }, () => traffic.client()));
  } finally {
    clearInterval(sampler);
  }
  if (died) throw new Error("the server exited during the run");
  if ((samples.at(-1)?.at ?? 0) < runMs) {
    samples.push(sample(pid, runMs));
    // A line for a last stretch of a second or two would show a rate that means nothing.
    if (runMs - last.at >= reportMs / 2) report(traffic.stats, samples, last);
  }

  const { stats } = traffic;
  const warm = rssAround(samples, runMs * WARM_UP);
  const end = rssAround(samples, runMs);
  const growth = (end - warm) / warm;
  const pass = growth < BUDGET;
  console.log(
    `\n${stats.requests} requests (${(stats.requests / (runMs / 1000)).toFixed(0)}/s), ${stats.errors} errors; ` +
      `${stats.visits} visits, ${stats.registrations} sign-ups, ${stats.bookings} bookings, ` +
      `${stats.cancellations} cancelled, ${stats.reviews} reviews, ${stats.sockets} sockets`,
  );
  const failures = [...stats.failures].sort((a, b) => b[1] - a[1]).slice(0, 10);
  for (const [what, count] of failures) console.log(`  ${String(count).padStart(6)} × ${what}`);
  const slow = [...stats.slow].sort((a, b) => b[1] - a[1]).slice(0, 10);
  if (slow.length > 0) console.log(`answers slower than ${SLOW_MS / 1000} s: ${slowCount(stats)}`);
  for (const [what, count] of slow) console.log(`  ${String(count).padStart(6)} × ${what}`);
  console.log(`RSS after the warm-up (${clock(runMs * WARM_UP)}): ${warm.toFixed(0)} MB`);
  console.log(`RSS at the end (${clock(runMs)}):${" ".repeat(10)}${end.toFixed(0)} MB`);
  console.log(`peak RSS: ${(samples.at(-1)?.peakMb ?? 0).toFixed(0)} MB`);
  console.log(
    `growth: ${(growth * 100).toFixed(1)}% (budget < ${BUDGET * 100}%; each figure the median over ${Math.round(reportMs / 1000)} s): ${pass ? "PASS" : "FAIL"}`,
  );
  return pass;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "crease-soak-"));
const scratch = `crease_soak_${process.pid}`;
console.log(
  `Soak: ${values.postgres ? `PostgreSQL (database ${scratch})` : "embedded database (PGlite)"}, port ${PORT}`,
);
try {
  const databaseUrl = values.postgres ? await createScratchDatabase(scratch) : undefined;
  const server = await startServer({ dataDir, databaseUrl, seedDemo: true }, PORT);
  try {
    if (!(await soak(server))) process.exitCode = 1;
  } finally {
    await stopServer(server);
  }
} finally {
  if (values.postgres) await dropScratchDatabase(scratch);
  rmSync(dataDir, { recursive: true, force: true });
}
