import { Trans, useLingui } from "@lingui/react/macro";
import {
  CalendarDays,
  Inbox,
  Landmark,
  LayoutDashboard,
  ReceiptIndianRupee,
  Store,
  TicketPercent,
  UsersRound,
} from "lucide-react";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsLinkTrigger, TabsList } from "@/components/ui/tabs";
import { useSummary } from "@/features/admin-dashboard/api/get-summary";
import { AdminBookingsPanel } from "@/features/admin-dashboard/components/admin-bookings-panel";
import { AdminSummary } from "@/features/admin-dashboard/components/admin-summary";
import { OverviewPanel } from "@/features/admin-dashboard/components/overview-panel";
import { PeriodSelect } from "@/features/admin-dashboard/components/period-select";
import { RefreshButton } from "@/features/admin-dashboard/components/refresh-button";
import {
  ADMIN_TAB_LABELS,
  type AdminTab,
  adminTabFrom,
  DEFAULT_ADMIN_TAB,
  DEFAULT_PERIOD_DAYS,
  type PeriodDays,
  periodDaysFrom,
  periodRange,
} from "@/features/admin-dashboard/lib/tabs";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { MessagesPanel, useUnreadMessageCount } from "@/features/contact";
import { InvoicesPanel } from "@/features/invoices";
import { DeadJobsPanel } from "@/features/jobs";
import { CouponsPanel } from "@/features/offers";
import { PayoutsPanel } from "@/features/payouts";
import { RefundsPanel } from "@/features/refunds";
import { UsersPanel } from "@/features/users";
import { VenueEditsReview, VenuesPanel } from "@/features/venue-moderation";
import { type VenueFilter, venueFilterFrom } from "@/features/venue-moderation/lib/venue-list";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useDocumentTitle } from "@/lib/use-document-title";

const TAB_ICONS = {
  overview: LayoutDashboard,
  venues: Store,
  users: UsersRound,
  bookings: CalendarDays,
  payouts: Landmark,
  refunds: ReceiptIndianRupee,
  offers: TicketPercent,
  messages: Inbox,
} as const;

function CountPill({ value, tone, label }: { value: number | undefined; tone: "amber" | "brand"; label: string }) {
  if (!value) return null;
  return (
    <span
      className={cn(
        "min-w-5 rounded-full px-1.5 text-center text-xs leading-5 font-bold tabular-nums",
        "group-data-[state=active]:bg-white/25 group-data-[state=active]:text-white",
        tone === "amber" ? "bg-amber-100 text-amber-800" : "bg-brand-100 text-brand-800",
      )}
    >
      {value > 99 ? "99+" : value}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

/**
 * The admin dashboard (docs/product/screens.md; docs/product/roles.md): one row of summary figures for a
 * 7/30/90-day period (compact, so every tab's content starts above the fold at 1366 × 768), then Overview, Venues, Users, Bookings, Payouts and Messages. The tab (`?tab=`), the
 * period (`?period=`) and the venue filter (`?status=`) live in the address.
 */
export function Component() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab = adminTabFrom(params.get("tab"));
  const days = periodDaysFrom(params.get("period"));
  const period = useMemo(() => periodRange(days), [days]);
  const venueFilter = venueFilterFrom(params.get("status"));
  const summary = useSummary(period);
  const unread = useUnreadMessageCount();
  const tabName = i18n._(ADMIN_TAB_LABELS[tab]);
  useDocumentTitle(t`${tabName} · Admin dashboard`);

  if (!user) return null; // the route guard lets only admins in

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const openTab = (value: AdminTab, extra: Record<string, string | null> = {}) =>
    update({ tab: value === DEFAULT_ADMIN_TAB ? null : value, ...extra });
  /** A tab's own address (other parameters kept): every tab is a link that can be shared. */
  const tabHref = (value: AdminTab) => {
    const next = new URLSearchParams(params);
    if (value === DEFAULT_ADMIN_TAB) next.delete("tab");
    else next.set("tab", value);
    return `?${next.toString()}`;
  };
  const setPeriod = (value: PeriodDays) => update({ period: value === DEFAULT_PERIOD_DAYS ? null : String(value) });
  const setVenueFilter = (value: VenueFilter) => update({ status: value === "all" ? null : value });

  const venueCounts = summary.data
    ? {
        all: summary.data.venues.total,
        pending: summary.data.venues.pending,
        approved: summary.data.venues.approved,
        rejected: summary.data.venues.rejected,
        suspended: summary.data.venues.suspended,
      }
    : undefined;

  const from = format.date(period.from, "month-day-year");
  const to = format.date(period.to, "month-day-year");
  const name = user.fullName;

  return (
    <div className="container-page py-6 sm:py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-pitch-700">
            <Trans>Admin console</Trans>
          </p>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            <Trans>Admin dashboard</Trans>
          </h1>
          <p className="text-slate-600">
            <Trans>
              {from} – {to} · signed in as {name}
            </Trans>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <PeriodSelect value={days} onChange={setPeriod} />
          <RefreshButton />
        </div>
      </div>

      {/* On a phone the tabs and the open tab come before the summary (issue 46). */}
      <Tabs value={tab} onValueChange={(value) => openTab(adminTabFrom(value))} className="mt-5 flex flex-col gap-5">
        <div className="max-sm:order-2">
          <AdminSummary
            summary={summary.data}
            isPending={summary.isPending}
            isError={summary.isError}
            onRetry={() => void summary.refetch()}
            onReviewPending={() => openTab("venues", { status: "pending" })}
          />
        </div>
        <div className="min-w-0 max-sm:order-1">
          {/* Eight tabs: on a phone they wrap onto more lines rather than hide past the edge. */}
          <TabsList aria-label={t`Admin sections`} className="w-full justify-start max-sm:flex-wrap sm:w-auto">
            {(Object.keys(TAB_ICONS) as AdminTab[]).map((value) => {
              const Icon = TAB_ICONS[value];
              return (
                <TabsLinkTrigger key={value} value={value} to={tabHref(value)} className="group">
                  <Icon aria-hidden="true" />
                  {i18n._(ADMIN_TAB_LABELS[value])}
                  {value === "venues" ? (
                    <CountPill value={summary.data?.venues.pending} tone="amber" label={t`pending`} />
                  ) : null}
                  {value === "messages" ? <CountPill value={unread.data} tone="brand" label={t`unread`} /> : null}
                </TabsLinkTrigger>
              );
            })}
          </TabsList>
          <TabsContent value="overview">
            <OverviewPanel period={period} days={days} onOpenTab={(value) => openTab(value)} />
          </TabsContent>
          <TabsContent value="venues">
            <VenueEditsReview />
            <VenuesPanel filter={venueFilter} onFilterChange={setVenueFilter} counts={venueCounts} />
          </TabsContent>
          <TabsContent value="users">
            <UsersPanel currentUserId={user.id} />
          </TabsContent>
          <TabsContent value="bookings">
            <AdminBookingsPanel />
          </TabsContent>
          <TabsContent value="payouts" className="space-y-8">
            <PayoutsPanel />
            <InvoicesPanel />
          </TabsContent>
          <TabsContent value="refunds" className="space-y-8">
            {/* Refunds are the jobs that move money: the ones that stopped retrying sit beside them. */}
            <DeadJobsPanel />
            <RefundsPanel />
          </TabsContent>
          <TabsContent value="offers">
            <CouponsPanel scope="platform" />
          </TabsContent>
          <TabsContent value="messages">
            <MessagesPanel />
          </TabsContent>
        </div>
      </Tabs>
    </div>
  );
}
