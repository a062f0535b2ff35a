import type { Venue } from "@crease/core/contracts/venues";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarCheck, Eye, TrendingUp } from "lucide-react";
import { useMemo, useState } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useLatestBookings } from "@/features/bookings";
import { useLatestMessages } from "@/features/contact";
import type { VenueMove } from "@/features/venue-moderation";
import {
  mergeVenues,
  type PendingMove,
  useAdminVenues,
  VenueDetailsDialog,
  VenueMoveDialog,
} from "@/features/venue-moderation";
import { useFormat } from "@/lib/format";
import { useMostBooked } from "../api/get-most-booked";
import { useMostViewed } from "../api/get-most-viewed";
import { usePlatformAnalytics } from "../api/get-platform-analytics";
import { chartFacts, chartPoints } from "../lib/chart";
import { type ActivityItem, RECENT_ACTIVITY_LIMIT, recentActivity } from "../lib/recent-activity";
import type { PeriodRange } from "../lib/tabs";
import { BookingsChart } from "./bookings-chart";
import { PeriodMoneyLine } from "./money-line";
import { RecentActivityCard } from "./recent-activity-card";
import { TopVenuesTable } from "./top-venues-table";

function ChartCard({ period, days }: { period: PeriodRange; days: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const analytics = usePlatformAnalytics(period);
  const language = format.language;
  const points = useMemo(() => chartPoints(analytics.data?.daily ?? [], language), [analytics.data, language]);
  const facts = chartFacts(points);
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <TrendingUp className="size-[18px] text-brand-600" aria-hidden="true" />
            <Trans>Bookings per day</Trans>
          </h3>
          <p className="text-xs text-slate-500">
            <Trans>Confirmed and completed, by slot date · last {days} days</Trans>
          </p>
        </div>
        {analytics.data ? (
          <dl className="flex gap-5 text-right">
            <div>
              <dt className="text-xs text-slate-500">
                <Trans>Bookings</Trans>
              </dt>
              <dd className="text-lg font-bold text-slate-900 tabular-nums">{format.count(facts.bookings)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500" title={t`Paid online, net of refunds, GST included`}>
                <Trans>Revenue, net of refunds</Trans>
              </dt>
              <dd className="text-lg font-bold text-slate-900 tabular-nums">
                {format.rupees(Math.round(facts.revenue))}
              </dd>
            </div>
            <div className="hidden sm:block">
              <dt className="text-xs text-slate-500">
                <Trans>Per day</Trans>
              </dt>
              <dd className="text-lg font-bold text-slate-900 tabular-nums">{facts.average.toFixed(1)}</dd>
            </div>
          </dl>
        ) : null}
      </div>
      <div className="mt-4">
        {analytics.isPending ? (
          <Skeleton className="h-60 w-full rounded-xl sm:h-64" />
        ) : analytics.isError ? (
          <p
            role="alert"
            className="flex h-60 items-center justify-center rounded-xl bg-red-50 text-sm font-medium text-red-800"
          >
            <Trans>An error occurred while loading analytics</Trans>
          </p>
        ) : (
          <BookingsChart points={points} />
        )}
      </div>
    </Card>
  );
}

/**
 * The Overview tab: how the period's money adds up (MoneyLine), bookings per day, recent activity (5), and the Most viewed and Most booked
 * tables (5 each) for the chosen period.
 */
export function OverviewPanel({
  period,
  days,
  onOpenTab,
}: {
  period: PeriodRange;
  days: number;
  onOpenTab: (tab: "messages" | "bookings") => void;
}) {
  const { t } = useLingui();
  const mostViewed = useMostViewed(period);
  const mostBooked = useMostBooked(period);
  const pendingVenues = useAdminVenues("pending", "");
  const bookings = useLatestBookings();
  const messages = useLatestMessages(RECENT_ACTIVITY_LIMIT);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [pendingMove, setPendingMove] = useState<PendingMove | null>(null);

  const items = useMemo(
    () =>
      recentActivity({
        pendingVenues: mergeVenues(pendingVenues.data?.pages.map((page) => page.venues) ?? []),
        bookings: bookings.data,
        messages: messages.data,
      }),
    [pendingVenues.data, bookings.data, messages.data],
  );

  const onOpen = (item: ActivityItem) => {
    if (item.kind === "venue") setDetailsId(item.venue.id);
    else onOpenTab(item.kind === "message" ? "messages" : "bookings");
  };

  return (
    <section aria-labelledby="overview-heading" className="space-y-6">
      <h2 id="overview-heading" className="sr-only">
        <Trans>Overview</Trans>
      </h2>
      <PeriodMoneyLine period={period} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ChartCard period={period} days={days} />
        <RecentActivityCard
          items={items}
          isPending={pendingVenues.isPending || bookings.isPending || messages.isPending}
          partialError={pendingVenues.isError || bookings.isError || messages.isError}
          onOpen={onOpen}
        />
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <TopVenuesTable
          title={t`Most viewed`}
          loadingLabel={t`Loading most viewed`}
          description={t`Distinct visitors a day, last ${days} days`}
          icon={<Eye />}
          venues={mostViewed.data}
          isPending={mostViewed.isPending}
          isError={mostViewed.isError}
          emphasis="views"
          testId="most-viewed"
        />
        <TopVenuesTable
          title={t`Most booked`}
          loadingLabel={t`Loading most booked`}
          description={t`Confirmed and completed bookings, last ${days} days`}
          icon={<CalendarCheck />}
          venues={mostBooked.data}
          isPending={mostBooked.isPending}
          isError={mostBooked.isError}
          emphasis="bookings"
          testId="most-booked"
        />
      </div>
      <VenueDetailsDialog
        venueId={detailsId}
        onOpenChange={(open) => !open && setDetailsId(null)}
        onMove={(venue: Venue, move: VenueMove) => setPendingMove({ venue, move })}
      />
      <VenueMoveDialog pending={pendingMove} onOpenChange={(open) => !open && setPendingMove(null)} />
    </section>
  );
}
