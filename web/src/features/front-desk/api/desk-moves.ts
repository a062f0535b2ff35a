import type { DeskPayment, VenuePaymentMethod } from "@crease/core/desk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { venueKey } from "@/features/venues";
import { api, data, type RequestBody } from "@/lib/api-client";
import { deskKey } from "./get-desk";

/** `payment: "credit"` takes it from the player's venue credit (docs/product/credit.md; 409 when there is not enough). */
export type WalkIn = RequestBody<"/api/venues/{id}/desk-bookings", "post"> & { payment: DeskPayment | "credit" };
export type DeskBlock = RequestBody<"/api/venues/{id}/blocks", "post">;

/**
 * What a desk move changes: the desk itself, and every booking list (the desk's key is under
 * ["bookings"]). The socket says so too, but the desk that acted should not wait for it.
 */
function useRefresh(venueId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ["bookings"] });
    void queryClient.invalidateQueries({ queryKey: venueKey(venueId) });
    void queryClient.invalidateQueries({ queryKey: deskKey(venueId) });
  };
}

/** POST /api/venues/{id}/desk-bookings: a walk-in or phone booking, paid or due. */
export function useCreateWalkIn(venueId: number) {
  const refresh = useRefresh(venueId);
  return useMutation({
    mutationFn: (body: WalkIn) =>
      data(api.POST("/api/venues/{id}/desk-bookings", { params: { path: { id: String(venueId) } }, body })),
    onSuccess: refresh,
  });
}

/** POST /api/bookings/{id}/mark-paid: what was due, taken at the venue in cash or UPI. */
export function useMarkPaid(venueId: number) {
  const refresh = useRefresh(venueId);
  return useMutation({
    mutationFn: ({ id, method }: { id: number; method: VenuePaymentMethod }) =>
      data(api.POST("/api/bookings/{id}/mark-paid", { params: { path: { id: String(id) } }, body: { method } })),
    onSuccess: refresh,
  });
}

/** POST /api/venues/{id}/blocks: one slot of one court off sale, from the desk. */
export function useBlockSlot(venueId: number) {
  const refresh = useRefresh(venueId);
  return useMutation({
    mutationFn: (body: DeskBlock) =>
      data(api.POST("/api/venues/{id}/blocks", { params: { path: { id: String(venueId) } }, body })),
    onSuccess: refresh,
  });
}

/** DELETE /api/blocks/{id}: the slot back on sale. */
export function useUnblock(venueId: number) {
  const refresh = useRefresh(venueId);
  return useMutation({
    mutationFn: (id: number) => data(api.DELETE("/api/blocks/{id}", { params: { path: { id: String(id) } } })),
    onSuccess: refresh,
  });
}
