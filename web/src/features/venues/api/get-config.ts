import type { PublicConfig } from "@crease/core/contracts/venues";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, data } from "@/lib/api-client";

/** GET /api/config: what the browser needs to know about this installation (map tiles). */
export function getConfig(): Promise<PublicConfig> {
  return data(api.GET("/api/config"));
}

export const configQueryKey = ["config"] as const;

export function configQueryOptions() {
  return queryOptions({ queryKey: configQueryKey, queryFn: getConfig });
}

export function useConfig() {
  return useQuery(configQueryOptions());
}
