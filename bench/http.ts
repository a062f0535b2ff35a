/**
 * HTTP under load: autocannon, 50 connections, a short warm-up then ~10 s per route, against a
 * server in its own process. Requests/s are also given as a fraction of /api/ping's, the cost
 * of Fastify and the network stack alone on the same machine.
 */
import { addDays, todayInIst } from "@crease/core";
import autocannon from "autocannon";

export interface RouteResult {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, errors and timeouts: must be 0 for the figures to mean anything. */
  failures: number;
  /** requests/s ÷ /api/ping's requests/s */
  ofPing: number;
}

export interface HttpOptions {
  connections?: number;
  seconds?: number;
  warmupSeconds?: number;
  log?: (line: string) => void;
}

export async function pickVenue(base: string): Promise<number> {
  const res = await fetch(`${base}/api/venues?city=Pune&venueType=ground&limit=1`);
  const venues = (await res.json()) as { id: number }[];
  const id = venues[0]?.id;
  if (!id) throw new Error("no ground venue in Pune: is the large data set loaded?");
  return id;
}

export function httpRoutes(venueId: number): [string, string][] {
  const date = addDays(todayInIst(), 2);
  return [
    ["ping (reference)", "/api/ping"],
    ["search city + type", "/api/venues?city=Pune&venueType=ground"],
    ["search city + date + slot", `/api/venues?city=Pune&venueType=ground&date=${date}&timeSlot=evening`],
    ["availability, 30 days", `/api/venues/${venueId}/availability?days=30`],
    ["venue detail", `/api/venues/${venueId}`],
  ];
}

export async function runHttp(base: string, venueId: number, options: HttpOptions = {}): Promise<RouteResult[]> {
  const { connections = 50, seconds = 10, warmupSeconds = 2, log = () => {} } = options;
  const results: RouteResult[] = [];
  for (const [name, path] of httpRoutes(venueId)) {
    const url = `${base}${path}`;
    const check = await fetch(url);
    await check.arrayBuffer();
    if (check.status !== 200) throw new Error(`${path} answered ${check.status}`);
    if (warmupSeconds > 0) await autocannon({ url, connections, duration: warmupSeconds });
    const r = await autocannon({ url, connections, duration: seconds });
    const failures = r.non2xx + r.errors + r.timeouts;
    results.push({ name, path, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failures, ofPing: 0 });
    log(
      `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms${failures ? `  failed: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts` : ""}`,
    );
  }
  const ping = results[0]?.rps ?? Number.NaN;
  for (const r of results) r.ofPing = r.rps / ping;
  return results;
}
