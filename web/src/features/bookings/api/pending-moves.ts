import type { PendingMove } from "@crease/core/contracts/pending-moves";
import type { PaymentOrder } from "@crease/core/payments";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { availabilityKey } from "@/features/venues";
import { api, data } from "@/lib/api-client";

/** Under "bookings": a move paid, cancelled or started refreshes it with the lists. */
export const pendingMovesKey = ["bookings", "pending-moves"] as const;

/**
 * GET /api/bookings/pending-moves (docs/product/bookings.md#reschedule, "A payment left midway"):
 * the signed-in player's moves whose difference is still to pay. One request for a whole list.
 */
export function usePendingMoves(enabled: boolean) {
  return useQuery({
    queryKey: pendingMovesKey,
    queryFn: async (): Promise<PendingMove[]> => (await data(api.GET("/api/bookings/pending-moves"))).moves,
    enabled,
    staleTime: 15_000,
  });
}

/** POST /api/bookings/{id}/reschedule/resume: the same open order, paid in checkout's window. */
export async function resumeMove(bookingId: number): Promise<PaymentOrder> {
  return data(api.POST("/api/bookings/{id}/reschedule/resume", { params: { path: { id: String(bookingId) } } }));
}

/** POST /api/bookings/{id}/reschedule/close: the new slot is let go; the booking stays where it was. */
export function useCloseMove(bookingId: number, venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      data(api.POST("/api/bookings/{id}/reschedule/close", { params: { path: { id: String(bookingId) } } })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ["bookings"] });
      void queryClient.invalidateQueries({ queryKey: availabilityKey(venueId) });
    },
  });
}
