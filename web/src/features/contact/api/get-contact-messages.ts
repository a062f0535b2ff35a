import type { ContactMessage } from "@crease/core/admin";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { adminKey } from "@/lib/admin-key";
import { api, type Page, page } from "@/lib/api-client";

export const MESSAGES_PAGE = 25;

/** GET /api/contact-messages?unread=&limit=&cursor=: newest first; X-Next-Cursor, X-Total-Count. */
export function getContactMessages(
  unreadOnly: boolean,
  cursor: string | null,
  limit = MESSAGES_PAGE,
  signal?: AbortSignal,
) {
  return page(
    api.GET("/api/contact-messages", {
      params: { query: { unread: unreadOnly ? true : undefined, limit, cursor: cursor ?? undefined } },
      signal,
    }),
  );
}

export const messagesKey = [...adminKey, "messages"] as const;

export function contactMessagesQueryOptions(unreadOnly: boolean) {
  return infiniteQueryOptions({
    queryKey: [...messagesKey, "list", unreadOnly ? "unread" : "all"] as const,
    queryFn: ({ pageParam, signal }) => getContactMessages(unreadOnly, pageParam, MESSAGES_PAGE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<ContactMessage>) => last.nextCursor ?? undefined,
  });
}

export function useContactMessages(unreadOnly: boolean) {
  return useInfiniteQuery({ ...contactMessagesQueryOptions(unreadOnly), placeholderData: keepPreviousData });
}

/** How many messages are unread: the X-Total-Count of the unread list (one row is enough). */
export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: [...messagesKey, "unread-count"] as const,
    queryFn: async ({ signal }) => (await getContactMessages(true, null, 1, signal)).total ?? 0,
  });
}

export function useUnreadMessageCount() {
  return useQuery(unreadCountQueryOptions());
}

/** The newest few messages, for the Overview's recent activity. */
export function latestMessagesQueryOptions(limit: number) {
  return queryOptions({
    queryKey: [...messagesKey, "latest", limit] as const,
    queryFn: async ({ signal }) => (await getContactMessages(false, null, limit, signal)).items,
  });
}

export function useLatestMessages(limit: number) {
  return useQuery(latestMessagesQueryOptions(limit));
}
