import { useLingui } from "@lingui/react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { statusText, statusTone } from "@/lib/status-tone";

const DOT: Record<string, string> = {
  pitch: "bg-pitch-500",
  blue: "bg-blue-500",
  red: "bg-red-500",
  amber: "bg-amber-500",
  brand: "bg-brand-500",
  slate: "bg-slate-400",
};

/** A venue, booking or account status in its docs/product/bookings.md colour, with a dot so it reads without colour too. */
export function StatusBadge({
  status,
  kind = "booking",
  className,
}: {
  status: string;
  kind?: "venue" | "booking";
  className?: string;
}) {
  useLingui(); // its words follow the language on screen
  const tone = statusTone(status);
  return (
    <Badge tone={tone} className={cn("whitespace-nowrap", className)}>
      <span className={cn("size-1.5 rounded-full", DOT[tone])} aria-hidden="true" />
      {statusText(status, kind)}
    </Badge>
  );
}
