import { Heart, RefreshCw, Search } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { VenueCard, VenueGrid, VenueGridSkeleton } from "@/features/venues";
import { useFavorites } from "../api/get-favorites";
import { FavoriteButton } from "./favorite-button";

/** The dashboard's Favorites tab: the saved venues as cards, newest first, each with its heart. */
export function FavoritesPanel() {
  const favorites = useFavorites();

  if (favorites.isPending) return <VenueGridSkeleton count={3} label="Loading your saved venues" />;

  if (favorites.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
      >
        <p className="font-semibold text-red-800">An error occurred while loading your favorites</p>
        <p className="mt-1 text-sm text-red-700">Please try again in a moment.</p>
        <Button variant="secondary" className="mt-5" onClick={() => void favorites.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
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
        <h2 className="mt-4 text-lg font-semibold text-slate-900">No saved venues yet</h2>
        <p className="mt-1.5 max-w-md text-sm leading-relaxed text-slate-600">
          Tap the heart on any venue to save it here, so your favourite grounds, nets and box arenas are always a click
          away.
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/search">
            <Search aria-hidden="true" />
            Find a venue
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <section aria-labelledby="favorites-heading">
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id="favorites-heading" className="text-lg font-semibold text-slate-900">
          Saved venues
        </h2>
        <p className="text-sm text-slate-500">
          {favorites.data.length} {favorites.data.length === 1 ? "venue" : "venues"}
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
