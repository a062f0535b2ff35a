import type { TopVenue } from "@crease/core/analytics";
import { Plural, Trans } from "@lingui/react/macro";
import { Star } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { StatusBadge } from "@/components/ui/status-badge";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";

function Rating({ venue }: { venue: TopVenue }) {
  const rating = Number(venue.avgRating);
  const reviews = venue.reviewCount;
  if (!rating) return <span className="text-slate-400">–</span>;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
      <span className="tabular-nums">{rating.toFixed(1)}</span>
      <span className="sr-only">
        <Plural value={reviews} one="out of 5 from # review" other="out of 5 from # reviews" />
      </span>
    </span>
  );
}

function Rank({ index }: { index: number }) {
  return (
    <span
      className={cn(
        "flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold tabular-nums",
        index === 0 ? "bg-brand-gradient text-white" : "bg-slate-100 text-slate-600",
      )}
      aria-hidden="true"
    >
      {index + 1}
    </span>
  );
}

function VenueName({ venue }: { venue: TopVenue }) {
  const words = useWords();
  return (
    <>
      <Link
        to={`/venues/${venue.id}`}
        className="line-clamp-2 rounded leading-snug font-medium text-slate-900 hover:text-brand-700 hover:underline"
      >
        {venue.name}
      </Link>
      <p className="flex items-center gap-1.5 truncate text-xs text-slate-500">
        {words.venueType(venue.venueType)} · {venue.city}
        {venue.status !== "approved" ? <StatusBadge status={venue.status} className="py-0 text-[10px]" /> : null}
      </p>
    </>
  );
}

/** Most viewed or most booked: five venues with type, rating, views, bookings and revenue. */
export function TopVenuesTable({
  title,
  loadingLabel,
  description,
  icon,
  venues,
  isPending,
  isError,
  emphasis,
  testId,
}: {
  title: string;
  /** "Loading most viewed": said while the list loads. */
  loadingLabel: string;
  description: string;
  icon: ReactNode;
  venues: TopVenue[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** The column the list is sorted by. */
  emphasis: "views" | "bookings";
  testId?: string;
}) {
  const format = useFormat();
  const words = useWords();
  const headingId = `top-${emphasis}-heading`;
  return (
    <Card className="flex flex-col overflow-hidden" data-testid={testId}>
      <div className="flex items-center gap-3 px-5 pt-5 pb-3">
        <span className="flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 [&_svg]:size-[18px]">
          {icon}
        </span>
        <div>
          <h3 id={headingId} className="font-semibold text-slate-900">
            {title}
          </h3>
          <p className="text-xs text-slate-500">{description}</p>
        </div>
      </div>
      {isPending ? (
        <div role="status" aria-label={loadingLabel} className="space-y-3 px-5 pb-5">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} className="h-9 w-full" />
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="mx-5 mb-5 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          <Trans>An error occurred while loading venues</Trans>
        </p>
      ) : !venues || venues.length === 0 ? (
        <p className="mx-5 mb-5 rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-500">
          {emphasis === "views" ? (
            <Trans>No venue views in this period yet.</Trans>
          ) : (
            <Trans>No bookings in this period yet.</Trans>
          )}
        </p>
      ) : (
        <>
          <ol className="divide-y divide-slate-100 border-t border-slate-100 sm:hidden" aria-labelledby={headingId}>
            {venues.map((venue, index) => (
              <li key={venue.id} className="flex gap-3 px-5 py-3">
                <Rank index={index} />
                <div className="min-w-0 flex-1">
                  <VenueName venue={venue} />
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-slate-600">
                    <Rating venue={venue} />
                    <span className={cn("tabular-nums", emphasis === "views" && "font-semibold text-slate-900")}>
                      <Plural value={venue.views} one="# view" other="# views" />
                    </span>
                    <span className={cn("tabular-nums", emphasis === "bookings" && "font-semibold text-slate-900")}>
                      <Plural value={venue.bookings} one="# booking" other="# bookings" />
                    </span>
                    <span className="tabular-nums">{format.rupees(venue.revenue)}</span>
                  </p>
                </div>
              </li>
            ))}
          </ol>
          <div className="hidden overflow-x-auto sm:block">
            <table className="w-full min-w-[34rem] text-left text-sm" aria-labelledby={headingId}>
              <thead className="border-y border-slate-100 bg-slate-50/80 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="py-2.5 pr-2 pl-5">
                    <Trans>Venue</Trans>
                  </th>
                  <th scope="col" className="px-2 py-2.5">
                    <Trans>Rating</Trans>
                  </th>
                  <th scope="col" className={cn("px-2 py-2.5 text-right", emphasis === "views" && "text-brand-700")}>
                    <Trans>Views</Trans>
                  </th>
                  <th scope="col" className={cn("px-2 py-2.5 text-right", emphasis === "bookings" && "text-brand-700")}>
                    <Trans>Bookings</Trans>
                  </th>
                  <th scope="col" className="py-2.5 pr-5 pl-2 text-right">
                    <Trans>Revenue</Trans>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {venues.map((venue, index) => (
                  <tr key={venue.id} className="hover:bg-slate-50/60">
                    <td className="py-2.5 pr-2 pl-5">
                      <div className="flex items-center gap-3">
                        <span
                          className={cn(
                            "flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold tabular-nums",
                            index === 0 ? "bg-brand-gradient text-white" : "bg-slate-100 text-slate-600",
                          )}
                          aria-hidden="true"
                        >
                          {index + 1}
                        </span>
                        <div className="min-w-0">
                          <Link
                            to={`/venues/${venue.id}`}
                            className="line-clamp-1 rounded font-medium text-slate-900 hover:text-brand-700 hover:underline"
                          >
                            {venue.name}
                          </Link>
                          <p className="flex items-center gap-1.5 truncate text-xs text-slate-500">
                            {words.venueType(venue.venueType)} · {venue.city}
                            {venue.status !== "approved" ? (
                              <StatusBadge status={venue.status} className="py-0 text-[10px]" />
                            ) : null}
                          </p>
                        </div>
                      </div>
                    </td>
                    <td className="px-2 py-2.5 text-slate-700">
                      <Rating venue={venue} />
                    </td>
                    <td
                      className={cn(
                        "px-2 py-2.5 text-right tabular-nums",
                        emphasis === "views" ? "font-semibold text-slate-900" : "text-slate-600",
                      )}
                    >
                      {format.count(venue.views)}
                    </td>
                    <td
                      className={cn(
                        "px-2 py-2.5 text-right tabular-nums",
                        emphasis === "bookings" ? "font-semibold text-slate-900" : "text-slate-600",
                      )}
                    >
                      {format.count(venue.bookings)}
                    </td>
                    <td className="py-2.5 pr-5 pl-2 text-right whitespace-nowrap text-slate-700 tabular-nums">
                      {format.rupees(venue.revenue)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}
