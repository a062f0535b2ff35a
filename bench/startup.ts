/**
 * The built server in its own process (`node server/dist/main.js`, never rebuilt here): start it
 * on an existing database, time the first 200 from `/`, read its resident memory, stop it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./data";

export interface ServerTarget {
  /** DATA_DIR (uploads, session secret, and the embedded database unless `databaseUrl`). */
  dataDir: string;
  databaseUrl?: string;
  /** Load the demo data on the first start (an empty embedded database). */
  seedDemo?: boolean;
}

export interface RunningServer {
  child: ChildProcess;
  base: string;
  /** Milliseconds from spawn to the first 200 from `/`. */
  startMs: number;
}

export function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * The sandbox's key secret on the bench's servers. The load generator plays Razorpay's checkout
 * with it (bookings.ts): in production that step runs on Razorpay's servers, never on Crease's.
 */
export const SANDBOX_CHECKOUT_SECRET = "crease-bench-checkout-secret";

export async function startServer(target: ServerTarget, port: number): Promise<RunningServer> {
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: base,
    DATA_DIR: target.dataDir,
    LOG_LEVEL: "warn",
    SEED_DEMO: target.seedDemo ? "true" : "false",
    // bookings.ts signs 200 players in, each from its own X-Forwarded-For address.
    TRUST_PROXY: "true",
    // Each of its 50 players starts about 20 checkouts within a minute: far more than a person
    // would, so the per-account hourly limit is lifted for the load test.
    ORDERS_PER_HOUR: "100000",
    // …and signs its players up from one machine, past the per-address sign-up limit.
    REGISTER_LIMIT: "100000",
    // The sandbox's checkout key: bookings.ts signs payments with it as Razorpay's checkout would.
    RAZORPAY_KEY_SECRET: SANDBOX_CHECKOUT_SECRET,
  };
  delete env.DATABASE_URL;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []), path.join(ROOT, "server/dist/main.js")],
    {
      env,
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  while (performance.now() - started < 60_000) {
    if (exited) throw new Error(`the server on port ${port} exited during start-up`);
    try {
      const res = await fetch(`${base}/`);
      await res.arrayBuffer();
      if (res.status === 200) return { child, base, startMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  child.kill("SIGKILL");
  throw new Error(`the server on port ${port} did not answer / within 60 s`);
}

export async function stopServer(server: RunningServer): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Start-up time on an existing database: the median of `runs` cold starts (each stopped after). */
export async function measureStartup(target: ServerTarget, port: number, runs = 3): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const server = await startServer(target, port);
    times.push(server.startMs);
    await stopServer(server);
  }
  return times;
}
