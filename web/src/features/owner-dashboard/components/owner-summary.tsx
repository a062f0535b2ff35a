import { PLATFORM_FEE_PERCENT } from "@crease/core/analytics";
import { todayInIst } from "@crease/core/slots";
import { useLingui } from "@lingui/react/macro";
import { Building2, CalendarCheck2, Hourglass, IndianRupee } from "lucide-react";
import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { useOwnerAnalytics } from "@/features/analytics";
import { useOwnerBookings } from "@/features/bookings";
import { useOwnerVenues, type VenueScope } from "@/features/venue-management";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { monthToDate } from "@/lib/period";

interface StatProps {
  label: string;
  value: ReactNode;
  hint: ReactNode;
  icon: ReactNode;
  tone: "brand" | "pitch" | "amber" | "blue";
  loading: boolean;
}

const TONES: Record<StatProps["tone"], string> = {
  brand: "bg-brand-50 text-brand-600 ring-brand-100",
  pitch: "bg-pitch-50 text-pitch-700 ring-pitch-100",
  amber: "bg-amber-50 text-amber-600 ring-amber-100",
  blue: "bg-blue-50 text-blue-600 ring-blue-100",
};

function Stat({ label, value, hint, icon, tone, loading }: StatProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className="rounded-2xl border border-slate-200/80 bg-white p-4 shadow-card sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-xs font-medium text-slate-600 sm:text-sm">{label}</p>
        <span
          className={cn(
            "hidden size-9 shrink-0 items-center justify-center rounded-xl ring-1 sm:flex [&_svg]:size-[18px]",
            TONES[tone],
          )}
          aria-hidden="true"
        >
          {icon}
        </span>
      </div>
      {loading ? (
        <>
          <Skeleton className="mt-2 h-8 w-20" />
          <Skeleton className="mt-2 h-3.5 w-28" />
        </>
      ) : (
        <>
          <p className="mt-1 truncate text-xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-[28px]">
            {value}
          </p>
          <p className="mt-0.5 line-clamp-2 text-xs text-slate-500">{hint}</p>
        </>
      )}
    </div>
  );
}

/**
 * docs/product/screens.md's summary cards (Total Venues, Active Bookings = confirmed, Pending Approval =
 * venues pending) plus this month's earnings after the 8% platform fee (GST, collected for the owner, apart).
 */
export function OwnerSummary({ scope }: { scope: VenueScope }) {
  const venues = useOwnerVenues(scope);
  const bookings = useOwnerBookings();
  const today = todayInIst();
  const month = monthToDate(today);
  const earnings = useOwnerAnalytics({ ...month, venueId: null });
  const { t } = useLingui();
  const format = useFormat();

  const list = venues.data ?? [];
  const approved = list.filter((v) => v.status === "approved").length;
  const pending = list.filter((v) => v.status === "pending").length;
  // Counted by the server over every booking, not just the loaded page.
  const confirmed = bookings.data?.pages[0]?.statusCounts.confirmed ?? 0;
  const dash = <span className="text-slate-400">—</span>;
  const couldNotLoad = t`Could not load`;
  const monthName = format.date(month.from, "month");
  const fee = PLATFORM_FEE_PERCENT;
  const gst = format.rupees(earnings.data?.totals.gst ?? 0);

  return (
    <section aria-label={t`Summary`} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Stat
        label={t`Total Venues`}
        value={venues.isError ? dash : list.length}
        hint={venues.isError ? couldNotLoad : t`${approved} live for players`}
        icon={<Building2 />}
        tone="brand"
        loading={venues.isPending}
      />
      <Stat
        label={t`Active Bookings`}
        value={bookings.isError ? dash : confirmed}
        hint={bookings.isError ? couldNotLoad : t`Confirmed, not yet played`}
        icon={<CalendarCheck2 />}
        tone="pitch"
        loading={bookings.isPending}
      />
      <Stat
        label={t`Pending Approval`}
        value={venues.isError ? dash : pending}
        hint={venues.isError ? couldNotLoad : pending > 0 ? t`Waiting for review` : t`Nothing waiting`}
        icon={<Hourglass />}
        tone="amber"
        loading={venues.isPending}
      />
      <Stat
        label={t`Earnings this month`}
        value={earnings.isError ? dash : format.rupees(Math.round(Number(earnings.data?.totals.netEarnings ?? 0)))}
        hint={earnings.isError ? couldNotLoad : t`${monthName} · after the ${fee}% fee · GST ${gst} on its own line`}
        icon={<IndianRupee />}
        tone="blue"
        loading={earnings.isPending}
      />
    </section>
  );
}
