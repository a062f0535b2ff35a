import { useLingui } from "@lingui/react/macro";
import { Skeleton } from "@/components/ui/skeleton";

/** The page's shape while the venue loads. */
export function VenueDetailSkeleton() {
  const { t } = useLingui();
  return (
    <div className="container-page py-6 sm:py-10" role="status" aria-label={t`Loading venue`}>
      <Skeleton className="h-4 w-48" />
      <Skeleton className="mt-5 h-6 w-32 rounded-full" />
      <Skeleton className="mt-3 h-9 w-3/4 max-w-xl" />
      <Skeleton className="mt-3 h-5 w-2/3 max-w-lg" />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <Skeleton className="aspect-[3/2] w-full rounded-2xl sm:aspect-[16/9]" />
          <Skeleton className="h-11 w-80 max-w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
        <Skeleton className="h-[36rem] w-full rounded-2xl" />
      </div>
    </div>
  );
}
