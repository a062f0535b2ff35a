/**
 * An Indian mobile number, the one rule for every phone field (registration, sign-in by code, a
 * venue's WhatsApp number): an optional +91 (or 0) before 10 digits starting 6–9, with spaces,
 * dashes, dots or brackets between digits. "98765 43210", "+91 98765-43210" and "09876543210"
 * pass; "0000000000", "+1 415 555 0100" and 16-digit numbers do not.
 */

/** What every form and the API say about a number that is not an Indian mobile. */
export const INDIAN_MOBILE_MESSAGE =
  "Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91";

/**
 * "+919876543210", "919876543210", "09876543210", "98765 43210", "+91-98765-43210" → "+919876543210"
 * (the one stored form); null when it is not an Indian mobile (+91, 10 digits starting 6–9).
 * Spaces, dashes, dots and brackets between digits are allowed; letters and other countries are not.
 */
export function normaliseIndianMobile(input: string): string | null {
  const text = input.trim();
  if (!/^\+?[\d\s\-.()]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  let local: string;
  if (text.startsWith("+")) {
    if (!digits.startsWith("91")) return null;
    local = digits.slice(2);
  } else if (digits.length === 12 && digits.startsWith("91")) local = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) local = digits.slice(1);
  else local = digits;
  return /^[6-9]\d{9}$/.test(local) ? `+91${local}` : null;
}

/** "+919876543210" → "+91 98765 43210", for people to read. */
export function formatIndianMobile(stored: string): string {
  const local = stored.replace(/^\+91/, "");
  return `+91 ${local.slice(0, 5)} ${local.slice(5)}`;
}

/** The 10 digits of an Indian mobile number as typed, or null when it is not one. */
export function indianMobileDigits(typed: string): string | null {
  return normaliseIndianMobile(typed)?.slice(3) ?? null;
}

export function isIndianMobile(typed: string): boolean {
  return normaliseIndianMobile(typed) !== null;
}
