/**
 * The performance suite: `npm run bench [-- --postgres] [--seconds 10] [--no-write]
 * [--instances 2] [--only bookings]`.
 *
 * On the seed command's large data set (cached, see data.ts), with the built server in its own
 * process: start-up, HTTP under load (http.ts), bookings through the checkout (bookings.ts),
 * memory, and the web app's first paint (frontend.ts). Prints one table with the budgets and
 * writes it into docs/PERFORMANCE.md between the generated-section markers. `--instances 2` adds
 * the scale-out run on PostgreSQL (scale-out.ts); `--only bookings` skips start-up, HTTP and the
 * browser (for profiling the booking path) and writes nothing.
 */
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { BookingResult } from "./bookings";
import type { CpuSplit } from "./cpu";
import {
  CACHE_DIR,
  doubleBookings,
  dropPostgresRun,
  embeddedRunDir,
  postgresRunUrl,
  ROOT,
  RUN_SUFFIX,
  removeRunDir,
} from "./data";
import { type FirstPaintSize, firstPaintSizes, firstVenueCard } from "./frontend";
import { pickVenues, type RouteResult, runHttp } from "./http";
import { pgbenchTps } from "./pgbench";
import {
  type InstancesRun,
  type MailDrain,
  meteredBookings,
  runInstances,
  SCALE_ROUTES,
  scaleOutTable,
} from "./scale-out";
import { measureStartup, rssMb, type ServerTarget, startServer, stopServer } from "./startup";

const { values } = parseArgs({
  options: {
    postgres: { type: "boolean", default: false },
    seconds: { type: "string", default: "10" },
    "no-write": { type: "boolean", default: false },
    instances: { type: "string", default: "1" },
    only: { type: "string" },
    "postgres-only": { type: "boolean", default: false },
  },
});
const instances = Number(values.instances);
const onlyBookings = values.only === "bookings";
if (values.only !== undefined && !onlyBookings) throw new Error("--only takes `bookings`");
if (instances !== 1 && instances !== 2) throw new Error("--instances takes 1 or 2");
// BENCH_PORT lets two checkouts bench side by side (each also needs its own BENCH_PG_RUN).
const PORT = Number(process.env.BENCH_PORT ?? 5401);
const seconds = Number(values.seconds);
const log = (line: string) => console.log(`  ${line}`);

interface DbRun {
  kind: "embedded" | "postgres";
  startupMs: number[];
  rssStart: number;
  rssLoaded: number;
  http: RouteResult[];
  bookings: BookingResult;
  /** CPU milliseconds per confirmed booking, by process. */
  bookingCpu: CpuSplit;
  /** The bookings' mails, sent by the job queue after them. */
  mail?: MailDrain;
  doubles: number;
  /** `--instances 2` on PostgreSQL: one instance's figures, then two instances'. */
  scaleOut?: InstancesRun[];
  /** PostgreSQL only: pgbench's TPC-B transactions/s at 16 clients, measured right after the bookings. */
  pgbench?: number;
}

