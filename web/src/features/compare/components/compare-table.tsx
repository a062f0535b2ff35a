import { COMPARE_AMENITIES } from "@crease/core/amenities";
import type { VenueWithDetails } from "@crease/core/contracts/venues";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check, MapPin, Plus, X } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useWords } from "@/lib/i18n";
import { usePolicyWords } from "@/lib/i18n/platform-policies";
import { COMPARE_MAX } from "../lib/compare-store";
import { type CompareAmenity, type CompareSummary, hasAmenity } from "../lib/compare-summary";
import { AddOns, CELL, Format, NotListed, Payment, Photo, Rating, ROW_HEAD, SlotPrices } from "./compare-cells";
import { VenueTypeIcon } from "./venue-type-icon";

/** A column: the venue once loaded, or null while it is on its way. */
export type CompareColumn = { id: number; venue: VenueWithDetails | null };

interface CompareTableProps {
  columns: CompareColumn[];
  summary: CompareSummary;
  onRemove: (id: number) => void;
}

/** The six checked amenities' row names (the product's words; owners' own lists stay as written). */
const AMENITY_LABELS: Record<CompareAmenity, MessageDescriptor> = {
  parking: msg`Parking`,
  refreshments: msg`Refreshments`,
  security: msg`Security`,
  floodlights: msg`Floodlights`,
  washrooms: msg`Washrooms`,
  // The table's row reads better hyphenated.
  wifi: msg`Wi-Fi`,
};

interface Row {
  key: string;
  label: string;
  render: (venue: VenueWithDetails) => ReactNode;
}

function Section({ title, span }: { title: string; span: number }) {
  return (
    <tr>
      <th
        scope="colgroup"
        colSpan={span}
        className="border-b border-slate-100 bg-slate-50/80 px-3 py-2 text-left text-xs font-bold tracking-wider text-brand-700 uppercase sm:px-5"
      >
        <span className="sticky left-3 sm:left-5">{title}</span>
      </th>
    </tr>
  );
}

/**
 * Venues as columns, qualities as rows (docs/product/search.md#compare). On a phone the table scrolls
 * sideways under a sticky first column, so each row keeps its name in view.
 */
