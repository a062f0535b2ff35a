import { Trans, useLingui } from "@lingui/react/macro";
import type { Clock } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

/** The booking card's bar that stays at the bottom of a phone's screen: the price and Book Now. */
export function MobileBookingBar({
  summary,
  amount,
  withTax,
  onBook,
}: {
  summary: string;
  amount: string;
  withTax: boolean;
  onBook: () => void;
}) {
  return (
    <div
      className={cn(
        "fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgb(15_23_42/0.25)] backdrop-blur-lg lg:hidden",
      )}
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <div className="min-w-0">
          <p className="truncate text-base font-bold text-slate-900">
            {amount}
            {withTax ? (
              <span className="ml-1 text-xs font-medium text-slate-500">
                <Trans>incl. GST</Trans>
              </span>
            ) : null}
          </p>
          <p className="truncate text-xs text-slate-600">{summary}</p>
        </div>
        <Button size="lg" onClick={onBook} className="shrink-0">
          <Trans>Book Now</Trans>
        </Button>
      </div>
    </div>
  );
}

/** The booking card while the venue's prices load. */
export function BookingSkeleton() {
  const { t } = useLingui();
  return (
    <div className="space-y-5" role="status" aria-label={t`Loading booking options`}>
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-64 w-full rounded-xl" />
      <Skeleton className="h-5 w-40" />
      <div className="grid gap-2">
        <Skeleton className="h-13 rounded-xl" />
        <Skeleton className="h-13 rounded-xl" />
      </div>
      <Skeleton className="h-12 w-full rounded-xl" />
    </div>
  );
}

export function slotShort(slot: string, slotName: (slot: string) => string): string {
  const [start, end] = slot.split("-");
  return end ? `${start}–${end}` : slotName(slot);
}

export function Step({
  icon: Icon,
  title,
  titleId,
  aside,
  children,
}: {
  icon: typeof Clock;
  title: string;
  titleId?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 id={titleId} className="flex items-center gap-2 text-[15px] font-semibold text-slate-900">
          <Icon className="size-4 text-pitch-700" aria-hidden="true" />
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </div>
  );
}
