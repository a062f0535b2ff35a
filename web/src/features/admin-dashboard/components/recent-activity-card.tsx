import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarCheck, Mail, Store } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useTimeAgo } from "@/features/contact";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import type { ActivityItem } from "../lib/recent-activity";

const ICONS = {
  venue: { icon: Store, className: "bg-amber-50 text-amber-700 ring-amber-100" },
  booking: { icon: CalendarCheck, className: "bg-pitch-50 text-pitch-700 ring-pitch-100" },
  message: { icon: Mail, className: "bg-blue-50 text-blue-700 ring-blue-100" },
} as const;

function ItemText({ item }: { item: ActivityItem }) {
  const format = useFormat();
  const words = useWords();
  if (item.kind === "venue") {
    const { name, city, ownerName } = item.venue;
    const type = words.venueType(item.venue.venueType);
    return (
      <>
        <span className="line-clamp-2 text-sm font-medium text-slate-900">
          <Trans>{name} is waiting for review</Trans>
        </span>
        <span className="block truncate text-xs text-slate-500">
          <Trans>
            {type} in {city} · by {ownerName}
          </Trans>
        </span>
      </>
    );
  }
  if (item.kind === "booking") {
    const { userName, venueName } = item.booking;
    return (
      <>
        <span className="line-clamp-2 text-sm font-medium text-slate-900">
          <Trans>
            {userName} booked {venueName}
          </Trans>
        </span>
        <span className="block truncate text-xs text-slate-500">
          {format.date(item.booking.date, "month-day-year")} · {words.slot(item.booking.slot)} ·{" "}
          {format.rupees(item.booking.amount)}
        </span>
      </>
    );
  }
  const { name, subject } = item.message;
  return (
    <>
      <span className="line-clamp-2 text-sm font-medium text-slate-900">
        <Trans>Message from {name}</Trans>
      </span>
      <span className="block truncate text-xs text-slate-500">
        {item.message.readAt === null ? <Trans>Unread · {subject}</Trans> : subject}
      </span>
    </>
  );
}

/** The five newest things that happened: venues submitted, bookings made, messages received. */
export function RecentActivityCard({
  items,
  isPending,
  partialError,
  onOpen,
}: {
  items: ActivityItem[];
  isPending: boolean;
  /** Some source failed to load: the list may be missing entries. */
  partialError: boolean;
  onOpen: (item: ActivityItem) => void;
}) {
  const { t } = useLingui();
  const timeAgo = useTimeAgo();
  return (
    <Card className="flex h-full flex-col p-5">
      <h3 className="font-semibold text-slate-900">
        <Trans>Recent activity</Trans>
      </h3>
      <p className="text-xs text-slate-500">
        <Trans>New venues waiting, bookings and messages</Trans>
      </p>
      {isPending ? (
        <div role="status" aria-label={t`Loading recent activity`} className="mt-4 space-y-4">
          {[0, 1, 2, 3, 4].map((row) => (
            <div key={row} className="flex gap-3">
              <Skeleton className="size-8 rounded-lg" />
              <div className="flex-1 space-y-1.5">
                <Skeleton className="h-3.5 w-3/4" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </div>
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-500">
          <Trans>Nothing has happened yet.</Trans>
        </p>
      ) : (
        <ul className="mt-3 -mx-2 flex-1 space-y-0.5">
          {items.map((item) => {
            const { icon: Icon, className } = ICONS[item.kind];
            return (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onOpen(item)}
                  className="flex w-full items-start gap-3 rounded-xl px-2 py-2 text-left transition-colors hover:bg-slate-50"
                >
                  <span className={cn("flex size-8 shrink-0 items-center justify-center rounded-lg ring-1", className)}>
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <ItemText item={item} />
                  </span>
                  <time dateTime={item.at} className="shrink-0 pt-0.5 text-xs whitespace-nowrap text-slate-500">
                    {timeAgo(item.at)}
                  </time>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {partialError ? (
        <p className="mt-3 text-xs text-amber-700">
          <Trans>Some activity could not be loaded.</Trans>
        </p>
      ) : null}
    </Card>
  );
}
