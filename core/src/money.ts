/**
 * Money is integer paise inside; rupees appear only at the edges: numeric strings on the
 * wire ("8000.00", docs/product/README.md#conventions-everywhere) and "₹8,000" with Indian digit grouping on screen.
 */

/** The GST rate of a registered supplier; see `supplierGstRatePercent` for who charges it. */
export const GST_RATE_PERCENT = 18;

/**
 * The GST rate a venue's supplier charges (docs/product/invoices.md, decision 041): 18% when its
 * owner is registered under GST (a GSTIN on their payout account), else none: a supplier without a
 * GSTIN may not collect tax, so its price is the whole price. The one rule every price follows
 * (checkout, the desk, the web's breakdowns), fed by the server's `SUPPLIER_GST_REGISTERED` check.
 */
export function supplierGstRatePercent(registered: boolean): number {
  return registered ? GST_RATE_PERCENT : 0;
}

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

/**
 * The GST rate a booking or order was priced at, frozen on it at hold time (decision 041): a price
 * always carries GST when its supplier was registered (taxable value is at least ₹1), so GST in it
 * says it was. Its invoice, credit notes and a reschedule's new price follow this, not the owner's
 * registration now.
 */
export function pricedGstRatePercent(priced: { gstPaise: number }): number {
  return priced.gstPaise > 0 ? GST_RATE_PERCENT : 0;
}

/** GST on an amount at the supplier's rate (`supplierGstRatePercent`), rounded to the paisa. */
export function gstPaise(amountPaise: number, ratePercent: number): number {
  return Math.round((amountPaise * ratePercent) / 100);
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
