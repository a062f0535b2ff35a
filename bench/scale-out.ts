/**
 * Scale-out (`npm run bench -- --postgres --instances 2`): a second server process on the same
 * PostgreSQL database, and the load generator sharing its connections and players over both. It
 * measures search and bookings on one instance and on two, with the CPU each process spent per
 * booking, so the gain on a machine with more cores can be projected from this 2-core one.
 */

import { existsSync, readdirSync } from "node:fs";
import { type BookingResult, runBookings } from "./bookings";
import { type CpuSplit, cpuMeter, NO_CPU, perfRecording } from "./cpu";
import { type RouteResult, runHttp } from "./http";
import type { RunningServer } from "./startup";

/**
 * The bookings' mails (player and owner, two a booking) leave through the job queue after the
 * bookings (decision 031). What they cost is counted apart: how long the queue took to send them
 * after the last booking, and the CPU per booking once they are sent.
 */
export interface MailDrain {
  mails: number;
  /** Seconds from the last timed booking until the last of its mails was in the outbox. */
  seconds: number;
  /** CPU per booking, bookings and their mails together. */
  cpu: CpuSplit;
}

const mailsIn = (outbox: string) =>
  existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith(".eml")).length : 0;

export interface InstancesRun {
  instances: number;
  http: RouteResult[];
  bookings: BookingResult;
  /** CPU milliseconds per confirmed booking, by process. */
  cpu: CpuSplit;
}

export const SCALE_ROUTES = ["ping (reference)", "search city + date + slot", "venue detail"];

/** Bookings through `servers` (each player's requests go to them in turn), metered per process. */
export async function meteredBookings(
  servers: RunningServer[],
  databaseUrl: string | undefined,
  log: (line: string) => void,
  /** The servers' outbox (DATA_DIR/outbox): with it, the bookings' mails are waited for and metered. */
  outbox?: string,
): Promise<{ bookings: BookingResult; cpu: CpuSplit; mail?: MailDrain }> {
  let meter: (() => Promise<CpuSplit>) | undefined;
  let stopPerf = async () => {};
  let spent: CpuSplit = NO_CPU;
  let withMail: CpuSplit = NO_CPU;
  let mailsBefore = 0;
  let drain: { mails: number; seconds: number } | undefined;
  const bookings = await runBookings(
    servers.map((s) => s.base),
    {
      log,
      around: {
        before: async () => {
          stopPerf = await perfRecording();
          if (outbox) mailsBefore = mailsIn(outbox);
          meter = await cpuMeter(
            servers.map((s) => s.child.pid as number),
            databaseUrl,
          );
        },
        after: async (confirmed) => {
          if (meter) spent = await meter();
          await stopPerf();
          if (!outbox || !meter) return;
          // Two mails a booking; waited for up to a minute (the queue polls every few seconds).
          const started = performance.now();
          let mails = 0;
          while (performance.now() - started < 60_000) {
            mails = mailsIn(outbox) - mailsBefore;
            if (mails >= 2 * confirmed) break;
            await new Promise((r) => setTimeout(r, 50));
          }
          withMail = await meter();
          drain = { mails, seconds: (performance.now() - started) / 1000 };
        },
      },
    },
  );
  const per = (x: number) => x / Math.max(1, bookings.confirmed);
  const perBooking = (split: CpuSplit): CpuSplit => ({
    serverMs: per(split.serverMs),
    perServerMs: split.perServerMs.map(per),
    databaseMs: per(split.databaseMs),
    loadMs: per(split.loadMs),
  });
  const cpu = perBooking(spent);
  log(
    `CPU per booking: server${servers.length > 1 ? "s" : ""} ${cpu.perServerMs.map((x) => x.toFixed(2)).join(" + ")} ms, database ${cpu.databaseMs.toFixed(2)} ms, load generator ${cpu.loadMs.toFixed(2)} ms`,
  );
  if (!drain) return { bookings, cpu };
  const mail = { ...drain, cpu: perBooking(withMail) };
  log(
    `${mail.mails} mails sent by the queue within ${mail.seconds.toFixed(1)} s of the last booking; CPU per booking with its mails: server ${mail.cpu.serverMs.toFixed(2)} ms, database ${mail.cpu.databaseMs.toFixed(2)} ms`,
  );
  return { bookings, cpu, mail };
}

/** The scale-out routes and the bookings, over every server given. */
export async function runInstances(
  servers: RunningServer[],
  venueIds: number[],
  databaseUrl: string | undefined,
  options: { seconds: number; log: (line: string) => void },
): Promise<InstancesRun> {
  const { log } = options;
  log(`${servers.length} instance${servers.length > 1 ? "s" : ""} on one database:`);
  const [first, ...rest] = servers.map((s) => s.base) as [string, ...string[]];
  const http = await runHttp(first, venueIds, {
    seconds: options.seconds,
    log,
    only: SCALE_ROUTES,
    alsoBases: rest,
  });
  const { bookings, cpu } = await meteredBookings(servers, databaseUrl, log);
  return { instances: servers.length, http, bookings, cpu };
}

/** The scale-out table: one instance beside two. */
export function scaleOutTable(runs: InstancesRun[], doubles: number): string {
  const lines = ["### Scale-out: instances on one PostgreSQL (`--instances 2`)", ""];
  const row = (cells: string[]) => lines.push(`| ${cells.join(" | ")} |`);
  row(["figure", ...runs.map((r) => `${r.instances} instance${r.instances > 1 ? "s" : ""}`)]);
  row(["---", ...runs.map(() => "---:")]);
  for (const name of SCALE_ROUTES) {
    row([
      `${name}, req/s (p99)`,
      ...runs.map((r) => {
        const h = r.http.find((x) => x.name === name);
        return h ? `${h.rps.toFixed(0)} (${h.p99} ms)${h.failures ? `, ${h.failures} failed` : ""}` : "—";
      }),
    ]);
  }
  row([
    "confirmed bookings/s, 50 players",
    ...runs.map(
      (r) => `${r.bookings.bookingsPerSecond.toFixed(0)} /s (${r.bookings.confirmed}/${r.bookings.attempted})`,
    ),
  ]);
  row(["booking sequence p99", ...runs.map((r) => `${r.bookings.p99.toFixed(0)} ms`)]);
  row([
    "CPU per booking: each server / PostgreSQL backends / load generator",
    ...runs.map(
      (r) =>
        `${r.cpu.perServerMs.map((x) => x.toFixed(1)).join(" + ")} / ${r.cpu.databaseMs.toFixed(1)} / ${r.cpu.loadMs.toFixed(1)} ms`,
    ),
  ]);
  row([
    "CPU per booking, all processes",
    ...runs.map((r) => `${(r.cpu.serverMs + r.cpu.databaseMs + r.cpu.loadMs).toFixed(1)} ms`),
  ]);
  row([
    "200 create-orders at one slot",
    ...runs.map(
      (r) => `${r.bookings.race.won} won, ${r.bookings.race.conflicts} × 409, ${r.bookings.race.other} other`,
    ),
  ]);
  row([
    "double bookings in the database after both",
    ...runs.map((_, i) => (i === runs.length - 1 ? String(doubles) : "")),
  ]);
  return lines.join("\n");
}
