import type { AdminUser, UpdateUserInput } from "@crease/core/admin";
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKey } from "@/lib/admin-key";
import { api, data, type Page } from "@/lib/api-client";
import { usersKey } from "./get-users";

/**
 * PATCH /api/users/{id} {role?, status?}: 409 when an admin would suspend themselves or drop
 * their own admin role (the message says which). Suspending ends the user's sessions.
 */
export function updateUser({ id, ...changes }: UpdateUserInput & { id: number }): Promise<AdminUser> {
  return data(api.PATCH("/api/users/{id}", { params: { path: { id: String(id) } }, body: changes }));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      // Show the change in every loaded page at once, then ask again (the row may leave a filter).
      queryClient.setQueriesData<InfiniteData<Page<AdminUser>>>({ queryKey: usersKey }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === user.id ? user : item)),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: adminKey });
      // A suspended owner's venues disappear from public lists.
      void queryClient.invalidateQueries({ queryKey: ["venues"] });
    },
  });
}
