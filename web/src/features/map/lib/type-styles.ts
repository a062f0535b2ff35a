/** Venue type colours on the map (docs/product/search.md#map): ground amber, nets green, box purple. */
export const TYPE_STYLES: Record<string, { pin: string; dot: string; soft: string; label: string }> = {
  ground: { pin: "#f59e0b", dot: "bg-amber-500", soft: "bg-amber-50 text-amber-800 ring-amber-200", label: "Ground" },
  nets: { pin: "#16a34a", dot: "bg-green-600", soft: "bg-green-50 text-green-800 ring-green-200", label: "Nets" },
  box: { pin: "#7c3aed", dot: "bg-violet-600", soft: "bg-violet-50 text-violet-800 ring-violet-200", label: "Box" },
};

export const OTHER_TYPE_STYLE = {
  pin: "#64748b",
  dot: "bg-slate-500",
  soft: "bg-slate-100 text-slate-700 ring-slate-200",
  label: "Other",
};

export function typeStyle(type: string) {
  return TYPE_STYLES[type] ?? OTHER_TYPE_STYLE;
}
