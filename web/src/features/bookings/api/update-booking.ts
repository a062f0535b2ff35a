import type { Booking } from "@crease/core/contracts/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { availabilityKey } from "@/features/venues";
import { adminKey } from "@/lib/admin-key";
import { api, data } from "@/lib/api-client";

export interface UpdateBookingInput {
  id: number;
  status: "completed" | "cancelled";
  /** Why it was cancelled, told to the player (optional). */
  reason?: string;
  /** A player's cancellation: the refund back to how they paid (the default) or to venue credit at once. */
  refundTo?: "original" | "credit";
}

/**
 * PATCH /api/bookings/{id} {status, reason?}: the one call that moves a booking on, for every
 * party (docs/product/bookings.md): complete once the slot has started, or cancel; the answer
 * carries the refund. 409 with the reason when the move is no longer allowed.
 */
export function updateBooking({ id, status, reason, refundTo }: UpdateBookingInput): Promise<Booking> {
  const text = reason?.trim();
  return data(
    api.PATCH("/api/bookings/{id}", {
      params: { path: { id: String(id) } },
      body: { status, ...(text ? { reason: text } : {}), ...(refundTo === "credit" ? { refundTo } : {}) },
    }),
  );
}

/** What a booking's move changes on screen: every booking list, the figures, payouts, the slot. */
export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBooking,
    onSuccess: (booking) => {
      for (const key of [["bookings"], ["analytics"], ["payouts"], adminKey]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
      void queryClient.invalidateQueries({ queryKey: availabilityKey(booking.venueId) });
    },
  });
}
