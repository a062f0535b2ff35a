import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { useFormat } from "@/lib/format";
import { type ChartPoint, chartFacts } from "../lib/chart";

function ChartTooltip({ active, payload }: { active?: boolean; payload?: ReadonlyArray<{ payload?: ChartPoint }> }) {
  const format = useFormat();
  const point = active ? payload?.[0]?.payload : undefined;
  if (!point) return null;
  const revenue = format.rupees(point.revenue);
  const count = format.count(point.bookings);
  const bookings = point.bookings;
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm shadow-lg">
      <p className="font-semibold text-slate-900">{point.label}</p>
      <p className="text-slate-600">
        <Trans>
          <span className="font-semibold text-brand-700 tabular-nums">{count}</span>{" "}
          <Plural value={bookings} one="booking" other="bookings" />
        </Trans>
      </p>
      <p className="text-slate-600 tabular-nums">
        <Trans>{revenue} revenue</Trans>
      </p>
    </div>
  );
}

/**
 * Bookings per day over the period (confirmed + completed, by slot date), as an area chart.
 * Screen readers get the same story in words.
 */
export function BookingsChart({ points }: { points: ChartPoint[] }) {
  const { t } = useLingui();
  const facts = chartFacts(points);
  const first = points[0]?.label ?? "";
  const last = points.at(-1)?.label ?? "";
  const total = plural(facts.bookings, { one: "# booking", other: "# bookings" });
  const busiestDay = facts.busiest?.label ?? "";
  const busiestCount = facts.busiest?.bookings ?? 0;
  const summary = facts.busiest
    ? t`${total} from ${first} to ${last}, busiest on ${busiestDay} with ${busiestCount}.`
    : t`${total} from ${first} to ${last}.`;
  return (
    <figure className="m-0">
      <div role="img" aria-label={t`Bookings per day: ${summary}`} className="h-60 w-full sm:h-64">
        <AreaChart
          responsive
          data={points}
          style={{ width: "100%", height: "100%" }}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          accessibilityLayer={false}
        >
          <defs>
            <linearGradient id="admin-bookings-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="#7c3aed" stopOpacity={0.32} />
              <stop offset="100%" stopColor="#2563eb" stopOpacity={0.02} />
            </linearGradient>
            <linearGradient id="admin-bookings-stroke" x1="0" y1="0" x2="1" y2="0">
              <stop offset="0%" stopColor="#6d28d9" />
              <stop offset="100%" stopColor="#2563eb" />
            </linearGradient>
          </defs>
          <CartesianGrid vertical={false} stroke="#e2e8f0" strokeDasharray="3 3" />
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={false}
            tick={{ fill: "#64748b", fontSize: 12 }}
            minTickGap={24}
            interval="preserveStartEnd"
          />
          <YAxis
            allowDecimals={false}
            tickLine={false}
            axisLine={false}
            tick={{ fill: "#64748b", fontSize: 12 }}
            width={48}
          />
          <Tooltip content={<ChartTooltip />} cursor={{ stroke: "#c4b5fd", strokeWidth: 1 }} />
          <Area
            type="monotone"
            dataKey="bookings"
            name={t`Bookings`}
            stroke="url(#admin-bookings-stroke)"
            strokeWidth={2.5}
            fill="url(#admin-bookings-fill)"
            activeDot={{ r: 5, fill: "#6d28d9", stroke: "white", strokeWidth: 2 }}
            isAnimationActive={false}
          />
        </AreaChart>
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}
