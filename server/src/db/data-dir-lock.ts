import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";

/** How long a start waits for the process holding the data directory to go before refusing. */
export const LOCK_WAIT_MS = 5_000;
const POLL_MS = 100;
/** Stale locks removed in one start before it gives up: more means other starts are racing it. */
const MAX_TAKEOVERS = 3;

/**
 * Two processes on one PGlite data directory corrupt it silently, so the first one takes
 * a lock file and a second start stops with a clear message. A lock left by a process that died
 * (kill -9, a crash, a power cut) never blocks a restart: the file names the process and when it
 * started, so a dead process's lock is taken over even when its number now belongs to another
 * process (after a container restart, the same low numbers come back at once). A killed process
 * its parent has not reaped yet (a zombie, state Z) is dead too: a supervisor restarts at once,
 * before it waits for the one it lost. A holder still alive is given `waitMs` to go (a stop still
 * closing the database) before the start is refused.
 *
 * The first look at the lock happens before this function's first await, so a caller knows that
 * when the call returns its promise, the holder of that moment was seen.
 */
export async function lockDataDir(dataDir: string, waitMs = LOCK_WAIT_MS): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "..", `${path.basename(dataDir)}.lock`);
  const mine = `${process.pid} ${processStat(process.pid)?.startTime ?? ""}`.trim();
  const deadline = Date.now() + waitMs;
  let takeovers = 0;
  for (;;) {
    try {
      // Created exclusively ("wx"), so two starts in the same instant cannot both win.
      writeFileSync(lockFile, mine, { flag: "wx" });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readHolder(lockFile);
    if (holder === undefined) continue; // removed by its holder between our two looks
    if (holder.pid === process.pid || !isSameLiveProcess(holder.pid, holder.started)) {
      if (++takeovers > MAX_TAKEOVERS) {
        throw new Error(`Could not take the lock file ${lockFile}: another process is starting on ${dataDir}.`);
      }
      rmSync(lockFile, { force: true });
      continue;
    }
    if (Date.now() >= deadline) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${holder.pid}. Stop that process first, or set DATA_DIR to another directory.`,
      );
    }
    await delay(POLL_MS);
  }
}

function readHolder(lockFile: string): { pid: number; started: string | undefined } | undefined {
  let text: string;
  try {
    text = readFileSync(lockFile, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const [pidText, started] = text.trim().split(" ");
  // An empty or garbled file (a crash between creating and writing it) names no live process.
  return { pid: Number(pidText) || 0, started };
}

/** The process is alive and, where the system tells (Linux), is the one that wrote the lock. */
function isSameLiveProcess(pid: number, started: string | undefined): boolean {
  if (!pid || !isAlive(pid)) return false;
  const stat = processStat(pid);
  // A zombie has exited: only its exit status waits for its parent. It holds no files.
  if (stat?.state === "Z") return false;
  return started === undefined || stat === null || stat.startTime === started;
}

/**
 * A process's state (field 3 of /proc/PID/stat: R, S, D, Z…) and when it started (field 22, in
 * clock ticks since boot); null where there is no /proc or no such process.
 */
export function processStat(pid: number): { state: string; startTime: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count from the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const [state, startTime] = [fields[0], fields[19]];
    return state && startTime ? { state, startTime } : null;
  } catch {
    return null;
  }
}

/** When the process started, in clock ticks since boot; null where the system does not tell. */
export function processStartTime(pid: number): string | null {
  return processStat(pid)?.startTime ?? null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
