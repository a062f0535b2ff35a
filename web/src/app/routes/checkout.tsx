import { bookingWindowRefusal } from "@crease/core/checkout-limits";
import type { Booking } from "@crease/core/contracts/bookings";
import { can } from "@crease/core/permissions";
import { isSlotPast } from "@crease/core/slots";
import { ROLE_LABELS } from "@crease/core/users";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, RefreshCw } from "lucide-react";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { bookingsQueryKey } from "@/features/bookings/api/get-bookings";
import { BookingSummaryCard } from "@/features/checkout/components/booking-summary-card";
import { CheckoutUnavailable } from "@/features/checkout/components/checkout-unavailable";
import { PayCard } from "@/features/checkout/components/pay-card";
import { PaymentMethodCard } from "@/features/checkout/components/payment-method-card";
import { SandboxPaymentSheet } from "@/features/checkout/components/sandbox-payment-sheet";
import { useCheckoutPayment } from "@/features/checkout/hooks/use-checkout-payment";
import {
  type CheckoutQuery,
  checkoutProblem,
  figuresDiffer,
  parseCheckoutQuery,
  queryBreakdown,
  resolveAddOns,
  serverPrice,
} from "@/features/checkout/lib/checkout-query";
import { availabilityKey } from "@/features/venues/api/get-availability";
import { useVenue, useVenueDetails, venueKey } from "@/features/venues/api/get-venue";
import { isApiError } from "@/lib/api-client";
import { loginPathFor } from "@/lib/safe-redirect";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /checkout (docs/product/screens.md): the booking the venue page's Book Now put in the address,
 * priced again from the venue's own details (the address is never trusted for money), and paid
 * through the server's order → provider → verify flow.
 */
export function Component() {
  useDocumentTitle("Checkout");
  const [params] = useSearchParams();
  const query = useMemo(() => parseCheckoutQuery(params), [params]);
  const problem = checkoutProblem(query);

  if (problem === "no-venue") {
    return (
      <CheckoutUnavailable title="Nothing to check out">
        This checkout link doesn't name a venue. Find a venue, pick a date and a slot, then choose Book Now.
      </CheckoutUnavailable>
    );
  }
  if (problem === "no-slot") {
    return (
      <CheckoutUnavailable title="Pick a date and slot first" venueId={query.venueId}>
        This checkout link is missing the date or time slot. Go back to the venue and choose when you'd like to play.
      </CheckoutUnavailable>
    );
  }
  return <CheckoutScreen query={query} />;
}

