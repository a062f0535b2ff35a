import { createHmac, randomBytes } from "node:crypto";

/** A random URL-safe token (256 bits). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Tokens are stored only as an HMAC-SHA256 keyed with SESSION_SECRET: a database leak hands
 * out nothing usable, and without the secret not even a guess can be checked against it.
 * Changing SESSION_SECRET therefore ends every session and reset link.
 */
export function hashToken(token: string, secret: string): string {
  return createHmac("sha256", secret).update(token).digest("hex");
}
