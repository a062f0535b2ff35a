import type { Booking, RescheduleQuote } from "@crease/core/contracts/bookings";
import type { PaymentOrder } from "@crease/core/payments";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { availabilityKey } from "@/features/venues";
import { api, data, type RequestBody } from "@/lib/api-client";

/** The new slot: `{ date, slot, courtId? }` (the booking's own court when left out). */
export type RescheduleBody = RequestBody<"/api/bookings/{id}/reschedule", "post">;

/**
 * POST /api/bookings/{id}/reschedule (docs/product/bookings.md#reschedule): the moved booking
 * (200) when nothing is due, or the order for the difference (202), paid in checkout's window.
 */
export async function rescheduleBooking(id: number, body: RescheduleBody): Promise<Booking | PaymentOrder> {
  return data(api.POST("/api/bookings/{id}/reschedule", { params: { path: { id: String(id) } }, body }));
}

/** A 202's answer: an order to pay, not a booking. */
export const isOrder = (answer: Booking | PaymentOrder): answer is PaymentOrder => "orderId" in answer;

/** POST /api/bookings/{id}/reschedule/quote: the new price and the difference, as the move will settle it. */
export function useRescheduleQuote(id: number, body: RescheduleBody | null) {
  return useQuery({
    // Not under "bookings": the move refreshes the lists, and must not ask again for a quote it settled.
    queryKey: ["reschedule-quote", id, body?.date, body?.slot, body?.courtId ?? null] as const,
    queryFn: (): Promise<RescheduleQuote> =>
      data(
        api.POST("/api/bookings/{id}/reschedule/quote", {
          params: { path: { id: String(id) } },
          body: body as RescheduleBody,
        }),
      ),
    enabled: body !== null,
    retry: false,
  });
}

/** What a move changes on screen: the booking lists and both slots. */
export function useRescheduleBooking(id: number, venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RescheduleBody) => rescheduleBooking(id, body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ["bookings"] });
      void queryClient.invalidateQueries({ queryKey: availabilityKey(venueId) });
    },
  });
}
