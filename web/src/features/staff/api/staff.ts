import type { AddStaffInput, StaffInvitation, StaffMember, VenueActivity } from "@crease/core/contracts/staff";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data, done } from "@/lib/api-client";

/** Under "staff" and the venue, so a change refreshes that venue's list and its activity. */
export const staffKey = (venueId: number) => ["staff", venueId] as const;
export const venueActivityKey = (venueId: number) => ["staff", venueId, "activity"] as const;

/** GET /api/venues/{id}/staff: members (active) and open invitations (invited). */
export function venueStaffQueryOptions(venueId: number) {
  return queryOptions({
    queryKey: staffKey(venueId),
    queryFn: ({ signal }): Promise<StaffMember[]> =>
      data(api.GET("/api/venues/{id}/staff", { params: { path: { id: String(venueId) } }, signal })),
  });
}

export function useVenueStaff(venueId: number) {
  return useQuery(venueStaffQueryOptions(venueId));
}

/** GET /api/venues/{id}/activity: who did what at the venue, newest first. */
export function useVenueActivity(venueId: number) {
  return useQuery({
    queryKey: venueActivityKey(venueId),
    queryFn: ({ signal }): Promise<VenueActivity[]> =>
      data(api.GET("/api/venues/{id}/activity", { params: { path: { id: String(venueId) } }, signal })),
  });
}

/** POST /api/venues/{id}/staff: invites the email by mail or the mobile by SMS; the answer is the invitation alone. */
export function useAddStaff(venueId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddStaffInput): Promise<StaffInvitation> =>
      data(api.POST("/api/venues/{id}/staff", { params: { path: { id: String(venueId) } }, body })),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKey(venueId) }),
  });
}

/** DELETE /api/venues/{id}/staff/{userId}: their access ends at once. */
export function useRemoveStaff(venueId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      done(
        api.DELETE("/api/venues/{id}/staff/{userId}", {
          params: { path: { id: String(venueId), userId: String(userId) } },
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKey(venueId) }),
  });
}

/** DELETE /api/venues/{id}/staff-invitations?email= or ?mobile=: the invitation's link stops working. */
export function useWithdrawInvitation(venueId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (to: { email: string } | { mobile: string }) =>
      done(
        api.DELETE("/api/venues/{id}/staff-invitations", {
          params: { path: { id: String(venueId) }, query: to },
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKey(venueId) }),
  });
}

/** POST /api/staff/invitations/accept: joins the venue the invitation names. */
export function useAcceptInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => data(api.POST("/api/staff/invitations/accept", { body: { token } })),
    // The session now carries the new venue (its staffOf): read it again.
    onSuccess: () => client.invalidateQueries(),
  });
}
