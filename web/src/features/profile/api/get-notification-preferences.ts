import type { NotificationPreferences } from "@crease/core/users";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** GET /api/users/me/notification-preferences: `{bookingUpdates, reminders, venueNews}`. */
export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return data(api.GET("/api/users/me/notification-preferences", { signal }));
}

export const notificationPreferencesKey = ["users", "me", "notification-preferences"] as const;

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationPreferencesKey,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

export function useNotificationPreferences(options: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationPreferencesQueryOptions(), enabled: options.enabled ?? true });
}
