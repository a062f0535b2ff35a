/**
 * Money is integer paise inside; rupees appear only at the edges: numeric strings on the
 * wire ("8000.00", docs/product/README.md#conventions-everywhere) and "₹8,000" with Indian digit grouping on screen.
 */

export const GST_RATE_PERCENT = 18;

export function rupeesToPaise(rupees: number | string): number {
  const value = typeof rupees === "string" ? Number(rupees) : rupees;
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${rupees}`);
  return Math.round(value * 100);
}

/** Wire format: "8000.00". */
export function paiseToRupeeString(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(Math.round(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** GST on an amount, rounded to the paisa. */
export function gstPaise(amountPaise: number): number {
  return Math.round((amountPaise * GST_RATE_PERCENT) / 100);
}

const whole = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Money on screen and in messages, the one way: "₹1,00,000" for whole rupees, "₹45,852.80" when
 * there are paise (never one decimal), "−₹500" below zero. A non-numeric amount shows ₹0
 * (docs/product/screens.md#details-that-hold-on-every-screen). Accepts rupees as number or
 * numeric string.
 */
export function formatRupees(rupees: number | string | null | undefined): string {
  const value = typeof rupees === "string" ? Number(rupees) : rupees;
  if (value === null || value === undefined || !Number.isFinite(value)) return "₹0";
  const abs = Math.abs(value);
  const hasPaise = Math.round(abs * 100) % 100 !== 0;
  return `${value < 0 ? "−" : ""}₹${(hasPaise ? withPaise : whole).format(abs)}`;
}

export function formatPaise(paise: number): string {
  return formatRupees(paise / 100);
}

const counts = new Intl.NumberFormat("en-IN");

/** A count with Indian digit grouping: "1,20,000". */
export function formatCount(n: number): string {
  return counts.format(n);
}
