import { describe, expect, it } from "vitest";
import { createReadCache, nextMinute, SWEEP_MS } from "./read-cache";

/** A compute that counts its calls and answers with the current "database" value. */
function source(initial: string) {
  const state = { value: initial, calls: 0, validUntil: Number.POSITIVE_INFINITY };
  const compute = async () => {
    state.calls += 1;
    return { value: state.value, validUntil: state.validUntil, bytes: state.value.length };
  };
  return { state, compute };
}

describe("read cache", () => {
  it("answers a repeated read from memory until the venue it depends on changes", async () => {
    const cache = createReadCache();
    const { state, compute } = source("free");
    expect(await cache.read("availability:7", 7, compute)).toBe("free");
    expect(await cache.read("availability:7", 7, compute)).toBe("free");
    expect(state.calls).toBe(1);

    state.value = "booked";
    cache.venueChanged(8);
    expect(await cache.read("availability:7", 7, compute)).toBe("free");
    cache.venueChanged(7);
    expect(await cache.read("availability:7", 7, compute)).toBe("booked");
    expect(state.calls).toBe(2);
  });

  it("drops every search page on a change to any venue, and everything on a change to everything", async () => {
    const cache = createReadCache();
    const search = source("page 1");
    const venue = source("venue 3");
    await cache.read("search:a", "any", search.compute);
    await cache.read("availability:3", 3, venue.compute);
    cache.venueChanged(99);
    await cache.read("search:a", "any", search.compute);
    await cache.read("availability:3", 3, venue.compute);
    expect([search.state.calls, venue.state.calls]).toEqual([2, 1]);

    cache.everythingChanged();
    await cache.read("search:a", "any", search.compute);
    await cache.read("availability:3", 3, venue.compute);
    expect([search.state.calls, venue.state.calls]).toEqual([3, 2]);
  });

  it("never keeps an answer whose query ran while its venue changed", async () => {
    const cache = createReadCache();
    let release = () => {};
    let calls = 0;
    const slow = async () => {
      calls += 1;
      const value = calls === 1 ? "before the booking" : "after the booking";
      if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
      return { value, validUntil: Number.POSITIVE_INFINITY, bytes: 10 };
    };
    const first = cache.read("availability:5", 5, slow);
    await Promise.resolve();
    cache.venueChanged(5); // the booking commits while the first query is still reading
    // A reader after the change does not wait for the query that started before it.
    const second = cache.read("availability:5", 5, slow);
    release();
    expect(await first).toBe("before the booking");
    expect(await second).toBe("after the booking");
    expect(await cache.read("availability:5", 5, slow)).toBe("after the booking");
    expect(calls).toBe(2);
  });

  it("shares one query between concurrent readers of the same key", async () => {
    const cache = createReadCache();
    const { state, compute } = source("page");
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.read("search:x", "any", compute)));
    expect(new Set(answers)).toEqual(new Set(["page"]));
    expect(state.calls).toBe(1);
  });

  it("computes again once an answer's time is up (a slot starting, a hold running out)", async () => {
    let clock = 1_000_000;
    const cache = createReadCache({ now: () => clock });
    const { state, compute } = source("held");
    state.validUntil = clock + 5_000;
    await cache.read("k", 1, compute);
    clock += 4_999;
    await cache.read("k", 1, compute);
    expect(state.calls).toBe(1);
    state.value = "free";
    clock += 1;
    expect(await cache.read("k", 1, compute)).toBe("free");
    expect(state.calls).toBe(2);
  });

  it("does not cache failures", async () => {
    const cache = createReadCache();
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error("Venue not found");
    };
    await expect(cache.read("k", 1, failing)).rejects.toThrow("Venue not found");
    await expect(cache.read("k", 1, failing)).rejects.toThrow("Venue not found");
    expect(calls).toBe(2);
  });

  it("stays under its memory ceiling by dropping the least recently read answers", async () => {
    const cache = createReadCache({ maxBytes: 1_000 });
    const make = (n: number) => async () => ({ value: n, validUntil: Number.POSITIVE_INFINITY, bytes: 200 });
    for (let n = 0; n < 5; n++) await cache.read(`k${n}`, "any", make(n));
    await cache.read("k0", "any", make(-1)); // k0 is read again: now the most recent
    await cache.read("k5", "any", make(5));
    expect(cache.stats()).toEqual({ entries: 5, bytes: 1_000 });
    expect(await cache.read("k0", "any", make(-1))).toBe(0);
    expect(await cache.read("k1", "any", make(-1))).toBe(-1); // the oldest was dropped
  });

  it("sweeps out answers whose time is up or that a change made stale, without waiting for the ceiling", async () => {
    let clock = 1_000_000;
    const cache = createReadCache({ now: () => clock });
    const answer = (validUntil: number) => async () => ({ value: "page", validUntil, bytes: 100 });
    for (let n = 0; n < 500; n++) await cache.read(`search:${n}`, "any", answer(clock + 60_000));
    for (let venue = 1; venue <= 100; venue++) {
      await cache.read(`availability:${venue}`, venue, answer(clock + 10 * 60_000));
    }
    expect(cache.stats().entries).toBe(600);

    cache.venueChanged(7); // every search page and venue 7's answer can no longer be served
    clock += SWEEP_MS;
    await cache.read("availability:101", 101, answer(clock + 60_000));
    expect(cache.stats()).toEqual({ entries: 100, bytes: 10_000 });

    clock += 10 * 60_000; // every venue's minute is over
    await cache.read("availability:102", 102, answer(clock + 60_000));
    expect(cache.stats()).toEqual({ entries: 1, bytes: 100 });
  });

  it("nextMinute is the next whole minute", () => {
    expect(nextMinute(Date.UTC(2026, 10, 21, 10, 5, 30))).toBe(Date.UTC(2026, 10, 21, 10, 6, 0));
    expect(nextMinute(Date.UTC(2026, 10, 21, 10, 6, 0))).toBe(Date.UTC(2026, 10, 21, 10, 7, 0));
  });
});
