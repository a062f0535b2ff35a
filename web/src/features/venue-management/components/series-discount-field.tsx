import { MAX_SERIES_DISCOUNT_PERCENT } from "@crease/core/series-limits";
import { Trans, useLingui } from "@lingui/react/macro";
import { Repeat } from "lucide-react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SectionTitle } from "./edit-parts";

/** The discount as typed, or null when it is not a whole percent from 0 to 50 (what the server takes). */
export function seriesDiscountOf(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,3}$/.test(value)) return null;
  const percent = Number(value);
  return percent <= MAX_SERIES_DISCOUNT_PERCENT ? percent : null;
}

/**
 * "Weekly booking discount (%)" in the pricing editor: what a player saves on each date of a weekly
 * booking (docs/product/weekly-slots.md), off the slot and add-ons before GST; 0 for none.
 */
export function SeriesDiscountField({
  value,
  onChange,
  serverError,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The server's refusal of the field, in its words. */
  serverError?: string | null;
}) {
  const { t } = useLingui();
  const max = MAX_SERIES_DISCOUNT_PERCENT;
  const error =
    seriesDiscountOf(value) === null ? t`Enter the weekly discount as a whole percent from 0 to ${max}.` : serverError;
  return (
    <section className="space-y-2">
      <SectionTitle icon={<Repeat />}>
        <Trans>Weekly bookings</Trans>
      </SectionTitle>
      <FormField
        id="series-discount"
        label={t`Weekly booking discount (%)`}
        error={error ?? undefined}
        hint={t`Players who book the same slot every week (2 to 12 weeks) save this much on each date, before GST. 0 for no discount.`}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="sm:max-w-40"
        />
      </FormField>
    </section>
  );
}
