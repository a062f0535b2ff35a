import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Menu, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Wordmark } from "@/components/brand/wordmark";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { cn } from "@/lib/cn";
import { withCatalogue } from "@/lib/i18n";
import { loginLinkFrom } from "@/lib/safe-redirect";
import { LanguageSwitcher } from "./language-switcher";

// Only signed-in people see these (the bell, the avatar menu, logging out; they also pull in the
// shared user rules, and zod with them): a separate chunk keeps them out of a visitor's first
// page load, and boot.ts starts its download as soon as the session answer says someone is in.
const SignedInControls = lazy(withCatalogue("screens", () => import("./signed-in-controls")));
// A signed-in account's host link asks the permission table, which stays in that chunk too.
const SignedInHostLink = lazy(
  withCatalogue("screens", () => import("./signed-in-controls").then((m) => ({ default: m.HostLink }))),
);

const LINKS = [
  { to: "/search", label: msg`Find venues` },
  { to: "/map", label: msg`Map` },
  { to: "/compare", label: msg`Compare` },
  { to: "/help-center", label: msg`Help` },
] as const;

const DESKTOP_HOST_LINK =
  "mr-1 hidden rounded-lg px-3 py-2 text-sm font-semibold text-pitch-700 transition-colors hover:bg-pitch-50 md:inline-flex";
const MOBILE_HOST_LINK = "rounded-lg px-3 py-2.5 text-[15px] font-semibold text-pitch-700 hover:bg-pitch-50";

/**
 * 'Become a Host' for a visitor, who registers as an owner; a signed-in account's link (the
 * upgrade dialog for a player, 'List Your Ground' for owners) is drawn by the signed-in chunk.
 */
function HostLink({ signedIn, className }: { signedIn: boolean; className: string }) {
  if (signedIn)
    return (
      <Suspense fallback={null}>
        <SignedInHostLink className={className} />
      </Suspense>
    );
  return (
    <Link to="/register?role=owner" className={className}>
      <Trans>Become a Host</Trans>
    </Link>
  );
}

export function TopNav() {
  const { user, status } = useAuth();
  const { t, i18n } = useLingui();
  const location = useLocation();
  // The menu belongs to the page it was opened on: any route change closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const mobileOpen = openedAt === location.key;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur-lg supports-[backdrop-filter]:bg-white/75">
      <div className="container-page flex h-16 items-center gap-3">
        <Wordmark size="md" className="mr-2 lg:mr-6" />
        <nav aria-label={t`Main`} className="hidden items-center gap-1 md:flex">
          {LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn(
                  "rounded-lg px-3 py-2 text-sm font-medium transition-colors",
                  isActive ? "bg-brand-50 text-brand-800" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                )
              }
            >
              {i18n._(link.label)}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <HostLink signedIn={Boolean(user)} className={DESKTOP_HOST_LINK} />
          <LanguageSwitcher className="hidden sm:flex" />
          {status === "loading" ? (
            <Skeleton className="size-9 rounded-full" />
          ) : user ? (
            <Suspense fallback={<Skeleton className="size-9 rounded-full" />}>
              <SignedInControls user={user} />
            </Suspense>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm" className="px-3">
                <Link to={loginLinkFrom(location.pathname + location.search)}>
                  <Trans>Login</Trans>
                </Link>
              </Button>
              <Button asChild size="sm" className="px-3.5">
                <Link to="/register">
                  <Trans>Sign Up</Trans>
                </Link>
              </Button>
            </>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="-mr-2 md:hidden"
            aria-label={mobileOpen ? t`Close menu` : t`Open menu`}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setOpenedAt(mobileOpen ? null : location.key)}
          >
            {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>

      {mobileOpen ? (
        <div id="mobile-menu" className="animate-slide-down border-t border-slate-200/70 bg-white md:hidden">
          <nav aria-label={t`Mobile`} className="container-page flex flex-col gap-1 py-3">
            {LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                className={({ isActive }) =>
                  cn(
                    "rounded-lg px-3 py-2.5 text-[15px] font-medium",
                    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100",
                  )
                }
              >
                {i18n._(link.label)}
              </NavLink>
            ))}
            <HostLink signedIn={Boolean(user)} className={MOBILE_HOST_LINK} />
            <LanguageSwitcher className="mt-2 px-3 sm:hidden" />
          </nav>
        </div>
      ) : null}
    </header>
  );
}
