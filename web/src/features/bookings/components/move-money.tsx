import type { RescheduleQuote } from "@crease/core/contracts/bookings";
import { paiseToRupeeString, rupeesToPaise } from "@crease/core/money";
import { Trans } from "@lingui/react/macro";
import { useFormat } from "@/lib/format";

/**
 * What a move settles, in one sentence (docs/product/bookings.md#reschedule): the difference to pay,
 * or what comes back, split as the booking was paid: credit's share to venue credit at once, the
 * rest to the payment; or nothing.
 */
export function MoveMoney({ quote }: { quote: Pick<RescheduleQuote, "due" | "refund" | "refundToCredit"> }) {
  const format = useFormat();
  const toCreditPaise = rupeesToPaise(quote.refundToCredit ?? "0");
  const toPaymentPaise = rupeesToPaise(quote.refund) - toCreditPaise;
  const toPay = format.rupees(quote.due);
  const toCredit = format.rupees(paiseToRupeeString(toCreditPaise));
  const back = format.rupees(paiseToRupeeString(toPaymentPaise));
  if (Number(quote.due) > 0) return <Trans>Pay {toPay} more now to move it.</Trans>;
  if (toCreditPaise > 0 && toPaymentPaise > 0) {
    return (
      <Trans>
        {toCredit} goes back to your venue credit now, and {back} to your payment (5-7 business days).
      </Trans>
    );
  }
  if (toCreditPaise > 0) return <Trans>{toCredit} goes back to your venue credit now.</Trans>;
  if (toPaymentPaise > 0) return <Trans>{back} comes back to you (5-7 business days).</Trans>;
  return <Trans>Nothing to pay: the move is free.</Trans>;
}

/**
 * The booking's coupon on the new slot, on its own line (docs/product/offers.md, "Moving a
 * booking"): kept and re-priced, or no longer applying and what that adds, so a difference to pay
 * never comes without its reason.
 */
export function CouponLine({ coupon }: { coupon: NonNullable<RescheduleQuote["coupon"]> }) {
  const format = useFormat();
  const code = coupon.code;
  const amount = format.rupees(coupon.amount);
  return (
    <p className="mt-1 flex items-baseline justify-between gap-3" data-testid="reschedule-coupon">
      {coupon.applies ? (
        <Trans>
          Coupon {code} still applies: −{amount}
        </Trans>
      ) : (
        <Trans>
          Coupon {code} no longer applies: +{amount}
        </Trans>
      )}
    </p>
  );
}
