import type { NotificationPreferences } from "@crease/core/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";
import { notificationPreferencesKey } from "./get-notification-preferences";

/** PUT /api/users/me/notification-preferences: all three switches; answers the saved preferences. */
export function updateNotificationPreferences(input: NotificationPreferences): Promise<NotificationPreferences> {
  return data(api.PUT("/api/users/me/notification-preferences", { body: input }));
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesKey, saved),
  });
}
