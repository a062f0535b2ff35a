import { type OwnerAnalytics, PLATFORM_FEE_PERCENT } from "@crease/core/analytics";
import { formatCount, formatRupees } from "@crease/core/money";
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from "recharts";
import { Card } from "@/components/ui/card";
import { StatusBadge } from "@/components/ui/status-badge";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { shortDate } from "@/lib/period";

export const COLOURS = { brand: "#7c3aed", pitch: "#039855", blue: "#2563eb", grid: "#e2e8f0", axis: "#64748b" };

export const METRICS: Record<"revenue" | "bookings" | "views", { label: MessageDescriptor; colour: string }> = {
  revenue: { label: msg`Revenue`, colour: COLOURS.pitch },
  bookings: { label: msg`Bookings`, colour: COLOURS.brand },
  views: { label: msg`Views`, colour: COLOURS.blue },
};
export type Metric = keyof typeof METRICS;

/** Whole rupees for figures over a period ("₹22,29,925"); payouts keep the paise. */
export const rupees = (value: string | number) => formatRupees(Math.round(Number(value)));

export const compact = new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 });
export const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

function ChartTooltip({
  active,
  payload,
  label,
  format,
}: Partial<TooltipContentProps<number, string>> & { format: (value: number, name: string) => string }) {
  if (!active || !payload?.length) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs shadow-lg">
      <p className="font-semibold text-slate-900">{label}</p>
      {payload.map((item) => (
        <p key={String(item.dataKey)} className="mt-0.5 text-slate-600">
          {format(Number(item.value), String(item.dataKey))}
        </p>
      ))}
    </div>
  );
}

