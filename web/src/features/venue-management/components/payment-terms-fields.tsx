import { PAYMENT_TYPES, type PaymentType } from "@crease/core/venues";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { ChoiceCard } from "@/components/ui/choice-card";
import { FormField } from "@/components/ui/form-field";
import type { EditImage } from "../lib/edit-venue";
import type { ImageFieldComponent } from "./dashboard-parts";
import { PriceInput } from "./edit-parts";

/** The payment fields both venue forms (the listing wizard and Edit Venue) name alike. */
export interface PaymentTermsValues {
  /** Empty only before the wizard's owner has chosen. */
  paymentType: PaymentType | "";
  partialPaymentAmount: string;
  upiQrCode: EditImage[];
}

const PAYMENT_CHOICES: Record<PaymentType, { title: MessageDescriptor; text: MessageDescriptor }> = {
  full: { title: msg`Full payment online`, text: msg`Players pay the whole amount when they book.` },
  partial: {
    title: msg`Advance online, rest at the venue`,
    text: msg`Players pay an advance when they book and the balance at the venue by UPI.`,
  },
};

/**
 * The payment types as two cards, one radio each, inside the form's react-hook-form context. The
 * caller draws the fieldset around them (its legend and error differ between the two forms).
 */
export function PaymentTypeCards() {
  const { register, control } = useFormContext<PaymentTermsValues>();
  const paymentType = useWatch({ control, name: "paymentType" });
  const { i18n } = useLingui();
  return (
    <div className="grid gap-2.5 sm:grid-cols-2">
      {PAYMENT_TYPES.map((type) => (
        <ChoiceCard
          key={type}
          chosen={paymentType === type}
          input={{ value: type, ...register("paymentType") }}
          className="flex-col gap-0.5"
        >
          <span className="text-sm font-semibold text-slate-900">{i18n._(PAYMENT_CHOICES[type].title)}</span>
          <span className="text-xs leading-snug text-slate-600">{i18n._(PAYMENT_CHOICES[type].text)}</span>
        </ChoiceCard>
      ))}
    </div>
  );
}

/**
 * With an advance online (partial payment): the advance and the UPI QR code players scan to pay
 * the rest at the venue; nothing for full payment. `idPrefix` keeps the two forms' field ids apart.
 */
export function PartialPaymentFields({
  idPrefix,
  ImageField,
  onQrBusy,
}: {
  idPrefix: string;
  ImageField: ImageFieldComponent;
  onQrBusy: (busy: boolean) => void;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PaymentTermsValues>();
  const paymentType = useWatch({ control, name: "paymentType" });
  const { t } = useLingui();
  if (paymentType !== "partial") return null;
  return (
    <div className="grid gap-5 rounded-xl border border-amber-200 bg-amber-50/50 p-4 sm:grid-cols-[14rem_1fr]">
      <FormField
        id={`${idPrefix}-partial-amount`}
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
            id={`${idPrefix}-upi-qr`}
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
  );
}
