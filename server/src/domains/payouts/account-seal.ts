import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/** The parts of a payout account a database dump must not give away. */
export interface SealedAccount {
  accountNumber?: string;
  upiId?: string;
  pan: string;
  gstin?: string;
}

const VERSION = "v1";

/** A 256-bit key of its own, derived from the configured secret (HKDF-SHA256), never the secret itself. */
function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "crease", "payout-account v1", 32));
}

/**
 * AES-256-GCM with a fresh 96-bit IV; the owner's id is authenticated with it, so a sealed account
 * copied onto another owner's row does not open (docs/SECURITY.md, "Payout accounts").
 * "v1.<iv>.<tag>.<ciphertext>", base64url.
 */
export function sealAccount(account: SealedAccount, ownerId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  cipher.setAAD(Buffer.from(`owner:${ownerId}`));
  const body = Buffer.concat([cipher.update(JSON.stringify(account), "utf8"), cipher.final()]);
  return [VERSION, ...[iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url"))].join(".");
}

/** The account `sealAccount` hid; throws when the key, the owner or the text differ. */
export function unsealAccount(sealed: string, ownerId: number, secret: string): SealedAccount {
  const [version, ...parts] = sealed.split(".");
  const [iv, tag, body] = parts.map((part) => Buffer.from(part, "base64url"));
  if (version !== VERSION || !iv || !tag || !body) throw new Error("not a sealed payout account");
  const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), iv);
  decipher.setAAD(Buffer.from(`owner:${ownerId}`));
  decipher.setAuthTag(tag);
  return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8")) as SealedAccount;
}
