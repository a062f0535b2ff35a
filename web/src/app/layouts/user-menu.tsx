import { can } from "@crease/core/permissions";
import { accountContactOf, dashboardPathFor, initialsOf, type User } from "@crease/core/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { Building2, CalendarDays, Heart, LayoutDashboard, LogOut, Store, WalletCards } from "lucide-react";
import { Link } from "react-router";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

interface UserMenuProps {
  user: User;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The avatar (initials) and its menu: Dashboard, My Bookings, My credit, Favorites, Log out. */
export function UserMenu({ user, onLogout, loggingOut }: UserMenuProps) {
  const { t } = useLingui();
  const roles = { player: t`Player`, owner: t`Venue owner`, admin: t`Administrator` };
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="rounded-full ring-offset-2 transition-shadow hover:ring-2 hover:ring-brand-200 data-[state=open]:ring-2 data-[state=open]:ring-brand-300"
        aria-label={t`Account menu for ${user.fullName}`}
      >
        <Avatar>
          <AvatarFallback>{initialsOf(user)}</AvatarFallback>
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel>
          <p className="truncate font-semibold text-slate-900">{user.fullName}</p>
          <p className="truncate text-xs font-normal text-slate-500">{accountContactOf(user)}</p>
          <p className="mt-1.5 inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-semibold text-brand-700">
            {roles[user.role] ?? user.role}
          </p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <Link to={dashboardPathFor(user.role)}>
              <LayoutDashboard aria-hidden="true" />
              <Trans>Dashboard</Trans>
            </Link>
          </DropdownMenuItem>
          {user.staffOf?.length && !can(user, "venue.list") ? (
            // A venue's desk or manager: the bookings of the venues they work at.
            <>
              <DropdownMenuItem asChild>
                <Link to="/owner/dashboard">
                  <Building2 aria-hidden="true" />
                  <Trans>Venue dashboard</Trans>
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                {/* One venue: its desk; several: the list to pick from. */}
                <Link to={user.staffOf.length === 1 ? `/owner/desk?venue=${user.staffOf[0]?.venueId}` : "/owner/desk"}>
                  <Store aria-hidden="true" />
                  <Trans>Front desk</Trans>
                </Link>
              </DropdownMenuItem>
            </>
          ) : null}
          <DropdownMenuItem asChild>
            <Link to="/dashboard">
              <CalendarDays aria-hidden="true" />
              <Trans>My Bookings</Trans>
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/dashboard?tab=credit">
              <WalletCards aria-hidden="true" />
              <Trans>My credit</Trans>
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/dashboard?tab=favorites">
              <Heart aria-hidden="true" />
              <Trans>Favorites</Trans>
            </Link>
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={loggingOut}
          onSelect={onLogout}
          className="text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700 [&_svg]:text-red-500 data-[highlighted]:[&_svg]:text-red-600"
        >
          <LogOut aria-hidden="true" />
          <Trans>Log out</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
