/** The listing tests' app, accounts and helpers, shared by listings.test.ts and venue-edits.test.ts (each test file gets its own app). */
import type { VenueStatus } from "@crease/core";
import { count, eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { uploadImages } from "../../../test/uploads";
import { venues } from "../../db/schema";

export const ctx = useTestApp();

export type Who = Awaited<ReturnType<typeof loginAs>>;
export let owner: Who;
export let otherOwner: Who;
export let player: Who;
export let admin: Who;
export let images: string[];
export let adminImages: string[];
export let otherOwnersImages: string[];

beforeAll(async () => {
  [owner, otherOwner, player, admin] = await Promise.all([
    loginAs(ctx, "owner"),
    loginAs(ctx, "owner"),
    loginAs(ctx, "player"),
    loginAs(ctx, "admin"),
  ]);
  images = (await uploadImages(ctx, owner.cookie, 2)).map((i) => i.url);
  adminImages = (await uploadImages(ctx, admin.cookie, 1)).map((i) => i.url);
  otherOwnersImages = (await uploadImages(ctx, otherOwner.cookie, 1)).map((i) => i.url);
});

export function call(method: "GET" | "POST" | "PATCH", url: string, who?: Who, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: who ? { cookie: who.cookie } : {},
  });
}

export function listing(overrides: Record<string, unknown> = {}) {
  return {
    name: "Sunrise Cricket Ground",
    venueType: "ground",
    description: "A full-size turf ground with a pavilion and floodlights.",
    address: "Plot 4, 80 Feet Road, Koramangala",
    city: "Bangalore",
    state: "Karnataka",
    postalCode: "560034",
    country: "India",
    location: "",
    amenities: ["Parking", "Floodlights"],
    reschedulingRules: "Reschedule free up to 24 hours before.",
    cancellationRules: "Free cancellation up to 48 hours before.",
    paymentType: "full",
    images,
    ...overrides,
  };
}

export const groundBody = {
  morningPrice: "8000",
  afternoonPrice: "7000",
  eveningPrice: 0,
  nightPrice: "12000.50",
  addOns: { umpireFees: "1500", redBalls: 600, whiteBalls: "", others: [{ name: "Drinks & snacks", price: "300" }] },
};

export async function venueCount(name: string) {
  const [row] = await ctx.database.db.select({ n: count() }).from(venues).where(eq(venues.name, name));
  return row?.n ?? 0;
}

export async function setStatus(id: number, status: VenueStatus) {
  await ctx.database.db.update(venues).set({ status }).where(eq(venues.id, id));
}
