/*
 * "Pay" is Razorpay's checkout, played here as Razorpay plays it: a payment id and the signature
 * of `order_id|payment_id` with the key secret (SANDBOX_CHECKOUT_SECRET, which startServer gives
 * the sandbox). The sandbox's own pay route stands in for Razorpay's servers and never runs in
 * production, so it is left out of Crease's cost per booking; verify checks the signature exactly
 * as it checks a real one.
 */
/**
 * Bookings under load through the real checkout: 50 players (registered and signed in first)
 * book 500 slots untimed, so that the timed ones run on code V8 has compiled (a server runs for
 * days, not for 1,000 bookings; the HTTP routes get their warm-up too), then book 1,000 different
 * slots, each as create-order → pay → verify; then 200 concurrent
 * create-order attempts at one slot by 200 different players, where exactly one may win and the
 * rest must get 409. Given several servers' addresses (`--instances 2`), each player sends its
 * requests to them in turn, so an order made on one is paid and verified on the other.
 */
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import { addDays, todayInIst } from "@crease/core";
import { SANDBOX_CHECKOUT_SECRET } from "./startup";

export interface BookingResult {
  players: number;
  attempted: number;
  confirmed: number;
  failed: number;
  seconds: number;
  bookingsPerSecond: number;
  p50: number;
  p99: number;
  race: { attempts: number; won: number; conflicts: number; other: number; conflictP50: number; conflictP99: number };
}

interface Slot {
  venueId: number;
  courtId: number;
  date: string;
  slot: string;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * A POST over a kept-alive connection with node:http: the load generator shares the two cores
 * with the server and the database, and fetch costs it about three times as much CPU per call.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function send(
  url: string,
  body: string,
  headers: Record<string, string>,
  retried = false,
): Promise<{ status: number; text: string; setCookie?: string[] }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: "POST", agent, headers: { ...headers, "content-length": String(Buffer.byteLength(body)) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString("utf8"),
            setCookie: res.headers["set-cookie"],
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      // A kept-alive socket the server closed as idle (its keep-alive timeout is 10 s) just as this
      // request went out on it: the server read nothing, so the request is sent again, once, on a
      // new socket (Node's documented remedy, `reusedSocket`). The race's players wait idle through
      // the whole timed run, so on a slow machine their sockets time out right as the race begins.
      if (!retried && req.reusedSocket && error.code === "ECONNRESET") {
        send(url, body, headers, true).then(resolve, reject);
      } else {
        reject(error);
      }
    });
    req.end(body);
  });
}

/** What Razorpay's checkout hands the browser after a successful payment of `orderId`. */
function razorpayCheckout(orderId: string): { orderId: string; paymentId: string; signature: string } {
  const paymentId = `pay_${randomBytes(7).toString("hex")}`;
  const signature = createHmac("sha256", SANDBOX_CHECKOUT_SECRET).update(`${orderId}|${paymentId}`).digest("hex");
  return { orderId, paymentId, signature };
}

class Player {
  private cookie = "";
  private turn = 0;
  constructor(
    private readonly bases: string[],
    readonly email: string,
    index: number,
  ) {
    // Players start on different servers, so each server sees every step of the checkout.
    this.turn = index;
  }

  async post(
    url: string,
    body: unknown,
    extra: Record<string, string> = {},
  ): Promise<{ status: number; body: unknown }> {
    const base = this.bases[this.turn++ % this.bases.length] as string;
    const res = await send(`${base}${url}`, JSON.stringify(body), {
      "content-type": "application/json",
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...extra,
    });
    const cookie = res.setCookie?.[0];
    if (cookie) this.cookie = cookie.split(";")[0] ?? "";
    return { status: res.status, body: res.text ? JSON.parse(res.text) : null };
  }

  async signUp(index: number): Promise<void> {
    const reg = await this.post("/api/auth/register", {
      fullName: `Bench Player ${index}`,
      email: this.email,
      phone: `98${String(index).padStart(8, "0")}`,
      password: "bench1234",
      role: "player",
    });
    if (reg.status !== 201) throw new Error(`register ${this.email}: ${reg.status} ${JSON.stringify(reg.body)}`);
    // Sign-ins are limited per address: each player signs in from its own (the server runs with
    // TRUST_PROXY=true for the suite).
    const login = await this.post(
      "/api/auth/login",
      { email: this.email, password: "bench1234" },
      { "x-forwarded-for": `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}` },
    );
    if (login.status !== 200) throw new Error(`login ${this.email}: ${login.status} ${JSON.stringify(login.body)}`);
  }

  /** create-order → pay (as Razorpay's checkout) → verify; true when the booking came back confirmed. */
  async book(slot: Slot): Promise<boolean> {
    const order = await this.post("/api/payment/create-order", { ...slot, addOns: [] });
    if (order.status !== 200) return false;
    const { orderId } = order.body as { orderId: string };
    const verified = await this.post("/api/payment/verify", razorpayCheckout(orderId));
    return verified.status === 200 && (verified.body as { status?: string }).status === "confirmed";
  }
}

/**
 * Free slots past the large data set's booking window (it ends 14 days ahead), over many venues,
 * on each venue's first court (the large data set gives a venue 3 courts on average, a ground's
 * halves sharing space with it; create-order needs the court at a venue with several).
 */