export function CompareTable({ columns, summary, onRemove }: CompareTableProps) {
  const { t, i18n } = useLingui();
  const words = useWords();
  const policy = usePolicyWords();
  const canAdd = columns.length < COMPARE_MAX;
  const max = COMPARE_MAX;
  const placesLeft = COMPARE_MAX - columns.length;
  const span = columns.length + 1 + (canAdd ? 1 : 0);
  const topRated = new Set(summary.highestRated?.venues.map((v) => v.id));

  const cells = (render: (venue: VenueWithDetails) => ReactNode) => (
    <>
      {columns.map(({ id, venue }) => (
        <td key={id} className={CELL}>
          {venue ? render(venue) : <Skeleton className="h-4 w-3/4" />}
        </td>
      ))}
      {canAdd ? <td className={cn(CELL, "bg-slate-50/40")} /> : null}
    </>
  );

  const groups: { key: string; title: string; rows: Row[] }[] = [
    {
      key: "overview",
      title: t`Overview`,
      rows: [
        { key: "type", label: t`Type`, render: (v) => words.venueType(v.venueType) },
        {
          key: "location",
          label: t`Location`,
          render: (v) => (
            <span className="flex gap-1.5">
              <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <span>
                {v.address ? <span className="block text-slate-500">{v.address}</span> : null}
                <span className="font-medium text-slate-800">
                  {v.city}, {v.state}
                </span>
              </span>
            </span>
          ),
        },
        {
          key: "rating",
          label: t`Rating`,
          render: (v) => <Rating venue={v} leader={topRated.has(v.id) && columns.length > 1} />,
        },
      ],
    },
    {
      key: "pricing",
      title: t`Pricing`,
      rows: [
        {
          key: "price",
          label: t`Price`,
          render: (v) => <span className="font-semibold text-slate-900">{words.price(v)}</span>,
        },
        { key: "slot-prices", label: t`Slot prices & hours`, render: (v) => <SlotPrices venue={v} /> },
        { key: "payment", label: t`Payment`, render: (v) => <Payment venue={v} /> },
        { key: "add-ons", label: t`Add-ons`, render: (v) => <AddOns venue={v} /> },
      ],
    },
    {
      key: "playing",
      title: t`Playing`,
      rows: [{ key: "format", label: t`Pitch / team size`, render: (v) => <Format venue={v} /> }],
    },
    {
      key: "amenities",
      title: t`Amenities`,
      rows: COMPARE_AMENITIES.map((amenity) => ({
        key: amenity,
        label: i18n._(AMENITY_LABELS[amenity]),
        render: (v) =>
          hasAmenity(v.amenities, amenity) ? (
            <span className="inline-flex items-center gap-1.5 font-medium text-pitch-700">
              <span className="inline-flex size-6 items-center justify-center rounded-full bg-pitch-100">
                <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
              </span>
              <Trans>Yes</Trans>
            </span>
          ) : (
            <span className="inline-flex items-center gap-1.5 text-slate-400">
              <span className="inline-flex size-6 items-center justify-center rounded-full bg-slate-100">
                <X className="size-3.5" aria-hidden="true" />
              </span>
              <Trans>No</Trans>
            </span>
          ),
      })),
    },
    {
      key: "policies",
      title: t`Policies`,
      rows: [
        {
          key: "cancellation",
          label: t`Cancellation`,
          render: (v) =>
            v.cancellationRules ? (
              <p className="text-sm leading-relaxed text-slate-600">{policy(v.cancellationRules)}</p>
            ) : (
              <NotListed />
            ),
        },
      ],
    },
  ];

  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-card">
      <div className="overflow-x-auto overscroll-x-contain">
        <table
          className="w-full table-fixed border-separate border-spacing-0"
          // Venue columns share the width equally, and never shrink below a readable width (the row
          // names' column is 8rem on a phone: "REFRESHMENTS" ran into the values at 7).
          style={{ minWidth: `${8 + (columns.length + (canAdd ? 1 : 0)) * 13}rem` }}
        >
          <caption className="sr-only">
            <Trans>Side-by-side comparison of the selected venues</Trans>
          </caption>
          <thead>
            <tr>
              <td className={cn(ROW_HEAD, "align-bottom normal-case")}>
                <span className="sr-only">
                  <Trans>Venue</Trans>
                </span>
              </td>
              {columns.map(({ id, venue }) => (
                <th
                  key={id}
                  scope="col"
                  className="border-b border-slate-200 px-3 pt-4 pb-5 text-left align-top font-normal sm:px-5 sm:pt-5"
                >
                  {venue ? (
                    <div className="flex flex-col gap-3">
                      <div className="relative">
                        <Photo venue={venue} />
                        <button
                          type="button"
                          onClick={() => onRemove(id)}
                          aria-label={t`Remove ${venue.name} from comparison`}
                          className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full bg-white/95 text-slate-600 shadow-md ring-1 ring-slate-900/5 transition-colors hover:bg-white hover:text-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                        >
                          <X className="size-4" aria-hidden="true" />
                        </button>
                      </div>
                      <div className="flex items-start gap-2.5">
                        <VenueTypeIcon type={venue.venueType} className="mt-0.5 size-8" />
                        <div className="min-w-0">
                          <Link
                            to={`/venues/${venue.id}`}
                            className="text-base leading-snug font-semibold text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                          >
                            {venue.name}
                          </Link>
                          <p className="mt-0.5 text-xs text-slate-500">
                            {venue.city}, {venue.state}
                          </p>
                        </div>
                      </div>
                    </div>
                  ) : (
                    <div className="flex flex-col gap-3" role="status" aria-label={t`Loading venue`}>
                      <Skeleton className="aspect-[4/3] w-full rounded-xl" />
                      <Skeleton className="h-5 w-3/4" />
                      <Skeleton className="h-3 w-1/2" />
                    </div>
                  )}
                </th>
              ))}
              {canAdd ? (
                <th
                  scope="col"
                  className="border-b border-slate-200 bg-slate-50/40 px-3 pt-4 pb-5 align-top font-normal sm:px-5 sm:pt-5"
                >
                  <Link
                    to="/search"
                    className="group flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-white text-center text-sm font-semibold text-slate-600 transition-colors hover:border-brand-300 hover:bg-brand-50/50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-600 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-100">
                      <Plus className="size-5" aria-hidden="true" />
                    </span>
                    <Trans>Add a venue</Trans>
                    <span className="px-4 text-xs font-normal text-slate-500">
                      <Trans>
                        {placesLeft} of {max} places left
                      </Trans>
                    </span>
                  </Link>
                </th>
              ) : null}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.key}>
              <Section title={group.title} span={span} />
              {group.rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className={ROW_HEAD}>
                    {row.label}
                  </th>
                  {cells(row.render)}
                </tr>
              ))}
            </tbody>
          ))}
          <tbody>
            <tr>
              <td className={cn(ROW_HEAD, "border-b-0")}>
                <span className="sr-only">
                  <Trans>Actions</Trans>
                </span>
              </td>
              {columns.map(({ id, venue }) => (
                <td key={id} className="px-3 py-4 sm:px-5">
                  {venue ? (
                    <Link to={`/venues/${venue.id}`} className={buttonClasses("primary", "sm", "w-full")}>
                      <Trans>View &amp; book</Trans>
                    </Link>
                  ) : null}
                </td>
              ))}
              {canAdd ? <td className="bg-slate-50/40" /> : null}
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}
