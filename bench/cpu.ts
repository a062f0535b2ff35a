/**
 * CPU time (user + system) spent by the server process(es), the database and this load generator
 * between two readings, from /proc: where a benchmark's time goes on a machine where all three
 * share two cores.
 *
 * The database is the PostgreSQL backends connected to the bench's own database (their pids from
 * pg_stat_activity), not every postgres process: other work on a shared machine uses the same
 * server. Its background writers (WAL, checkpoints) are left out, so the figure is a floor.
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import pg from "pg";

const TICK_MS = 10; // USER_HZ is 100 on Linux

function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]); // utime, stime
  } catch {
    return 0;
  }
}

function allPostgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim().startsWith("postgres")) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** The backends serving `databaseUrl`'s database; every postgres process when there is none. */
async function databasePids(databaseUrl: string | undefined): Promise<number[]> {
  if (!databaseUrl) return allPostgresPids();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

export interface CpuSplit {
  /** All server processes together. */
  serverMs: number;
  /** Each server process, in the order given. */
  perServerMs: number[];
  databaseMs: number;
  loadMs: number;
}

export const NO_CPU: CpuSplit = { serverMs: 0, perServerMs: [], databaseMs: 0, loadMs: 0 };

/**
 * Starts a reading; the returned function gives the CPU milliseconds spent since. A backend that
 * appears between the readings counts whole (it started within them).
 */
export async function cpuMeter(serverPids: number[], databaseUrl?: string): Promise<() => Promise<CpuSplit>> {
  const dbStart = new Map((await databasePids(databaseUrl)).map((pid) => [pid, processTicks(pid)]));
  const serverStart = serverPids.map(processTicks);
  const self = process.cpuUsage();
  return async () => {
    const perServer = serverPids.map((pid, i) => (processTicks(pid) - (serverStart[i] ?? 0)) * TICK_MS);
    const spentSelf = process.cpuUsage(self);
    const pids = new Set([...dbStart.keys(), ...(await databasePids(databaseUrl))]);
    let dbTicks = 0;
    // A backend gone by now reads 0: it counts nothing rather than less than nothing.
    for (const pid of pids) dbTicks += Math.max(0, processTicks(pid) - (dbStart.get(pid) ?? 0));
    return {
      serverMs: perServer.reduce((a, b) => a + b, 0),
      perServerMs: perServer,
      databaseMs: dbTicks * TICK_MS,
      loadMs: (spentSelf.user + spentSelf.system) / 1000,
    };
  };
}

/**
 * `BENCH_PERF=<file>`: Linux `perf` samples every process on the machine (kernel frames included,
 * which V8's profiler cannot see) while the timed bookings run; read it with `perf report -i
 * <file> --sort pid` or `--sort sym`. Without the variable, or without perf, nothing happens.
 * Returns the function that stops the recording and waits for perf to write its file.
 */
export async function perfRecording(): Promise<() => Promise<void>> {
  const file = process.env.BENCH_PERF;
  if (!file) return async () => {};
  const perf = spawn("perf", ["record", "-e", "cpu-clock", "-F", "999", "-a", "-g", "-o", file], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => {
    perf.once("exit", () => resolve());
    perf.once("error", () => resolve());
  });
  await new Promise((resolve) => setTimeout(resolve, 300)); // perf opens its buffers
  return async () => {
    perf.kill("SIGINT");
    await exited;
  };
}
