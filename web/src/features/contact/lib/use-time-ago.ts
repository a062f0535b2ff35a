import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { useFormat } from "@/lib/format";

/**
 * lib/dates' timeAgo in the language on screen: "just now", "5 min ago", "3 h ago", "yesterday",
 * "4 days ago", and from a week on the date ("2 Oct 2025" / "2 अक्टूबर 2025").
 */
export function useTimeAgo(): (at: string, now?: Date) => string {
  const { t } = useLingui();
  const format = useFormat();
  return useCallback(
    (at: string, now: Date = new Date()) => {
      const ms = now.getTime() - Date.parse(at);
      if (!Number.isFinite(ms)) return "";
      const minutes = Math.floor(Math.max(0, ms) / 60_000);
      if (minutes < 1) return t`just now`;
      if (minutes < 60) return t`${minutes} min ago`;
      const hours = Math.floor(minutes / 60);
      if (hours < 24) return t`${hours} h ago`;
      const days = Math.floor(hours / 24);
      if (days === 1) return t`yesterday`;
      if (days < 7) return plural(days, { one: "# day ago", other: "# days ago" });
      return format.instant(at, "day-month-year");
    },
    [t, format],
  );
}
