import { MAX_PERIOD_DAYS, WEEKDAYS } from "@crease/core/analytics";
import { formatCount } from "@crease/core/money";
import { addDays, todayInIst } from "@crease/core/slots";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { BarChart3, CalendarRange, Eye, Loader2, Percent, Ticket, XCircle } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input, Select } from "@/components/ui/input";
import { EmptyState, LoadError } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { AddVenueButton, useOwnerVenues, type VenueScope } from "@/features/venue-management";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import {
  customRangeProblem,
  type DateRange,
  lastDays,
  PERIOD_PRESETS,
  type PeriodPreset,
  rangeLabel,
} from "@/lib/period";
import { useOwnerAnalytics } from "../api/get-owner-analytics";
import { DailyChart, MoneyCard, OccupancyChart, percent, Tile, VenueTable } from "./analytics-charts";

/** A Monday (2024-01-01): the weekdays' names count on from it. */
const A_MONDAY = "2024-01-01";

function AnalyticsSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading analytics`} className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-32 rounded-2xl" />
      <Skeleton className="h-72 rounded-2xl" />
    </div>
  );
}

type PeriodChoice = { kind: "preset"; days: PeriodPreset } | { kind: "custom"; range: DateRange };

/**
 * Analytics (GET /api/analytics/owner): the period (7, 30, 90 days or custom) and venue filter,
 * totals with the 8% fee and net earnings, a day-by-day chart, occupancy by day part and by
 * weekday, and a per-venue table. Loaded with its own chunk (recharts) when the tab opens.
 */
export default function AnalyticsPanel({ scope }: { scope: VenueScope }) {
  const today = todayInIst();
  const venues = useOwnerVenues(scope);
  const [choice, setChoice] = useState<PeriodChoice>({ kind: "preset", days: 30 });
  const [venueId, setVenueId] = useState<number | null>(null);
  const [draft, setDraft] = useState<DateRange>(() => lastDays(30, today));
  const [draftProblem, setDraftProblem] = useState<string | null>(null);
  const [customOpen, setCustomOpen] = useState(false);
  const fromId = useId();
  const toId = useId();
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  /** lib/period's reasons, in the language on screen. */
  const problemText = (problem: string) =>
    problem === "Choose both dates"
      ? t`Choose both dates`
      : problem === "The start date must be on or before the end date"
        ? t`The start date must be on or before the end date`
        : problem === `Choose at most ${MAX_PERIOD_DAYS} days`
          ? t`Choose at most ${MAX_PERIOD_DAYS} days`
          : problem;
  const weekdayName = (weekday: string) => {
    const index = (WEEKDAYS as readonly string[]).indexOf(weekday);
    return index < 0 ? weekday : format.date(addDays(A_MONDAY, index), "weekday");
  };

  const range = choice.kind === "preset" ? lastDays(choice.days, today) : choice.range;
  const analytics = useOwnerAnalytics({ ...range, venueId });
  const data = analytics.data;
  const asked = data ? data.totals.bookings + data.totals.cancellations : 0;
  const cancelledShare = data && asked > 0 ? percent(data.totals.cancellations / asked) : null;
  const booked = data ? formatCount(data.totals.occupancy.booked) : "";

  const applyCustom = () => {
    const problem = customRangeProblem(draft);
    setDraftProblem(problem);
    if (!problem) setChoice({ kind: "custom", range: draft });
  };

  return (
    <section aria-labelledby="analytics-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="analytics-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Analytics</Trans>
          </h2>
          <p className="flex items-center gap-1.5 text-sm text-slate-500">
            <CalendarRange className="size-4" aria-hidden="true" />
            {rangeLabel(range, format.language)}
            {analytics.isFetching ? <Loader2 className="size-3.5 animate-spin" aria-label={t`Updating`} /> : null}
          </p>
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-center">
          <div
            className="inline-flex rounded-xl border border-slate-200 bg-white p-1 shadow-sm"
            role="group"
            aria-label={t`Period`}
          >
            {PERIOD_PRESETS.map((days) => {
              const on = choice.kind === "preset" && choice.days === days && !customOpen;
              return (
                <button
                  key={days}
                  type="button"
                  aria-pressed={on}
                  onClick={() => {
                    setCustomOpen(false);
                    setChoice({ kind: "preset", days });
                  }}
                  className={cn(
                    "flex-1 rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-none",
                    on ? "bg-brand-gradient text-white shadow-sm" : "text-slate-600 hover:text-slate-900",
                  )}
                >
                  <Trans>{days} days</Trans>
                </button>
              );
            })}
            <button
              type="button"
              aria-pressed={choice.kind === "custom" || customOpen}
              aria-expanded={customOpen}
              onClick={() => {
                setDraft(range);
                setDraftProblem(null);
                setCustomOpen((open) => !open);
              }}
              className={cn(
                "flex-1 rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors sm:flex-none",
                choice.kind === "custom" || customOpen
                  ? "bg-brand-gradient text-white shadow-sm"
                  : "text-slate-600 hover:text-slate-900",
              )}
            >
              <Trans>Custom</Trans>
            </button>
          </div>
          <Select
            aria-label={t`Venue`}
            value={venueId === null ? "" : String(venueId)}
            onChange={(event) => setVenueId(event.target.value ? Number(event.target.value) : null)}
            className="sm:w-56"
          >
            <option value="">{t`All venues`}</option>
            {[...(venues.data ?? [])]
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((venue) => (
                <option key={venue.id} value={venue.id}>
                  {venue.name}
                </option>
              ))}
          </Select>
        </div>
      </div>

      {customOpen ? (
        <Card className="p-4">
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              applyCustom();
            }}
          >
            <div className="space-y-1.5">
              <label htmlFor={fromId} className="text-sm font-medium text-slate-800">
                <Trans>From</Trans>
              </label>
              <Input
                id={fromId}
                type="date"
                value={draft.from}
                max={draft.to || undefined}
                onChange={(event) => setDraft((d) => ({ ...d, from: event.target.value }))}
                className="w-44"
              />
            </div>
            <div className="space-y-1.5">
              <label htmlFor={toId} className="text-sm font-medium text-slate-800">
                <Trans>To</Trans>
              </label>
              <Input
                id={toId}
                type="date"
                value={draft.to}
                min={draft.from || undefined}
                onChange={(event) => setDraft((d) => ({ ...d, to: event.target.value }))}
                className="w-44"
              />
            </div>
            <Button type="submit" variant="outline">
              <Trans>Show period</Trans>
            </Button>
            {draftProblem ? (
              <p className="w-full text-sm font-medium text-red-600" role="alert">
                {problemText(draftProblem)}
              </p>
            ) : null}
          </form>
        </Card>
      ) : null}

      {analytics.isPending ? (
        <AnalyticsSkeleton />
      ) : analytics.isError || !data ? (
        <LoadError
          message={t`An error occurred while loading your analytics`}
          onRetry={() => void analytics.refetch()}
        />
      ) : data.venues.length === 0 ? (
        <EmptyState icon={<BarChart3 />} title={t`No figures yet`} action={<AddVenueButton />}>
          <Trans>Views, bookings, earnings and occupancy appear here once you have a venue on Crease.</Trans>
        </EmptyState>
      ) : (
        <div className={cn("space-y-4 transition-opacity", analytics.isPlaceholderData && "opacity-60")}>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <Tile
              label={t`Views`}
              icon={<Eye aria-hidden="true" />}
              value={formatCount(data.totals.views)}
              hint={t`Visitors to your venue pages`}
            />
            <Tile
              label={t`Bookings`}
              icon={<Ticket aria-hidden="true" />}
              value={data.totals.bookings}
              hint={t`Confirmed and completed`}
            />
            <Tile
              label={t`Cancellations`}
              icon={<XCircle aria-hidden="true" />}
              value={data.totals.cancellations}
              hint={cancelledShare === null ? t`None in this period` : t`${cancelledShare} of all bookings`}
            />
            <Tile
              label={t`Occupancy`}
              icon={<Percent aria-hidden="true" />}
              value={percent(data.totals.occupancy.rate)}
              hint={
                <Plural
                  value={data.totals.occupancy.offered}
                  one={`${booked} of # slot`}
                  other={`${booked} of # slots`}
                />
              }
            />
            <MoneyCard totals={data.totals} />
          </div>

          <DailyChart data={data.daily} />

          <div className="grid gap-4 lg:grid-cols-2">
            <OccupancyChart
              title={t`Occupancy by time of day`}
              rows={data.occupancyByDayPart.map((row) => ({ ...row, label: words.slotName(row.dayPart) }))}
            />
            <OccupancyChart
              title={t`Occupancy by weekday`}
              rows={data.occupancyByWeekday.map((row) => ({ ...row, label: weekdayName(row.weekday) }))}
            />
          </div>

          {venueId === null ? <VenueTable venues={data.venues} /> : null}
        </div>
      )}
    </section>
  );
}
