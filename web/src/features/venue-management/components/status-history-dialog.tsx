import type { Venue } from "@crease/core/contracts/venues";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { History } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { StatusBadge } from "@/components/ui/status-badge";
import { useFormat } from "@/lib/format";
import { useLastValue } from "@/lib/use-last-value";
import { useStatusHistory } from "../api/get-status-history";

const MOVE_TEXT: Record<string, MessageDescriptor> = {
  pending: msg`Sent for review`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  suspended: msg`Suspended`,
};

function HistoryBody({ venue }: { venue: Venue }) {
  const history = useStatusHistory(venue.id);
  const { t, i18n } = useLingui();
  const format = useFormat();
  if (history.isPending) {
    return (
      <div className="space-y-4" role="status" aria-label={t`Loading the status history`}>
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
        <Trans>An error occurred while loading the status history</Trans>
      </p>
    );
  }
  if (history.data.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>No status changes yet.</Trans>
      </p>
    );
  const newestFirst = [...history.data].reverse();
  return (
    <ol className="relative space-y-5 border-l-2 border-slate-100 pl-5">
      {newestFirst.map((change) => {
        const move = MOVE_TEXT[change.toStatus];
        const when = format.timeAndDate(change.createdAt);
        const actor = change.actorName;
        return (
          <li key={change.id} className="relative">
            <span
              className="absolute top-1.5 -left-[27px] size-3 rounded-full border-2 border-white bg-brand-500 ring-2 ring-brand-100"
              aria-hidden="true"
            />
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={change.toStatus} kind="venue" />
              <span className="text-sm font-medium text-slate-800">
                {change.fromStatus === null ? t`Listed and sent for review` : move ? i18n._(move) : change.toStatus}
              </span>
            </div>
            <p className="mt-1 text-xs text-slate-500">
              {actor ? (
                <Trans>
                  {when} · by {actor}
                </Trans>
              ) : (
                when
              )}
            </p>
            {change.note ? (
              <blockquote className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
                {change.note}
              </blockquote>
            ) : null}
          </li>
        );
      })}
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
  const name = venue?.name;
  return (
    <Dialog open={open !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
            <History className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>
            <Trans>Status history</Trans>
          </DialogTitle>
          <DialogDescription>{name ? <Trans>Reviews and status changes of {name}.</Trans> : null}</DialogDescription>
        </DialogHeader>
        {venue ? <HistoryBody venue={venue} /> : null}
      </DialogContent>
    </Dialog>
  );
}
