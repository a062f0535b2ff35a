import { formatDistance } from "@crease/core/geo";
import { useLingui } from "@lingui/react/macro";
import { Navigation, Star } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { IMAGE_SIZES, VenueImage } from "@/components/ui/venue-image";
import { cn } from "@/lib/cn";
import { useWords } from "@/lib/i18n";
import type { MapVenue } from "../lib/map-venues";
import { typeStyle } from "../lib/type-styles";
import { ratingLabel } from "./venue-detail-card";

interface MapVenueListProps {
  items: MapVenue[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

export function MapVenueListSkeleton() {
  return (
    <ul className="divide-y divide-slate-100" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <li key={i} className="flex gap-3 p-4">
          <Skeleton className="size-16 shrink-0 rounded-xl" />
          <div className="flex-1 space-y-2 py-1">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The venues beside (or under) the map; choosing one opens its card and finds its pin. */
export function MapVenueList({ items, selectedId, onSelect }: MapVenueListProps) {
  const { t } = useLingui();
  const words = useWords();
  return (
    <ul className="divide-y divide-slate-100" aria-label={t`Venues on the map`}>
      {items.map(({ venue, distanceKm }) => {
        const style = typeStyle(venue.venueType);
        const rating = ratingLabel(venue.avgRating, venue.reviewCount);
        const photo = venue.images[0];
        const selected = venue.id === selectedId;
        return (
          <li key={venue.id}>
            <button
              type="button"
              aria-pressed={selected}
              data-venue-id={venue.id}
              onClick={() => onSelect(venue.id)}
              className={cn(
                "flex w-full gap-3 p-4 text-left transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
                selected ? "bg-brand-50/70 shadow-[inset_3px_0_0_var(--color-brand-600)]" : "hover:bg-slate-50",
              )}
            >
              {photo ? (
                <VenueImage
                  src={photo}
                  fallbackSrc={venue.thumbnails[0]}
                  sizes={IMAGE_SIZES.tiny}
                  alt=""
                  width={64}
                  height={64}
                  className="size-16 shrink-0 rounded-xl bg-slate-100 object-cover ring-1 ring-slate-900/5"
                />
              ) : (
                <span className="size-16 shrink-0 rounded-xl bg-linear-to-br from-brand-100 to-blue-100" />
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-slate-900">{venue.name}</span>
                <span className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-500">
                  <span className={cn("size-2 shrink-0 rounded-full", style.dot)} aria-hidden="true" />
                  <span className="truncate">
                    {words.venueType(venue.venueType)} · {venue.city}
                  </span>
                </span>
                <span className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
                  <span className="font-semibold text-slate-800">{words.price(venue)}</span>
                  {rating ? (
                    <span className="inline-flex items-center gap-0.5 text-slate-600">
                      <Star className="size-3 fill-amber-400 text-amber-400" aria-hidden="true" />
                      {rating.value}
                    </span>
                  ) : null}
                  {distanceKm !== null ? (
                    <span className="inline-flex items-center gap-1 font-medium text-blue-700">
                      <Navigation className="size-3" aria-hidden="true" />
                      {formatDistance(distanceKm)}
                    </span>
                  ) : null}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
