import type { AdminUser } from "@crease/core/admin";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { adminKey } from "@/lib/admin-key";
import { api, type Page, page } from "@/lib/api-client";

export const USERS_PAGE = 25;

export interface UserListParams {
  q: string;
  role: "all" | "player" | "owner" | "admin";
  status: "all" | "active" | "suspended";
}

/** GET /api/users?q=&role=&status=&limit=&cursor=: newest first; X-Next-Cursor, X-Total-Count. */
export function getUsers(params: UserListParams, cursor: string | null, signal?: AbortSignal) {
  return page(
    api.GET("/api/users", {
      params: {
        query: {
          q: params.q.trim() || undefined,
          role: params.role === "all" ? undefined : params.role,
          status: params.status === "all" ? undefined : params.status,
          limit: USERS_PAGE,
          cursor: cursor ?? undefined,
        },
      },
      signal,
    }),
  );
}

export const usersKey = [...adminKey, "users"] as const;

export function usersQueryOptions(params: UserListParams) {
  const normalised = { ...params, q: params.q.trim() };
  return infiniteQueryOptions({
    queryKey: [...usersKey, normalised] as const,
    queryFn: ({ pageParam, signal }) => getUsers(normalised, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<AdminUser>) => last.nextCursor ?? undefined,
  });
}

export function useUsers(params: UserListParams) {
  return useInfiniteQuery({ ...usersQueryOptions(params), placeholderData: keepPreviousData });
}