function CheckoutScreen({ query }: { query: CheckoutQuery }) {
  const { user, status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const venue = useVenue(query.venueId);
  const details = useVenueDetails(query.venueId);
  const [priceChangedTo, setPriceChangedTo] = useState<string | null>(null);
  const [slotTaken, setSlotTaken] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onBooked = useCallback(
    (booking: Booking) => {
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: availabilityKey(booking.venueId) });
      void navigate("/dashboard");
    },
    [queryClient, navigate],
  );

  const onPriceChanged = useCallback(
    (total: string) => {
      setPriceChangedTo(total);
      // Show the venue's new prices; the next Pay sends the new total.
      void queryClient.invalidateQueries({ queryKey: venueKey(query.venueId) });
    },
    [queryClient, query.venueId],
  );

  const onSlotTaken = useCallback(() => {
    setSlotTaken(true);
    void queryClient.invalidateQueries({ queryKey: availabilityKey(query.venueId) });
  }, [queryClient, query.venueId]);

  const payment = useCheckoutPayment({ user, onBooked, onPriceChanged, onSlotTaken, onRefused: setRefusal });

  const resolved = details.data ? resolveAddOns(query.addOns, details.data.addOns) : null;
  const priced =
    details.data && venue.data && resolved
      ? serverPrice(details.data, query.slot, resolved.keys, {
          paymentType: venue.data.paymentType,
          partialPaymentAmount: venue.data.partialPaymentAmount,
        })
      : null;
  const price = priced?.price ?? null;
  const pricesUpdated = Boolean(
    price && (figuresDiffer(queryBreakdown(query), price) || (resolved && resolved.missing.length > 0)),
  );
  const partial = venue.data?.paymentType === "partial";

  if (isApiError(venue.error) && venue.error.status === 404) {
    return (
      <CheckoutUnavailable title="Venue not available">
        {query.venueName || "This venue"} isn't taking bookings on Crease right now. Have a look at other venues nearby.
      </CheckoutUnavailable>
    );
  }
  if (details.isSuccess && details.data === null) {
    return (
      <CheckoutUnavailable title="Booking opens soon" venueId={query.venueId}>
        The owner hasn't published prices and time slots for this venue yet, so it can't be booked.
      </CheckoutUnavailable>
    );
  }
  if (priced?.error) {
    return (
      <CheckoutUnavailable title="This booking isn't available" venueId={query.venueId}>
        {priced.error}. Go back to the venue to choose another slot.
      </CheckoutUnavailable>
    );
  }

  const loadFailed = venue.isError || details.isError;
  let blocked: ReactNode = null;
  const beyondWindow = venue.data ? bookingWindowRefusal(venue.data.advanceBookingDays, query.date) : null;
  if (isSlotPast(query.date, query.slot)) {
    blocked = "This slot has already started. Go back to the venue to choose a later one.";
  } else if (beyondWindow) {
    blocked = `${beyondWindow} Go back to the venue to choose an earlier date.`;
  } else if (user && !can(user, "booking.book")) {
    blocked = (
      <>
        <p className="font-semibold text-slate-900">Player account needed</p>
        <p className="mt-0.5">
          You're signed in as {user.role === "admin" ? "an" : "a"} {ROLE_LABELS[user.role].toLowerCase()}. Bookings are
          made from a player account.
        </p>
      </>
    );
  }

  const venueName = venue.data?.name || query.venueName || "Your venue";
  const place = venue.data ? [venue.data.city, venue.data.state].filter(Boolean).join(", ") : null;
  const cover = venue.data ? (venue.data.thumbnails[0] ?? venue.data.images[0] ?? null) : null;
  const summaryAddOns =
    price?.addOns ?? (loadFailed ? query.addOns.map((a, i) => ({ ...a, key: a.key ?? `${a.name}-${i}` })) : null);

  const onPay = () => {
    if (!price) return;
    setPriceChangedTo(null);
    setSlotTaken(false);
    setRefusal(null);
    void payment.pay({
      venueId: query.venueId,
      date: query.date,
      slot: query.slot,
      addOns: price.addOns,
      totalPaise: price.totalPaise,
      payNowPaise: price.payNowPaise,
    });
  };

  return (
    <div className="container-page py-6 sm:py-10">
      <Link
        to={`/venues/${query.venueId}`}
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-slate-600 hover:text-brand-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to venue
      </Link>
      <div className="mt-4 flex flex-col gap-1">
        <p className="text-sm font-semibold text-pitch-700">Checkout</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Review and pay</h1>
        <p className="text-slate-600">Check your booking, then pay securely to confirm your slot instantly.</p>
      </div>

      {loadFailed ? (
        <div className="mt-6 space-y-3">
          <Alert tone="error" title="Couldn't load the venue's prices">
            We need the venue's current prices before you can pay. Please check your connection and try again.
          </Alert>
          <Button
            variant="secondary"
            onClick={() => void queryClient.invalidateQueries({ queryKey: venueKey(query.venueId) })}
          >
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : null}

      <div className="mt-6 grid grid-cols-1 gap-5 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
        <div className="lg:col-start-1 lg:row-start-1">
          <BookingSummaryCard
            venueId={query.venueId}
            venueName={venueName}
            venueType={venue.data?.venueType ?? query.venueType}
            place={place}
            cover={cover}
            date={query.date}
            slot={query.slot}
            addOns={summaryAddOns}
          />
        </div>
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <PayCard
            price={price}
            slot={query.slot}
            partial={partial}
            pricesUpdated={pricesUpdated}
            priceChangedTo={priceChangedTo}
            slotTaken={slotTaken}
            refusal={refusal}
            onRetryAfterRefusal={() => setRefusal(null)}
            venueHref={`/venues/${query.venueId}?${new URLSearchParams({ date: query.date })}`}
            session={status}
            user={user}
            loginHref={loginPathFor(location.pathname + location.search)}
            processing={payment.processing}
            order={payment.order}
            blocked={blocked}
            onPay={onPay}
          />
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <PaymentMethodCard partial={partial} />
        </div>
      </div>

      <SandboxPaymentSheet
        order={payment.order}
        open={payment.sandbox.open}
        step={payment.sandbox.step}
        totalPaise={price?.totalPaise ?? payment.order?.amount ?? 0}
        date={query.date}
        slot={query.slot}
        onPay={() => void payment.sandbox.succeed()}
        onFail={() => void payment.sandbox.decline()}
        onClose={payment.sandbox.dismiss}
      />
    </div>
  );
}