export function Tile({
  label,
  value,
  hint,
  icon,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-slate-200/80 bg-white p-4 shadow-card">
      <div className="flex items-center gap-2 text-sm font-medium text-slate-600 [&_svg]:size-4 [&_svg]:text-slate-400">
        {icon}
        {label}
      </div>
      <p className="mt-1.5 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">{value}</p>
      {hint ? <p className="mt-0.5 text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}

export function MoneyCard({ totals }: { totals: OwnerAnalytics["totals"] }) {
  const paid = rupees(totals.grossPaid);
  const refunded = rupees(totals.refunds);
  const gst = rupees(totals.gst);
  const fee = PLATFORM_FEE_PERCENT;
  const atVenue = rupees(totals.takenAtVenue);
  return (
    <div className="rounded-2xl bg-gradient-to-br from-pitch-600 to-pitch-800 p-5 text-white shadow-card col-span-2 lg:col-span-4">
      <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
        <div>
          <p className="text-sm font-medium text-white/80">
            <Trans>Revenue</Trans>
          </p>
          <p className="mt-1 text-2xl font-bold tabular-nums">{rupees(totals.revenue)}</p>
          <p className="mt-0.5 text-xs text-white/70">
            <Trans>
              {paid} paid online, {refunded} refunded
            </Trans>
          </p>
        </div>
        <div>
          <p className="text-sm font-medium text-white/80">
            <Trans>Platform fee ({fee}%)</Trans>
          </p>
          <p className="mt-1 text-2xl font-bold tabular-nums">− {rupees(totals.platformFee)}</p>
          <p className="mt-0.5 text-xs text-white/70">
            <Trans>On what you keep before GST; {gst} GST is passed on to you on its own line</Trans>
          </p>
        </div>
        <div className="rounded-xl bg-white/15 p-3 ring-1 ring-white/25">
          <p className="text-sm font-semibold">
            <Trans>Net earnings</Trans>
          </p>
          <p className="mt-0.5 text-3xl font-extrabold tabular-nums">{rupees(totals.netEarnings)}</p>
        </div>
      </div>
      {Number(totals.takenAtVenue) > 0 ? (
        <p className="mt-4 border-t border-white/20 pt-3 text-sm text-white/90">
          <Trans>
            Also taken at your desk (cash and UPI): <strong className="tabular-nums">{atVenue}</strong>. It is already
            yours, so it is not in the figures above or in payouts.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}

export function DailyChart({ data }: { data: OwnerAnalytics["daily"] }) {
  const [metric, setMetric] = useState<Metric>("revenue");
  const { t, i18n } = useLingui();
  const { language } = useFormat();
  const rows = data.map((d) => ({ ...d, label: shortDate(d.date, language), revenue: Number(d.revenue) }));
  const { colour } = METRICS[metric];
  const label = i18n._(METRICS[metric].label);
  const format = (value: number) =>
    metric === "revenue"
      ? rupees(value)
      : metric === "views"
        ? t`${value} views`
        : plural(value, { one: "# booking", other: "# bookings" });
  const total = rows.reduce((sum, row) => sum + Number(row[metric]), 0);
  const totalText = metric === "revenue" ? rupees(total) : formatCount(total);
  const common = { data: rows, margin: { top: 8, right: 8, bottom: 0, left: 0 } };
  const axes = (
    <>
      <CartesianGrid stroke={COLOURS.grid} strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="label"
        tick={{ fontSize: 11, fill: COLOURS.axis }}
        tickLine={false}
        axisLine={false}
        minTickGap={16}
      />
      <YAxis
        tick={{ fontSize: 11, fill: COLOURS.axis }}
        tickLine={false}
        axisLine={false}
        width={metric === "revenue" ? 52 : 32}
        allowDecimals={false}
        tickFormatter={(v: number) => (metric === "revenue" ? `₹${compact.format(v)}` : compact.format(v))}
      />
      <Tooltip
        cursor={{ fill: "rgb(124 58 237 / 0.06)" }}
        content={(props) => <ChartTooltip {...(props as TooltipContentProps<number, string>)} format={format} />}
      />
    </>
  );

  return (
    <Card className="p-4 sm:p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">
            <Trans>Day by day</Trans>
          </h3>
          <p className="text-sm text-slate-500">
            <Trans>
              {label}: {totalText} in the period
            </Trans>
          </p>
        </div>
        <div
          className="inline-flex rounded-xl border border-slate-200 bg-slate-50 p-1"
          role="group"
          aria-label={t`Chart shows`}
        >
          {(Object.keys(METRICS) as Metric[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={metric === key}
              onClick={() => setMetric(key)}
              className={cn(
                "rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors",
                metric === key
                  ? "bg-white text-slate-900 shadow-sm ring-1 ring-slate-200"
                  : "text-slate-600 hover:text-slate-900",
              )}
            >
              {i18n._(METRICS[key].label)}
            </button>
          ))}
        </div>
      </div>
      <figure aria-label={t`${label} per day`} className="m-0">
        {metric === "views" ? (
          <AreaChart responsive style={{ width: "100%", height: 260 }} {...common}>
            {axes}
            <defs>
              <linearGradient id="views-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={colour} stopOpacity={0.25} />
                <stop offset="100%" stopColor={colour} stopOpacity={0} />
              </linearGradient>
            </defs>
            <Area type="monotone" dataKey="views" stroke={colour} strokeWidth={2} fill="url(#views-fill)" />
          </AreaChart>
        ) : (
          <BarChart responsive style={{ width: "100%", height: 260 }} {...common}>
            {axes}
            <Bar dataKey={metric} fill={colour} radius={[4, 4, 0, 0]} maxBarSize={28} />
          </BarChart>
        )}
      </figure>
    </Card>
  );
}

export function OccupancyChart({
  title,
  rows,
}: {
  title: string;
  rows: { label: string; booked: number; offered: number; rate: number }[];
}) {
  const best = rows.reduce((top, row) => (row.rate > top ? row.rate : top), 0);
  const data = rows.map((row) => ({ ...row, percent: Math.round(row.rate * 1000) / 10 }));
  const { t } = useLingui();
  const figures = rows.map((r) => `${r.label} ${percent(r.rate)}`).join(", ");
  return (
    <Card className="p-4 sm:p-5">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="mb-3 text-sm text-slate-500">
        <Trans>Share of offered slots that were booked</Trans>
      </p>
      <figure aria-label={`${title}: ${figures}`} className="m-0">
        <BarChart
          responsive
          style={{ width: "100%", height: 200 }}
          data={data}
          margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke={COLOURS.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11, fill: COLOURS.axis }} tickLine={false} axisLine={false} />
          <YAxis
            tick={{ fontSize: 11, fill: COLOURS.axis }}
            tickLine={false}
            axisLine={false}
            width={36}
            tickFormatter={(v: number) => `${v}%`}
          />
          <Tooltip
            cursor={{ fill: "rgb(124 58 237 / 0.06)" }}
            content={(props) => {
              const row = (props as TooltipContentProps<number, string>).payload?.[0]?.payload as
                | (typeof data)[number]
                | undefined;
              if (!props.active || !row) return null;
              const share = percent(row.rate);
              const { booked, offered } = row;
              return (
                <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs shadow-lg">
                  <p className="font-semibold text-slate-900">{row.label}</p>
                  <p className="mt-0.5 text-slate-600">{t`${share} · ${booked} of ${offered} slots`}</p>
                </div>
              );
            }}
          />
          <Bar dataKey="percent" radius={[4, 4, 0, 0]} maxBarSize={40}>
            {data.map((row) => (
              <Cell key={row.label} fill={row.rate === best && best > 0 ? COLOURS.brand : "#c4b5fd"} />
            ))}
          </Bar>
        </BarChart>
      </figure>
    </Card>
  );
}

export function VenueTable({ venues }: { venues: OwnerAnalytics["venues"] }) {
  const rows = [...venues].sort((a, b) => Number(b.revenue) - Number(a.revenue) || a.name.localeCompare(b.name));
  const { t } = useLingui();
  const words = useWords();
  if (rows.length === 0) return null;
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-100 px-5 py-4">
        <h3 className="font-semibold text-slate-900">
          <Trans>By venue</Trans>
        </h3>
        <p className="text-sm text-slate-500">
          <Trans>Highest revenue first</Trans>
        </p>
      </div>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            <Trans>Figures per venue for the period</Trans>
          </caption>
          <thead className="bg-slate-50/80 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-3 pr-3 pl-5">
                <Trans>Venue</Trans>
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                <Trans>Views</Trans>
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                <Trans>Bookings</Trans>
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                <Trans>Cancelled</Trans>
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                <Trans>Revenue</Trans>
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                <Trans>Net</Trans>
              </th>
              <th scope="col" className="py-3 pr-5 pl-3 text-right">
                <Trans>Occupancy</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((v) => (
              <tr key={v.id} className="hover:bg-slate-50/60">
                <td className="py-3 pr-3 pl-5">
                  <p className="font-medium text-slate-900">{v.name}</p>
                  <div className="mt-0.5 flex items-center gap-2 text-xs text-slate-500">
                    {words.venueType(v.venueType)}
                    {v.status !== "approved" ? <StatusBadge status={v.status} kind="venue" /> : null}
                  </div>
                </td>
                <td className="px-3 py-3 text-right tabular-nums">{formatCount(v.views)}</td>
                <td className="px-3 py-3 text-right tabular-nums">{v.bookings}</td>
                <td className="px-3 py-3 text-right tabular-nums">{v.cancellations}</td>
                <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">{rupees(v.revenue)}</td>
                <td className="px-3 py-3 text-right font-semibold whitespace-nowrap text-pitch-700 tabular-nums">
                  {rupees(v.netEarnings)}
                </td>
                <td className="py-3 pr-5 pl-3 text-right tabular-nums">{percent(v.occupancy.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-100 md:hidden">
        {rows.map((v) => (
          <li key={v.id} className="px-4 py-3.5">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{v.name}</p>
                <p className="text-xs text-slate-500">{words.venueType(v.venueType)}</p>
              </div>
              <p className="shrink-0 font-semibold text-pitch-700 tabular-nums">{rupees(v.netEarnings)}</p>
            </div>
            <dl className="mt-2 grid grid-cols-4 gap-2 text-xs">
              {[
                ["views", t`Views`, formatCount(v.views)],
                ["bookings", t`Bookings`, String(v.bookings)],
                ["cancelled", t`Cancelled`, String(v.cancellations)],
                ["occupancy", t`Occupancy`, percent(v.occupancy.rate)],
              ].map(([key, label, value]) => (
                <div key={key}>
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="font-semibold text-slate-800 tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </Card>
  );
}
