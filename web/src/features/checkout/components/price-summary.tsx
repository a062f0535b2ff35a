import { formatPaise } from "@crease/core/money";
import type { BookingPrice } from "@crease/core/pricing";
import { isGroundSlot } from "@crease/core/slots";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Skeleton } from "@/components/ui/skeleton";
import { useWords } from "@/lib/i18n";
import type { ShownPrice } from "../lib/coupon-price";

interface PriceSummaryProps {
  /** The server's figures; null while the venue's prices load. */
  price: (BookingPrice & Pick<ShownPrice, "discountPaise" | "couponCode" | "weekly">) | null;
  slot: string;
  /** Partial-payment venues take part online and the rest at the venue. */
  partial: boolean;
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-800 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * Base price, each add-on, GST 18% and the total; at partial-payment venues, pay now vs at the
 * venue. No GST line where the owner has no GSTIN: none is charged (decision 041).
 */
export function PriceSummary({ price, slot, partial }: PriceSummaryProps) {
  const { t } = useLingui();
  const words = useWords();
  if (!price) {
    return (
      <div className="space-y-3" role="status" aria-label={t`Loading prices`}>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-4 w-3/5" />
        <Skeleton className="mt-4 h-7 w-full" />
      </div>
    );
  }
  const name = words.slotName(slot);
  const weekly = price.weekly;
  const baseLabel = weekly
    ? plural(weekly.dates, { one: "Slot and add-ons, # date", other: "Slots and add-ons, # dates" })
    : isGroundSlot(slot)
      ? t`Base price (${name} slot)`
      : t`Base price (1 hour)`;
  const percent = weekly?.percent ?? 0;
  const discountLabel = weekly
    ? t`Weekly discount (${percent}%)`
    : price.couponCode
      ? t`Coupon ${price.couponCode}`
      : t`Coupon discount`;
  const atVenue = price.totalPaise - price.payNowPaise;
  // Two lists, not one: a <dl> may hold only dt/dd pairs, each wrapped in at most one <div>, so the
  // shaded pay-now box (a div around pairs) is a list of its own (axe "definition-list", WCAG 1.3.1).
  return (
    <div className="space-y-2.5 text-sm">
      <dl className="space-y-2.5">
        <Row label={baseLabel} value={formatPaise(price.basePaise)} testId="price-base" />
        {price.addOns.map((addOn) => (
          <Row key={addOn.key} label={words.addOn(addOn.name)} value={formatPaise(addOn.pricePaise)} />
        ))}
        {price.discountPaise ? (
          <div className="flex items-baseline justify-between gap-3 text-pitch-800">
            <dt>{discountLabel}</dt>
            <dd className="font-semibold tabular-nums" data-testid="price-discount">
              −{formatPaise(price.discountPaise)}
            </dd>
          </div>
        ) : null}
        {price.gstRatePercent > 0 ? (
          <Row label={t`GST (18%)`} value={formatPaise(price.gstPaise)} testId="price-gst" />
        ) : null}
        <div className="flex items-baseline justify-between gap-3 border-t border-dashed border-slate-200 pt-3">
          <dt className="text-base font-semibold text-slate-900">
            <Trans>Total</Trans>
          </dt>
          <dd className="text-2xl font-extrabold tracking-tight text-slate-900 tabular-nums" data-testid="price-total">
            {formatPaise(price.totalPaise)}
          </dd>
        </div>
      </dl>
      {partial && atVenue > 0 ? (
        <dl className="mt-1 space-y-2 rounded-xl bg-slate-50 p-3">
          <div className="flex items-baseline justify-between gap-3 text-pitch-800">
            <dt className="font-semibold">
              <Trans>Pay now</Trans>
            </dt>
            <dd className="text-base font-bold tabular-nums" data-testid="price-pay-now">
              {formatPaise(price.payNowPaise)}
            </dd>
          </div>
          <Row label={t`Balance at the venue (UPI)`} value={formatPaise(atVenue)} testId="price-at-venue" />
        </dl>
      ) : null}
    </div>
  );
}
