import { Suspense } from "react";
import { matchRoutes, type Path, type RouteObject, useLocation, useRoutes } from "react-router";
import { type CataloguePart, withCatalogue } from "@/lib/i18n";
import { TakeoverDone } from "@/lib/page-takeover";
import { lazyScreen } from "./browser-router";
import { RequireAuth } from "./guards/require-auth";
import { AppLoading } from "./layouts/app-loading";
import { RootLayout } from "./layouts/root-layout";
import { RouteErrorBoundary } from "./layouts/route-error";
import { HomeRoute } from "./routes/home";

/** A screen imported through a small module of its own, which holds its list of chunks to preload (see there why). */
const accountScreen = (name: keyof typeof import("./account-screens"), parts: CataloguePart[] = ["screens"]) =>
  lazyScreen(withCatalogue(parts, () => import("./account-screens").then((screens) => screens[name]())));
const staticScreen = (name: keyof typeof import("./static-screens")) =>
  lazyScreen(withCatalogue("screens", () => import("./static-screens").then((screens) => screens[name]())));

const Login = lazyScreen(withCatalogue("screens", () => import("./routes/login")));
const Register = lazyScreen(withCatalogue("screens", () => import("./routes/register")));
const ForgotPassword = lazyScreen(withCatalogue("screens", () => import("./routes/forgot-password")));
const ResetPassword = lazyScreen(withCatalogue("screens", () => import("./routes/reset-password")));
// The venue page and compare show a venue's policies, the wizard prefills them: their words come too.
const VenueDetail = lazyScreen(withCatalogue(["venue", "policies"], () => import("./routes/venue-detail")));
const Search = lazyScreen(withCatalogue("search", () => import("./routes/search")));
const MapScreen = lazyScreen(withCatalogue("screens", () => import("./routes/map")));
const Compare = lazyScreen(withCatalogue(["screens", "policies"], () => import("./routes/compare")));
const SplitScreen = lazyScreen(withCatalogue("screens", () => import("./routes/split")));
const Checkout = lazyScreen(withCatalogue("screens", () => import("./routes/checkout")));
const CancellationPolicy = staticScreen("cancellationPolicy");
const SafetyGuidelines = staticScreen("safetyGuidelines");
const OwnerGuidelines = staticScreen("ownerGuidelines");
const PayoutInformation = staticScreen("payoutInformation");
const SafetyRules = staticScreen("safetyRules");
const ContactUs = staticScreen("contactUs");
const HelpCenter = staticScreen("helpCenter");
const TermsOfService = staticScreen("termsOfService");
const PrivacyPolicy = staticScreen("privacyPolicy");
const TrustAndSafety = staticScreen("trustAndSafety");
const Dashboard = accountScreen("dashboard");
const AddVenue = accountScreen("addVenue", ["screens", "policies"]);
const OwnerDashboard = accountScreen("ownerDashboard");
const FrontDesk = accountScreen("frontDesk");
const StaffInvitation = accountScreen("staffInvitation");
const BookingConfirmed = accountScreen("bookingConfirmed");
const AdminDashboard = accountScreen("adminDashboard");
const NotFound = lazyScreen(withCatalogue("screens", () => import("./routes/not-found")));

/**
 * Every route of docs/product/screens.md. Home and the layout load with the page; every other screen is
 * its own chunk, fetched when first visited with its words in the language shown (lib/i18n).
 */
export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: "login", element: <Login /> },
      { path: "register", element: <Register /> },
      { path: "forgot-password", element: <ForgotPassword /> },
      { path: "reset-password", element: <ResetPassword /> },
      { path: "venues/:id", element: <VenueDetail /> },
      { path: "search", element: <Search /> },
      { path: "map", element: <MapScreen /> },
      { path: "compare", element: <Compare /> },
      { path: "checkout", element: <Checkout /> },
      { path: "split/:token", element: <SplitScreen /> },

      { path: "cancellation-policy", element: <CancellationPolicy /> },
      { path: "safety-guidelines", element: <SafetyGuidelines /> },
      { path: "owner-guidelines", element: <OwnerGuidelines /> },
      { path: "payout-information", element: <PayoutInformation /> },
      { path: "safety-rules", element: <SafetyRules /> },
      { path: "contact-us", element: <ContactUs /> },
      { path: "help-center", element: <HelpCenter /> },
      { path: "terms-of-service", element: <TermsOfService /> },
      { path: "privacy-policy", element: <PrivacyPolicy /> },
      { path: "trust-and-safety", element: <TrustAndSafety /> },

      {
        element: <RequireAuth />,
        children: [
          { path: "dashboard", element: <Dashboard /> },
          // The link in a staff invitation mail: signed in (or after signing up) with that email.
          { path: "staff-invitation", element: <StaffInvitation /> },
          // Where checkout leads once paid (issue 46): the booking, the way there, calendar, share, split.
          { path: "bookings/:id/confirmed", element: <BookingConfirmed /> },
        ],
      },
      {
        element: <RequireAuth may="venue.list" />,
        children: [{ path: "add-venue", element: <AddVenue /> }],
      },
      {
        // docs/product/roles.md: the owner dashboard is open to owners and admins, at both addresses.
        element: <RequireAuth may="screen.owner-dashboard" />,
        children: [
          { path: "owner/dashboard", element: <OwnerDashboard /> },
          { path: "owner-dashboard", element: <OwnerDashboard /> },
        ],
      },
      {
        // The front desk: the venue's owner, its desk and managers, admins (the server checks the venue).
        element: <RequireAuth may="booking.see-venue" />,
        children: [{ path: "owner/desk", element: <FrontDesk /> }],
      },
      {
        element: <RequireAuth may="screen.admin-dashboard" />,
        children: [{ path: "admin/dashboard", element: <AdminDashboard /> }],
      },

      { path: "*", element: <NotFound /> },
    ],
  },
];

/** The download of the screens drawn at `path` whose code is not there yet, or null. */
export function preloadScreens(path: Partial<Path>): Promise<void> | null {
  const downloads: Promise<void>[] = [];
  for (const { route } of matchRoutes(routes, path) ?? []) {
    const type = (route.element as { type?: unknown } | undefined)?.type;
    const download =
      typeof type === "function" && "preload" in type ? (type.preload as () => Promise<void> | null)() : null;
    if (download) downloads.push(download);
  }
  return downloads.length > 0 ? Promise.all(downloads).then(() => undefined) : null;
}

/**
 * The routes with their error page (a screen that fails to load or render; cleared by the next
 * navigation) and, while the first screen's code arrives, a quiet frame instead of a blank page.
 * Later navigations keep the current screen until the next one's code is there (see
 * BrowserRouter) and show the progress bar of the root layout meanwhile.
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary locationKey={location.key}>
      <Suspense fallback={<AppLoading />}>
        {element}
        <TakeoverDone />
      </Suspense>
    </RouteErrorBoundary>
  );
}