/** The middle value; undefined for none (a figure the run did not measure, e.g. with `--only bookings`). */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function runDatabase(kind: DbRun["kind"], withBrowser: boolean): Promise<DbRun & { card?: number[] }> {
  console.log(`\n${kind === "embedded" ? "Embedded database (PGlite)" : "PostgreSQL"}`);
  const target: ServerTarget =
    kind === "embedded"
      ? { dataDir: embeddedRunDir(log) }
      : { dataDir: path.join(CACHE_DIR, `pg-run${RUN_SUFFIX}`), databaseUrl: await postgresRunUrl(log) };
  try {
    const startupMs = onlyBookings ? [] : await measureStartup(target, PORT);
    if (!onlyBookings) log(`start-up to the first 200 from /: ${startupMs.map((ms) => ms.toFixed(0)).join(", ")} ms`);
    const server = await startServer(target, PORT);
    const more: Awaited<ReturnType<typeof startServer>>[] = [];
    try {
      await new Promise((r) => setTimeout(r, 1000));
      const rssStart = rssMb(server.child);
      const card = withBrowser && !onlyBookings ? await firstVenueCard(server.base) : undefined;
      if (card) log(`first venue card on / at 4x CPU slowdown: ${card.map((ms) => ms.toFixed(0)).join(", ")} ms`);
      const venueIds = await pickVenues(server.base);
      const http = onlyBookings ? [] : await runHttp(server.base, venueIds, { seconds, log });
      const rssLoaded = rssMb(server.child);
      log(`RSS ${rssStart.toFixed(0)} MB after start, ${rssLoaded.toFixed(0)} MB after the HTTP load`);
      const {
        bookings,
        cpu: bookingCpu,
        mail,
      } = await meteredBookings([server], target.databaseUrl, log, path.join(target.dataDir, "outbox"));
      const pgbench = kind === "postgres" ? await pgbenchTps(seconds, log) : undefined;
      let scaleOut: InstancesRun[] | undefined;
      if (instances === 2 && kind === "postgres") {
        // One instance's column: the figures above (search measured again when HTTP was skipped).
        const one: InstancesRun = {
          instances: 1,
          http: onlyBookings
            ? await runHttp(server.base, venueIds, { seconds, log, only: SCALE_ROUTES })
            : http.filter((h) => SCALE_ROUTES.includes(h.name)),
          bookings,
          cpu: bookingCpu,
        };
        more.push(await startServer(target, PORT + 1));
        const two = await runInstances([server, ...more], venueIds, target.databaseUrl, { seconds, log });
        scaleOut = [one, two];
      }
      for (const s of more) await stopServer(s);
      await stopServer(server);
      const doubles = await doubleBookings(target.databaseUrl ? { url: target.databaseUrl } : target);
      log(`double bookings: ${doubles}`);
      return {
        kind,
        startupMs,
        rssStart,
        rssLoaded,
        http,
        bookings,
        bookingCpu,
        mail,
        doubles,
        card,
        scaleOut,
        pgbench,
      };
    } finally {
      for (const s of more) await stopServer(s);
      await stopServer(server);
    }
  } finally {
    if (kind === "postgres") await dropPostgresRun();
    removeRunDir(target.dataDir);
  }
}

// ---- table ----

