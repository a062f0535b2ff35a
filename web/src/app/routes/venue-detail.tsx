import { todayInIst } from "@crease/core/slots";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Map as MapIcon, RefreshCw } from "lucide-react";
import { type ComponentProps, lazy, Suspense, useCallback, useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { CompareToggle } from "@/features/compare/components/compare-toggle";
import { useVenueCredit } from "@/features/credit/api/venue-credit";
import { FavoriteButton } from "@/features/favorites/components/favorite-button";
import { useWebSocket } from "@/features/realtime/hooks/use-websocket";
import { ReviewsPanel } from "@/features/reviews/components/reviews-panel";
import { BookingCard } from "@/features/venue-detail/components/booking-card";
import { ImageCarousel } from "@/features/venue-detail/components/image-carousel";
import { VenueDetailSkeleton } from "@/features/venue-detail/components/venue-detail-skeleton";
import { VenueHeader } from "@/features/venue-detail/components/venue-header";
import { VenueNotFound } from "@/features/venue-detail/components/venue-not-found";
import { VenueTabs } from "@/features/venue-detail/components/venue-tabs";
import { VenueWhatsAppLinks } from "@/features/venue-detail/components/venue-whatsapp-links";
import { useConfig } from "@/features/venues";
import { availabilityKey } from "@/features/venues/api/get-availability";
import { useVenue, useVenueDetails, venueKey } from "@/features/venues/api/get-venue";
import { VenueCoverArt } from "@/features/venues/components/venue-cover-art";
import { isApiError } from "@/lib/api-client";
import { withCatalogue } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

/** How long the slot indicator says "Checking" after a live booking before re-reading (docs/product/screens.md#details-that-hold-on-every-screen). */
const LIVE_BOOKING_SPINNER_MS = 1500;
const VENUE_UPDATE_TOAST_MS = 3000;

/** "/venues/12" → 12; anything else (letters, 0, "12abc") is no venue at all. */
function venueIdFrom(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

/**
 * Live updates for the venue on screen (docs/product/screens.md): the page subscribes to it over the
 * realtime connection. Bookings, cancellations and edits show the 'Venue Update' toast; a new
 * booking re-reads the availability after a 1.5 s "Checking"; holds and cancellations re-read
 * it at once; edits re-read the venue. A component of its own beside the page: the connection
 * opening (after the takeover) then redraws nothing else; `setChecking` is the page's state.
 */
function LiveVenueUpdates({
  venueId,
  setChecking,
}: {
  venueId: number | null;
  setChecking: (checking: boolean) => void;
}): null {
  const { connected, send, subscribe } = useWebSocket();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!connected || venueId === null) return;
    send({ type: "subscribe_venue", venueId });
    return () => {
      send({ type: "unsubscribe_venue", venueId });
    };
  }, [connected, send, venueId]);

  useEffect(() => {
    if (venueId === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe((message) => {
      if (message.type !== "venue_update" || message.venueId !== venueId) return;
      const action = message.data?.action;
      // Holds come and go while people pay: the slots follow quietly, without a toast each time.
      if (action === "hold_created" || action === "hold_released") {
        void queryClient.invalidateQueries({ queryKey: availabilityKey(venueId) });
        return;
      }
      toast({
        title: t`Venue Update`,
        description: t`A venue you're viewing has been updated`,
        duration: VENUE_UPDATE_TOAST_MS,
      });
      if (action === "booking_created") {
        setChecking(true);
        clearTimeout(timer);
        timer = setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: availabilityKey(venueId) }).finally(() => setChecking(false));
        }, LIVE_BOOKING_SPINNER_MS);
      } else if (action === "booking_cancelled") {
        void queryClient.invalidateQueries({ queryKey: availabilityKey(venueId) });
      } else {
        void queryClient.invalidateQueries({ queryKey: venueKey(venueId) });
      }
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [subscribe, queryClient, venueId, setChecking]);

  return null;
}

/**
 * The booking card with who is signed in: asked here, not by the page, so the session's answer
 * (after the takeover) redraws only the card, not the photos, tabs and reviews around it.
 */
function SessionBookingCard(props: Omit<ComponentProps<typeof BookingCard>, "session">) {
  const { status } = useAuth();
  return <BookingCard {...props} session={status} />;
}

