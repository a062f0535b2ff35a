import { ListChecks, MessageSquareText, Star } from "lucide-react";
import type { CompareSummary, SummaryLeader } from "../lib/compare-summary";

const CARDS = [
  {
    key: "highestRated",
    title: "Highest rated",
    icon: Star,
    tone: "bg-amber-100 text-amber-700",
    value: (v: number) => `${v.toFixed(1)} average rating`,
    none: "No ratings yet",
  },
  {
    key: "mostAmenities",
    title: "Most amenities",
    icon: ListChecks,
    tone: "bg-pitch-100 text-pitch-700",
    value: (v: number) => `${v} ${v === 1 ? "amenity" : "amenities"}`,
    none: "No amenities listed",
  },
  {
    key: "mostReviews",
    title: "Most reviews",
    icon: MessageSquareText,
    tone: "bg-brand-100 text-brand-700",
    value: (v: number) => `${v} ${v === 1 ? "review" : "reviews"}`,
    none: "No reviews yet",
  },
] as const;

function names(leader: SummaryLeader): string {
  return leader.venues.map((v) => v.name).join(" & ");
}

/** The three titles of docs/product/search.md#compare, one card each. */
export function CompareSummaryCards({ summary }: { summary: CompareSummary }) {
  return (
    <section aria-labelledby="compare-summary-heading">
      <h2 id="compare-summary-heading" className="text-lg font-semibold text-slate-900">
        Summary
      </h2>
      <ul className="mt-3 divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-card sm:grid sm:grid-cols-3 sm:gap-4 sm:divide-y-0 sm:overflow-visible sm:rounded-none sm:border-0 sm:bg-transparent sm:shadow-none">
        {CARDS.map((card) => {
          const leader = summary[card.key];
          const Icon = card.icon;
          return (
            <li
              key={card.key}
              className="flex items-start gap-3 p-4 sm:rounded-2xl sm:border sm:border-slate-200/80 sm:bg-white sm:p-5 sm:shadow-card"
            >
              <span className={`inline-flex size-10 shrink-0 items-center justify-center rounded-xl ${card.tone}`}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{card.title}</p>
                {leader ? (
                  <>
                    <p className="mt-0.5 font-semibold text-slate-900">{names(leader)}</p>
                    <p className="text-sm text-slate-600">{card.value(leader.value)}</p>
                  </>
                ) : (
                  <p className="mt-0.5 text-sm text-slate-500">{card.none}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
