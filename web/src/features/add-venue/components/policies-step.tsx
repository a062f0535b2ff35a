import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE_PERCENT } from "@crease/core/booking-lifecycle";
import { MAX_ADVANCE_DAYS, MIN_ADVANCE_DAYS } from "@crease/core/checkout-limits";
import { Trans, useLingui } from "@lingui/react/macro";
import { ClipboardCheck, CreditCard, MessageCircle, ScrollText } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { DaysInput } from "@/components/ui/days-input";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PartialPaymentFields, PaymentTypeCards } from "@/features/venue-management";
import { usePolicyWords } from "@/lib/i18n/platform-policies";
import type { VenueFormValues } from "../lib/form-values";
import type { WizardStep } from "../lib/wizard-validation";
import { Fieldset, FormSection, Textarea } from "./form-controls";
import { ReviewSummary } from "./review-summary";
import { useWizardParts } from "./wizard-parts";

/**
 * The prefilled policy is stored in English (it is the platform's text): on a screen in another
 * language it is shown here as players reading that language see it (issue 46). It sits after its
 * FormField, never inside: the field's Slot takes exactly one child, its control.
 */
function StandardPolicy({ field }: { field: "reschedulingRules" | "cancellationRules" }) {
  const text = useWatch<VenueFormValues, typeof field>({ name: field }) ?? "";
  const policy = usePolicyWords();
  const shown = policy(text);
  if (shown === text) return null;
  return (
    <div className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <p className="font-medium text-slate-900">
        <Trans>Crease's standard text. Players see it in their language:</Trans>
      </p>
      <p className="mt-1">{shown}</p>
    </div>
  );
}

export function PoliciesStep({
  onEdit,
  onQrBusy,
}: {
  onEdit: (step: WizardStep) => void;
  onQrBusy: (busy: boolean) => void;
}) {
  const {
    register,
    formState: { errors },
  } = useFormContext<VenueFormValues>();
  const { ImageField } = useWizardParts();
  const { t } = useLingui();
  const freeHours = FREE_CANCELLATION_HOURS;
  const lateFee = LATE_CANCELLATION_FEE_PERCENT;

  return (
    <>
      <FormSection
        title={t`Booking policies`}
        description={t`Pre-filled with Crease's standard policy. Edit them to match how you run your venue.`}
        icon={<ScrollText aria-hidden="true" />}
      >
        <FormField id="venue-rescheduling" label={t`Rescheduling rules`} error={errors.reschedulingRules?.message}>
          <Textarea {...register("reschedulingRules")} rows={3} maxLength={5000} />
        </FormField>
        <StandardPolicy field="reschedulingRules" />
        <FormField
          id="venue-cancellation"
          label={t`Cancellation rules`}
          error={errors.cancellationRules?.message}
          hint={
            <Trans>
              Refunds always follow the{" "}
              <Link to="/cancellation-policy" target="_blank" className="font-medium text-brand-700 hover:underline">
                Crease cancellation policy
              </Link>
              : free up to {freeHours} hours before the slot, a {lateFee}% fee after that. If you cancel a booking, the
              player gets everything back.
            </Trans>
          }
        >
          <Textarea {...register("cancellationRules")} rows={4} maxLength={5000} />
        </FormField>
        <StandardPolicy field="cancellationRules" />
        <FormField
          id="venue-advance-days"
          label={t`How far ahead players can book`}
          error={errors.advanceBookingDays?.message}
          hint={t`Your calendar opens this many days ahead (${MIN_ADVANCE_DAYS} to ${MAX_ADVANCE_DAYS}).`}
        >
          <DaysInput {...register("advanceBookingDays")} />
        </FormField>
      </FormSection>

      <FormSection
        title={t`Payment`}
        description={t`How players pay when they book.`}
        icon={<CreditCard aria-hidden="true" />}
      >
        <Fieldset id="venue-payment" legend={t`Payment type`} error={errors.paymentType?.message}>
          <PaymentTypeCards />
        </Fieldset>

        <PartialPaymentFields idPrefix="venue" ImageField={ImageField} onQrBusy={onQrBusy} />
      </FormSection>

      <FormSection
        title={t`Chat with players`}
        description={t`Let players message you on WhatsApp before they book (optional).`}
        icon={<MessageCircle aria-hidden="true" />}
      >
        <FormField
          id="venue-whatsapp"
          label={t`WhatsApp number`}
          error={errors.whatsappNumber?.message}
          hint={t`Players see “Chat with the venue”, which opens WhatsApp to this number. Leave it empty to turn chat off. On a live venue a new number shows once our team approves it.`}
        >
          <Input
            {...register("whatsappNumber")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            placeholder="98765 43210"
          />
        </FormField>
      </FormSection>

      <FormSection
        title={t`Review and submit`}
        description={t`Check everything once. After you submit, our team reviews the listing before players can book it.`}
        icon={<ClipboardCheck aria-hidden="true" />}
      >
        <ReviewSummary onEdit={onEdit} />
      </FormSection>
    </>
  );
}
