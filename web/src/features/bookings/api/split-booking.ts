import type { Split } from "@crease/core/contracts/splits";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

export const bookingSplitKey = (bookingId: number) => ["booking-split", bookingId] as const;

/** GET /api/bookings/{id}/split: the organiser's split of this booking, or null when it has none (never a 404 for one's own booking). */
export function useBookingSplit(bookingId: number, enabled: boolean) {
  return useQuery({
    queryKey: bookingSplitKey(bookingId),
    queryFn: (): Promise<Split | null> =>
      data(api.GET("/api/bookings/{id}/split", { params: { path: { id: String(bookingId) } } })),
    enabled,
    retry: false,
  });
}

/** POST /api/bookings/{id}/split: splits the booking among `shares` players. */
export function useCreateSplit(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { shares: number; roundShares: boolean }): Promise<Split> =>
      data(api.POST("/api/bookings/{id}/split", { params: { path: { id: String(bookingId) } }, body })),
    onSuccess: (split) => queryClient.setQueryData(bookingSplitKey(bookingId), split),
  });
}

/** POST /api/splits/{id}/close: no more share orders. */
export function useCloseSplit(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (splitId: number): Promise<Split> =>
      data(api.POST("/api/splits/{id}/close", { params: { path: { id: String(splitId) } } })),
    onSuccess: (split) => queryClient.setQueryData(bookingSplitKey(bookingId), split),
  });
}
