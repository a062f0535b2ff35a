import { directionsUrl, formatDistance } from "@crease/core/geo";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, MapPin, Navigation, Star, X } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { IMAGE_SIZES, VenueImage } from "@/components/ui/venue-image";
import { cn } from "@/lib/cn";
import { useWords } from "@/lib/i18n";
import type { MapVenue } from "../lib/map-venues";
import { typeStyle } from "../lib/type-styles";

export function ratingLabel(avgRating: string, reviewCount: number) {
  const value = Number(avgRating);
  if (!Number.isFinite(value) || value <= 0) return null;
  return { value: value.toFixed(1), reviews: plural(reviewCount, { one: "# review", other: "# reviews" }) };
}

/** The card a pin or list item opens (docs/product/search.md#map): Directions and View Details. */
export function VenueDetailCard({ item, onClose }: { item: MapVenue; onClose: () => void }) {
  const { t } = useLingui();
  const words = useWords();
  const { venue, point, distanceKm } = item;
  const name = venue.name;
  const distance = distanceKm !== null ? formatDistance(distanceKm) : "";
  const style = typeStyle(venue.venueType);
  const rating = ratingLabel(venue.avgRating, venue.reviewCount);
  const photo = venue.images[0];

  return (
    <section
      aria-label={t`${name} details`}
      className="pointer-events-auto relative w-full overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-lift sm:w-[22rem]"
    >
      <div className="flex gap-3 p-3 sm:block sm:p-0">
        <div className="relative shrink-0">
          {photo ? (
            <VenueImage
              src={photo}
              fallbackSrc={venue.thumbnails[0]}
              sizes={IMAGE_SIZES.mapCard}
              alt=""
              width={352}
              height={144}
              className="size-20 rounded-xl bg-slate-100 object-cover sm:h-36 sm:w-full sm:rounded-none"
            />
          ) : (
            <div className="size-20 rounded-xl bg-linear-to-br from-brand-100 to-blue-100 sm:h-36 sm:w-full sm:rounded-none" />
          )}
          <span
            className={cn(
              "absolute top-3 left-3 hidden items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset sm:inline-flex",
              style.soft,
            )}
          >
            <span className={cn("size-2 rounded-full", style.dot)} aria-hidden="true" />
            {words.venueType(venue.venueType)}
          </span>
        </div>
        <div className="min-w-0 flex-1 sm:p-4 sm:pb-0">
          <p className="mb-1 inline-flex items-center gap-1.5 text-xs font-semibold text-slate-600 sm:hidden">
            <span className={cn("size-2 rounded-full", style.dot)} aria-hidden="true" />
            {words.venueType(venue.venueType)}
          </p>
          <h3 className="pr-8 text-base leading-snug font-semibold text-slate-900 sm:pr-0">{venue.name}</h3>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-500">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">
              {venue.city}, {venue.state}
            </span>
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            {rating ? (
              <span className="inline-flex items-center gap-1 text-slate-700">
                <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                <span className="font-semibold">{rating.value}</span>
                <span className="text-slate-500">({rating.reviews})</span>
              </span>
            ) : (
              <span className="text-slate-500">
                <Trans>New venue</Trans>
              </span>
            )}
            {distanceKm !== null ? (
              <span className="inline-flex items-center gap-1 font-medium text-blue-700">
                <Navigation className="size-3.5" aria-hidden="true" />
                <Trans>{distance} away</Trans>
              </span>
            ) : null}
          </div>
          <p className="mt-1 text-sm font-semibold text-slate-900">{words.price(venue)}</p>
        </div>
      </div>
      <div className="flex gap-2 px-3 pb-3 sm:p-4">
        <a
          href={directionsUrl(point)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("secondary", "sm", "flex-1")}
        >
          <Navigation aria-hidden="true" />
          <Trans>Directions</Trans>
          <span className="sr-only">
            {" "}
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
        <Link to={`/venues/${venue.id}`} className={buttonClasses("primary", "sm", "flex-1")}>
          <Trans>View Details</Trans>
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={t`Close venue details`}
        className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full bg-white/95 text-slate-600 shadow-md ring-1 ring-slate-900/5 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </section>
  );
}
