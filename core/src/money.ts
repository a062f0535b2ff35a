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

const inr = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** "₹1,00,000" (a non-numeric amount shows ₹0, docs/product/screens.md#details-that-hold-on-every-screen). Accepts rupees as number or numeric string. */
export function formatRupees(rupees: number | string | null | undefined): string {
  const value = typeof rupees === "string" ? Number(rupees) : rupees;
  if (value === null || value === undefined || !Number.isFinite(value)) return "₹0";
  return `₹${inr.format(value)}`;
}

export function formatPaise(paise: number): string {
  return formatRupees(paise / 100);
}
