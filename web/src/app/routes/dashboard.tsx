import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, Heart, UserRound, WalletCards } from "lucide-react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ChangePasswordDialog } from "@/features/auth/components/change-password-dialog";
import { LinkPhoneDialog } from "@/features/auth/components/link-phone-dialog";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { BookingsPanel } from "@/features/bookings/components/bookings-panel";
import { MyCreditPanel } from "@/features/credit";
import { FavoritesPanel } from "@/features/favorites/components/favorites-panel";
import { BecomeHostDialog } from "@/features/profile/components/become-host-dialog";
import { CalendarFeedCard } from "@/features/profile/components/calendar-feed-card";
import { EditProfileDialog } from "@/features/profile/components/edit-profile-dialog";
import { NotificationPreferencesDialog } from "@/features/profile/components/notification-preferences-dialog";
import { ProfilePanel } from "@/features/profile/components/profile-panel";
import { UPGRADE_PARAM } from "@/features/profile/lib/paths";
import { WaitlistPanel } from "@/features/waitlist";
import { useDocumentTitle } from "@/lib/use-document-title";

const TABS = ["bookings", "credit", "favorites", "profile"] as const;
type Tab = (typeof TABS)[number];
const DEFAULT_TAB: Tab = "bookings";
// Four tabs in one row at 390 px: on phones each takes its share, without its icon.
const TAB_CLASS = "max-sm:flex-1 max-sm:px-2 max-sm:text-[13px] max-sm:[&_svg]:hidden";

function tabFrom(value: string | null): Tab {
  return (TABS as readonly string[]).includes(value ?? "") ? (value as Tab) : DEFAULT_TAB;
}

/** The player dashboard: bookings (default), favorites and profile, the tab kept in ?tab=. */
export function Component() {
  const { t } = useLingui();
  const { user, setUser } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get("tab"));
  useDocumentTitle(t`My dashboard`);

  if (!user) return null; // the route guard has already sent visitors to /login

  const firstName = user.fullName.split(" ")[0];
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
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-pitch-700">
          <Trans>My dashboard</Trans>
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <Trans>Hi, {firstName}</Trans>
        </h1>
        <p className="text-slate-600">
          <Trans>Your bookings, saved venues and account details in one place.</Trans>
        </p>
      </div>

      <Tabs value={tab} onValueChange={onTabChange} className="mt-8">
        <TabsList aria-label={t`Dashboard sections`} className="w-full sm:w-auto">
          <TabsTrigger value="bookings" className={TAB_CLASS}>
            <CalendarDays aria-hidden="true" />
            <Trans>Bookings</Trans>
          </TabsTrigger>
          <TabsTrigger value="credit" className={TAB_CLASS}>
            <WalletCards aria-hidden="true" />
            <Trans>Credit</Trans>
          </TabsTrigger>
          <TabsTrigger value="favorites" className={TAB_CLASS}>
            <Heart aria-hidden="true" />
            <Trans>Favorites</Trans>
          </TabsTrigger>
          <TabsTrigger value="profile" className={TAB_CLASS}>
            <UserRound aria-hidden="true" />
            <Trans>Profile</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="bookings">
          <WaitlistPanel />
          <BookingsPanel />
        </TabsContent>
        <TabsContent value="credit">
          <MyCreditPanel />
        </TabsContent>
        <TabsContent value="favorites">
          <FavoritesPanel />
        </TabsContent>
        <TabsContent value="profile">
          <ProfilePanel
            user={user}
            actions={
              <>
                <EditProfileDialog user={user} onUpdated={setUser} />
                <NotificationPreferencesDialog />
                <LinkPhoneDialog user={user} onLinked={setUser} />
                {user.email ? <ChangePasswordDialog /> : null}
                <BecomeHostDialog user={user} onUpgraded={setUser} initiallyOpen={params.get(UPGRADE_PARAM) === "1"} />
              </>
            }
          />
          <CalendarFeedCard />
        </TabsContent>
      </Tabs>
    </div>
  );
}
