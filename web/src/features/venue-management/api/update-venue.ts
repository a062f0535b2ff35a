import type { Venue } from "@crease/core/contracts/venues";
import type { UpdateVenueInput } from "@crease/core/venue-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface UpdateVenueArgs {
  id: number;
  body: Partial<UpdateVenueInput> & Record<string, unknown>;
}

/**
 * PATCH /api/venues/{id}: any subset of the fields (the whole image list in order; `details`
 * replaces the type's details). Edits keep the venue's status. 200 the updated Venue.
 */
export function updateVenue({ id, body }: UpdateVenueArgs): Promise<Venue> {
  return api.patch<Venue>(`/api/venues/${id}`, body);
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