async function freeSlots(base: string, wanted: number): Promise<Slot[]> {
  const venues = (await (await fetch(`${base}/api/venues?venueType=ground&limit=100`)).json()) as { id: number }[];
  const from = addDays(todayInIst(), 16);
  const perVenue = Math.ceil(wanted / 20);
  const slots: Slot[] = [];
  for (const { id } of venues) {
    const [court] = (await (await fetch(`${base}/api/venues/${id}/courts`)).json()) as { id: number }[];
    if (!court) continue;
    const res = await fetch(`${base}/api/venues/${id}/availability?from=${from}&days=40&courtId=${court.id}`);
    const body = (await res.json()) as { days: { date: string; slots: { slot: string; status: string }[] }[] };
    const free = body.days.flatMap((d) =>
      d.slots
        .filter((s) => s.status === "available")
        .map((s) => ({ venueId: id, courtId: court.id, date: d.date, slot: s.slot })),
    );
    slots.push(...free.slice(0, perVenue));
    if (slots.length >= wanted) return slots.slice(0, wanted);
  }
  throw new Error(`only ${slots.length} free slots found, ${wanted} wanted`);
}

export async function runBookings(
  baseOrBases: string | string[],
  options: {
    players?: number;
    bookings?: number;
    raceAttempts?: number;
    /** Untimed bookings first, as the HTTP routes get their warm-up: the timed ones run on warm code. */
    warmup?: number;
    log?: (line: string) => void;
    /** Called right before and right after the timed bookings (to read CPU counters). */
    around?: { before(): Promise<void> | void; after(confirmed: number): Promise<void> | void };
  } = {},
): Promise<BookingResult> {
  const { players: playerCount = 50, bookings = 1000, raceAttempts = 200, warmup = 500, log = () => {} } = options;
  const bases = typeof baseOrBases === "string" ? [baseOrBases] : baseOrBases;
  const base = bases[0] as string;
  const run = Date.now().toString(36);
  // The race needs one player per attempt: a player asking again for a slot they hold gets a
  // fresh hold (by design), so only different players can really compete.
  const everyone = Array.from(
    { length: Math.max(playerCount, raceAttempts) },
    (_, i) => new Player(bases, `bench-${run}-${i}@crease.bench`, i),
  );
  const players = everyone.slice(0, playerCount);
  for (let i = 0; i < everyone.length; i += 10) {
    await Promise.all(everyone.slice(i, i + 10).map((p, j) => p.signUp(i + j)));
  }
  const free = await freeSlots(base, warmup + bookings + 1);
  const raceSlot = free.pop() as Slot;
  const warmupSlots = free.slice(0, warmup);
  const slots = free.slice(warmup);

  /** Every player books from `queue` until it is empty; how long each booking took, and how many were confirmed. */
  async function bookAll(queue: Slot[]): Promise<{ durations: number[]; confirmed: number }> {
    const durations: number[] = [];
    let confirmed = 0;
    let next = 0;
    await Promise.all(
      players.map(async (player) => {
        for (let i = next++; i < queue.length; i = next++) {
          const t = performance.now();
          const ok = await player.book(queue[i] as Slot);
          durations.push(performance.now() - t);
          if (ok) confirmed++;
        }
      }),
    );
    return { durations, confirmed };
  }

  if (warmupSlots.length > 0) {
    const began = performance.now();
    const warm = await bookAll(warmupSlots);
    const rate = warm.confirmed / ((performance.now() - began) / 1000);
    log(
      `warm-up on cold code: ${warm.confirmed} / ${warmupSlots.length} confirmed, ${rate.toFixed(0)}/s (not in the table)`,
    );
  }
  await options.around?.before();
  const started = performance.now();
  const { durations, confirmed } = await bookAll(slots);
  const seconds = (performance.now() - started) / 1000;
  await options.around?.after(confirmed);
  log(`${confirmed} / ${slots.length} confirmed in ${seconds.toFixed(1)} s`);

  // Everyone at once for one slot.
  const outcomes = await Promise.all(
    Array.from({ length: raceAttempts }, async (_, i) => {
      const t = performance.now();
      const res = await (everyone[i] as Player).post("/api/payment/create-order", {
        ...raceSlot,
        addOns: [],
      });
      return { status: res.status, ms: performance.now() - t };
    }),
  );
  const conflicts = outcomes.filter((o) => o.status === 409).map((o) => o.ms);
  const won = outcomes.filter((o) => o.status === 200).length;
  log(`race for one slot: ${won} won, ${conflicts.length} × 409, ${raceAttempts - won - conflicts.length} other`);

  return {
    players: playerCount,
    attempted: slots.length,
    confirmed,
    failed: slots.length - confirmed,
    seconds,
    bookingsPerSecond: confirmed / seconds,
    p50: percentile(durations, 50),
    p99: percentile(durations, 99),
    race: {
      attempts: raceAttempts,
      won,
      conflicts: conflicts.length,
      other: raceAttempts - won - conflicts.length,
      conflictP50: percentile(conflicts, 50),
      conflictP99: percentile(conflicts, 99),
    },
  };
}
