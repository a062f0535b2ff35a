import { useLingui } from "@lingui/react/macro";
import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { adminKey } from "@/lib/admin-key";
import { cn } from "@/lib/cn";

/**
 * Cached data never goes stale in this app, so the console offers one button that asks the
 * server again for everything it shows: summary, lists, bookings and venues.
 */
export function RefreshButton() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: adminKey }) > 0;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: adminKey });
    void queryClient.invalidateQueries({ queryKey: ["bookings"] });
    void queryClient.invalidateQueries({ queryKey: ["venues"] });
  };
  return (
    <Button
      variant="secondary"
      size="icon"
      onClick={refresh}
      aria-label={t`Refresh the dashboard`}
      title={t`Refresh`}
      className="size-10 rounded-xl"
    >
      <RefreshCw className={cn("size-4!", fetching && "animate-spin")} aria-hidden="true" />
    </Button>
  );
}
