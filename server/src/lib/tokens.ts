import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";

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

function sealKey(secret: string): Buffer {
  return createHash("sha256").update(`crease-seal:${secret}`).digest();
}

/**
 * AES-256-GCM with a key derived from SESSION_SECRET: for a short secret that must wait in the
 * database (an SMS with its code, queued as a job) without being readable from a leaked table.
 */
export function seal(text: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(secret), iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

/** The text `seal` hid; throws when it was sealed with another secret or changed. */
export function unseal(sealed: string, secret: string): string {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !body) throw new Error("not a sealed text");
  const decipher = createDecipheriv("aes-256-gcm", sealKey(secret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
}
