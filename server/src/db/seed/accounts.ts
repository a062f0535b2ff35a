/**
 * The demo accounts and the empty-database check: all the server needs to know about the demo at
 * start-up. The demo data itself (seed/demo.ts, its venues, bookings and pictures) is loaded only
 * when a start seeds, so the production bundle does not carry it.
 */
import { count } from "drizzle-orm";
import type { Db } from "../client";
import { users } from "../schema";

export const DEMO_PASSWORD = "demo1234";

/** The first three are the accounts the README names; the second owner holds a few venues. */
export const DEMO_ACCOUNTS = [
  { role: "admin", email: "admin@crease.demo", fullName: "Asha Admin", phone: "+91 98100 00001" },
  { role: "owner", email: "owner@crease.demo", fullName: "Rohit Malhotra", phone: "+91 98100 00002" },
  { role: "player", email: "player@crease.demo", fullName: "Priya Sharma", phone: "+91 98100 00003" },
  { role: "owner", email: "owner2@crease.demo", fullName: "Kavya Iyer", phone: "+91 98100 00004" },
] as const;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}
