/**
 * The mixed traffic of `npm run bench:soak`: a fixed number of clients, each acting out one visit
 * after another (a visitor browsing, a player booking, a live page's WebSocket) with a person's
 * pauses between steps, so the request rate stays bounded and the mix is that of real use: many
 * distinct addresses, browsers, sessions, accounts, venues and dates, which is what makes
 * per-key state in the server grow if anything keeps it.
 */
import http from "node:http";
import { addDays, GROUND_SLOTS, todayInIst, WS_PATH } from "@crease/core";
import WebSocket from "ws";

export interface TrafficStats {
  requests: number;
  /** Answers other than the step expected, network errors and timeouts. */
  errors: number;
  /** The unexpected answers by "METHOD /route status", to say what failed. */
  failures: Map<string, number>;
  /** Answers that took longer than SLOW_MS, by "METHOD /route": a stall shows here first. */
  slow: Map<string, number>;
  visits: number;
  registrations: number;
  bookings: number;
  cancellations: number;
  reviews: number;
  sockets: number;
}

export interface VenueRef {
  id: number;
  city: string;
  venueType: string;
}

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a benchmark reading the API's known answers
  body: any;
  setCookie?: string[];
}

/** One browser: its address (X-Forwarded-For; the server trusts it in the bench), agent, cookie. */
interface Person {
  ip: string;
  userAgent: string;
  cookie: string;
}

