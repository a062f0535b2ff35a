/**
 * An Indian mobile number, the one rule for every phone field (registration, the server's check):
 * an optional +91 (or 0) before 10 digits starting 6–9, with spaces or dashes anywhere.
 * "98765 43210", "+91 98765-43210" and "09876543210" pass; "0000000000", "+1 415 555 0100" and
 * 16-digit numbers do not.
 */
export const INDIAN_MOBILE_MESSAGE = "Enter a 10-digit Indian mobile number, like 98765 43210";

/** The 10 digits of an Indian mobile number as typed, or null when it is not one. */
export function indianMobileDigits(typed: string): string | null {
  const compact = typed.trim().replace(/[\s-]/g, "");
  const match = /^(?:\+91|0)?([6-9]\d{9})$/.exec(compact);
  return match?.[1] ?? null;
}

export function isIndianMobile(typed: string): boolean {
  return indianMobileDigits(typed) !== null;
}
