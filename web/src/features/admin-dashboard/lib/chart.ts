/** The Overview chart's series: bookings and revenue per day from the platform analytics. */

import type { OwnerAnalyticsDay } from "@crease/core/analytics";
import { formatDate } from "@crease/core/format";

export interface ChartPoint {
  date: string;
  /** "Nov 16". */
  label: string;
  bookings: number;
  revenue: number;
}

function labelOf(date: string): string {
  return formatDate(date, "month-day");
}

export function chartPoints(daily: readonly OwnerAnalyticsDay[]): ChartPoint[] {
  return daily.map((day) => ({
    date: day.date,
    label: labelOf(day.date),
    bookings: day.bookings,
    revenue: Number(day.revenue) || 0,
  }));
}

/** Totals and the busiest day, for the chart's heading and its text alternative. */
export function chartFacts(points: readonly ChartPoint[]) {
  let bookings = 0;
  let revenue = 0;
  let busiest: ChartPoint | null = null;
  for (const point of points) {
    bookings += point.bookings;
    revenue += point.revenue;
    if (point.bookings > 0 && (!busiest || point.bookings > busiest.bookings)) busiest = point;
  }
  const average = points.length > 0 ? bookings / points.length : 0;
  return { bookings, revenue, busiest, average };
}
