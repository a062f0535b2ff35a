/** The Overview chart's series: bookings and revenue per day from the platform analytics. */

import type { OwnerAnalyticsDay } from "@crease/core/analytics";
import { formatDate } from "@crease/core/format";
import type { Language } from "@crease/core/language";

export interface ChartPoint {
  date: string;
  /** "Nov 16". */
  label: string;
  bookings: number;
  revenue: number;
}

/** The days labelled in the language on screen ("Nov 16" / "16 नव॰"). */
export function chartPoints(daily: readonly OwnerAnalyticsDay[], language: Language = "en"): ChartPoint[] {
  return daily.map((day) => ({
    date: day.date,
    label: formatDate(day.date, "month-day", language),
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
