import { useLingui } from "@lingui/react/macro";
import { Star } from "lucide-react";
import { cn } from "@/lib/cn";

/** Five stars with `value` of them filled (halves round to the nearest whole star). */
export function StarRating({
  value,
  className,
  size = "sm",
}: {
  value: number;
  className?: string;
  size?: "sm" | "lg";
}) {
  const { t } = useLingui();
  const filled = Math.round(Math.min(5, Math.max(0, value)));
  return (
    <span
      className={cn("inline-flex items-center gap-0.5", className)}
      role="img"
      aria-label={t`${filled} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            size === "lg" ? "size-5" : "size-4",
            n <= filled ? "fill-amber-400 text-amber-400" : "fill-slate-200 text-slate-200",
          )}
        />
      ))}
    </span>
  );
}
