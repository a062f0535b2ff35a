import type { Booking } from "@crease/core/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { availabilityKey } from "@/features/venues";
import { api } from "@/lib/api-client";

export interface UpdateBookingInput {
  id: number;
  status: "completed" | "cancelled";
}

/**
 * PATCH /api/bookings/{id} {status}: the owner completes (once the slot has started) or cancels
 * a confirmed booking; cancelling refunds the player in full. 409 unless still confirmed.
 */
export function updateBooking({ id, status }: UpdateBookingInput): Promise<Booking> {
  return api.patch<Booking>(`/api/bookings/${id}`, { status });
}

export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBooking,
    onSuccess: (booking) => {
      for (const key of [["bookings"], ["analytics"], ["payouts"]]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
      void queryClient.invalidateQueries({ queryKey: availabilityKey(booking.venueId) });
    },
  });
}
