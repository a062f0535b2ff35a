import type { Booking } from "@crease/core/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { availabilityKey } from "@/features/venues/api/get-availability";
import { api } from "@/lib/api-client";
import { bookingsQueryKey } from "./get-bookings";

/**
 * PATCH /api/bookings/{id} {status: "cancelled"}: the player cancels a confirmed booking; the
 * answer carries the refund. 409 unless it is still confirmed.
 */
export function cancelBooking(id: number): Promise<Booking> {
  return api.patch<Booking>(`/api/bookings/${id}`, { status: "cancelled" });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: (booking) => {
      queryClient.setQueryData<Booking[]>(bookingsQueryKey, (list) =>
        list?.map((b) => (b.id === booking.id ? booking : b)),
      );
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
      // The slot is free again on the venue page.
      void queryClient.invalidateQueries({ queryKey: availabilityKey(booking.venueId) });
    },
  });
}