type Verdict = "pass" | "miss" | "";
const mark = (ok: boolean | undefined): Verdict => (ok === undefined ? "" : ok ? "pass" : "miss");
const ms = (x: number | undefined) => (x === undefined || Number.isNaN(x) ? "—" : `${x.toFixed(0)} ms`);
const mb = (x: number | undefined) => (x === undefined ? "—" : `${x.toFixed(0)} MB`);
/** The verdict on a figure with an upper budget: none when the figure was not measured. */
const atMost = (x: number | undefined, limit: number) => mark(x === undefined ? undefined : x <= limit);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(runs: DbRun[], card: number[] | undefined, sizes: FirstPaintSize[]): string {
  const emb = runs.find((r) => r.kind === "embedded");
  const pg = runs.find((r) => r.kind === "postgres");
  const route = (r: DbRun | undefined, name: string) => r?.http.find((h) => h.name === name);
  const lines: string[] = [];
  const row = (cells: string[]) => lines.push(`| ${cells.join(" | ")} |`);

  lines.push("### HTTP under load (autocannon, 50 connections)", "");
  row(["route", "database", "req/s", "p50", "p99", "of /api/ping", "failed"]);
  row(["---", "---", "---:", "---:", "---:", "---:", "---:"]);
  for (const r of runs) {
    for (const h of r.http) {
      row([
        `${h.name} \`${h.path.replace(/\d{4}-\d{2}-\d{2}/, "<today+2>").replace(/venues\/\d+/, "venues/{id}")}\`${h.variants > 1 ? ` and ${h.variants - 1} more in turn` : ""}`,
        r.kind,
        h.rps.toFixed(0),
        `${h.p50} ms`,
        `${h.p99} ms`,
        `${(h.ofPing * 100).toFixed(0)}%`,
        String(h.failures),
      ]);
    }
  }

  lines.push("", "### Budgets", "");
  row(["figure", "embedded", "PostgreSQL", "budget", "embedded", "PostgreSQL"]);
  row(["---", "---:", "---:", "---", "---", "---"]);
  const search = [route(emb, "search city + date + slot"), route(pg, "search city + date + slot")];
  row([
    "search city + date + slot, p99",
    ms(search[0]?.p99),
    pg ? ms(search[1]?.p99) : "not run",
    "≤ 25 ms",
    mark(search[0] && search[0].p99 <= 25),
    mark(search[1] && search[1].p99 <= 25),
  ]);
  row([
    "search city + date + slot, req/s of /api/ping's",
    search[0] ? `${(search[0].ofPing * 100).toFixed(0)}%` : "—",
    search[1] ? `${(search[1].ofPing * 100).toFixed(0)}%` : "not run",
    "≥ 30% on PostgreSQL, embedded ≥ 15%",
    mark(search[0] && search[0].ofPing >= 0.15),
    mark(search[1] && search[1].ofPing >= 0.3),
  ]);
  for (const name of ["venue detail", "venue page (HTML)", "search page (HTML)"]) {
    const pair = [route(emb, name), route(pg, name)];
    row([
      `${name}, req/s of /api/ping's`,
      pair[0] ? `${(pair[0].ofPing * 100).toFixed(0)}%` : "—",
      pair[1] ? `${(pair[1].ofPing * 100).toFixed(0)}%` : "not run",
      "≥ 30%",
      mark(pair[0] && pair[0].ofPing >= 0.3),
      mark(pair[1] && pair[1].ofPing >= 0.3),
    ]);
  }
  const avail = [route(emb, "availability, 30 days"), route(pg, "availability, 30 days")];
  row([
    "availability 30 days, p99",
    ms(avail[0]?.p99),
    pg ? ms(avail[1]?.p99) : "not run",
    "≤ 20 ms",
    mark(avail[0] && avail[0].p99 <= 20),
    mark(avail[1] && avail[1].p99 <= 20),
  ]);
  const b = (r: DbRun | undefined) =>
    r ? `${r.bookings.bookingsPerSecond.toFixed(0)} /s (${r.bookings.confirmed}/${r.bookings.attempted})` : "not run";
  row([
    "confirmed bookings/s, 50 players",
    b(emb),
    b(pg),
    "≥ 200/s embedded, ≥ 500/s on PostgreSQL",
    mark(emb && emb.bookings.bookingsPerSecond >= 200),
    mark(pg && pg.bookings.bookingsPerSecond >= 500),
  ]);
  // The budget that does not depend on the machine: bookings/s as a share of pgbench's TPC-B on
  // the same server in the same run, and embedded as a share of PostgreSQL's.
  const ofPgbench = pg?.pgbench ? pg.bookings.bookingsPerSecond / pg.pgbench : undefined;
  const embOfPg = emb && pg ? emb.bookings.bookingsPerSecond / pg.bookings.bookingsPerSecond : undefined;
  row([
    "confirmed bookings/s: PostgreSQL's of pgbench TPC-B at 16 clients (tps); embedded's of PostgreSQL's",
    embOfPg === undefined ? "—" : `${(embOfPg * 100).toFixed(0)}%`,
    ofPgbench === undefined ? "not run" : `${(ofPgbench * 100).toFixed(1)}% of ${pg?.pgbench?.toFixed(0)}`,
    "PostgreSQL ≥ 9% (goal 20%), embedded ≥ 50%",
    mark(embOfPg === undefined ? undefined : embOfPg >= 0.5),
    mark(ofPgbench === undefined ? undefined : ofPgbench >= 0.09),
  ]);
  row(["booking sequence p99 (order → pay → verify)", ms(emb?.bookings.p99), ms(pg?.bookings.p99), "", "", ""]);
  const cpu = (r: DbRun | undefined) =>
    r
      ? `${r.bookingCpu.serverMs.toFixed(1)} / ${r.kind === "postgres" ? r.bookingCpu.databaseMs.toFixed(1) : "(in server)"} / ${r.bookingCpu.loadMs.toFixed(1)} ms`
      : "not run";
  row(["CPU per booking: server / PostgreSQL / load generator", cpu(emb), cpu(pg), "", "", ""]);
  const mails = (r: DbRun | undefined) =>
    r?.mail
      ? `${r.mail.mails} in ${r.mail.seconds.toFixed(1)} s; ${r.mail.cpu.serverMs.toFixed(1)} / ${r.kind === "postgres" ? r.mail.cpu.databaseMs.toFixed(1) : "(in server)"} ms`
      : "not run";
  row([
    "the bookings' mails, sent by the job queue after them: count, time after the last booking; CPU per booking with them, server / PostgreSQL",
    mails(emb),
    mails(pg),
    "every mail sent",
    emb?.mail ? mark(emb.mail.mails >= 2 * emb.bookings.confirmed) : "",
    pg?.mail ? mark(pg.mail.mails >= 2 * pg.bookings.confirmed) : "",
  ]);
  const race = (r: DbRun | undefined) =>
    r ? `${r.bookings.race.won} won, ${r.bookings.race.conflicts} × 409, ${r.bookings.race.other} other` : "not run";
  const raceOk = (r: DbRun | undefined) =>
    r ? r.bookings.race.won === 1 && r.bookings.race.conflicts === r.bookings.race.attempts - 1 : undefined;
  row([
    "200 create-orders at one slot",
    race(emb),
    race(pg),
    "exactly 1 wins, the rest 409",
    mark(raceOk(emb)),
    mark(raceOk(pg)),
  ]);
  row(["…those 409s, p99", ms(emb?.bookings.race.conflictP99), ms(pg?.bookings.race.conflictP99), "", "", ""]);
  row([
    "double bookings in the database afterwards",
    emb ? String(emb.doubles) : "—",
    pg ? String(pg.doubles) : "not run",
    "0",
    mark(emb && emb.doubles === 0),
    mark(pg && pg.doubles === 0),
  ]);
  const startup = [emb && median(emb.startupMs), pg && median(pg.startupMs)];
  row([
    "start-up on an existing data set, median of 3",
    ms(startup[0]),
    pg ? ms(startup[1]) : "not run",
    "≤ 1 s",
    atMost(startup[0], 1000),
    atMost(startup[1], 1000),
  ]);
  row(["RSS after start", mb(emb?.rssStart), pg ? mb(pg.rssStart) : "not run", "", "", ""]);
  // Only after an HTTP load (none with `--only bookings`).
  const loaded = (r: DbRun | undefined) => (r && r.http.length > 0 ? r.rssLoaded : undefined);
  row([
    "RSS after the HTTP load",
    mb(loaded(emb)),
    pg ? mb(loaded(pg)) : "not run",
    "≤ 400 MB embedded, ≤ 200 MB PostgreSQL",
    atMost(loaded(emb), 400),
    atMost(loaded(pg), 200),
  ]);
  const home = sizes.find((s) => s.route === "/");
  row([
    "first paint JS for / (gzip)",
    home ? kb(home.jsGzip) : "—",
    "",
    "≤ 120 KB",
    mark(home && home.jsGzip <= 120 * 1024),
    "",
  ]);
  const firstCard = card && median(card);
  row([
    "first venue card on /, 4x CPU slowdown, median of 3",
    ms(firstCard),
    "",
    "≤ 1.5 s",
    atMost(firstCard, 1500),
    "",
  ]);

  lines.push("", "### First paint, shipped bytes (gzip -9 of web/dist)", "");
  row(["route", "files", "JS", "CSS"]);
  row(["---", "---:", "---:", "---:"]);
  for (const s of sizes) row([s.route, String(s.files), kb(s.jsGzip), kb(s.cssGzip)]);
  return lines.join("\n");
}

