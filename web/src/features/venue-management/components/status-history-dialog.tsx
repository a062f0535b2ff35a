import type { Venue } from "@crease/core/contracts/venues";
import { formatTimeAndDate } from "@crease/core/format";
import { History } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { StatusBadge } from "@/components/ui/status-badge";
import { useLastValue } from "@/lib/use-last-value";
import { useStatusHistory } from "../api/get-status-history";

const MOVE_TEXT: Record<string, string> = {
  pending: "Sent for review",
  approved: "Approved",
  rejected: "Rejected",
  suspended: "Suspended",
};

function HistoryBody({ venue }: { venue: Venue }) {
  const history = useStatusHistory(venue.id);
  if (history.isPending) {
    return (
      <div className="space-y-4" role="status" aria-label="Loading the status history">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-3">
            <Skeleton className="size-3 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3 w-48" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (history.isError) {
    return (
      <p className="text-sm text-red-700" role="alert">
        An error occurred while loading the status history
      </p>
    );
  }
  if (history.data.length === 0) return <p className="text-sm text-slate-600">No status changes yet.</p>;
  const newestFirst = [...history.data].reverse();
  return (
    <ol className="relative space-y-5 border-l-2 border-slate-100 pl-5">
      {newestFirst.map((change) => (
        <li key={change.id} className="relative">
          <span
            className="absolute top-1.5 -left-[27px] size-3 rounded-full border-2 border-white bg-brand-500 ring-2 ring-brand-100"
            aria-hidden="true"
          />
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={change.toStatus} kind="venue" />
            <span className="text-sm font-medium text-slate-800">
              {change.fromStatus === null
                ? "Listed and sent for review"
                : (MOVE_TEXT[change.toStatus] ?? change.toStatus)}
            </span>
          </div>
          <p className="mt-1 text-xs text-slate-500">
            {formatTimeAndDate(change.createdAt)}
            {change.actorName ? ` · by ${change.actorName}` : ""}
          </p>
          {change.note ? (
            <blockquote className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
              {change.note}
            </blockquote>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Every status move of one venue, newest first, with the admin's note (GET /api/venues/{id}/status-history). */
export function StatusHistoryDialog({
  venue: open,
  onOpenChange,
}: {
  venue: Venue | null;
  onOpenChange: (open: boolean) => void;
}) {
  const venue = useLastValue(open);
  return (
    <Dialog open={open !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
            <History className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>Status history</DialogTitle>
          <DialogDescription>{venue ? `Reviews and status changes of ${venue.name}.` : null}</DialogDescription>
        </DialogHeader>
        {venue ? <HistoryBody venue={venue} /> : null}
      </DialogContent>
    </Dialog>
  );
}
