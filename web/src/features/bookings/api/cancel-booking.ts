import type { Booking } from "@crease/core/contracts/bookings";
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { creditKey } from "@/features/credit";
import { availabilityKey } from "@/features/venues";
import { type BookingPage, replaceBooking } from "./booking-pages";
import { bookingsQueryKey, myBookingsKey } from "./get-bookings";
import { updateBooking } from "./update-booking";

/**
 * The player cancels a confirmed booking; the answer carries the refund. 409 unless it is still
 * confirmed. `refundTo: "credit"` puts the refund into venue credit at once (docs/product/credit.md).
 */
export function cancelBooking({ id, refundTo }: { id: number; refundTo?: "original" | "credit" }): Promise<Booking> {
  return updateBooking({ id, status: "cancelled", refundTo });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: (booking) => {
      queryClient.setQueryData<InfiniteData<BookingPage>>(myBookingsKey, (data) => replaceBooking(data, booking));
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
      // The slot is free again on the venue page.
      void queryClient.invalidateQueries({ queryKey: availabilityKey(booking.venueId) });
      // A refund to credit, or credit that paid, changes the player's balance.
      void queryClient.invalidateQueries({ queryKey: creditKey });
    },
  });
}