const TIMEOUT_MS = 30_000;
export const SLOW_MS = 2_000;
/** kept-alive node:http, as bookings.ts: fetch costs the load generator about three times the CPU. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const BROWSERS = [
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
  "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
];

const rand = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(xs: readonly T[]): T => xs[rand(xs.length)] as T;
const chance = (p: number) => Math.random() < p;
const routeOf = (path: string) => path.split("?")[0]?.replace(/\/\d+/g, "/:id") ?? path;

export function emptyStats(): TrafficStats {
  return {
    requests: 0,
    errors: 0,
    failures: new Map(),
    slow: new Map(),
    visits: 0,
    registrations: 0,
    bookings: 0,
    cancellations: 0,
    reviews: 0,
    sockets: 0,
  };
}

function send(
  base: string,
  method: string,
  path: string,
  person: Person,
  body?: unknown,
  retry = true,
): Promise<Answer> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = {
    "x-forwarded-for": person.ip,
    "user-agent": person.userAgent,
    accept: "application/json, text/html",
  };
  if (person.cookie) headers.cookie = person.cookie;
  if (text !== undefined) {
    headers["content-type"] = "application/json";
    headers["content-length"] = String(Buffer.byteLength(text));
  }
  return new Promise((resolve) => {
    const req = http.request(`${base}${path}`, { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        let parsed: unknown = raw;
        if (res.headers["content-type"]?.includes("json") && raw) parsed = JSON.parse(raw);
        resolve({ status: res.statusCode ?? 0, body: parsed, setCookie: res.headers["set-cookie"] });
      });
      res.on("error", () => resolve({ status: 0, body: null }));
    });
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error("timeout")));
    req.on("error", (error: NodeJS.ErrnoException) => {
      // The server closes a kept-alive connection idle for 10 s; a request sent on it in that
      // instant is reset before the server read it, and is sent again once, as a browser does.
      if (retry && req.reusedSocket && error.code === "ECONNRESET") {
        resolve(send(base, method, path, person, body, false));
      } else resolve({ status: 0, body: null });
    });
    req.end(text);
  });
}

export function createTraffic(options: {
  base: string;
  venues: VenueRef[];
  cities: string[];
  /** When clients stop starting new visits. */
  until: number;
}) {
  const { base, venues, until } = options;
  const stats = emptyStats();
  const run = Date.now().toString(36);
  /** Accounts registered during the run (players come back and sign in again). */
  const accounts: string[] = [];
  let registered = 0;
  // A city with no venues too: people search for places we do not cover yet.
  const cities = [...options.cities, "Shillong"];
  const today = todayInIst();

  const newPerson = (): Person => ({
    ip: `10.${1 + rand(200)}.${rand(256)}.${1 + rand(254)}`,
    userAgent: pick(BROWSERS),
    cookie: "",
  });

  /** A person's pause between two steps; cut short at the end of the run. */
  const pause = (minMs: number, maxMs: number) =>
    new Promise((r) => setTimeout(r, Math.min(minMs + rand(maxMs - minMs), Math.max(0, until - Date.now()))));

  function fail(key: string) {
    stats.errors++;
    stats.failures.set(key, (stats.failures.get(key) ?? 0) + 1);
  }

  async function req(person: Person, method: string, path: string, ok: number[], body?: unknown): Promise<Answer> {
    const started = performance.now();
    const answer = await send(base, method, path, person, body);
    stats.requests++;
    if (performance.now() - started > SLOW_MS) {
      const key = `${method} ${routeOf(path)}`;
      stats.slow.set(key, (stats.slow.get(key) ?? 0) + 1);
    }
    const cookie = answer.setCookie?.find((c) => c.startsWith("crease_session="));
    if (cookie) person.cookie = cookie.split(";")[0] ?? "";
    if (!ok.includes(answer.status)) fail(`${method} ${routeOf(path)} ${answer.status || "network error"}`);
    return answer;
  }

  async function home(person: Person) {
    await req(person, "GET", "/", [200]);
    await req(person, "GET", "/api/auth/session", [200]);
    for (const type of ["ground", "nets", "box"]) {
      await req(person, "GET", `/api/venues?venueType=${type}&limit=3&sort=rating`, [200]);
    }
  }

  async function search(person: Person) {
    const city = pick(cities);
    const date = addDays(today, rand(21));
    const slot = chance(0.5) ? `&venueType=ground&timeSlot=${pick(GROUND_SLOTS)}` : "";
    await req(person, "GET", `/search?location=${encodeURIComponent(city)}&date=${date}`, [200]);
    await req(person, "GET", `/api/venues?city=${encodeURIComponent(city)}&date=${date}${slot}&limit=12`, [200]);
    if (chance(0.3)) {
      await req(person, "GET", `/api/venues?city=${encodeURIComponent(city)}&sort=${pick(["price", "rating"])}`, [200]);
    }
    if (chance(0.2)) await req(person, "GET", `/api/locations?q=${encodeURIComponent(city.slice(0, 3))}`, [200]);
  }

  async function venuePage(person: Person, venue: VenueRef) {
    await req(person, "GET", `/venues/${venue.id}`, [200]);
    await req(person, "GET", `/api/venues/${venue.id}/availability?from=${addDays(today, rand(14))}&days=7`, [200]);
    await req(person, "GET", `/api/venues/${venue.id}/reviews`, [200]);
    if (chance(0.1)) await req(person, "GET", `/api/venues/compare?ids=${venue.id},${pick(venues).id}`, [200]);
  }

  async function visitor() {
    const person = newPerson();
    await home(person);
    await pause(200, 1500);
    await search(person);
    for (let i = 1 + rand(3); i > 0; i--) {
      await pause(300, 2000);
      await venuePage(person, pick(venues));
    }
  }

  async function signIn(person: Person): Promise<boolean> {
    let email: string;
    if (chance(0.05))
      email = "player@crease.demo"; // has played: its reviews may be allowed
    else if (accounts.length < 20 || chance(0.25)) {
      // Numbered before the first await: two clients registering at once get different accounts.
      const n = registered++;
      email = `soak-${run}-${n}@crease.soak`;
      const reg = await req(person, "POST", "/api/auth/register", [201], {
        fullName: `Soak Player ${n}`,
        email,
        phone: `9${String(n).padStart(9, "0")}`,
        password: "soak1234",
        role: "player",
      });
      if (reg.status !== 201) return false;
      accounts.push(email);
      stats.registrations++;
    } else email = pick(accounts);
    const password = email.endsWith("@crease.demo") ? "demo1234" : "soak1234";
    return (await req(person, "POST", "/api/auth/login", [200], { email, password })).status === 200;
  }

  async function book(person: Person, venue: VenueRef) {
    const from = addDays(today, 1 + rand(50));
    // One of the venue's courts: create-order needs it at a venue with several.
    const courts = await req(person, "GET", `/api/venues/${venue.id}/courts`, [200]);
    const court = pick((courts.body ?? []) as { id: number }[]);
    if (!court) return;
    const days = await req(
      person,
      "GET",
      `/api/venues/${venue.id}/availability?from=${from}&days=7&courtId=${court.id}`,
      [200],
    );
    const free = ((days.body?.days ?? []) as { date: string; slots: { slot: string; status: string }[] }[]).flatMap(
      (d) => d.slots.filter((s) => s.status === "available").map((s) => ({ date: d.date, slot: s.slot })),
    );
    if (free.length === 0) return;
    // 409: another client took the slot since the availability was read.
    const order = await req(person, "POST", "/api/payment/create-order", [200, 409], {
      venueId: venue.id,
      courtId: court.id,
      ...pick(free),
      addOns: [],
    });
    if (order.status !== 200) return;
    await pause(500, 3000); // the payment sheet
    if (chance(0.1)) {
      await req(person, "POST", "/api/payment/cancel", [204], { orderId: order.body.orderId });
      return;
    }
    const paid = await req(person, "POST", "/api/payment/sandbox/pay", [200], {
      orderId: order.body.orderId,
      outcome: "success",
    });
    if (paid.status !== 200) return;
    const booking = await req(person, "POST", "/api/payment/verify", [200], paid.body);
    if (booking.status !== 200) return;
    stats.bookings++;
    if (chance(0.35)) {
      await pause(200, 1500);
      const cancelled = await req(person, "PATCH", `/api/bookings/${booking.body.id}`, [200], {
        status: "cancelled",
        reason: "Plans changed",
      });
      if (cancelled.status === 200) stats.cancellations++;
    }
  }

  async function player() {
    const person = newPerson();
    if (!(await signIn(person))) return;
    await req(person, "GET", "/api/auth/session", [200]);
    const notes = await req(person, "GET", "/api/notifications", [200]);
    await req(person, "GET", "/api/favorites", [200]);
    await pause(200, 1500);
    await search(person);
    const venue = pick(venues);
    await pause(300, 2000);
    await venuePage(person, venue);
    if (chance(0.3)) {
      await req(person, "POST", "/api/favorites", [200, 201], { venueId: venue.id });
      if (chance(0.5)) await req(person, "DELETE", `/api/favorites/${venue.id}`, [204]);
    }
    if (chance(0.7)) await book(person, venue);
    await req(person, "GET", "/api/bookings", [200]);
    const eligible = await req(person, "GET", `/api/venues/${venue.id}/reviews/eligibility`, [200]);
    if (eligible.body?.canReview) {
      const review = await req(person, "POST", `/api/venues/${venue.id}/reviews`, [201], {
        rating: 1 + rand(5),
        comment: "Good pitch, well kept nets and friendly staff.",
        bookingId: eligible.body.bookingId,
      });
      if (review.status === 201) stats.reviews++;
    }
    const unread = (Array.isArray(notes.body) ? notes.body : []).find((n: { read: boolean }) => !n.read);
    if (unread && chance(0.5)) await req(person, "POST", `/api/notifications/${unread.id}/read`, [204]);
    else if (unread) await req(person, "POST", "/api/notifications/read-all", [204]);
    if (chance(0.4)) await req(person, "POST", "/api/auth/logout", [204]);
  }

  /** A live page: a socket (signed in half the time) watching one to three venues for a while. */
  async function socketVisit() {
    const person = newPerson();
    if (chance(0.5) && !(await signIn(person))) return;
    const headers: Record<string, string> = { "x-forwarded-for": person.ip, "user-agent": person.userAgent };
    if (person.cookie) headers.cookie = person.cookie;
    const socket = new WebSocket(`${base.replace(/^http/, "ws")}${WS_PATH}`, { headers });
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    socket.on("error", () => {});
    const ponged = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), TIMEOUT_MS);
      socket.on("message", (data) => {
        if (JSON.parse(String(data)).type === "pong") {
          clearTimeout(timer);
          resolve(true);
        }
      });
      socket.once("close", () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
    socket.once("open", () => {
      for (let i = 1 + rand(3); i > 0; i--) {
        socket.send(JSON.stringify({ type: "subscribe_venue", venueId: pick(venues).id }));
      }
      // Answered after the subscriptions took effect (the server handles messages in order).
      socket.send(JSON.stringify({ type: "ping" }));
    });
    stats.requests++;
    if (!(await ponged)) fail("WS /ws no pong");
    else stats.sockets++;
    await pause(2000, 10_000);
    socket.close(1000);
    await closed;
    if (person.cookie && chance(0.5)) await req(person, "POST", "/api/auth/logout", [204]);
  }

  /** One client: visits one after another until the end of the run. */
  async function client() {
    while (Date.now() < until) {
      const roll = Math.random();
      if (roll < 0.6) await visitor();
      else if (roll < 0.9) await player();
      else await socketVisit();
      stats.visits++;
      await pause(100, 1000);
    }
  }

  return { stats, client };
}
