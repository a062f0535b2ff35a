import type { Favorite } from "@crease/core/favorites";
import { t } from "@lingui/core/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth";
import { loginPathFor } from "@/lib/safe-redirect";
import { useAddFavorite } from "../api/add-favorite";
import { favoritesQueryKey, useFavorites } from "../api/get-favorites";
import { useRemoveFavorite } from "../api/remove-favorite";

/**
 * The favourite toggle for one venue (docs/product/bookings.md): a visitor is told to log in and sent to
 * /login (coming back here afterwards); otherwise POST when not saved, DELETE when saved. The
 * saved state comes from the favourites list, so it only flips once the server agreed and the
 * list was refreshed.
 */
export function useFavoriteToggle(venueId: number) {
  const { status } = useAuth();
  const favorites = useFavorites();
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  const isSaved = favorites.data?.some((f) => f.venueId === venueId) ?? false;
  const isPending = add.isPending || remove.isPending;

  const toggle = () => {
    if (status === "loading" || isPending) return;
    if (status !== "signed-in") {
      toast({ title: t`Authentication required`, description: t`Please login to save favorites` });
      void navigate(loginPathFor(`${location.pathname}${location.search}`));
      return;
    }
    const onError = () => {
      toast({ title: t`Error`, description: t`Failed to update favorites`, variant: "destructive" });
      void queryClient.invalidateQueries({ queryKey: favoritesQueryKey });
    };
    if (isSaved) {
      remove.mutate(venueId, {
        onSuccess: () => {
          // The server agreed: flip the cached list now, then ask for the real one.
          queryClient.setQueryData<Favorite[]>(favoritesQueryKey, (list) => list?.filter((f) => f.venueId !== venueId));
          toast({ title: t`Removed from favorites`, description: t`Venue has been removed from your favorites` });
          void queryClient.invalidateQueries({ queryKey: favoritesQueryKey });
        },
        onError,
      });
    } else {
      add.mutate(venueId, {
        onSuccess: (saved) => {
          queryClient.setQueryData<Favorite[]>(favoritesQueryKey, (list) =>
            list?.some((f) => f.venueId === venueId) ? list : [saved, ...(list ?? [])],
          );
          toast({
            title: t`Added to favorites`,
            description: t`Venue has been added to your favorites`,
            variant: "success",
          });
          void queryClient.invalidateQueries({ queryKey: favoritesQueryKey });
        },
        onError,
      });
    }
  };

  return {
    isSaved,
    isPending,
    /** Signed in (or the session still loading) and the saved list not known yet. */
    isChecking: status === "loading" || (status === "signed-in" && favorites.isPending),
    toggle,
  };
}
