import { Trans, useLingui } from "@lingui/react/macro";
import { Navigate, Outlet, useLocation } from "react-router";
import { useAuthIfAny } from "@/features/auth";
import { deferredComponent } from "@/lib/deferred-component";
import { withCatalogue } from "@/lib/i18n";
import { ScrollRestoration, useScreenLoading } from "../browser-router";
import { TopNav } from "./top-nav";

// Not needed for the first paint: the footer is below the fold on every page, and the compare
// tray (with the comparison store) only shows once venues are selected. Both download when the
// browser is idle after the first paint, so they do not hold up what the page is showing; a
// page the server drew has its footer (its links) in the HTML already.
const SiteFooter = deferredComponent(
  withCatalogue("footer", () => import("./site-footer").then((module) => module.SiteFooter)),
  {
    start: "idle",
    optional: true,
    ssr: "site-footer",
  },
);
const CompareTray = deferredComponent(
  withCatalogue("footer", () =>
    import("@/features/compare/components/compare-tray").then((module) => module.CompareTray),
  ),
  { start: "idle", optional: true },
);

/** A thin bar at the top while a lazily loaded screen is on its way. */
function NavigationProgress() {
  const { t } = useLingui();
  if (!useScreenLoading()) return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100"
      role="progressbar"
      aria-label={t`Loading page`}
    >
      <div className="h-full w-1/3 animate-progress bg-brand-gradient" />
    </div>
  );
}

/**
 * An admin whose second factor is still to be done sees only the login page's link step: the
 * server refuses every other call of the session (403 `secondFactor`), so no page could work.
 */
function PageOrSecondFactor() {
  const location = useLocation();
  if (useAuthIfAny()?.secondFactorPending && location.pathname !== "/login") {
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      <NavigationProgress />
      <TopNav />
      <main id="main" className="flex-1">
        <PageOrSecondFactor />
      </main>
      <SiteFooter />
      <CompareTray />
      <ScrollRestoration />
    </div>
  );
}
