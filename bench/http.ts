/**
 * HTTP under load: autocannon, 50 connections, a short warm-up then ~10 s per route, against a
 * server in its own process. Requests/s are also given as a fraction of /api/ping's, the cost
 * of Fastify and the network stack alone on the same machine.
 */

import http from "node:http";
import { createRequire } from "node:module";
import { addDays, CITY_COORDINATES, todayInIst } from "@crease/core";
import autocannon from "autocannon";

/**
 * autocannon keeps every answer's body as a string, appending each chunk (`body += buffer`, a
 * UTF-8 decoding of compressed bytes), for `onResponse` and `expectBody`, which these runs never
 * use. For an 11 KB Brotli page that cost the load generator 105 µs of CPU a request, more than
 * the server's 65 µs to answer it: the pages' figures measured autocannon, not Crease (pages at
 * 15–30% of ping; 50% once bodies are not kept, with the server's CPU per page unchanged). Byte
 * counts and statuses are recorded elsewhere and stay. Measured in docs/PERFORMANCE.md.
 */
const queue = createRequire(import.meta.url)("autocannon/lib/pipelinedRequestsQueue") as {
  prototype: { addBody(data: Buffer): void };
};
queue.prototype.addBody = () => {};

/**
 * The status of a GET on a connection of its own. A pooled fetch connection left idle through a
 * route's 12 s of load could be one the server had just closed ("other side closed").
 */
function statusOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

export interface RouteResult {
  name: string;
  /** The first of the route's paths, and how many it asks in turn. */
  path: string;
  variants: number;
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
  /** Only the routes with these names (the scale-out run asks search alone). */
  only?: string[];
  /** Further servers on the same database: the connections are shared out among all of them. */
  alsoBases?: string[];
}

/** Ground venues spread over the cities (for availability and detail, one after another). */
export async function pickVenues(base: string, count = 48): Promise<number[]> {
  const perCity = Math.ceil(count / CITIES.length);
  const ids: number[] = [];
  for (const city of CITIES) {
    const res = await fetch(`${base}/api/venues?city=${city}&venueType=ground&limit=${perCity}`);
    ids.push(...((await res.json()) as { id: number }[]).map((v) => v.id));
  }
  if (ids.length === 0) throw new Error("no ground venues: is the large data set loaded?");
  return ids.slice(0, count);
}

/** The twelve cities of the large data set. */
const CITIES = Object.keys(CITY_COORDINATES);

/**
 * Each route is a list of paths that every connection asks in turn: the search over all twelve
 * cities and the venue routes over many venues, so no figure is one hot key's.
 */
export function httpRoutes(venueIds: number[]): { name: string; paths: string[]; headers?: Record<string, string> }[] {
  // A browser asks for pages compressed; the server draws them (cached) and compresses them.
  const browser = { "accept-encoding": "br, gzip", accept: "text/html" };
  const date = addDays(todayInIst(), 2);
  return [
    { name: "ping (reference)", paths: ["/api/ping"] },
    { name: "search city + type", paths: CITIES.map((city) => `/api/venues?city=${city}&venueType=ground`) },
    {
      name: "search city + date + slot",
      paths: CITIES.map((city) => `/api/venues?city=${city}&venueType=ground&date=${date}&timeSlot=evening`),
    },
    { name: "availability, 30 days", paths: venueIds.map((id) => `/api/venues/${id}/availability?days=30`) },
    { name: "venue detail", paths: venueIds.map((id) => `/api/venues/${id}`) },
    { name: "venue page (HTML)", paths: venueIds.map((id) => `/venues/${id}`), headers: browser },
    { name: "search page (HTML)", paths: CITIES.map((city) => `/search?location=${city}`), headers: browser },
  ];
}

export async function runHttp(base: string, venueIds: number[], options: HttpOptions = {}): Promise<RouteResult[]> {
  const { connections = 50, seconds = 10, warmupSeconds = 2, log = () => {}, only, alsoBases = [] } = options;
  const results: RouteResult[] = [];
  const url = alsoBases.length ? [base, ...alsoBases] : base;
  for (const { name, paths, headers } of httpRoutes(venueIds)) {
    if (only && !only.includes(name)) continue;
    for (const path of paths) {
      const status = await statusOf(`${base}${path}`);
      if (status !== 200) throw new Error(`${path} answered ${status}`);
    }
    const requests = paths.map((path) => ({ method: "GET" as const, path, headers }));
    const load = (duration: number) => autocannon({ url, connections, duration, requests });
    if (warmupSeconds > 0) await load(warmupSeconds);
    const r = await load(seconds);
    const failures = r.non2xx + r.errors + r.timeouts;
    results.push({
      name,
      path: paths[0] as string,
      variants: paths.length,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      failures,
      ofPing: 0,
    });
    log(
      `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms${failures ? `  failed: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts` : ""}`,
    );
  }
  const ping = results[0]?.rps ?? Number.NaN;
  for (const r of results) r.ofPing = r.rps / ping;
  return results;
}
