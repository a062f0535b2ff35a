import { VENUE_PAGE } from "@crease/core/pages";
import { todayInIst } from "@crease/core/slots";
import type { QueryClient } from "@tanstack/react-query";
import { readSearchFilters, toVenueSearch } from "@/features/search/lib/search-filters";
import { configQueryOptions } from "@/features/venues/api/get-config";
import { venueDetailsQueryOptions, venueQueryOptions } from "@/features/venues/api/get-venue";
import { infiniteVenueSearchQueryOptions } from "@/features/venues/api/search-venue-pages";
import { venueSearchQueryOptions } from "@/features/venues/api/search-venues";
import { homeVenueSearches } from "./routes/home-queries";

/**
 * The answers a public page is drawn from, fetched before the server draws it
 * (app/entry-server.tsx): the home page's venue lists, the search page's first page of results,
 * a venue with its details. The browser starts from the same answers (no request first); what
 * is not here (who is signed in, a venue's free slots) it asks for once it has taken over.
 */
export function prefetchPage(queryClient: QueryClient, url: URL): Promise<unknown> {
  const { pathname, searchParams } = url;
  if (pathname === "/") {
    return Promise.all(
      homeVenueSearches(searchParams).map((params) => queryClient.prefetchQuery(venueSearchQueryOptions(params))),
    );
  }
  if (pathname === "/search") {
    const filters = readSearchFilters(searchParams, todayInIst());
    // "Nearest first" needs the browser's position: the page asks once it is in the browser.
    if (filters.sort === "distance") return Promise.resolve();
    return queryClient.prefetchInfiniteQuery(infiniteVenueSearchQueryOptions(toVenueSearch(filters)));
  }
  const venueId = VENUE_PAGE.exec(pathname)?.[1];
  if (venueId) {
    const id = Number(venueId);
    return Promise.all([
      queryClient.prefetchQuery(venueQueryOptions(id)),
      queryClient.prefetchQuery(venueDetailsQueryOptions(id)),
      // The site's address, for the page's WhatsApp share link (drawn the same in the browser).
      queryClient.prefetchQuery(configQueryOptions()),
    ]);
  }
  return Promise.resolve();
}
