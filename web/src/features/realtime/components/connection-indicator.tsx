import { useLingui } from "@lingui/react/macro";
import { cn } from "@/lib/cn";
import { useWebSocket } from "../hooks/use-websocket";

/** "Live updates connected/disconnected", shown on large screens only (docs/product/screens.md). */
export function ConnectionIndicator({ className }: { className?: string }) {
  const { t } = useLingui();
  const { connected } = useWebSocket();
  return (
    <span
      className={cn(
        "hidden items-center gap-2 rounded-full border px-2.5 py-1 text-xs font-medium lg:inline-flex",
        connected ? "border-pitch-200 bg-pitch-50 text-pitch-700" : "border-slate-200 bg-slate-50 text-slate-500",
        className,
      )}
      role="status"
      title={connected ? t`Bookings and notifications update live` : t`Reconnecting to live updates…`}
    >
      <span className="relative flex size-2">
        {connected ? (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-pitch-400 opacity-60" />
        ) : null}
        <span className={cn("relative inline-flex size-2 rounded-full", connected ? "bg-pitch-500" : "bg-slate-400")} />
      </span>
      {connected ? t`Live updates connected` : t`Live updates disconnected`}
    </span>
  );
}
