import type { JoinWaitlistInput, WaitlistEntry } from "@crease/core/contracts/waitlist";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAuth } from "@/features/auth";
import { api, data, done } from "@/lib/api-client";

export const waitlistQueryKey = ["waitlist"] as const;

/** GET /api/waitlist: the player's own entries still waiting or offered (docs/product/waitlist.md). */
export function getWaitlist(signal?: AbortSignal): Promise<WaitlistEntry[]> {
  return data(api.GET("/api/waitlist", { signal }));
}

/**
 * The player's entries, asked for while `enabled` (someone is signed in); asked again every half
 * minute while one waits, so an offer (and the time left on it) shows without a reload even when
 * the live connection is down.
 */
export function useWaitlistQuery(enabled: boolean) {
  return useQuery({
    queryKey: waitlistQueryKey,
    queryFn: ({ signal }) => getWaitlist(signal),
    enabled,
    // Read afresh whenever shown: a slot booked or an offer passed on changes it from elsewhere.
    staleTime: 0,
    refetchInterval: (query) => ((query.state.data?.length ?? 0) > 0 ? 30_000 : false),
  });
}

/** The signed-in player's entries (nothing for visitors). */
export function useWaitlist() {
  return useWaitlistQuery(useAuth().status === "signed-in");
}

/** POST /api/venues/{id}/waitlist: 201 with the entry; 409 when free, one's own, or joined already. */
export function joinWaitlist(venueId: number, body: JoinWaitlistInput): Promise<WaitlistEntry> {
  return data(api.POST("/api/venues/{id}/waitlist", { params: { path: { id: String(venueId) } }, body }));
}

export function useJoinWaitlist(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinWaitlistInput) => joinWaitlist(venueId, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: waitlistQueryKey }),
  });
}

/** DELETE /api/waitlist/{id} (leave) or POST …/decline (an offer passed on at once): 204. */
export function releaseEntry({ id, how }: { id: number; how: "leave" | "decline" }): Promise<null> {
  const path = { params: { path: { id: String(id) } } };
  return done(how === "leave" ? api.DELETE("/api/waitlist/{id}", path) : api.POST("/api/waitlist/{id}/decline", path));
}

export function useReleaseEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseEntry,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: waitlistQueryKey }),
  });
}
