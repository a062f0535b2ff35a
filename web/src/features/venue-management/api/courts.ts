import { useMutation, useQueryClient } from "@tanstack/react-query";
import { courtsKey } from "@/features/venues";
import { api, data, type RequestBody } from "@/lib/api-client";

export type CourtChanges = RequestBody<"/api/courts/{id}", "patch">;
export type NewCourt = RequestBody<"/api/venues/{id}/courts", "post">;

/**
 * POST /api/venues/{id}/courts: adds a court after the venue's others, at its price, sharing space
 * with the courts named (201 the court).
 */
export function useAddCourt(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewCourt) =>
      data(api.POST("/api/venues/{id}/courts", { params: { path: { id: String(venueId) } }, body })),
    // The courts it shares space with list it too.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: courtsKey(venueId).slice(0, -1) }),
  });
}

/** PATCH /api/courts/{id}: a new name, the whole list of courts it shares space with, and/or its price. */
export function useUpdateCourt(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CourtChanges }) =>
      data(api.PATCH("/api/courts/{id}", { params: { path: { id: String(id) } }, body })),
    // Shared space changes two courts' lists, and the venue's availability.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: courtsKey(venueId).slice(0, -1) }),
  });
}

/** DELETE /api/courts/{id}: removes a court with nothing booked on it from today on. */
export function useRemoveCourt(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => data(api.DELETE("/api/courts/{id}", { params: { path: { id: String(id) } } })),
    // Its shared space goes with it, and the venue's availability changes.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: courtsKey(venueId).slice(0, -1) }),
  });
}
