import type { Venue } from "@crease/core/contracts/venues";
import { formatDistance } from "@crease/core/geo";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { MapPin, Navigation, Star } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { IMAGE_SIZES, VenueImage } from "@/components/ui/venue-image";
import { cn } from "@/lib/cn";
import { useWords } from "@/lib/i18n";
import { VenueCoverArt } from "./venue-cover-art";

/** The cover's box is 3:2, like the pictures and their 400 × 267 thumbnails. */
const COVER_WIDTH = 400;
const COVER_HEIGHT = 267;
/** Twice the widest card is sharp on any phone, at half the bytes of the full picture on a 3× screen. */
const CARD_MAX_WIDTH = 800;

/** The docs/product/screens.md type colours, the same as the map's pins: ground amber, nets green, box purple. */
const TYPE_DOT: Record<string, string> = {
  ground: "bg-amber-500",
  nets: "bg-pitch-500",
  box: "bg-violet-500",
};

/** "/venues/12", or "/venues/12?date=2026-01-05&slot=evening" when the search already chose them. */
export function venuePath(id: number, preset: { date?: string; slot?: string } = {}): string {
  const params = new URLSearchParams();
  if (preset.date) params.set("date", preset.date);
  if (preset.slot) params.set("slot", preset.slot);
  const qs = params.toString();
  return qs ? `/venues/${id}?${qs}` : `/venues/${id}`;
}

export interface VenueCardProps {
  venue: Venue;
  /** A chosen slot ("evening", "18:00-19:00"): the ground price of that slot, and preset on the venue page. */
  slot?: string;
  /** A chosen date (YYYY-MM-DD), preset on the venue page. */
  date?: string;
  /** Buttons over the cover's top-right corner (favourite, compare). They sit outside the link. */
  actions?: ReactNode;
  /** The cover is the page's largest paint (the first search result on a phone): fetch it at once. */
  priority?: boolean;
  /**
   * The pincode searched for: a venue in that very pincode reads "In 560064" rather than its
   * distance from the pincode's centre ("0 m away" said nothing; issue 46).
   */
  pincode?: string;
  className?: string;
}

/**
 * A venue in a list (docs/product/screens.md#public "Venue cards"): the whole card links to the venue page.
 * Cover (the first image in the width the card needs, its thumbnail for an image stored in one
 * size, else the type's drawing), name, "city, state", type,
 * rating ("New" without reviews) and review count, two amenities and how many more, the
 * price text of docs/product/screens.md#details-that-hold-on-every-screen, and the distance of a "nearest first" search.
 */
export function VenueCard({ venue, slot, date, actions, priority, pincode, className }: VenueCardProps) {
  const { t } = useLingui();
  const words = useWords();
  const cover = venue.images[0];
  const distance = venue.distanceKm !== undefined ? formatDistance(venue.distanceKm) : "";
  const inPincode = Boolean(pincode) && venue.postalCode?.trim() === pincode;
  const [coverFailed, setCoverFailed] = useState(false);
  const rating = Number(venue.avgRating);
  const rated = Number.isFinite(rating) && rating > 0;
  const shownAmenities = venue.amenities.slice(0, 2);
  const moreAmenities = venue.amenities.length - shownAmenities.length;
  const place = [venue.city, venue.state].filter(Boolean).join(", ");

  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-card transition-shadow duration-200 hover:shadow-lift",
        className,
      )}
    >
      <Link
        to={venuePath(venue.id, { date, slot })}
        className="flex h-full flex-col rounded-2xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <div className="relative aspect-[3/2] overflow-hidden bg-slate-100">
          {cover && !coverFailed ? (
            <VenueImage
              src={cover}
              fallbackSrc={venue.thumbnails[0]}
              sizes={IMAGE_SIZES.card}
              maxWidth={CARD_MAX_WIDTH}
              priority={priority}
              alt=""
              width={COVER_WIDTH}
              height={COVER_HEIGHT}
              onError={() => setCoverFailed(true)}
              className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
            />
          ) : (
            <VenueCoverArt type={venue.venueType} className="size-full" />
          )}
          <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800 shadow-sm ring-1 ring-slate-900/5">
            <span
              className={cn("size-2 rounded-full", TYPE_DOT[venue.venueType] ?? "bg-brand-500")}
              aria-hidden="true"
            />
            {words.venueType(venue.venueType)}
          </span>
          {inPincode ? (
            <span className="absolute bottom-3 left-3 inline-flex items-center gap-1 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-semibold text-white backdrop-blur-sm">
              <MapPin className="size-3" aria-hidden="true" />
              <Trans>In {pincode}</Trans>
            </span>
          ) : venue.distanceKm !== undefined && Number.isFinite(venue.distanceKm) ? (
            <span className="absolute bottom-3 left-3 inline-flex items-center gap-1 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-semibold text-white backdrop-blur-sm">
              <Navigation className="size-3" aria-hidden="true" />
              <Trans>{distance} away</Trans>
            </span>
          ) : null}
        </div>

        <div className="flex flex-1 flex-col gap-2.5 p-4 sm:p-5">
          <div className="flex items-start justify-between gap-3">
            <h3 className="line-clamp-2 text-base leading-snug font-semibold text-slate-900 group-hover:text-brand-700">
              {venue.name}
            </h3>
            {rated ? (
              <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-slate-800">
                <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                <span className="sr-only">
                  <Trans>Rated</Trans>{" "}
                </span>
                {rating.toFixed(1)}
                <span className="font-normal text-slate-500">
                  ({venue.reviewCount}
                  <span className="sr-only">
                    {" "}
                    <Plural value={venue.reviewCount} one="review" other="reviews" />
                  </span>
                  )
                </span>
              </span>
            ) : (
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-100 ring-inset">
                <Trans>New</Trans>
                {venue.reviewCount > 0 ? (
                  <span className="font-normal text-brand-600/80">
                    ({venue.reviewCount}
                    <span className="sr-only">
                      {" "}
                      <Plural value={venue.reviewCount} one="review" other="reviews" />
                    </span>
                    )
                  </span>
                ) : (
                  <span className="sr-only">
                    <Trans>, no reviews yet</Trans>
                  </span>
                )}
              </span>
            )}
          </div>

          {place ? (
            <p className="flex items-center gap-1.5 text-sm text-slate-600">
              <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <span className="truncate">{place}</span>
            </p>
          ) : null}

          {shownAmenities.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label={t`Amenities`}>
              {shownAmenities.map((amenity) => (
                <li key={amenity} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                  {words.amenity(amenity)}
                </li>
              ))}
              {moreAmenities > 0 ? (
                <li className="rounded-md px-1 py-0.5 text-xs font-medium text-slate-500">
                  <Trans>+{moreAmenities} more</Trans>
                </li>
              ) : null}
            </ul>
          ) : null}

          <p className="mt-auto border-t border-slate-100 pt-3 text-[15px] font-bold text-slate-900">
            {words.price(venue, slot)}
          </p>
        </div>
      </Link>

      {actions ? <div className="absolute top-3 right-3 z-10 flex items-center gap-2">{actions}</div> : null}
    </article>
  );
}