const START = "<!-- bench:start (generated by `npm run bench`; edits here are overwritten) -->";
const END = "<!-- bench:end -->";

function writeDoc(body: string) {
  const file = path.join(ROOT, "docs/PERFORMANCE.md");
  const doc = readFileSync(file, "utf8");
  const section = `${START}\n${body}\n${END}`;
  const from = doc.indexOf("<!-- bench:start");
  const to = doc.indexOf(END);
  let next: string;
  if (from >= 0 && to > from) next = doc.slice(0, from) + section + doc.slice(to + END.length);
  else {
    const at = doc.indexOf("\n## ");
    const block = `\n## Suite with budgets (\`npm run bench\`)\n\n${section}\n`;
    next = at >= 0 ? doc.slice(0, at) + block + doc.slice(at) : `${doc}${block}`;
  }
  writeFileSync(file, next);
}

const started = performance.now();
const LOAD_BEFORE = os
  .loadavg()
  .map((x) => x.toFixed(1))
  .join(" / ");
const sizes = firstPaintSizes();
const runs: DbRun[] = [];
const embedded = values["postgres-only"] ? undefined : await runDatabase("embedded", true);
if (embedded) runs.push(embedded);
if (values.postgres || values["postgres-only"]) runs.push(await runDatabase("postgres", false));

const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
const header = [
  `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${os.cpus().length} cores (${cpu}), ` +
    `${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}; the load generator (autocannon) runs on the same ` +
    `machine; load average before the suite ${LOAD_BEFORE} (1, 5 and 15 minutes). Data: the seed command's large data set. HTTP: ${seconds} s per route after a 2 s warm-up. ` +
    `Suite took ${((performance.now() - started) / 60000).toFixed(1)} min.`,
  "",
].join("\n");
const scaled = runs.find((r) => r.scaleOut);
const body = `${header}\n${table(runs, embedded?.card, sizes)}${scaled?.scaleOut ? `\n\n${scaleOutTable(scaled.scaleOut, scaled.doubles)}` : ""}`;
console.log(`\n${body}\n`);
// A partial run (one database, or the bookings alone) would overwrite the full table with gaps.
if (!values["no-write"] && !onlyBookings && embedded) {
  writeDoc(body);
  console.log("written to docs/PERFORMANCE.md");
}
