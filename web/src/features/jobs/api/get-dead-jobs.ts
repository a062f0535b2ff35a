import type { AdminJob, AdminJobList } from "@crease/core/contracts/jobs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminKey } from "@/lib/admin-key";
import { api, data } from "@/lib/api-client";

export type { AdminJob };

/** GET /api/admin/jobs?status=dead: jobs that used up their attempts, latest first. */
export function getDeadJobs(signal?: AbortSignal): Promise<AdminJobList> {
  return data(api.GET("/api/admin/jobs", { signal, params: { query: { status: "dead" } } }));
}

export const deadJobsKey = [...adminKey, "jobs", "dead"] as const;

export function deadJobsQueryOptions() {
  return queryOptions({ queryKey: deadJobsKey, queryFn: ({ signal }) => getDeadJobs(signal) });
}

export function useDeadJobs() {
  return useQuery(deadJobsQueryOptions());
}
