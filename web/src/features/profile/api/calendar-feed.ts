import { useMutation } from "@tanstack/react-query";
import { api, data, done } from "@/lib/api-client";

/**
 * POST /api/users/me/calendar-feed: a new private feed address. The server keeps only its hash, so
 * the address is shown once, here; asking again replaces it and the old one stops working.
 */
export function useCreateCalendarFeed() {
  return useMutation({ mutationFn: () => data(api.POST("/api/users/me/calendar-feed")) });
}

/** DELETE /api/users/me/calendar-feed: the address answers nothing from now on. */
export function useRevokeCalendarFeed() {
  return useMutation({ mutationFn: () => done(api.DELETE("/api/users/me/calendar-feed")) });
}
