import type { Booking } from "@crease/core/contracts/bookings";
import { useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** GET /api/bookings/{id}, under "bookings" so a move on it (cancel, split) refreshes what shows it too. */
export function useBooking(id: number) {
  return useQuery({
    queryKey: ["bookings", "one", id],
    queryFn: ({ signal }): Promise<Booking> =>
      data(api.GET("/api/bookings/{id}", { params: { path: { id: String(id) } }, signal })),
    retry: false,
  });
}
