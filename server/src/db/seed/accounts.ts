/**
 * The demo accounts and the empty-database check: all the server needs to know about the demo at
 * start-up. The demo data itself (seed/demo.ts, its venues, bookings and pictures) is loaded only
 * when a start seeds, so the production bundle does not carry it.
 */
import { sql } from "drizzle-orm";
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

/**
 * True when there is no account at all. It asks for one row, not a count: every start asks, and
 * counting a large site's users read them all (111 ms of a PostgreSQL start on the bench's 50,000).
 */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(users).limit(1);
  return rows.length === 0;
}
