import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE_PERCENT } from "@crease/core/booking-lifecycle";
import { MAX_ADVANCE_DAYS, MIN_ADVANCE_DAYS } from "@crease/core/checkout-limits";
import { PAYMENT_TYPES, type PaymentType } from "@crease/core/venues";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ClipboardCheck, CreditCard, MessageCircle, ScrollText } from "lucide-react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { DaysInput } from "@/components/ui/days-input";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import type { VenueFormValues } from "../lib/form-values";
import type { WizardStep } from "../lib/wizard-validation";
import { Fieldset, FormSection, RupeeInput, Textarea } from "./form-controls";
import { ReviewSummary } from "./review-summary";
import { useWizardParts } from "./wizard-parts";

const PAYMENT_CHOICES: Record<PaymentType, { title: MessageDescriptor; text: MessageDescriptor }> = {
  full: { title: msg`Full payment online`, text: msg`Players pay the whole amount when they book.` },
  partial: {
    title: msg`Advance online, rest at the venue`,
    text: msg`Players pay an advance when they book and the balance at the venue by UPI.`,
  },
};

export function PoliciesStep({
  onEdit,
  onQrBusy,
}: {
  onEdit: (step: WizardStep) => void;
  onQrBusy: (busy: boolean) => void;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<VenueFormValues>();
  const { ImageField } = useWizardParts();
  const paymentType = useWatch({ control, name: "paymentType" });
  const { t, i18n } = useLingui();
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
          <div className="grid gap-2.5 sm:grid-cols-2">
            {PAYMENT_TYPES.map((type) => {
              const chosen = paymentType === type;
              return (
                <label
                  key={type}
                  className={cn(
                    "relative flex cursor-pointer flex-col gap-0.5 rounded-xl border p-3.5 pr-10 transition-all has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                    chosen
                      ? "border-brand-500 bg-brand-50/60 shadow-[0_0_0_1px_var(--color-brand-500)]"
                      : "border-slate-200 bg-white hover:border-slate-300",
                  )}
                >
                  <input
                    type="radio"
                    value={type}
                    className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
                    {...register("paymentType")}
                  />
                  <span className="text-sm font-semibold text-slate-900">{i18n._(PAYMENT_CHOICES[type].title)}</span>
                  <span className="text-xs leading-snug text-slate-600">{i18n._(PAYMENT_CHOICES[type].text)}</span>
                  <span
                    className={cn(
                      "absolute top-3.5 right-3.5 size-4 rounded-full border-2 transition-colors",
                      chosen ? "border-brand-600 bg-brand-600 shadow-[inset_0_0_0_2px_white]" : "border-slate-300",
                    )}
                    aria-hidden="true"
                  />
                </label>
              );
            })}
          </div>
        </Fieldset>

        {paymentType === "partial" ? (
          <div className="grid gap-5 rounded-xl border border-amber-200 bg-amber-50/50 p-4 sm:grid-cols-[14rem_1fr]">
            <FormField
              id="venue-partial-amount"
              label={t`Advance paid online`}
              error={errors.partialPaymentAmount?.message}
              hint={t`Per booking; the rest is paid at the venue.`}
            >
              <RupeeInput step={100} placeholder={t`e.g. 1000`} {...register("partialPaymentAmount")} />
            </FormField>
            <Controller
              control={control}
              name="upiQrCode"
              render={({ field }) => (
                <FormField
                  id="venue-upi-qr"
                  label={t`UPI QR code`}
                  error={errors.upiQrCode?.message}
                  hint={t`Players scan it to pay the balance at the venue.`}
                >
                  <ImageField
                    value={field.value}
                    onChange={field.onChange}
                    onBusyChange={onQrBusy}
                    variant="single"
                    addLabel={t`Upload QR code`}
                  />
                </FormField>
              )}
            />
          </div>
        ) : null}
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
