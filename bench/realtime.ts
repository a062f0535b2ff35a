/**
 * Realtime fan-out: `npm run bench:realtime [-- --sockets 2000]`.
 *
 * Starts the built server (`node server/dist/main.js`, run `npm run build` first) in its own
 * process on a fresh embedded database with the demo data, opens N WebSockets that all watch
 * one venue page, then books a slot of that venue through the sandbox checkout and times how
 * long each socket waits for the `booking_created` update after the verify call was sent.
 * Prints p50 / p99 / max delivery latency and the server's resident memory per socket.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { addDays, todayInIst } from "@crease/core";
import WebSocket from "ws";

const { values } = parseArgs({ options: { sockets: { type: "string", default: "2000" } } });
const SOCKETS = Number(values.sockets);
const PORT = 5301;
const base = `http://127.0.0.1:${PORT}`;

function rssKb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function waitForHealth() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not start");
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "crease-bench-rt-"));
const server = spawn(process.execPath, ["server/dist/main.js"], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn", APP_URL: base },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitForHealth();
  const venues = (await (await fetch(`${base}/api/venues?venueType=ground&limit=1`)).json()) as { id: number }[];
  const venueId = venues[0]?.id;
  if (!venueId) throw new Error("no venue");
  // The venue's first court: create-order needs one at a venue with several.
  const [firstCourt] = (await (await fetch(`${base}/api/venues/${venueId}/courts`)).json()) as { id: number }[];
  const courtId = firstCourt?.id;
  await new Promise((r) => setTimeout(r, 1000));
  const before = rssKb(server);

  // N watchers, opened in batches so the accept queue keeps up.
  const arrivals: number[] = [];
  let sentAt = 0;
  const sockets: WebSocket[] = [];
  for (let i = 0; i < SOCKETS; i += 200) {
    const batch = Array.from({ length: Math.min(200, SOCKETS - i) }, async () => {
      const socket = new WebSocket(`ws://127.0.0.1:${PORT}/ws`);
      await new Promise<void>((resolve, reject) => {
        socket.once("open", () => resolve());
        socket.once("error", reject);
      });
      socket.on("message", (data) => {
        const message = JSON.parse(String(data));
        if (message.type === "venue_update" && message.data?.action === "booking_created") {
          arrivals.push(performance.now() - sentAt);
        }
      });
      socket.send(JSON.stringify({ type: "subscribe_venue", venueId }));
      sockets.push(socket);
    });
    await Promise.all(batch);
  }
  await new Promise((r) => setTimeout(r, 1000));
  const connected = rssKb(server);

  // One booking through the sandbox checkout.
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "player@crease.demo", password: "demo1234" }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  // biome-ignore lint/suspicious/noExplicitAny: a benchmark reading known answers
  const post = async (url: string, body: unknown): Promise<any> =>
    (
      await fetch(`${base}${url}`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify(body),
      })
    ).json();
  const availability = (await (
    await fetch(
      `${base}/api/venues/${venueId}/availability?from=${addDays(todayInIst(), 20)}&days=10&courtId=${courtId}`,
    )
  ).json()) as { days: { date: string; slots: { slot: string; status: string }[] }[] };
  let slot: { date: string; slot: string } | undefined;
  for (const day of availability.days) {
    const free = day.slots.find((s) => s.status === "available");
    if (free) {
      slot = { date: day.date, slot: free.slot };
      break;
    }
  }
  if (!slot) throw new Error("no free slot");
  const order = await post("/api/payment/create-order", { venueId, courtId, ...slot, addOns: [] });
  const paid = await post("/api/payment/sandbox/pay", { orderId: order.orderId, outcome: "success" });
  sentAt = performance.now();
  await post("/api/payment/verify", paid);
  for (let i = 0; i < 100 && arrivals.length < SOCKETS; i++) await new Promise((r) => setTimeout(r, 50));

  arrivals.sort((a, b) => a - b);
  const perSocketKb = (connected - before) / SOCKETS;
  console.log(`\nRealtime fan-out: ${SOCKETS} sockets watching one venue on one instance (embedded database)\n`);
  console.log(`delivered            ${arrivals.length} / ${SOCKETS}`);
  console.log(`latency p50          ${percentile(arrivals, 50).toFixed(1)} ms (from sending verify)`);
  console.log(`latency p99          ${percentile(arrivals, 99).toFixed(1)} ms`);
  console.log(`latency max          ${(arrivals.at(-1) ?? Number.NaN).toFixed(1)} ms`);
  console.log(
    `server RSS           ${(before / 1024).toFixed(0)} MB idle → ${(connected / 1024).toFixed(0)} MB connected`,
  );
  console.log(`memory per socket    ${perSocketKb.toFixed(1)} KB`);
  for (const socket of sockets) socket.terminate();
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
