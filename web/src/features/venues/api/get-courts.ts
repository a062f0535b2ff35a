import { useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";
import { venueKey } from "./get-venue";

/** A venue's courts, for invalidating after an owner changes them. */
export const courtsKey = (id: number) => [...venueKey(id), "courts"] as const;

/** GET /api/venues/{id}/courts: the venue's courts in order, each with the courts it shares space with. */
export function useCourts(id: number) {
  return useQuery({
    queryKey: courtsKey(id),
    queryFn: ({ signal }) => data(api.GET("/api/venues/{id}/courts", { params: { path: { id: String(id) } }, signal })),
    enabled: Number.isInteger(id) && id > 0,
  });
}
