import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE_PERCENT } from "@crease/core/booking-lifecycle";
import { Trans, useLingui } from "@lingui/react/macro";
import { CreditCard, ScrollText } from "lucide-react";
import { useFormContext } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import type { EditVenueValues } from "../lib/edit-venue";
import type { ImageFieldComponent } from "./dashboard-parts";
import { SectionTitle } from "./edit-parts";
import { PartialPaymentFields, PaymentTypeCards } from "./payment-terms-fields";

/**
 * The venue's policies and payment terms in the Edit Venue form. Refunds always follow Crease's
 * cancellation policy whatever the text says; payment terms of a live venue wait for an admin.
 */
export function EditPolicies({
  ImageField,
  onQrBusy,
}: {
  ImageField: ImageFieldComponent;
  onQrBusy: (busy: boolean) => void;
}) {
  const {
    register,
    formState: { errors },
  } = useFormContext<EditVenueValues>();
  const { t } = useLingui();
  const freeHours = FREE_CANCELLATION_HOURS;
  const lateFee = LATE_CANCELLATION_FEE_PERCENT;

  return (
    <>
      <div className="space-y-4 border-t border-slate-100 pt-5">
        <SectionTitle icon={<ScrollText aria-hidden="true" />}>
          <Trans>Booking policies</Trans>
        </SectionTitle>
        <FormField id="edit-rescheduling" label={t`Rescheduling rules`} error={errors.reschedulingRules?.message}>
          <Textarea {...register("reschedulingRules")} rows={3} maxLength={5000} />
        </FormField>
        <FormField
          id="edit-cancellation"
          label={t`Cancellation rules`}
          error={errors.cancellationRules?.message}
          hint={t`Refunds always follow the Crease cancellation policy: free up to ${freeHours} hours before the slot, a ${lateFee}% fee after that.`}
        >
          <Textarea {...register("cancellationRules")} rows={4} maxLength={5000} />
        </FormField>
      </div>

      <fieldset className="space-y-4 border-t border-slate-100 pt-5">
        <legend className="sr-only">{t`Payment type`}</legend>
        <SectionTitle icon={<CreditCard aria-hidden="true" />}>
          <Trans>Payment</Trans>
        </SectionTitle>
        <PaymentTypeCards />
        <PartialPaymentFields idPrefix="edit" ImageField={ImageField} onQrBusy={onQrBusy} />
      </fieldset>
    </>
  );
}
