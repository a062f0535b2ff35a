import type { User } from "@crease/core";
import { describe, expect, it } from "vitest";
import { createSessionCache, SESSION_CACHE_MS } from "./session-cache";

const user = (id: number): User => ({
  id,
  username: `u${id}`,
  fullName: `User ${id}`,
  email: `u${id}@example.in`,
  phone: null,
  language: "en",
  verifiedPhone: null,
  role: "player",
  status: "active",
  createdAt: "2026-11-01T00:00:00.000Z",
});

describe("session cache", () => {
  it("remembers a session until its time is up or the session expires", () => {
    let clock = 1_000_000;
    const cache = createSessionCache(() => clock);
    cache.remember("a", cache.mark(), {
      user: user(1),
      lastSeenAt: clock,
      expiresAt: clock + 5_000,
      secondFactorDone: true,
    });
    cache.remember("b", cache.mark(), {
      user: user(2),
      lastSeenAt: clock,
      expiresAt: clock + 10 * SESSION_CACHE_MS,
      secondFactorDone: true,
    });
    expect(cache.get("a")?.user.id).toBe(1);
    clock += 5_000;
    expect(cache.get("a")).toBeUndefined(); // the session itself expired
    expect(cache.get("b")?.user.id).toBe(2);
    clock += SESSION_CACHE_MS;
    expect(cache.get("b")).toBeUndefined(); // remembered long enough: read it again
  });

  it("lets go of sessions nobody used for SESSION_CACHE_MS, not only when they are read again", () => {
    let clock = 1_000_000;
    const cache = createSessionCache(() => clock);
    const far = clock + 3_600_000;
    for (let n = 0; n < 1_000; n++) {
      cache.remember(`visit-${n}`, cache.mark(), {
        user: user(n),
        lastSeenAt: clock,
        expiresAt: far,
        secondFactorDone: true,
      });
      clock += 10;
    }
    expect(cache.size()).toBe(1_000);
    clock += SESSION_CACHE_MS - 5_000; // visits 501 to 999 were remembered less than SESSION_CACHE_MS ago
    cache.remember("next", cache.mark(), {
      user: user(5_000),
      lastSeenAt: clock,
      expiresAt: far,
      secondFactorDone: true,
    });
    expect(cache.size()).toBe(500);
    expect(cache.get("visit-500")).toBeUndefined();
    expect(cache.get("visit-501")?.user.id).toBe(501);
    clock += SESSION_CACHE_MS;
    cache.remember("later", cache.mark(), {
      user: user(5_001),
      lastSeenAt: clock,
      expiresAt: far,
      secondFactorDone: true,
    });
    expect(cache.size()).toBe(1);
  });

  it("forgets every session of an account that changed, and only those", () => {
    const cache = createSessionCache();
    const mark = cache.mark();
    const far = Date.now() + 3_600_000;
    cache.remember("phone", mark, { user: user(1), lastSeenAt: Date.now(), expiresAt: far, secondFactorDone: true });
    cache.remember("laptop", mark, { user: user(1), lastSeenAt: Date.now(), expiresAt: far, secondFactorDone: true });
    cache.remember("other", mark, { user: user(2), lastSeenAt: Date.now(), expiresAt: far, secondFactorDone: true });
    cache.forgetAccount(1);
    expect([cache.get("phone"), cache.get("laptop")]).toEqual([undefined, undefined]);
    expect(cache.get("other")?.user.id).toBe(2);
  });

  it("does not remember a lookup that started before an account change (a suspension mid-read)", () => {
    const cache = createSessionCache();
    const mark = cache.mark(); // the database read starts
    cache.forgetAccount(1); // the admin's suspension lands meanwhile
    cache.remember("a", mark, {
      user: user(1),
      lastSeenAt: Date.now(),
      expiresAt: Date.now() + 60_000,
      secondFactorDone: true,
    });
    expect(cache.get("a")).toBeUndefined();
  });
});
