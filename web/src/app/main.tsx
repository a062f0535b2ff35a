import "./boot";
import "@/styles/index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { meQueryOptions } from "@/features/auth/api/get-me";
import { venueSearchQueryOptions } from "@/features/venues/api/search-venues";
import { createQueryClient } from "@/lib/query-client";
import { BrowserRouter } from "./browser-router";
import { AppProviders } from "./providers";
import { AppRoutes, preloadScreens } from "./router";
import { preloadHome } from "./routes/home";
import { homeVenueSearches } from "./routes/home-queries";

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

const queryClient = createQueryClient();

// The page's first queries, before the first render rather than when the components that read
// them mount: who is signed in and, on the home page, its venue lists (their requests are
// already on their way, see boot.ts), and the code that draws the venue cards.
void queryClient.prefetchQuery(meQueryOptions());
if (window.location.pathname === "/") {
  for (const params of homeVenueSearches(new URLSearchParams(window.location.search))) {
    void queryClient.prefetchQuery(venueSearchQueryOptions(params));
  }
  preloadHome();
}

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter preload={preloadScreens}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
