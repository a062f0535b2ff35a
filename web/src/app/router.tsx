import { createBrowserRouter } from "react-router";
import { RequireAuth } from "./guards/require-auth";
import { AppLoading } from "./layouts/app-loading";
import { RootLayout } from "./layouts/root-layout";
import { RouteError } from "./layouts/route-error";
import { HomeRoute } from "./routes/home";

/**
 * Every route of SPEC.md §2. Home and the layout load with the page; every other screen is
 * its own chunk, fetched when first visited.
 */
export const router = createBrowserRouter([
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <RouteError />,
    // First load of a lazily loaded screen: a quiet frame instead of a blank page.
    hydrateFallbackElement: <AppLoading />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: "login", lazy: () => import("./routes/login") },
      { path: "register", lazy: () => import("./routes/register") },
      { path: "forgot-password", lazy: () => import("./routes/forgot-password") },
      { path: "reset-password", lazy: () => import("./routes/reset-password") },
      { path: "venues/:id", lazy: () => import("./routes/venue-detail") },
      { path: "search", lazy: () => import("./routes/search") },
      { path: "map", lazy: () => import("./routes/map") },
      { path: "compare", lazy: () => import("./routes/compare") },
      { path: "checkout", lazy: () => import("./routes/checkout") },

      { path: "cancellation-policy", lazy: () => import("./routes/static/cancellation-policy") },
      { path: "safety-guidelines", lazy: () => import("./routes/static/safety-guidelines") },
      { path: "owner-guidelines", lazy: () => import("./routes/static/owner-guidelines") },
      { path: "payout-information", lazy: () => import("./routes/static/payout-information") },
      { path: "safety-rules", lazy: () => import("./routes/static/safety-rules") },
      { path: "contact-us", lazy: () => import("./routes/static/contact-us") },
      { path: "help-center", lazy: () => import("./routes/static/help-center") },
      { path: "terms-of-service", lazy: () => import("./routes/static/terms-of-service") },
      { path: "privacy-policy", lazy: () => import("./routes/static/privacy-policy") },
      { path: "trust-and-safety", lazy: () => import("./routes/static/trust-and-safety") },

      {
        element: <RequireAuth />,
        children: [{ path: "dashboard", lazy: () => import("./routes/dashboard") }],
      },
      {
        element: <RequireAuth roles={["owner", "admin"]} />,
        children: [{ path: "add-venue", lazy: () => import("./routes/add-venue") }],
      },
      {
        // DECISIONS.md: the owner dashboard is open to owners and admins, at both addresses.
        element: <RequireAuth roles={["owner", "admin"]} />,
        children: [
          { path: "owner/dashboard", lazy: () => import("./routes/owner-dashboard") },
          { path: "owner-dashboard", lazy: () => import("./routes/owner-dashboard") },
        ],
      },
      {
        element: <RequireAuth roles={["admin"]} />,
        children: [{ path: "admin/dashboard", lazy: () => import("./routes/admin-dashboard") }],
      },

      { path: "*", lazy: () => import("./routes/not-found") },
    ],
  },
]);
