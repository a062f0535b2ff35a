import { count } from "drizzle-orm";
import { hashPassword } from "../../lib/passwords";
import type { Db } from "../client";
import { users } from "../schema";

export const DEMO_PASSWORD = "demo1234";
export const DEMO_ACCOUNTS = [
  { role: "admin", email: "admin@crease.demo", fullName: "Asha Admin", phone: "+91 98100 00001" },
  { role: "owner", email: "owner@crease.demo", fullName: "Rohit Malhotra", phone: "+91 98100 00002" },
  { role: "player", email: "player@crease.demo", fullName: "Priya Sharma", phone: "+91 98100 00003" },
] as const;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Demo data for a first start. TODO(seed): venues, images, reviews, bookings. */
export async function seedDemo(db: Db, _opts: { uploadsDir: string }): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    await db.insert(users).values({
      username: account.email.split("@")[0] ?? account.role,
      fullName: account.fullName,
      email: account.email,
      phone: account.phone,
      passwordHash,
      role: account.role,
    });
  }
}
