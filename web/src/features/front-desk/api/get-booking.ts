import type { Booking } from "@crease/core/contracts/bookings";
import { useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** GET /api/bookings/{id}: the whole booking, for the cancel confirmation; under "bookings" like the rest. */
export function useBooking(id: number | null) {
  return useQuery({
    queryKey: ["bookings", "one", id],
    queryFn: ({ signal }): Promise<Booking> =>
      data(api.GET("/api/bookings/{id}", { params: { path: { id: String(id) } }, signal })),
    enabled: id !== null,
    retry: false,
  });
}
