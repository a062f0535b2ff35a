import { useLingui } from "@lingui/react/macro";
import type { ComponentProps } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

/** The shape of a card while its venue loads. */
export function VenueCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn("flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-white", className)}
    >
      <Skeleton className="aspect-[3/2] rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex justify-between gap-3">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-10" />
        </div>
        <Skeleton className="h-4 w-1/2" />
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-16" />
          <Skeleton className="h-5 w-20" />
        </div>
        <Skeleton className="mt-2 h-5 w-2/5" />
      </div>
    </div>
  );
}

/** One, two or three columns of cards. */
export const VENUE_GRID_CLASSES = "grid gap-5 sm:grid-cols-2 lg:grid-cols-3";

/** Cards in one, two or three columns. */
export function VenueGrid({ className, children, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn(VENUE_GRID_CLASSES, className)} {...props}>
      {children}
    </div>
  );
}

/** A grid of skeleton cards, announced once as loading. */
export function VenueGridSkeleton({
  count = 3,
  className,
  label,
}: {
  count?: number;
  className?: string;
  label?: string;
}) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={label ?? t`Loading venues`} className={cn(VENUE_GRID_CLASSES, className)}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <VenueCardSkeleton key={i} />
      ))}
    </div>
  );
}
