import type { NotificationPreferences } from "@crease/core/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { notificationPreferencesKey } from "./get-notification-preferences";

/** PUT /api/users/me/notification-preferences: all three switches; answers the saved preferences. */
export function updateNotificationPreferences(input: NotificationPreferences): Promise<NotificationPreferences> {
  return api.put<NotificationPreferences>("/api/users/me/notification-preferences", input);
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesKey, saved),
  });
}
