/**
 * The first code the app runs: main.tsx imports it before anything else, so it runs before the
 * rest of the bundle (React, the router…) has been evaluated, which takes a good while on a
 * slow phone. It starts the page's first requests (who is signed in and, on the home page, its
 * venue lists, unless the server drew the page with them), and the code those answers will need:
 * the home page's venue cards, and for a signed-in user the top bar's controls. The API client takes these answers when the app asks
 * for the same addresses (requestEarly).
 */

import { SESSION_URL } from "@/features/auth/api/get-me";
import { venueSearchQuery } from "@/features/venues/api/search-venues";
import { apiUrl, requestEarly } from "@/lib/api-client";
import { PAGE_STATE_ID } from "@/lib/page-state";
import { homeVenueSearches } from "./routes/home-queries";

// Someone signed in gets the top bar's controls and the notifications feed: fetch their code now.
requestEarly(apiUrl(SESSION_URL))
  .then(async (response) => {
    if (!response.ok || !(await response.clone().json()).user) return;
    import("./layouts/signed-in-controls").catch(() => undefined);
    import("./realtime-notifications").catch(() => undefined);
  })
  .catch(() => undefined);
// A home page the server drew carries its venue lists already (lib/page-state.ts).
if (window.location.pathname === "/" && !document.getElementById(PAGE_STATE_ID)) {
  for (const params of homeVenueSearches(new URLSearchParams(window.location.search))) {
    requestEarly(apiUrl("/api/venues", venueSearchQuery(params)));
  }
  // The same chunk the home page's deferred venue grid loads (a failure shows up there).
  import("./routes/home-venues").catch(() => undefined);
}
