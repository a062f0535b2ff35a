import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ListChecks, MessageSquareText, Star } from "lucide-react";
import type { CompareSummary, SummaryLeader } from "../lib/compare-summary";

const CARDS = [
  {
    key: "highestRated",
    title: msg`Highest rated`,
    icon: Star,
    tone: "bg-amber-100 text-amber-700",
    value: (v: number) => {
      const rating = v.toFixed(1);
      return msg`${rating} average rating`;
    },
    none: msg`No ratings yet`,
  },
  {
    key: "mostAmenities",
    title: msg`Most amenities`,
    icon: ListChecks,
    tone: "bg-pitch-100 text-pitch-700",
    value: (v: number) => msg`${plural(v, { one: "# amenity", other: "# amenities" })}`,
    none: msg`No amenities listed`,
  },
  {
    key: "mostReviews",
    title: msg`Most reviews`,
    icon: MessageSquareText,
    tone: "bg-brand-100 text-brand-700",
    value: (v: number) => msg`${plural(v, { one: "# review", other: "# reviews" })}`,
    none: msg`No reviews yet`,
  },
] as const satisfies readonly {
  key: keyof CompareSummary;
  title: MessageDescriptor;
  icon: typeof Star;
  tone: string;
  value: (v: number) => MessageDescriptor;
  none: MessageDescriptor;
}[];

/** The leaders' names as written by their owners, joined with "&". */
function names(leader: SummaryLeader): string {
  return leader.venues.map((v) => v.name).join(" & ");
}

/** The three titles of docs/product/search.md#compare, one card each. */
export function CompareSummaryCards({ summary }: { summary: CompareSummary }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="compare-summary-heading">
      <h2 id="compare-summary-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Summary</Trans>
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
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{i18n._(card.title)}</p>
                {leader ? (
                  <>
                    <p className="mt-0.5 font-semibold text-slate-900">{names(leader)}</p>
                    <p className="text-sm text-slate-600">{i18n._(card.value(leader.value))}</p>
                  </>
                ) : (
                  <p className="mt-0.5 text-sm text-slate-500">{i18n._(card.none)}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
