import { isLanguage, normaliseRole, type User } from "@crease/core";
import type { UserRow } from "./repo";

// How an account row reads on the wire, apart from the services that use it: the auth service,
// the admin account (admin-account.ts) and the users domain's own-account calls all map rows
// here, so none of them imports another (no cycles, docs/decisions/019-import-boundaries.md).

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    language: isLanguage(row.language) ? row.language : "en",
    verifiedPhone: row.verifiedPhone,
    role: normaliseRole(row.role),
    status: row.status === "suspended" ? "suspended" : "active",
    createdAt: row.createdAt.toISOString(),
  };
}

/** "ravi.kumar" from ravi.kumar@example.com, made safe and unique by the caller. */
export function usernameBase(email: string): string {
  const local = email.split("@")[0] ?? "player";
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, "")
    .slice(0, 24);
  return cleaned.length >= 3 ? cleaned : `player${cleaned}`;
}
