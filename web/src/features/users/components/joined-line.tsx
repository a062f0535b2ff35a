import type { AdminUser } from "@crease/core/admin";
import { Plural, Trans } from "@lingui/react/macro";
import { useFormat } from "@/lib/format";

/** "Joined Nov 22, 2026 · 1 venue · 3 bookings", on a card and in the manage dialog. */
export function JoinedLine({ user }: { user: Pick<AdminUser, "createdAt" | "venueCount" | "bookingCount"> }) {
  const format = useFormat();
  const joined = format.instant(user.createdAt, "month-day-year");
  const venues = user.venueCount;
  const bookings = user.bookingCount;
  return (
    <Trans>
      Joined {joined} · <Plural value={venues} one="# venue" other="# venues" /> ·{" "}
      <Plural value={bookings} one="# booking" other="# bookings" />
    </Trans>
  );
}
