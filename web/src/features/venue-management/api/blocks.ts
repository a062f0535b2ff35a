import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { venueKey } from "@/features/venues";
import { api, data, type RequestBody } from "@/lib/api-client";

export type NewBlock = RequestBody<"/api/venues/{id}/blocks", "post">;

const blocksKey = (venueId: number) => [...venueKey(venueId), "blocks"] as const;

/** GET /api/venues/{id}/blocks: the venue's blocked slots from today on, with reasons. */
export function useBlocks(venueId: number) {
  return useQuery({
    queryKey: blocksKey(venueId),
    queryFn: ({ signal }) =>
      data(api.GET("/api/venues/{id}/blocks", { params: { path: { id: String(venueId) } }, signal })),
  });
}

/** POST /api/venues/{id}/blocks; the venue's availability is read again. */
export function useAddBlock(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewBlock) =>
      data(api.POST("/api/venues/{id}/blocks", { params: { path: { id: String(venueId) } }, body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: venueKey(venueId) }),
  });
}

/** DELETE /api/blocks/{id} (`series`: every week of it from its date on). */
export function useRemoveBlock(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, series }: { id: number; series: boolean }) =>
      data(
        api.DELETE("/api/blocks/{id}", {
          params: { path: { id: String(id) }, query: series ? { series: "true" } : {} },
        }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: venueKey(venueId) }),
  });
}

export type ClosureBody = RequestBody<"/api/venues/{id}/closures", "post">;

/** POST /api/venues/{id}/closures/preview: the bookings hit and the refund in all; changes nothing. */
export function usePreviewClosure(venueId: number) {
  return useMutation({
    mutationFn: (body: ClosureBody) =>
      data(api.POST("/api/venues/{id}/closures/preview", { params: { path: { id: String(venueId) } }, body })),
  });
}

/** POST /api/venues/{id}/closures: blocks the days, cancels and refunds every booking hit. */
export function useCloseDays(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClosureBody) =>
      data(api.POST("/api/venues/{id}/closures", { params: { path: { id: String(venueId) } }, body })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: venueKey(venueId) });
      void queryClient.invalidateQueries({ queryKey: ["bookings"] });
    },
  });
}