/**
 * The venue credit card's code and words (the `screens` catalogue) load only at a venue whose
 * owner offers credit, or where the player still holds some: other venue pages stay as light.
 */
const VenueCreditCard = lazy(
  withCatalogue("screens", () =>
    import("@/features/credit/components/venue-credit-card").then((m) => ({ default: m.VenueCreditCard })),
  ),
);

function VenueCredit({ venueId, venueName }: { venueId: number; venueName: string }) {
  const credit = useVenueCredit(venueId);
  if (!credit.data || (!credit.data.enabled && Number(credit.data.balance) <= 0)) return null;
  return (
    <Suspense fallback={null}>
      <VenueCreditCard venueId={venueId} venueName={venueName} className="mb-6" />
    </Suspense>
  );
}

/** Venue detail (docs/product/screens.md): photos, facts, tabs with reviews, and the booking card. */
export function Component() {
  const venueId = venueIdFrom(useParams().id);
  const [liveChecking, setLiveChecking] = useState(false);
  return (
    <>
      <LiveVenueUpdates venueId={venueId} setChecking={setLiveChecking} />
      <VenueDetail venueId={venueId} liveChecking={liveChecking} />
    </>
  );
}

function VenueDetail({ venueId, liveChecking }: { venueId: number | null; liveChecking: boolean }) {
  const { t: translate } = useLingui();
  const id = venueId ?? 0;
  const venue = useVenue(id);
  const details = useVenueDetails(id);
  // One function for the page's life, so the memoised booking card is not redrawn for it.
  const { refetch: refetchDetails } = details;
  const retryDetails = useCallback(() => void refetchDetails(), [refetchDetails]);
  const [today] = useState(() => todayInIst());
  const config = useConfig();
  // The venue's name and city, as the server titles the page it sends (server/src/lib/page-head.ts).
  const named = venue.data ? [venue.data.name, venue.data.city].filter(Boolean).join(", ") : null;
  useDocumentTitle(named ?? (venue.isError ? translate`Venue not found` : translate`Venue details`));

  if (venueId === null || (venue.isError && isApiError(venue.error) && venue.error.status === 404)) {
    return <VenueNotFound />;
  }
  if (venue.isPending) return <VenueDetailSkeleton />;
  if (venue.isError) {
    return (
      <div className="container-page py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>We couldn't load this venue</Trans>
        </h1>
        <p className="mt-2 text-slate-600">
          <Trans>Please check your connection and try again.</Trans>
        </p>
        <Button className="mt-6" variant="secondary" onClick={() => void venue.refetch()}>
          <RefreshCw aria-hidden="true" />
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }

  const v = venue.data;

  return (
    <div className="container-page pt-6 pb-32 sm:pt-10 lg:pb-16">
      <VenueHeader
        venue={v}
        actions={
          <>
            <FavoriteButton venueId={v.id} variant="labelled" venueName={v.name} />
            <CompareToggle venue={v} variant="labelled" />
            <Button asChild variant="outline">
              <Link to={`/map?venue=${v.id}`}>
                <MapIcon aria-hidden="true" />
                <Trans>View on Map</Trans>
              </Link>
            </Button>
          </>
        }
      />
      <VenueWhatsAppLinks
        venue={v}
        origin={config.data?.appUrl ?? (typeof window === "undefined" ? "" : window.location.origin)}
        className="mt-4"
      />

      <div className="mt-6 grid gap-6 sm:mt-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:gap-y-8">
        <ImageCarousel
          images={v.images}
          thumbnails={v.thumbnails}
          name={v.name}
          fallback={<VenueCoverArt type={v.venueType} className="size-full" />}
          className="lg:col-start-1"
        />

        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-24">
            <SessionBookingCard
              venue={v}
              details={details.data}
              detailsStatus={details.status}
              onRetryDetails={retryDetails}
              today={today}
              liveChecking={liveChecking}
            />
          </div>
        </div>

        <div className="below-fold min-w-0 lg:col-start-1">
          {/* After the booking card on a phone, under the photos on a desktop: never under the sticky card. */}
          <VenueCredit venueId={v.id} venueName={v.name} />
          <VenueTabs
            venue={v}
            details={details.data}
            reviews={
              <ReviewsPanel venueId={v.id} venueName={v.name} avgRating={v.avgRating} reviewCount={v.reviewCount} />
            }
          />
        </div>
      </div>
    </div>
  );
}
