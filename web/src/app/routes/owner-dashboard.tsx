import { can } from "@crease/core/permissions";
import { Trans, useLingui } from "@lingui/react/macro";
import { BarChart3, Building2, CalendarDays, Store, TicketPercent, Users, Wallet, WalletCards } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsLinkTrigger, TabsList } from "@/components/ui/tabs";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { BookingInFocus, OwnerBookingsPanel } from "@/features/bookings";
import { OwnerCreditPanel } from "@/features/credit";
import { InvoicesPanel } from "@/features/invoices";
import { CouponsPanel } from "@/features/offers";
import { OwnerSummary, RecentActivity } from "@/features/owner-dashboard";
import { OwnerPayoutsPanel } from "@/features/payouts";
import { StaffTab } from "@/features/staff";
import { ImageUploader } from "@/features/uploads/components/image-uploader";
import { AddVenueButton, useOwnerVenues, type VenueScope, VenuesPanel } from "@/features/venue-management";
import { cn } from "@/lib/cn";
import { useDocumentTitle } from "@/lib/use-document-title";

// Charts (recharts) load only when the Analytics tab is opened.
const AnalyticsPanel = lazy(() => import("@/features/analytics/components/analytics-panel"));

const TABS = ["venues", "bookings", "analytics", "payouts", "offers", "credit", "staff"] as const;
type Tab = (typeof TABS)[number];
/**
 * What a venue's staff (not its owner) see: the bookings of the venues they work at, and for a
 * manager those venues to edit; nothing of the money.
 */
const DESK_TABS: readonly Tab[] = ["bookings"];
const MANAGER_TABS: readonly Tab[] = ["venues", "bookings"];

function tabFrom(value: string | null, shown: readonly Tab[]): Tab {
  return shown.includes(value as Tab) ? (value as Tab) : shown[0]!;
}

// Five tabs do not fit one row at 390 px: on phones they wrap, each taking its share of a row.
const TAB_CLASS = "max-sm:flex-1 max-sm:px-2 max-sm:text-[13px] max-sm:[&_svg]:hidden";

/** The owner's (or admin's) Staff tab: their venues, each with its staff and activity. */
function OwnersStaffTab({ scope }: { scope: VenueScope }) {
  const venues = useOwnerVenues(scope);
  return <StaffTab venues={venues.data?.map((v) => ({ id: v.id, name: v.name }))} />;
}

