import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE_PERCENT } from "@crease/core/booking-lifecycle";
import { MAX_ADVANCE_DAYS, MIN_ADVANCE_DAYS } from "@crease/core/checkout-limits";
import { PAYMENT_TYPES, type PaymentType } from "@crease/core/venues";
import { WHATSAPP_NUMBER_HINT } from "@crease/core/whatsapp";
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

const PAYMENT_CHOICES: Record<PaymentType, { title: string; text: string }> = {
  full: { title: "Full payment online", text: "Players pay the whole amount when they book." },
  partial: {
    title: "Advance online, rest at the venue",
    text: "Players pay an advance when they book and the balance at the venue by UPI.",
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

  return (
    <>
      <FormSection
        title="Booking policies"
        description="Pre-filled with Crease's standard policy. Edit them to match how you run your venue."
        icon={<ScrollText aria-hidden="true" />}
      >
        <FormField id="venue-rescheduling" label="Rescheduling rules" error={errors.reschedulingRules?.message}>
          <Textarea {...register("reschedulingRules")} rows={3} maxLength={5000} />
        </FormField>
        <FormField
          id="venue-cancellation"
          label="Cancellation rules"
          error={errors.cancellationRules?.message}
          hint={
            <>
              Refunds always follow the{" "}
              <Link to="/cancellation-policy" target="_blank" className="font-medium text-brand-700 hover:underline">
                Crease cancellation policy
              </Link>
              : free up to {FREE_CANCELLATION_HOURS} hours before the slot, a {LATE_CANCELLATION_FEE_PERCENT}% fee after
              that. If you cancel a booking, the player gets everything back.
            </>
          }
        >
          <Textarea {...register("cancellationRules")} rows={4} maxLength={5000} />
        </FormField>
        <FormField
          id="venue-advance-days"
          label="How far ahead players can book"
          error={errors.advanceBookingDays?.message}
          hint={`Your calendar opens this many days ahead (${MIN_ADVANCE_DAYS} to ${MAX_ADVANCE_DAYS}).`}
        >
          <DaysInput {...register("advanceBookingDays")} />
        </FormField>
      </FormSection>

      <FormSection
        title="Payment"
        description="How players pay when they book."
        icon={<CreditCard aria-hidden="true" />}
      >
        <Fieldset id="venue-payment" legend="Payment type" error={errors.paymentType?.message}>
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
                  <span className="text-sm font-semibold text-slate-900">{PAYMENT_CHOICES[type].title}</span>
                  <span className="text-xs leading-snug text-slate-600">{PAYMENT_CHOICES[type].text}</span>
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
              label="Advance paid online"
              error={errors.partialPaymentAmount?.message}
              hint="Per booking; the rest is paid at the venue."
            >
              <RupeeInput step={100} placeholder="e.g. 1000" {...register("partialPaymentAmount")} />
            </FormField>
            <Controller
              control={control}
              name="upiQrCode"
              render={({ field }) => (
                <FormField
                  id="venue-upi-qr"
                  label="UPI QR code"
                  error={errors.upiQrCode?.message}
                  hint="Players scan it to pay the balance at the venue."
                >
                  <ImageField
                    value={field.value}
                    onChange={field.onChange}
                    onBusyChange={onQrBusy}
                    variant="single"
                    addLabel="Upload QR code"
                  />
                </FormField>
              )}
            />
          </div>
        ) : null}
      </FormSection>

      <FormSection
        title="Chat with players"
        description="Let players message you on WhatsApp before they book (optional)."
        icon={<MessageCircle aria-hidden="true" />}
      >
        <FormField
          id="venue-whatsapp"
          label="WhatsApp number"
          error={errors.whatsappNumber?.message}
          hint={WHATSAPP_NUMBER_HINT}
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
        title="Review and submit"
        description="Check everything once. After you submit, our team reviews the listing before players can book it."
        icon={<ClipboardCheck aria-hidden="true" />}
      >
        <ReviewSummary onEdit={onEdit} />
      </FormSection>
    </>
  );
}
