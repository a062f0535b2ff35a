import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE_PERCENT } from "@crease/core/booking-lifecycle";
import { PAYMENT_TYPES, type PaymentType } from "@crease/core/venues";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CreditCard, ScrollText } from "lucide-react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import type { EditVenueValues } from "../lib/edit-venue";
import type { ImageFieldComponent } from "./dashboard-parts";
import { PriceInput, SectionTitle } from "./edit-parts";

const PAYMENT_CHOICES: Record<PaymentType, { title: MessageDescriptor; text: MessageDescriptor }> = {
  full: { title: msg`Full payment online`, text: msg`Players pay the whole amount when they book.` },
  partial: {
    title: msg`Advance online, rest at the venue`,
    text: msg`Players pay an advance when they book and the balance at the venue by UPI.`,
  },
};

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
    control,
    formState: { errors },
  } = useFormContext<EditVenueValues>();
  const paymentType = useWatch({ control, name: "paymentType" });
  const { t, i18n } = useLingui();
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
        {paymentType === "partial" ? (
          <div className="grid gap-5 rounded-xl border border-amber-200 bg-amber-50/50 p-4 sm:grid-cols-[14rem_1fr]">
            <FormField
              id="edit-partial-amount"
              label={t`Advance paid online`}
              error={errors.partialPaymentAmount?.message}
              hint={t`Per booking; the rest is paid at the venue.`}
            >
              <PriceInput step={100} placeholder={t`e.g. 1000`} {...register("partialPaymentAmount")} />
            </FormField>
            <Controller
              control={control}
              name="upiQrCode"
              render={({ field }) => (
                <FormField
                  id="edit-upi-qr"
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
      </fieldset>
    </>
  );
}
