import type { Venue } from "@crease/core/contracts/venues";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data, type RequestBody } from "@/lib/api-client";

export type VenueChanges = RequestBody<"/api/venues/{id}", "patch">;

export interface UpdateVenueArgs {
  id: number;
  body: VenueChanges;
}

/**
 * PATCH /api/venues/{id}: any subset of the fields (the whole image list in order; `details`
 * replaces the type's details). Edits keep the venue's status. 200 the updated Venue.
 */
export function updateVenue({ id, body }: UpdateVenueArgs): Promise<Venue> {
  return data(api.PATCH("/api/venues/{id}", { params: { path: { id: String(id) } }, body }));
}

export function useUpdateVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVenue,
    onSuccess: () => {
      // The owner's lists, the venue page, its details and any search showing it.
      void queryClient.invalidateQueries({ queryKey: ["venues"] });
      void queryClient.invalidateQueries({ queryKey: ["analytics"] });
    },
  });
}
