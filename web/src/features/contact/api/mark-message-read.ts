import type { ContactMessage } from "@crease/core/admin";
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data, type Page } from "@/lib/api-client";
import { messagesKey } from "./get-contact-messages";

/** POST /api/contact-messages/{id}/read: marks it read (again is fine; the first time stays). */
export function markMessageRead(id: number): Promise<ContactMessage> {
  return data(api.POST("/api/contact-messages/{id}/read", { params: { path: { id: String(id) } } }));
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: (message) => {
      queryClient.setQueriesData<InfiniteData<Page<ContactMessage>>>({ queryKey: [...messagesKey, "list"] }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === message.id ? message : item)),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: [...messagesKey, "unread-count"] });
      void queryClient.invalidateQueries({ queryKey: [...messagesKey, "latest"] });
    },
  });
}
