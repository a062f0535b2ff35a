import { formatPaise } from "@crease/core/money";
import type { BookingPrice } from "@crease/core/pricing";
import { isGroundSlot, slotLabel } from "@crease/core/slots";
import { Trans, useLingui } from "@lingui/react/macro";
import { useWords } from "@/lib/i18n";

interface PriceBreakdownProps {
  price: BookingPrice;
  slot: string;
  /** Partial-payment venues show what is paid now and what at the venue. */
  partial: boolean;
}

/**
 * Base, each add-on, GST 18% and the total: the same sums the server charges (core pricing). No
 * GST line at a venue whose owner has no GSTIN: its price is the whole price (decision 041).
 */
export function PriceBreakdown({ price, slot, partial }: PriceBreakdownProps) {
  const { t } = useLingui();
  const words = useWords();
  const name = words.slotName(slot);
  const range = slotLabel(slot);
  const baseLabel = isGroundSlot(slot) ? t`${name} slot` : t`1 hour (${range})`;
  const atVenue = price.totalPaise - price.payNowPaise;
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <h3 className="sr-only">
        <Trans>Price breakdown</Trans>
      </h3>
      <dl className="space-y-2 text-sm">
        <Row label={baseLabel} value={formatPaise(price.basePaise)} />
        {price.addOns.map((addOn) => (
          <Row key={addOn.key} label={words.addOn(addOn.name)} value={formatPaise(addOn.pricePaise)} />
        ))}
        {price.gstRatePercent > 0 ? <Row label={t`GST (18%)`} value={formatPaise(price.gstPaise)} /> : null}
        <div className="flex items-baseline justify-between gap-3 border-t border-slate-200 pt-2.5">
          <dt className="font-semibold text-slate-900">
            <Trans>Total</Trans>
          </dt>
          <dd className="text-lg font-bold text-slate-900" data-testid="booking-total">
            {formatPaise(price.totalPaise)}
          </dd>
        </div>
        {partial && atVenue > 0 ? (
          <>
            <div className="flex items-baseline justify-between gap-3 rounded-lg bg-pitch-50 px-2.5 py-1.5 text-pitch-800">
              <dt className="font-semibold">
                <Trans>Pay now</Trans>
              </dt>
              <dd className="font-bold">{formatPaise(price.payNowPaise)}</dd>
            </div>
            <Row label={t`Pay at the venue (UPI)`} value={formatPaise(atVenue)} />
          </>
        ) : null}
      </dl>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-800 tabular-nums">{value}</dd>
    </div>
  );
}
