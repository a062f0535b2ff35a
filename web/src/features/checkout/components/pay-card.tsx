import { formatPaise, formatRupees } from "@crease/core/money";
import type { PaymentOrder } from "@crease/core/payments";
import { accountContactOf, type User } from "@crease/core/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { CircleCheck, Info, Lock, LogIn, RefreshCw, Timer } from "lucide-react";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useHoldCountdown } from "../hooks/use-hold-countdown";
import { formatCountdown } from "../lib/checkout-query";
import type { ShownPrice } from "../lib/coupon-price";
import { PriceSummary } from "./price-summary";

interface PayCardProps {
  price: ShownPrice | null;
  /** The "Have a coupon?" field, under the breakdown. */
  coupon?: ReactNode;
  /** "Use my credit (₹X available)", under the coupon, when the player holds venue credit here. */
  credit?: ReactNode;
  /** What venue credit will pay of the amount due now (paise); 0 when it is not used. */
  creditPaise?: number;
  slot: string;
  partial: boolean;
  /** The address's figures were not the venue's current ones. */
  pricesUpdated: boolean;
  /** The server refused the shown total and named its own (rupees). */
  priceChangedTo: string | null;
  /** The last Pay met a slot someone else holds or has booked. */
  slotTaken: boolean;
  /** Why this account may not hold the slot now, and when it may (the server's words). */
  refusal: string | null;
  /** The player has read the refusal and wants to try again (its wait may be over). */
  onRetryAfterRefusal: () => void;
  venueHref: string;
  session: "loading" | "signed-in" | "signed-out";
  user: User | null;
  loginHref: string;
  processing: boolean;
  /** The open order whose hold is counting down. */
  order: PaymentOrder | null;
  /** Why this booking cannot be paid for from here (a past slot, an owner account…), shown above the button. */
  blocked: ReactNode;
  onPay: () => void;
}

function HoldBanner({ order }: { order: PaymentOrder }) {
  const remaining = useHoldCountdown(order.holdExpiresAt);
  if (remaining === null) return null;
  const left = formatCountdown(remaining);
  return (
    <p className="flex items-center gap-2 rounded-xl bg-pitch-50 px-3.5 py-2.5 text-sm text-pitch-800">
      <Timer className="size-4 shrink-0" aria-hidden="true" />
      {remaining > 0 ? (
        <span>
          <Trans>
            Slot held for you for <strong className="tabular-nums">{left}</strong>
          </Trans>
        </span>
      ) : (
        <span>
          <Trans>Your hold on this slot has run out.</Trans>
        </span>
      )}
    </p>
  );
}

/**
 * True while the element is still below the screen, not yet scrolled to (false where
 * IntersectionObserver is missing). Once the player has scrolled past it, it counts as seen.
 */
