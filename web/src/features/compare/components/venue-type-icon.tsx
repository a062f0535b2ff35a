import { Box, Grid3x3, LandPlot } from "lucide-react";
import { cn } from "@/lib/cn";

/** Type colours shared with the map legend: ground amber, nets green, box purple (docs/product/search.md#map). */
const STYLES: Record<string, { icon: typeof Box; tone: string }> = {
  ground: { icon: LandPlot, tone: "bg-amber-100 text-amber-700" },
  nets: { icon: Grid3x3, tone: "bg-pitch-100 text-pitch-700" },
  box: { icon: Box, tone: "bg-brand-100 text-brand-700" },
};

export function VenueTypeIcon({ type, className }: { type: string; className?: string }) {
  const style = STYLES[type] ?? { icon: LandPlot, tone: "bg-slate-100 text-slate-600" };
  const Icon = style.icon;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-xl [&_svg]:size-4",
        style.tone,
        className,
      )}
    >
      <Icon />
    </span>
  );
}
