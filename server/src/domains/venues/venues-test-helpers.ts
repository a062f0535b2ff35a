/** The venue read tests' app and helpers, shared by venues.test.ts and venue-reads.test.ts (each test file gets its own app). */
import type { Venue } from "@crease/core";
import { beforeAll, expect } from "vitest";
import { useTestApp } from "../../../test/app";
import { createUser } from "../../../test/factories";

export const ctx = useTestApp();

/** Each test works in a city of its own, so rows from other tests never match. */
export let cityCounter = 0;
export const newCity = () => `Testpur${process.pid}x${++cityCounter}`;

export async function get(url: string, cookie?: string) {
  const res = await ctx.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  return res;
}

export async function names(url: string, cookie?: string): Promise<string[]> {
  const res = await get(url, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Venue[]).map((v) => v.name);
}

export let ownerId: number;
beforeAll(async () => {
  ownerId = (await createUser(ctx.database.db, { role: "owner", fullName: "Meera Owner" })).id;
});
