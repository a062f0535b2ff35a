/** Money as owners read a statement: "₹45,852.80" when there are paise, "₹45,852" when there are none. */
const whole = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const paise = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatAmount(rupees: string | number | null | undefined): string {
  const value = typeof rupees === "string" ? Number(rupees) : rupees;
  if (value === null || value === undefined || !Number.isFinite(value)) return "₹0";
  const sign = value < 0 ? "−" : "";
  const abs = Math.abs(value);
  const hasPaise = Math.round(abs * 100) % 100 !== 0;
  return `${sign}₹${(hasPaise ? paise : whole).format(abs)}`;
}
