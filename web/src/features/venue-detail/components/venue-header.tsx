import type { Venue } from "@crease/core/contracts/venues";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ChevronRight, MapPin, Star } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { useWords } from "@/lib/i18n";

const TYPE_TONE: Record<string, "pitch" | "blue" | "amber" | "brand"> = {
  ground: "pitch",
  nets: "blue",
  box: "amber",
};

/** "Plot 7, Dwarka Sector 11, Delhi, Delhi 110075". */
export function addressLine(venue: Pick<Venue, "address" | "city" | "state" | "postalCode">): string {
  const head = [venue.address, venue.city, venue.state].map((part) => part?.trim()).filter(Boolean);
  const line = head.join(", ");
  return venue.postalCode?.trim() ? `${line} ${venue.postalCode.trim()}` : line;
}

interface VenueHeaderProps {
  venue: Venue;
  /** Buttons beside the title (Save, View on Map). */
  actions?: ReactNode;
  className?: string;
}

/** Breadcrumbs, type badge, name, rating and review count, and the full address line. */
export function VenueHeader({ venue, actions, className }: VenueHeaderProps) {
  const { t } = useLingui();
  const words = useWords();
  const rating = Number(venue.avgRating);
  const rated = Number.isFinite(rating) && rating > 0;
  const cityHref = `/search?${new URLSearchParams({ location: venue.city })}`;

  return (
    <header className={cn("space-y-4", className)}>
      <nav aria-label={t`Breadcrumb`}>
        <ol className="flex min-w-0 items-center gap-1 text-sm text-slate-500">
          <li>
            <Link to="/" className="rounded hover:text-brand-700 hover:underline">
              <Trans>Home</Trans>
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-3.5" />
          </li>
          <li>
            <Link to={cityHref} className="rounded whitespace-nowrap hover:text-brand-700 hover:underline">
              {words.city(venue.city)}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-3.5" />
          </li>
          <li className="min-w-0 truncate font-medium text-slate-700" aria-current="page">
            {venue.name}
          </li>
        </ol>
      </nav>

      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0 space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={TYPE_TONE[venue.venueType] ?? "brand"}>{words.venueType(venue.venueType)}</Badge>
            {rated ? (
              <span className="inline-flex items-center gap-1 text-sm font-semibold text-slate-800">
                <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                <span className="sr-only">
                  <Trans>Rated</Trans>
                </span>
                {rating.toFixed(1)}
                <span className="font-normal text-slate-500">
                  (<Plural value={venue.reviewCount} one="# review" other="# reviews" />)
                </span>
              </span>
            ) : (
              <span className="text-sm text-slate-500">
                <span className="font-semibold text-brand-700">
                  <Trans>New</Trans>
                </span>{" "}
                · <Plural value={venue.reviewCount} one="# review" other="# reviews" />
              </span>
            )}
          </div>
          <h1 className="text-2xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-3xl lg:text-4xl">
            {venue.name}
          </h1>
          <p className="flex items-start gap-1.5 text-slate-600">
            <MapPin className="mt-0.5 size-4 shrink-0 text-pitch-700" aria-hidden="true" />
            <span>{addressLine(venue)}</span>
          </p>
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
