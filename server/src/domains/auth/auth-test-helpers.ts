/** The auth tests' app and helpers, shared by auth.test.ts and passwords.test.ts (each test file gets its own app). */
import { count } from "drizzle-orm";
import { TEST_PASSWORD, uniqueEmail, useTestApp } from "../../../test/app";
import { users } from "../../db/schema";

export const ctx = useTestApp();

export async function register(payload: Record<string, unknown>) {
  return ctx.app.inject({ method: "POST", url: "/api/auth/register", payload });
}

export async function login(email: string, password = TEST_PASSWORD, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, headers });
}

export async function me(cookie?: string) {
  return ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: cookie ? { cookie } : {} });
}

export async function userCount(): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export function resetLinkToken(text: string): string {
  const match = /reset-password\?token=([\w%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(match[1]);
}

export const validUser = () => ({
  fullName: "Ravi Kumar",
  email: uniqueEmail("ravi"),
  phone: "+91 98765 43210",
  password: "cover-drive",
});
