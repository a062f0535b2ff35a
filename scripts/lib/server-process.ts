// Runs the real server (from source, through tsx) as a child process, for the crash, shutdown,
// two-instance and backup tests: a port of its own, an environment of its own, and helpers to
// wait for it, kill it, and talk to it over HTTP.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

export const REPO_ROOT = path.resolve(import.meta.dirname, "../..");
const MAIN = path.join(REPO_ROOT, "server/src/main.ts");

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Settles when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `server/src/main.ts` with only the given variables (plus PATH and HOME), on 127.0.0.1
 * and a free port, and resolves once /api/health answers 200.
 */
/**
 * How long a started server may take to answer. A first start creates the embedded database and
 * loads the demo data: about 10 s on a quiet 2-core machine, past 45 s at a load average of 20,
 * so the limit is generous; it only matters when something is wrong or the machine is very busy.
 */
const READY_TIMEOUT_MS = 150_000;

export async function startServer(
  env: Record<string, string | undefined>,
  options: { readyTimeoutMs?: number; port?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const clean: Record<string, string> = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" };
  for (const [key, value] of Object.entries({
    LOG_LEVEL: "warn",
    REGISTER_LIMIT: "100000",
    // Tests and benchmarks sign admins in with the password alone, as the test app does
    // (server/test/app.ts); the second factor has its own tests.
    ADMIN_SECOND_FACTOR: "off",
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
  })) {
    if (value !== undefined) clean[key] = value;
  }
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    cwd: REPO_ROOT,
    env: clean,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    text += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  let done = false;
  void exited.then(() => {
    done = true;
  });
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    port,
    pid: child.pid ?? 0,
    child,
    output: () => text,
    exited,
    async stop(signal = "SIGTERM") {
      if (!done) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + (options.readyTimeoutMs ?? READY_TIMEOUT_MS);
  while (Date.now() < deadline) {
    if (done) throw new Error(`The server exited before it was ready:\n${text}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill("SIGKILL");
  throw new Error(`The server was not ready within ${options.readyTimeoutMs ?? READY_TIMEOUT_MS} ms:\n${text}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  setCookie: string[];
  headers: Headers;
}

/** A JSON call; the cookie is "name=value"; `ip` becomes X-Forwarded-For (servers run with TRUST_PROXY). */
export async function api<T = unknown>(
  base: string,
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string; ip?: string } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.cookie) headers.cookie = options.cookie;
  if (options.ip) headers["x-forwarded-for"] = options.ip;
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: res.status, body: body as T, setCookie: res.headers.getSetCookie(), headers: res.headers };
}

/** Every page of a paged list, following X-Next-Cursor (GET /api/bookings answers pages). */
export async function apiAllPages<T>(
  base: string,
  url: string,
  options: { cookie?: string; ip?: string } = {},
): Promise<{ status: number; body: T[] }> {
  const body: T[] = [];
  let cursor: string | null = null;
  for (;;) {
    const sep = url.includes("?") ? "&" : "?";
    const page: ApiResponse<T[]> = await api<T[]>(
      base,
      "GET",
      `${url}${sep}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      options,
    );
    if (page.status !== 200) return { status: page.status, body };
    body.push(...page.body);
    cursor = page.headers.get("X-Next-Cursor");
    if (!cursor) return { status: 200, body };
  }
}

export interface Player {
  email: string;
  cookie: string;
  userId: number;
  ip: string;
}

let playerSerial = 0;

/** Registers a player and signs in; each gets an address of its own so sign-in limits never bite. */
export async function newPlayer(base: string, tag: string): Promise<Player> {
  playerSerial += 1;
  const n = playerSerial;
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const email = `${tag}.${process.pid}.${Date.now()}.${n}@example.in`;
  const password = "crash-test-pass-1";
  const reg = await api(base, "POST", "/api/auth/register", {
    body: { fullName: `Player ${n}`, email, phone: "9876543210", password, role: "player" },
    ip,
  });
  if (reg.status !== 201) throw new Error(`register ${email}: ${reg.status} ${JSON.stringify(reg.body)}`);
  return signIn(base, email, password, ip);
}

export async function signIn(base: string, email: string, password: string, ip = "10.255.0.1"): Promise<Player> {
  const res = await api<{ id: number }>(base, "POST", "/api/auth/login", { body: { email, password }, ip });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  const match = /crease_session=([^;]*)/.exec(res.setCookie.join("; "));
  if (!match?.[1]) throw new Error(`login ${email}: no session cookie`);
  return { email, cookie: `crease_session=${match[1]}`, userId: res.body.id, ip };
}

export interface Target {
  venueId: number;
  date: string;
  slot: string;
}

/** Up to `limit` available slots across the first venues, `daysAhead` days from today (IST). */
export async function availableTargets(
  base: string,
  from: string,
  options: { venues?: number; days?: number; limit?: number } = {},
): Promise<Target[]> {
  const list = await api<{ id: number }[]>(base, "GET", "/api/venues?limit=20");
  if (list.status !== 200 || !Array.isArray(list.body)) throw new Error(`venue list: ${list.status}`);
  const targets: Target[] = [];
  for (const venue of list.body.slice(0, options.venues ?? 4)) {
    const res = await api<{ days: { date: string; slots: { slot: string; status: string }[] }[] }>(
      base,
      "GET",
      `/api/venues/${venue.id}/availability?from=${from}&days=${options.days ?? 2}`,
    );
    if (res.status !== 200) continue;
    for (const day of res.body.days) {
      for (const slot of day.slots) {
        if (slot.status === "available") targets.push({ venueId: venue.id, date: day.date, slot: slot.slot });
      }
    }
  }
  return targets.slice(0, options.limit ?? targets.length);
}

/** The slot's state on the venue's availability ("available", "held", "booked", "past"). */
export async function slotState(base: string, target: Target): Promise<string | undefined> {
  const res = await api<{ days: { date: string; slots: { slot: string; status: string }[] }[] }>(
    base,
    "GET",
    `/api/venues/${target.venueId}/availability?from=${target.date}&days=1`,
  );
  return res.body.days?.[0]?.slots.find((s) => s.slot === target.slot)?.status;
}

export interface CheckoutResult {
  target: Target;
  player: Player;
  /** Status of each step that answered. */
  createOrder?: number;
  orderId?: string;
  bookingId?: number;
  verify?: number;
  payment?: { orderId: string; paymentId: string; signature: string };
  /** The step during which the connection failed (the server died). */
  lostAt?: "create-order" | "pay" | "verify";
  verifiedStatus?: string;
}

/**
 * create-order, sandbox pay, verify, as the browser does. `pay: false` leaves the hold behind.
 * `via` picks the server of each step (two instances); a dropped connection is recorded, not thrown.
 */
export async function checkout(
  bases: { order: string; pay: string; verify: string },
  player: Player,
  target: Target,
  options: { pay?: boolean } = {},
): Promise<CheckoutResult> {
  const result: CheckoutResult = { target, player };
  const call = async <T>(step: CheckoutResult["lostAt"] & string, base: string, url: string, body: unknown) => {
    try {
      return await api<T>(base, "POST", url, { body, cookie: player.cookie, ip: player.ip });
    } catch {
      result.lostAt = step;
      return undefined;
    }
  };
  const order = await call<{ orderId: string; bookingId: number }>(
    "create-order",
    bases.order,
    "/api/payment/create-order",
    {
      ...target,
      addOns: [],
    },
  );
  if (!order) return result;
  result.createOrder = order.status;
  if (order.status !== 200) return result;
  result.orderId = order.body.orderId;
  result.bookingId = order.body.bookingId;
  if (options.pay === false) return result;
  const pay = await call<{ orderId: string; paymentId: string; signature: string }>(
    "pay",
    bases.pay,
    "/api/payment/sandbox/pay",
    { orderId: result.orderId, outcome: "success" },
  );
  if (pay?.status !== 200) return result;
  result.payment = pay.body;
  const verify = await call<{ id: number; status: string }>("verify", bases.verify, "/api/payment/verify", pay.body);
  if (!verify) return result;
  result.verify = verify.status;
  if (verify.status === 200) result.verifiedStatus = verify.body.status;
  return result;
}
