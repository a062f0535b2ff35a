import { execFileSync } from "node:child_process";
import { createScratchDatabase, dropScratchDatabase, RUN_SUFFIX } from "./data";

/**
 * The reference the bookings budget is a ratio to: pgbench's built-in TPC-B-like transaction at
 * 16 clients on the same PostgreSQL server, measured in the same run right after the bookings, so
 * a slower or busier machine moves both figures alike (docs/PERFORMANCE.md). Scale 1 keeps it
 * small enough to sit in shared buffers, as the booking run's working set does. Undefined when
 * pgbench is not installed (Debian's postgresql-client has it).
 */
export async function pgbenchTps(seconds: number, log: (line: string) => void): Promise<number | undefined> {
  const name = `crease_bench_pgbench${RUN_SUFFIX.replace(/\W/g, "_")}`;
  const url = await createScratchDatabase(name);
  try {
    const run = (args: string[]) =>
      execFileSync("pgbench", args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    run(["--initialize", "--quiet", "--scale=1", url]);
    const out = run(["--client=16", "--jobs=2", `--time=${seconds}`, "--no-vacuum", url]);
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    if (!Number.isFinite(tps)) return undefined;
    log(`pgbench TPC-B, 16 clients, ${seconds} s: ${tps.toFixed(0)} transactions/s`);
    return tps;
  } catch (error) {
    log(`pgbench not run: ${(error as Error).message.split("\n")[0]}`);
    return undefined;
  } finally {
    await dropScratchDatabase(name);
  }
}
