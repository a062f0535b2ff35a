import { useLingui } from "@lingui/react/macro";
import { Skeleton } from "@/components/ui/skeleton";

/** The owner's venue cards while they load. */
export function VenuesSkeleton() {
  const { t: tr } = useLingui();
  return (
    <div role="status" aria-label={tr`Loading your venues`} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-card">
          <Skeleton className="aspect-[3/2] w-full rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-3 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
