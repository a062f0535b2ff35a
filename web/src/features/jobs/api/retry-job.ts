import type { AdminJob } from "@crease/core/contracts/jobs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKey } from "@/lib/admin-key";
import { api, data } from "@/lib/api-client";

/** POST /api/admin/jobs/{id}/retry: a dead job is queued again with fresh attempts. 409 when it is not dead. */
export function retryJob(id: number): Promise<AdminJob> {
  return data(api.POST("/api/admin/jobs/{id}/retry", { params: { path: { id: String(id) } } }));
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    // The dead list and what the job works on (a refund's tries) both change.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
