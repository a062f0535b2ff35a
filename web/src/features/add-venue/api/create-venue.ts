import type { Venue } from "@crease/core/contracts/venues";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data, type RequestBody } from "@/lib/api-client";

export type CreateVenueBody = RequestBody<"/api/venues", "post">;

/**
 * POST /api/venues with `details`: the venue, its images, its type's details and its first
 * status (pending) are saved in one transaction, so a refused part leaves nothing behind.
 * 201 the new Venue; 400 `{message, errors}` keyed by field (`details.hourlyPrice`).
 */
export function createVenue(body: CreateVenueBody): Promise<Venue> {
  return data(api.POST("/api/venues", { body }));
}

export function useCreateVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVenue,
    onSuccess: () => {
      // The owner's venue lists (and any search) now include it.
      void queryClient.invalidateQueries({ queryKey: ["venues"] });
    },
  });
}
