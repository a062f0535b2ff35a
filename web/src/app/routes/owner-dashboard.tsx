import { can } from "@crease/core/permissions";
import { Trans, useLingui } from "@lingui/react/macro";
import { BarChart3, Building2, CalendarDays, Wallet } from "lucide-react";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { BookingInFocus, OwnerBookingsPanel } from "@/features/bookings";
import { OwnerSummary, RecentActivity } from "@/features/owner-dashboard";
import { OwnerPayoutsPanel } from "@/features/payouts";
import { ImageUploader } from "@/features/uploads/components/image-uploader";
import { AddVenueButton, type VenueScope, VenuesPanel } from "@/features/venue-management";
import { useDocumentTitle } from "@/lib/use-document-title";

// Charts (recharts) load only when the Analytics tab is opened.
const AnalyticsPanel = lazy(() => import("@/features/analytics/components/analytics-panel"));

const TABS = ["venues", "bookings", "analytics", "payouts"] as const;
type Tab = (typeof TABS)[number];
const DEFAULT_TAB: Tab = "venues";

function tabFrom(value: string | null): Tab {
  return (TABS as readonly string[]).includes(value ?? "") ? (value as Tab) : DEFAULT_TAB;
}

function AnalyticsFallback() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading analytics`} className="space-y-4">
      <Skeleton className="h-10 w-64" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-2xl" />
    </div>
  );
}

/**
 * /owner/dashboard and /owner-dashboard (owners and admins, docs/product/roles.md): summary cards,
 * recent activity, and the My Venues, Bookings, Analytics and Payouts tabs (kept in ?tab=).
 * An admin sees every venue.
 */
export function Component() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get("tab"));
  // A new-booking notification leads here with ?booking= (core/src/notification-links.ts).
  const focusedBooking = Number(params.get("booking"));
  const { t } = useLingui();
  useDocumentTitle(t`Owner dashboard`);

  if (!user) return null; // the route guard has already sent visitors away

  const firstName = user.fullName.split(" ")[0];
  // An admin sees every venue here; an owner their own.
  const seesAll = can(user, "venue.see-all");
  const scope: VenueScope = { ownerId: seesAll ? null : user.id };

  const onTabChange = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === DEFAULT_TAB) next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="container-page py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-pitch-700">
            {seesAll ? <Trans>Owner dashboard · admin view</Trans> : <Trans>Owner dashboard</Trans>}
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            <Trans>Hi, {firstName}</Trans>
          </h1>
          <p className="mt-1 text-slate-600">
            {seesAll ? (
              <Trans>Every venue on Crease, its bookings and earnings.</Trans>
            ) : (
              <Trans>Your venues, bookings and earnings at a glance.</Trans>
            )}
          </p>
        </div>
        <AddVenueButton className="w-full sm:w-auto" />
      </div>

      <div className="mt-6 sm:mt-8">
        <OwnerSummary scope={scope} />
      </div>

      <div className="mt-6 grid items-start gap-6 sm:mt-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1" aria-label={t`Recent activity`}>
          <RecentActivity />
        </aside>

        <Tabs value={tab} onValueChange={onTabChange} className="min-w-0 lg:col-start-1 lg:row-start-1">
          <TabsList aria-label={t`Dashboard sections`} className="w-full max-sm:grid max-sm:grid-cols-4 sm:w-auto">
            <TabsTrigger value="venues" className="max-sm:px-1 max-sm:text-[13px] max-sm:[&_svg]:hidden">
              <Building2 aria-hidden="true" />
              <Trans>My Venues</Trans>
            </TabsTrigger>
            <TabsTrigger value="bookings" className="max-sm:px-1 max-sm:text-[13px] max-sm:[&_svg]:hidden">
              <CalendarDays aria-hidden="true" />
              <Trans>Bookings</Trans>
            </TabsTrigger>
            <TabsTrigger value="analytics" className="max-sm:px-1 max-sm:text-[13px] max-sm:[&_svg]:hidden">
              <BarChart3 aria-hidden="true" />
              <Trans>Analytics</Trans>
            </TabsTrigger>
            <TabsTrigger value="payouts" className="max-sm:px-1 max-sm:text-[13px] max-sm:[&_svg]:hidden">
              <Wallet aria-hidden="true" />
              <Trans>Payouts</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="venues">
            <VenuesPanel scope={scope} ImageField={ImageUploader} />
          </TabsContent>
          <TabsContent value="bookings">
            {Number.isSafeInteger(focusedBooking) && focusedBooking > 0 ? (
              <BookingInFocus
                id={focusedBooking}
                onClose={() =>
                  setParams(
                    (current) => {
                      const next = new URLSearchParams(current);
                      next.delete("booking");
                      return next;
                    },
                    { replace: true },
                  )
                }
              />
            ) : null}
            <OwnerBookingsPanel scope={scope} />
          </TabsContent>
          <TabsContent value="analytics">
            <Suspense fallback={<AnalyticsFallback />}>
              <AnalyticsPanel scope={scope} />
            </Suspense>
          </TabsContent>
          <TabsContent value="payouts">
            <OwnerPayoutsPanel />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