/** The owner's Offers tab: their coupons, for their venues (docs/product/offers.md). */
function OwnersCouponsTab({ scope }: { scope: VenueScope }) {
  const venues = useOwnerVenues(scope);
  return <CouponsPanel scope="owner" venues={venues.data?.map((v) => ({ id: v.id, name: v.name }))} />;
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
 * recent activity, and the My Venues, Bookings, Analytics, Payouts and Staff tabs (kept in ?tab=).
 * An admin sees every venue. A venue's desk or manager sees the Bookings tab of the venues they
 * work at and the recent activity, without the summary's earnings.
 */
export function Component() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  // Owners and admins have every tab; a venue's desk or manager only what their role allows
  // (docs/product/roles.md "Venue staff"): never payouts, analytics or the staff list.
  const ownsVenues = can(user, "venue.list");
  // The venues a manager may edit (can() with the venue: the one permission module decides).
  const managed = (user?.staffOf ?? []).filter((m) => can(user, "venue.manage", { ownerId: -1, venueId: m.venueId }));
  const shown: readonly Tab[] = ownsVenues
    ? TABS.filter(
        (each) =>
          (each !== "staff" || can(user, "staff.manage")) &&
          // An admin's coupons are the platform's, in the admin dashboard.
          (each !== "offers" || (can(user, "coupon.manage") && !can(user, "analytics.platform"))) &&
          // Venue credit is the owner's own offer (docs/product/credit.md): not an admin's, not staff's.
          (each !== "credit" || can(user, "credit.manage")),
      )
    : managed.length > 0
      ? MANAGER_TABS
      : DESK_TABS;
  const defaultTab = shown[0]!;
  const tab = tabFrom(params.get("tab"), shown);
  // A new-booking notification leads here with ?booking= (core/src/notification-links.ts).
  const focusedBooking = Number(params.get("booking"));
  const { t } = useLingui();
  useDocumentTitle(t`Owner dashboard`);

  if (!user) return null; // the route guard has already sent visitors away

  const firstName = user.fullName.split(" ")[0];
  const staffVenues = (user.staffOf ?? []).map((m) => m.venueName).join(", ");
  // An admin sees every venue here; an owner their own.
  const seesAll = can(user, "venue.see-all");
  const scope: VenueScope = ownsVenues
    ? { ownerId: seesAll ? null : user.id }
    : { ownerId: user.id, venueIds: managed.map((m) => m.venueId) };

  /** The address of a tab (`?tab=`, none for the first), other parameters kept: each tab is a link. */
  const tabParams = (value: string, current: URLSearchParams) => {
    const next = new URLSearchParams(current);
    if (value === defaultTab) next.delete("tab");
    else next.set("tab", value);
    return next;
  };
  const tabHref = (value: Tab) => `?${tabParams(value, params).toString()}`;
  const onTabChange = (value: string) => setParams((current) => tabParams(value, current), { replace: true });

  return (
    <div className="container-page py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-pitch-700">
            {seesAll ? (
              <Trans>Owner dashboard · admin view</Trans>
            ) : ownsVenues ? (
              <Trans>Owner dashboard</Trans>
            ) : (
              <Trans>Venue dashboard</Trans>
            )}
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            <Trans>Hi, {firstName}</Trans>
          </h1>
          <p className="mt-1 text-slate-600">
            {seesAll ? (
              <Trans>Every venue on Crease, its bookings and earnings.</Trans>
            ) : ownsVenues ? (
              <Trans>Your venues, bookings and earnings at a glance.</Trans>
            ) : (
              <Trans>The bookings of the venues you work at: {staffVenues}.</Trans>
            )}
          </p>
        </div>
        {ownsVenues ? (
          <AddVenueButton className="w-full sm:w-auto" />
        ) : (
          // A venue's desk or manager: straight to the front desk of each venue they work at.
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            {(user.staffOf ?? []).map((m) => {
              const venue = m.venueName;
              return (
                <Link
                  key={m.venueId}
                  to={`/owner/desk?venue=${m.venueId}`}
                  className={buttonClasses("pitch", "md", "w-full sm:w-auto")}
                  aria-label={t`Front desk of ${venue}`}
                >
                  <Store aria-hidden="true" />
                  {(user.staffOf ?? []).length > 1 ? venue : <Trans>Front desk</Trans>}
                </Link>
              );
            })}
          </div>
        )}
      </div>

      {/*
        One grid: at lg the summary spans the top, the tabs sit left of the recent activity. On a
        phone the tabs (and the open tab) come first, then the summary cards, then the activity
        (issue 46): a tab's content is not pushed below the fold by the cards.
      */}
      <Tabs
        value={tab}
        onValueChange={onTabChange}
        className="mt-6 grid items-start gap-6 sm:mt-8 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        {ownsVenues ? (
          <div className="max-sm:order-2 lg:col-span-2">
            <OwnerSummary scope={scope} />
          </div>
        ) : null}
        <aside
          className={cn(
            "max-sm:order-3 lg:sticky lg:top-24 lg:col-start-2",
            ownsVenues ? "lg:row-start-2" : "lg:row-start-1",
          )}
          aria-label={t`Recent activity`}
        >
          <RecentActivity />
        </aside>

        <div className={cn("min-w-0 max-sm:order-1 lg:col-start-1", ownsVenues ? "lg:row-start-2" : "lg:row-start-1")}>
          <TabsList
            aria-label={t`Dashboard sections`}
            className={ownsVenues ? "w-full max-sm:flex-wrap sm:w-auto" : "w-full sm:w-auto"}
          >
            {shown.includes("venues") ? (
              <TabsLinkTrigger value="venues" to={tabHref("venues")} className={TAB_CLASS}>
                <Building2 aria-hidden="true" />
                <Trans>My Venues</Trans>
              </TabsLinkTrigger>
            ) : null}
            <TabsLinkTrigger value="bookings" to={tabHref("bookings")} className={TAB_CLASS}>
              <CalendarDays aria-hidden="true" />
              <Trans>Bookings</Trans>
            </TabsLinkTrigger>
            {shown.includes("analytics") ? (
              <TabsLinkTrigger value="analytics" to={tabHref("analytics")} className={TAB_CLASS}>
                <BarChart3 aria-hidden="true" />
                <Trans>Analytics</Trans>
              </TabsLinkTrigger>
            ) : null}
            {shown.includes("payouts") ? (
              <TabsLinkTrigger value="payouts" to={tabHref("payouts")} className={TAB_CLASS}>
                <Wallet aria-hidden="true" />
                <Trans>Payouts</Trans>
              </TabsLinkTrigger>
            ) : null}
            {shown.includes("offers") ? (
              <TabsLinkTrigger value="offers" to={tabHref("offers")} className={TAB_CLASS}>
                <TicketPercent aria-hidden="true" />
                <Trans>Offers</Trans>
              </TabsLinkTrigger>
            ) : null}
            {shown.includes("credit") ? (
              <TabsLinkTrigger value="credit" to={tabHref("credit")} className={TAB_CLASS}>
                <WalletCards aria-hidden="true" />
                <Trans>Credit</Trans>
              </TabsLinkTrigger>
            ) : null}
            {shown.includes("staff") ? (
              <TabsLinkTrigger value="staff" to={tabHref("staff")} className={TAB_CLASS}>
                <Users aria-hidden="true" />
                <Trans>Staff</Trans>
              </TabsLinkTrigger>
            ) : null}
          </TabsList>
          {shown.includes("venues") ? (
            <TabsContent value="venues">
              <VenuesPanel scope={scope} ImageField={ImageUploader} />
            </TabsContent>
          ) : null}
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
            <OwnerBookingsPanel scope={scope} staffVenues={ownsVenues ? undefined : user.staffOf} />
          </TabsContent>
          {shown.includes("analytics") ? (
            <TabsContent value="analytics">
              <Suspense fallback={<AnalyticsFallback />}>
                <AnalyticsPanel scope={scope} />
              </Suspense>
            </TabsContent>
          ) : null}
          {shown.includes("payouts") ? (
            <TabsContent value="payouts" className="space-y-8">
              <OwnerPayoutsPanel />
              <InvoicesPanel />
            </TabsContent>
          ) : null}
          {shown.includes("offers") ? (
            <TabsContent value="offers">
              <OwnersCouponsTab scope={scope} />
            </TabsContent>
          ) : null}
          {shown.includes("credit") ? (
            <TabsContent value="credit">
              <OwnerCreditPanel />
            </TabsContent>
          ) : null}
          {shown.includes("staff") ? (
            <TabsContent value="staff">
              <OwnersStaffTab scope={scope} />
            </TabsContent>
          ) : null}
        </div>
      </Tabs>
    </div>
  );
}
