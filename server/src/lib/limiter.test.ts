import { AppError } from "@crease/core";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/app";
import type { Database } from "../db/client";
import { authAttempts } from "../db/schema";
import { createLimiter, LIMITS } from "./limiter";

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => drop?.());

/** The 429 a refused reservation throws, or null when it went through. */
async function refusal(attempt: Promise<unknown>): Promise<AppError | null> {
  try {
    await attempt;
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe("the one limiter (lib/limiter.ts)", () => {
  it("declares every throttle of the server in one table, OTP's included", () => {
    expect(Object.keys(LIMITS).sort()).toEqual([
      "contact",
      "couponCodes",
      "forgotPassword",
      "linkPhonePassword",
      "login",
      "otp",
      "otpResend",
      "payoutAccountPassword",
      "registration",
      "secondFactor",
      "secondFactorResend",
      "uploads",
    ]);
  });

  it("counts a named limit under the table's keys and refuses past its number with Retry-After", async () => {
    const limiter = createLimiter({ db: database.db });
    const subjects = { phone: "+919876543210", ip: "10.9.0.1" };
    for (let i = 0; i < LIMITS.otp.per.phone.limit; i++) await limiter.reserve("otp", subjects);
    const refused = await refusal(limiter.reserve("otp", subjects, { message: "Wait for the code you have" }));
    expect(refused).toMatchObject({ code: "RATE_LIMITED", message: "Wait for the code you have" });
    expect(refused?.retryAfter).toBeGreaterThan(0);
    const rows = await database.db.select().from(authAttempts).where(like(authAttempts.key, "otp:%"));
    // The refused request reserved nothing: five under each key.
    expect(rows.map((r) => r.key).sort()).toEqual([
      ...Array(5).fill("otp:ip:10.9.0.1"),
      ...Array(5).fill("otp:phone:+919876543210"),
    ]);
  });

  it("takes a configured limit over the table's, and weighs a request by its parts", async () => {
    const limiter = createLimiter({ db: database.db });
    await limiter.reserve("registration", { ip: "10.9.0.2" }, { limits: { ip: 1 } });
    expect(await refusal(limiter.reserve("registration", { ip: "10.9.0.2" }, { limits: { ip: 1 } }))).not.toBeNull();

    const user = { images: "77", megabytes: "77" };
    await limiter.reserve("uploads", user, { weights: { images: 99, megabytes: 1 } });
    expect(await refusal(limiter.reserve("uploads", user, { weights: { images: 2, megabytes: 1 } }))).not.toBeNull();
    expect(await refusal(limiter.reserve("uploads", user, { weights: { images: 1, megabytes: 1 } }))).toBeNull();
  });

  it("lets exactly the limit through of requests sent at once", async () => {
    const limiter = createLimiter({ db: database.db });
    const results = await Promise.all(
      Array.from({ length: 25 }, () => refusal(limiter.reserve("contact", { ip: "10.9.0.3" }))),
    );
    expect(results.filter((r) => r === null)).toHaveLength(LIMITS.contact.per.ip.limit);
  });
});
