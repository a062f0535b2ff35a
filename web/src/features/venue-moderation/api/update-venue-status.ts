import type { Venue } from "@crease/core/contracts/venues";
import type { VenueStatus } from "@crease/core/venues";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKey } from "@/lib/admin-key";
import { api, data } from "@/lib/api-client";

export interface VenueStatusInput {
  id: number;
  status: VenueStatus;
  note?: string;
  /** The venue's version the admin looked at: a move is refused (409) when the venue changed since. */
  version: number;
}

/**
 * PATCH /api/venues/{id} {status, note?}: an admin moves a venue (VENUE_STATUS_MOVES); a move
 * that is not allowed from the current status is a 409 with the reason, and so is one sent with a
 * version the venue no longer has (its owner changed it since). The owner is notified.
 */
export function updateVenueStatus({ id, status, note, version }: VenueStatusInput): Promise<Venue> {
  const text = note?.trim();
  return data(
    api.PATCH("/api/venues/{id}", {
      params: { path: { id: String(id) } },
      body: text ? { status, note: text, version } : { status, version },
    }),
  );
}

export function useUpdateVenueStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVenueStatus,
    onSuccess: (venue) => {
      queryClient.setQueryData(["venues", venue.id], venue);
      // Every venue list (the admin's and the public search), the venue's page and history,
      // and the summary counts.
      void queryClient.invalidateQueries({ queryKey: ["venues"] });
      void queryClient.invalidateQueries({ queryKey: adminKey });
    },
    // Refused because the venue changed (or moved) since it was read: show the admin what it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: ["venues"] }),
  });
}
