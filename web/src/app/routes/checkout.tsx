import { lastBookableDate } from "@crease/core/checkout-limits";
import type { Booking } from "@crease/core/contracts/bookings";
import { creditToUse } from "@crease/core/credit";
import { rupeesToPaise } from "@crease/core/money";
import { can } from "@crease/core/permissions";
import { isSlotPast, overnightFrom, todayInIst } from "@crease/core/slots";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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
import { CouponField } from "@/features/checkout/components/coupon-field";
import { PayCard } from "@/features/checkout/components/pay-card";
import { PaymentMethodCard } from "@/features/checkout/components/payment-method-card";
import { SandboxPaymentSheet } from "@/features/checkout/components/sandbox-payment-sheet";
import { SeriesDates, WeeklyNoCoupon } from "@/features/checkout/components/series-dates";
import { useCheckoutPayment } from "@/features/checkout/hooks/use-checkout-payment";
import { useCouponInAddress } from "@/features/checkout/hooks/use-coupon-in-address";
import { useWeeklyCheckout } from "@/features/checkout/hooks/use-weekly-checkout";
import {
  type CheckoutQuery,
  checkoutProblem,
  figuresDiffer,
  parseCheckoutQuery,
  queryBreakdown,
  resolveAddOns,
  serverPrice,
} from "@/features/checkout/lib/checkout-query";
import { type AppliedCoupon, priceWithCoupon } from "@/features/checkout/lib/coupon-price";
import { creditKey, UseCreditOption, useVenueCredit } from "@/features/credit";
import { availabilityKey, useAvailability } from "@/features/venues/api/get-availability";
import { useCourts } from "@/features/venues/api/get-courts";
import { useVenue, useVenueDetails, venueKey } from "@/features/venues/api/get-venue";
import { isApiError } from "@/lib/api-client";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { loginPathFor } from "@/lib/safe-redirect";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /checkout (docs/product/screens.md): the booking the venue page's Book Now put in the address,
 * priced again from the venue's own details (the address is never trusted for money), and paid
 * through the server's order → provider → verify flow.
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Checkout`);
  const [params] = useSearchParams();
  const query = useMemo(() => parseCheckoutQuery(params), [params]);
  const problem = checkoutProblem(query);

  if (problem === "no-venue") {
    return (
      <CheckoutUnavailable title={t`Nothing to check out`}>
        <Trans>
          This checkout link doesn't name a venue. Find a venue, pick a date and a slot, then choose Book Now.
        </Trans>
      </CheckoutUnavailable>
    );
  }
  if (problem === "no-slot") {
    return (
      <CheckoutUnavailable title={t`Pick a date and slot first`} venueId={query.venueId}>
        <Trans>
          This checkout link is missing the date or time slot. Go back to the venue and choose when you'd like to play.
        </Trans>
      </CheckoutUnavailable>
    );
  }
  return <CheckoutScreen query={query} />;
}

function CheckoutScreen({ query }: { query: CheckoutQuery }) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const { user, status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const venue = useVenue(query.venueId);
  const details = useVenueDetails(query.venueId);
  // The day's availability carries the venue's price rules: the slot is priced for its date, as the server will.
  // Only a day the venue takes bookings for is asked (past it or before today the server answers 422/400,
  // and the page already says why it cannot be booked).
  const askDay = Boolean(
    query.date &&
      venue.data &&
      query.date >= todayInIst() &&
      query.date <= lastBookableDate(venue.data.advanceBookingDays),
  );
  const day = useAvailability(query.venueId, askDay ? { from: query.date, days: 1 } : null);
  const courts = useCourts(query.venueId).data ?? [];
  const resolved = details.data ? resolveAddOns(query.addOns, details.data.addOns) : null;
  // Repeat weekly (`weeks` in the address): the server quotes the dates and their price.
  const weekly = useWeeklyCheckout({
    venueId: query.venueId,
    courtId: query.court?.id,
    date: query.date,
    slot: query.slot,
    weeks: query.weeks,
    addOns: resolved?.keys ?? null,
  });
  const [priceChangedTo, setPriceChangedTo] = useState<string | null>(null);
  const [slotTaken, setSlotTaken] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onBooked = useCallback(
    (booking: Booking) => {
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: availabilityKey(booking.venueId) });
      void queryClient.invalidateQueries({ queryKey: creditKey });
      // The confirmation screen (issue 46): the booking, the way there, calendar, share and split.
      void navigate(`/bookings/${booking.id}/confirmed`);
    },
    [queryClient, navigate],
  );

  const onPriceChanged = useCallback(
    (total: string) => {
      setPriceChangedTo(total);
      weekly.refresh();
      // Show the venue's new prices; the next Pay sends the new total.
      void queryClient.invalidateQueries({ queryKey: venueKey(query.venueId) });
    },
    [queryClient, query.venueId, weekly.refresh],
  );

  const onSlotTaken = useCallback(() => {
    setSlotTaken(true);
    weekly.refresh();
    void queryClient.invalidateQueries({ queryKey: availabilityKey(query.venueId) });
  }, [queryClient, query.venueId, weekly.refresh]);

  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [couponRefusal, setCouponRefusal] = useState<string | null>(null);
  const couponInAddress = useCouponInAddress();
  const onCouponApplied = useCallback(
    (next: AppliedCoupon | null) => {
      setCoupon(next);
      setCouponRefusal(null);
      couponInAddress.save(next?.code ?? null);
    },
    [couponInAddress.save],
  );
  const payment = useCheckoutPayment({
    user,
    onBooked,
    onPriceChanged,
    onSlotTaken,
    onRefused: setRefusal,
    onCouponRefused: setCouponRefusal,
    // No success toast: onBooked opens the confirmation screen, which says it is confirmed (issue 46).
  });

  const rulesRead = !askDay || !day.isPending;
  const priced =
    details.data && venue.data && resolved && rulesRead
      ? serverPrice(details.data, query.slot, resolved.keys, venue.data, {
          date: query.date,
          courts,
          courtId: query.court?.id,
          // Unreadable availability: the base price; the server answers a changed total with 409.
          rules: day.data?.priceRules,
        })
      : null;
  const listPrice = priced?.price ?? null;
  // With a coupon the server's quote is the price shown and sent (docs/product/offers.md).
  const price = weekly.weekly ? listPrice && weekly.price : listPrice ? priceWithCoupon(listPrice, coupon) : null;
  const pricesUpdated = Boolean(
    listPrice &&
      (figuresDiffer(queryBreakdown(query, listPrice.gstRatePercent), listPrice) ||
        (resolved && resolved.missing.length > 0)),
  );
  const partial = venue.data?.paymentType === "partial";
  // Venue credit (docs/product/credit.md): the player's balance at this venue's owner, when signed in.
  const credit = useVenueCredit(status === "signed-in" ? query.venueId : null);
  const creditBalance = status === "signed-in" ? (credit.data?.balance ?? "0.00") : "0.00";
  const [useCredit, setUseCredit] = useState(true);
  const holdsCredit = rupeesToPaise(creditBalance) > 0;
  const creditPaise =
    holdsCredit && useCredit && price ? creditToUse(rupeesToPaise(creditBalance), price.payNowPaise) : 0;

  if (isApiError(venue.error) && venue.error.status === 404) {
    const name = query.venueName;
    return (
      <CheckoutUnavailable title={t`Venue not available`}>
        {name ? (
          <Trans>{name} isn't taking bookings on Crease right now. Have a look at other venues nearby.</Trans>
        ) : (
          <Trans>This venue isn't taking bookings on Crease right now. Have a look at other venues nearby.</Trans>
        )}
      </CheckoutUnavailable>
    );
  }
  if (details.isSuccess && details.data === null) {
    return (
      <CheckoutUnavailable title={t`Booking opens soon`} venueId={query.venueId}>
        <Trans>The owner hasn't published prices and time slots for this venue yet, so it can't be booked.</Trans>
      </CheckoutUnavailable>
    );
  }
  if (priced?.error) {
    const slotName = words.slot(query.slot);
    return (
      <CheckoutUnavailable title={t`This booking isn't available`} venueId={query.venueId}>
        {priced.problem === "slot" ? (
          <Trans>This venue doesn't offer the {slotName} slot. Go back to the venue to choose another slot.</Trans>
        ) : priced.problem === "add-ons" ? (
          <Trans>
            Some of these add-ons can't be booked together. Go back to the venue to choose your add-ons again.
          </Trans>
        ) : (
          <Trans>This booking can't be priced. Go back to the venue to choose another slot.</Trans>
        )}
      </CheckoutUnavailable>
    );
  }

  const loadFailed = venue.isError || details.isError;
  let blocked: ReactNode = null;
  // The server refuses such an order with core's bookingWindowRefusal; the page says the same before Pay.
  const lastDay = venue.data ? lastBookableDate(venue.data.advanceBookingDays) : null;
  // A late slot of hours that run past midnight is played the morning after its date.
  const overnight = details.data && details.data.venueType !== "ground" ? overnightFrom(details.data) : null;
  if (isSlotPast(query.date, query.slot, new Date(), overnight)) {
    blocked = t`This slot has already started. Go back to the venue to choose a later one.`;
  } else if (venue.data && lastDay && query.date > lastDay) {
    const days = venue.data.advanceBookingDays;
    const last = format.date(lastDay, "weekday-day-month-year");
    blocked = t`This venue takes bookings up to ${plural(days, { one: "# day", other: "# days" })} ahead: the last date you can book is ${last}. Go back to the venue to choose an earlier date.`;
  } else if (user && !can(user, "booking.book")) {
    blocked = (
      <>
        <p className="font-semibold text-slate-900">
          <Trans>Player account needed</Trans>
        </p>
        <p className="mt-0.5">
          {user.role === "admin" ? (
            <Trans>You're signed in as an administrator. Bookings are made from a player account.</Trans>
          ) : (
            <Trans>You're signed in as a venue owner. Bookings are made from a player account.</Trans>
          )}
        </p>
      </>
    );
  }

  const venueName = venue.data?.name || query.venueName || t`Your venue`;
  const place = venue.data ? [venue.data.city, venue.data.state].filter(Boolean).join(", ") : null;
  const cover = venue.data ? (venue.data.thumbnails[0] ?? venue.data.images[0] ?? null) : null;
  const summaryAddOns =
    price?.addOns ?? (loadFailed ? query.addOns.map((a, i) => ({ ...a, key: a.key ?? `${a.name}-${i}` })) : null);

  const onPay = () => {
    if (!price || !listPrice) return;
    setPriceChangedTo(null);
    setSlotTaken(false);
    setRefusal(null);
    setCouponRefusal(null);
    void payment.pay({
      venueId: query.venueId,
      courtId: query.court?.id,
      date: query.date,
      slot: query.slot,
      addOns: listPrice.addOns,
      totalPaise: price.totalPaise,
      payNowPaise: price.payNowPaise,
      couponCode: price.couponCode,
      weeks: weekly.weekly ? weekly.weeks : undefined,
      skipDates: weekly.skipped,
      useCredit: creditPaise > 0,
    });
  };

  return (
    <div className="container-page py-6 sm:py-10">
      <Link
        to={`/venues/${query.venueId}`}
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-slate-600 hover:text-brand-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        <Trans>Back to venue</Trans>
      </Link>
      <div className="mt-4 flex flex-col gap-1">
        <p className="text-sm font-semibold text-pitch-700">
          <Trans>Checkout</Trans>
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <Trans>Review and pay</Trans>
        </h1>
        <p className="text-slate-600">
          <Trans>Check your booking, then pay securely to confirm your slot instantly.</Trans>
        </p>
      </div>

      {loadFailed ? (
        <div className="mt-6 space-y-3">
          <Alert tone="error" title={t`Couldn't load the venue's prices`}>
            <Trans>
              We need the venue's current prices before you can pay. Please check your connection and try again.
            </Trans>
          </Alert>
          <Button
            variant="secondary"
            onClick={() => void queryClient.invalidateQueries({ queryKey: venueKey(query.venueId) })}
          >
            <RefreshCw aria-hidden="true" />
            <Trans>Try again</Trans>
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
            court={query.court?.name ?? null}
            addOns={summaryAddOns}
            weekly={weekly.weekly}
          />
          {weekly.weekly ? (
            <div className="mt-5 sm:mt-6">
              <SeriesDates
                weeks={weekly.weeks}
                slot={query.slot}
                quote={weekly.quote}
                updating={weekly.updating}
                error={weekly.error}
                skipped={weekly.skipped}
                onToggleSkip={weekly.toggleSkip}
                disabled={payment.processing}
              />
            </div>
          ) : null}
        </div>
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <PayCard
            price={price}
            coupon={
              weekly.weekly ? (
                <WeeklyNoCoupon />
              ) : status === "signed-in" && !blocked ? (
                <CouponField
                  booking={
                    listPrice
                      ? {
                          venueId: query.venueId,
                          courtId: query.court?.id,
                          date: query.date,
                          slot: query.slot,
                          addOns: listPrice.addOns.map((a) => a.key),
                        }
                      : null
                  }
                  totalPaise={listPrice?.totalPaise ?? null}
                  applied={price?.couponCode ? coupon : null}
                  onApplied={onCouponApplied}
                  restoreCode={couponInAddress.code}
                  refusal={couponRefusal}
                  disabled={payment.processing}
                />
              ) : null
            }
            credit={
              holdsCredit && !blocked ? (
                <UseCreditOption
                  balance={creditBalance}
                  checked={useCredit}
                  onChange={setUseCredit}
                  disabled={payment.processing}
                />
              ) : null
            }
            creditPaise={creditPaise}
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
        // What credit paid is not collected here: the sheet's "of the total" is what is left after it.
        totalPaise={
          (price?.totalPaise ?? payment.order?.amount ?? 0) -
          (payment.order?.creditUsed ? rupeesToPaise(payment.order.creditUsed) : 0)
        }
        date={query.date}
        slot={query.slot}
        onPay={() => void payment.sandbox.succeed()}
        onFail={() => void payment.sandbox.decline()}
        onClose={payment.sandbox.dismiss}
      />
    </div>
  );
}
