import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Heart, RefreshCw, Search } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { VenueCard, VenueGrid, VenueGridSkeleton } from "@/features/venues";
import { useFavorites } from "../api/get-favorites";
import { FavoriteButton } from "./favorite-button";

/** The dashboard's Favorites tab: the saved venues as cards, newest first, each with its heart. */
export function FavoritesPanel() {
  const { t } = useLingui();
  const favorites = useFavorites();

  if (favorites.isPending) return <VenueGridSkeleton count={3} label={t`Loading your saved venues`} />;

  if (favorites.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
      >
        <p className="font-semibold text-red-800">
          <Trans>An error occurred while loading your favorites</Trans>
        </p>
        <p className="mt-1 text-sm text-red-700">
          <Trans>Please try again in a moment.</Trans>
        </p>
        <Button variant="secondary" className="mt-5" onClick={() => void favorites.refetch()}>
          <RefreshCw aria-hidden="true" />
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }

  if (favorites.data.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-red-50 text-red-500 ring-1 ring-red-100">
          <Heart className="size-6" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-slate-900">
          <Trans>No saved venues yet</Trans>
        </h2>
        <p className="mt-1.5 max-w-md text-sm leading-relaxed text-slate-600">
          <Trans>
            Tap the heart on any venue to save it here, so your favourite grounds, nets and box arenas are always a
            click away.
          </Trans>
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/search">
            <Search aria-hidden="true" />
            <Trans>Find a venue</Trans>
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <section aria-labelledby="favorites-heading">
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id="favorites-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Saved venues</Trans>
        </h2>
        <p className="text-sm text-slate-500">
          <Plural value={favorites.data.length} one="# venue" other="# venues" />
        </p>
      </div>
      <VenueGrid>
        {favorites.data.map((favorite) => (
          <VenueCard
            key={favorite.id}
            venue={favorite.venue}
            actions={<FavoriteButton venueId={favorite.venueId} venueName={favorite.venue.name} />}
          />
        ))}
      </VenueGrid>
    </section>
  );
}
