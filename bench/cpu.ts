/**
 * CPU time (user + system) spent by the server process, the database (every postgres process)
 * and this load generator between two readings, from /proc: where a benchmark's time goes on a
 * machine where all three share two cores.
 */
import { readdirSync, readFileSync } from "node:fs";

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

function postgresTicks(): number {
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim().startsWith("postgres"))
        ticks += processTicks(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return ticks;
}

export interface CpuSplit {
  serverMs: number;
  databaseMs: number;
  loadMs: number;
}

/** Starts a reading; the returned function gives the CPU milliseconds spent since. */
export function cpuMeter(serverPid: number): () => CpuSplit {
  const start = { server: processTicks(serverPid), db: postgresTicks(), self: process.cpuUsage() };
  return () => {
    const self = process.cpuUsage(start.self);
    return {
      serverMs: (processTicks(serverPid) - start.server) * TICK_MS,
      databaseMs: (postgresTicks() - start.db) * TICK_MS,
      loadMs: (self.user + self.system) / 1000,
    };
  };
}
