import { type AddressSuggestion, GEOCODE_MAX_RESULTS, GEOCODE_MIN_CHARS } from "@crease/core/venue-moderation";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** GET /api/geocode?q=: at most five Indian addresses for the add-venue form (anyone may ask). */
export function getAddressSuggestions(q: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return data(api.GET("/api/geocode", { params: { query: { q } }, signal }));
}

export function addressSuggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: ["geocode", q.toLowerCase()] as const,
    queryFn: ({ signal }) => getAddressSuggestions(q, signal),
    select: (list: AddressSuggestion[]) => list.slice(0, GEOCODE_MAX_RESULTS),
  });
}

/**
 * Suggestions for an address typed so far (already debounced by the caller). Asks only from
 * three characters on; a failure is silent (docs/product/venues.md): the list simply stays empty.
 */
export function useAddressSuggestions(q: string) {
  const text = q.trim();
  const query = useQuery({
    ...addressSuggestionsQueryOptions(text),
    enabled: text.length >= GEOCODE_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
  return {
    suggestions: text.length >= GEOCODE_MIN_CHARS && !query.isError ? (query.data ?? []) : [],
    isFetching: query.isFetching,
  };
}
