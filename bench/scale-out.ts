/**
 * Scale-out (`npm run bench -- --postgres --instances 2`): a second server process on the same
 * PostgreSQL database, and the load generator sharing its connections and players over both. It
 * measures search and bookings on one instance and on two, with the CPU each process spent per
 * booking, so the gain on a machine with more cores can be projected from this 2-core one.
 */
import { type BookingResult, runBookings } from "./bookings";
import { type CpuSplit, cpuMeter, NO_CPU } from "./cpu";
import { type RouteResult, runHttp } from "./http";
import type { RunningServer } from "./startup";

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
): Promise<{ bookings: BookingResult; cpu: CpuSplit }> {
  let meter: (() => Promise<CpuSplit>) | undefined;
  let spent: CpuSplit = NO_CPU;
  const bookings = await runBookings(
    servers.map((s) => s.base),
    {
      log,
      around: {
        before: async () => {
          meter = await cpuMeter(
            servers.map((s) => s.child.pid as number),
            databaseUrl,
          );
        },
        after: async () => {
          if (meter) spent = await meter();
        },
      },
    },
  );
  const per = (x: number) => x / Math.max(1, bookings.confirmed);
  const cpu = {
    serverMs: per(spent.serverMs),
    perServerMs: spent.perServerMs.map(per),
    databaseMs: per(spent.databaseMs),
    loadMs: per(spent.loadMs),
  };
  log(
    `CPU per booking: server${servers.length > 1 ? "s" : ""} ${cpu.perServerMs.map((x) => x.toFixed(2)).join(" + ")} ms, database ${cpu.databaseMs.toFixed(2)} ms, load generator ${cpu.loadMs.toFixed(2)} ms`,
  );
  return { bookings, cpu };
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