function useStillBelow(ref: RefObject<HTMLElement | null>): boolean {
  const [below, setBelow] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setBelow(!entry.isIntersecting && entry.boundingClientRect.top > 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return below;
}

/** The price, who is paying, and the pay button (docs/product/screens.md#public). */
export function PayCard({
  price,
  coupon,
  credit,
  creditPaise = 0,
  slot,
  partial,
  pricesUpdated,
  priceChangedTo,
  slotTaken,
  refusal,
  onRetryAfterRefusal,
  venueHref,
  session,
  user,
  loginHref,
  processing,
  order,
  blocked,
  onPay,
}: PayCardProps) {
  const { t } = useLingui();
  const signedIn = session === "signed-in" && user !== null;
  // Credit pays first (docs/product/credit.md); what is left is collected online.
  const creditUsedPaise = price ? Math.min(creditPaise, price.payNowPaise) : 0;
  const chargePaise = price ? price.payNowPaise - creditUsedPaise : null;
  const coveredByCredit = creditUsedPaise > 0 && chargePaise === 0;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const buttonBelow = useStillBelow(buttonRef);
  // A refusal or a block is the last word on this page: no green "Ready to Pay" beside it, and no Pay.
  const stopped = Boolean(blocked) || refusal !== null;
  const canPay = signedIn && price !== null && !stopped;

  let label: string;
  if (session === "signed-out") label = t`Login Required`;
  else if (processing) label = t`Processing Payment...`;
  else if (chargePaise === null) label = t`Pay`;
  else if (coveredByCredit) {
    const amount = formatPaise(creditUsedPaise);
    label = t`Pay ${amount} with credit`;
  } else {
    const amount = formatPaise(chargePaise);
    label = t`Pay ${amount}`;
  }
  const nowPaise = price?.payNowPaise ?? 0;
  const nowAmount = formatPaise(nowPaise);
  const atVenueAmount = formatPaise((price?.totalPaise ?? 0) - nowPaise);
  const newTotal = priceChangedTo === null ? "" : formatRupees(priceChangedTo);
  const contact = user ? accountContactOf(user) : "";

  return (
    <Card className="overflow-hidden">
      <div className="h-1.5 bg-brand-gradient" aria-hidden="true" />
      <div className="space-y-5 p-5 sm:p-6">
        <div>
          <h2 className="text-base font-semibold text-slate-900">
            <Trans>Price details</Trans>
          </h2>
          <p className="text-xs text-slate-500">
            {/* No GST where the owner has no GSTIN: the price is the whole price (decision 041). */}
            {price && price.gstRatePercent === 0 ? (
              <Trans>All prices in rupees; no GST: this venue is not registered for GST</Trans>
            ) : (
              <Trans>All prices in rupees, GST included in the total</Trans>
            )}
          </p>
        </div>

        {slotTaken ? (
          <Alert tone="error" title={t`This slot is no longer available`}>
            <Trans>
              Someone else is booking or has booked it.{" "}
              <Link to={venueHref} className="font-semibold underline underline-offset-2">
                Choose another slot
              </Link>
              , or try again in a few minutes in case their payment doesn't go through.
            </Trans>
          </Alert>
        ) : null}

        {refusal ? (
          <Alert tone="error" title={t`You can't hold this slot right now`}>
            {refusal}{" "}
            <button type="button" onClick={onRetryAfterRefusal} className="font-semibold underline underline-offset-2">
              <Trans>Try again</Trans>
            </button>
          </Alert>
        ) : null}

        {priceChangedTo ? (
          <Alert tone="info" title={t`The price has changed`}>
            <Trans>
              The total for this booking is now <strong>{newTotal}</strong>. Check the updated breakdown below and pay
              again when you're ready.
            </Trans>
          </Alert>
        ) : pricesUpdated ? (
          <Alert tone="info" title={t`Prices updated`}>
            <Trans>
              The venue's current prices differ from the ones on the page you came from. You'll pay the amounts shown
              here.
            </Trans>
          </Alert>
        ) : null}

        <PriceSummary price={price} slot={slot} partial={partial} />

        {coupon ?? null}

        {credit ?? null}

        {price && creditUsedPaise > 0 ? (
          <dl
            className="space-y-2 rounded-xl border border-pitch-200 bg-pitch-50/70 p-3 text-sm"
            data-testid="credit-breakdown"
          >
            <div className="flex items-baseline justify-between gap-3 text-pitch-800">
              <dt>
                <Trans>Venue credit used</Trans>
              </dt>
              <dd className="font-semibold tabular-nums" data-testid="credit-used">
                −{formatPaise(creditUsedPaise)}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-3">
              <dt className="font-semibold text-slate-900">
                <Trans>Left to pay online</Trans>
              </dt>
              <dd className="text-base font-bold text-slate-900 tabular-nums" data-testid="left-to-pay">
                {formatPaise(chargePaise ?? 0)}
              </dd>
            </div>
          </dl>
        ) : null}

        {session === "signed-out" ? (
          <div className="rounded-xl border border-amber-200 bg-amber-50 p-4" role="status">
            <p className="flex items-center gap-2 font-semibold text-amber-900">
              <LogIn className="size-4" aria-hidden="true" />
              <Trans>Authentication Required</Trans>
            </p>
            <p className="mt-1 text-sm text-amber-900/90">
              <Trans>Please log in to complete your booking and pay.</Trans>
            </p>
            <Button asChild variant="secondary" size="sm" className="mt-3">
              <Link to={loginHref}>
                <LogIn aria-hidden="true" />
                <Trans>Login</Trans>
              </Link>
            </Button>
          </div>
        ) : signedIn && stopped ? (
          <p className="truncate text-sm text-slate-600">
            <Trans>
              Signed in as <span className="font-medium">{contact}</span>
            </Trans>
          </p>
        ) : signedIn ? (
          <div className="flex items-start gap-3 rounded-xl border border-pitch-200 bg-pitch-50/70 p-4">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-pitch-700" aria-hidden="true" />
            <div className="min-w-0">
              <p className="font-semibold text-pitch-900">
                <Trans>Ready to Pay</Trans>
              </p>
              <p className="truncate text-sm text-pitch-900/80">
                <Trans>
                  Signed in as <span className="font-medium">{contact}</span>
                </Trans>
              </p>
            </div>
          </div>
        ) : null}

        {blocked ? (
          <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
            <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <div>{blocked}</div>
          </div>
        ) : null}

        {order ? <HoldBanner order={order} /> : null}

        <div className="space-y-3">
          <Button
            ref={buttonRef}
            size="lg"
            className="w-full"
            onClick={onPay}
            disabled={!canPay || processing}
            aria-busy={processing || undefined}
          >
            {processing ? <RefreshCw className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
            {label}
          </Button>
          {partial && price && price.payNowPaise < price.totalPaise ? (
            <p className="text-center text-xs text-slate-500">
              <Trans>
                {nowAmount} now to confirm, {atVenueAmount} at the venue
              </Trans>
            </p>
          ) : null}
          <p className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
            <Lock className="size-3.5" aria-hidden="true" />
            <Trans>Secure payment · Instant confirmation</Trans>
          </p>
        </div>
      </div>
      {canPay && buttonBelow ? (
        // Phones: the total and Pay stay at hand while the player reads the rest of the page.
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgb(15_23_42/0.25)] backdrop-blur-lg lg:hidden">
          <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
            <div className="min-w-0">
              <p className="text-xs text-slate-500">
                {creditUsedPaise > 0
                  ? t`Left to pay online`
                  : partial
                    ? t`Pay now`
                    : price.gstRatePercent > 0
                      ? t`Total incl. GST`
                      : t`Total`}
              </p>
              <p className="truncate text-lg font-bold text-slate-900 tabular-nums">
                {formatPaise(chargePaise ?? price.payNowPaise)}
              </p>
            </div>
            <Button size="lg" onClick={onPay} disabled={processing} className="shrink-0">
              {processing ? <RefreshCw className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
              {processing ? t`Processing...` : t({ message: "Pay now", context: "button" })}
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
