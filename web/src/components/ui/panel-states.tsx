import { formatCount } from "@crease/core/money";
import { Trans } from "@lingui/react/macro";
import { AlertTriangle, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

/** docs/product/screens.md dashboard loading error ("An error occurred while loading venues"), with a retry. */
export function LoadError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry?: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center",
        className,
      )}
    >
      <AlertTriangle className="size-6 text-red-600" aria-hidden="true" />
      <p className="mt-2 font-semibold text-red-800">{message}</p>
      <p className="mt-1 text-sm text-red-700">
        <Trans>Please check your connection and try again.</Trans>
      </p>
      {onRetry ? (
        <Button variant="secondary" size="sm" className="mt-5" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          <Trans>Try again</Trans>
        </Button>
      ) : null}
    </div>
  );
}

/** Nothing to show yet, and what to do about it. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  className,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center",
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-pitch-50 text-pitch-700 ring-1 ring-pitch-100 [&_svg]:size-6">
        {icon}
      </span>
      <h3 className="mt-4 text-base font-semibold text-slate-900">{title}</h3>
      {children ? <div className="mt-1.5 max-w-md text-sm leading-relaxed text-slate-600">{children}</div> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}

/** Rows of grey bars while a list loads. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="rounded-2xl border border-slate-200/80 bg-white p-4 shadow-card sm:p-5"
    >
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to be keyed by
        <div key={row} className="flex items-center gap-3 border-b border-slate-100 py-3.5 last:border-0">
          <Skeleton className="size-10 rounded-xl" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="hidden h-6 w-20 rounded-full sm:block" />
          <Skeleton className="h-8 w-24 rounded-lg" />
        </div>
      ))}
    </div>
  );
}

/** "Show more" under a paged list, with how many are on screen. */
export function ShowMore({
  shown,
  total,
  noun,
  hasMore,
  loading,
  onMore,
}: {
  shown: number;
  total: number | null;
  noun: string;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const count = formatCount(shown);
  const all = total !== null ? formatCount(total) : "";
  return (
    <div className="mt-4 flex flex-col items-center gap-2">
      <p className="text-sm text-slate-500" aria-live="polite">
        {total !== null ? (
          <Trans>
            Showing {count} of {all} {noun}
          </Trans>
        ) : (
          <Trans>
            Showing {count} {noun}
          </Trans>
        )}
      </p>
      {hasMore ? (
        <Button variant="secondary" onClick={onMore} loading={loading}>
          <Trans>Show more</Trans>
        </Button>
      ) : null}
    </div>
  );
}
