import { addDays, todayInIst } from "@crease/core/slots";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Select } from "@/components/ui/input";
import { isApiError, messageOf } from "@/lib/api-client";
import { type CreateCouponBody, useCreateCoupon } from "../api/coupons";

interface CouponFormProps {
  /** "platform": cities may be named; "owner": the owner's venues may be chosen. */
  scope: "platform" | "owner";
  venues?: { id: number; name: string }[];
  onDone: () => void;
}

const wholeOrNull = (value: string) => (value.trim() === "" ? null : Number(value));

/** A new coupon: the server checks every field and says what is wrong (docs/product/offers.md). */
export function CouponForm({ scope, venues = [], onDone }: CouponFormProps) {
  const { t } = useLingui();
  const id = useId();
  const create = useCreateCoupon();
  const today = todayInIst();
  const [form, setForm] = useState({
    code: "",
    kind: "percent" as "percent" | "flat",
    value: "",
    maxDiscount: "",
    minOrder: "",
    validFrom: today,
    validTo: addDays(today, 30),
    cities: "",
    venueIds: [] as number[],
    firstBookingOnly: false,
    perUserLimit: "1",
    totalLimit: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    const body: CreateCouponBody = {
      code: form.code.trim(),
      kind: form.kind,
      value: form.kind === "percent" ? Number(form.value) : form.value.trim(),
      maxDiscount: form.kind === "percent" && form.maxDiscount.trim() ? form.maxDiscount.trim() : null,
      minOrder: form.minOrder.trim() ? form.minOrder.trim() : null,
      validFrom: form.validFrom,
      validTo: form.validTo,
      firstBookingOnly: form.firstBookingOnly,
      perUserLimit: wholeOrNull(form.perUserLimit),
      totalLimit: wholeOrNull(form.totalLimit),
      ...(scope === "platform"
        ? {
            cities: form.cities
              .split(",")
              .map((c) => c.trim())
              .filter(Boolean),
          }
        : { venueIds: form.venueIds }),
    };
    try {
      await create.mutateAsync(body);
      onDone();
    } catch (error) {
      if (isApiError(error) && error.errors) setErrors(error.errors);
      setFailure(messageOf(error, t`Couldn't save the coupon. Please try again.`));
    }
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2" noValidate>
      <FormField
        id={field("code")}
        label={t`Code`}
        error={errors.code}
        hint={t`Letters and digits; players type it in any case`}
      >
        <Input value={form.code} onChange={(e) => set("code", e.target.value)} className="uppercase" maxLength={20} />
      </FormField>
      <FormField id={field("kind")} label={t`Discount`} error={errors.kind}>
        <Select value={form.kind} onChange={(e) => set("kind", e.target.value as "percent" | "flat")}>
          <option value="percent">{t`Percent off`}</option>
          <option value="flat">{t`Rupees off`}</option>
        </Select>
      </FormField>
      <FormField
        id={field("value")}
        label={form.kind === "percent" ? t`Percent (1–100)` : t`Rupees off`}
        error={errors.value}
      >
        <Input inputMode="decimal" value={form.value} onChange={(e) => set("value", e.target.value)} />
      </FormField>
      {form.kind === "percent" ? (
        <FormField id={field("max")} label={t`Largest discount (₹, optional)`} error={errors.maxDiscount}>
          <Input inputMode="decimal" value={form.maxDiscount} onChange={(e) => set("maxDiscount", e.target.value)} />
        </FormField>
      ) : null}
      <FormField id={field("min")} label={t`Minimum booking (₹, optional)`} error={errors.minOrder}>
        <Input inputMode="decimal" value={form.minOrder} onChange={(e) => set("minOrder", e.target.value)} />
      </FormField>
      <FormField id={field("from")} label={t`First day`} error={errors.validFrom}>
        <Input type="date" value={form.validFrom} onChange={(e) => set("validFrom", e.target.value)} />
      </FormField>
      <FormField id={field("to")} label={t`Last day`} error={errors.validTo}>
        <Input type="date" value={form.validTo} onChange={(e) => set("validTo", e.target.value)} />
      </FormField>
      <FormField id={field("per-user")} label={t`Uses per player (optional)`} error={errors.perUserLimit}>
        <Input inputMode="numeric" value={form.perUserLimit} onChange={(e) => set("perUserLimit", e.target.value)} />
      </FormField>
      <FormField id={field("total")} label={t`Uses in total (optional)`} error={errors.totalLimit}>
        <Input inputMode="numeric" value={form.totalLimit} onChange={(e) => set("totalLimit", e.target.value)} />
      </FormField>
      {scope === "platform" ? (
        <FormField
          id={field("cities")}
          label={t`Cities (optional)`}
          error={errors.cities}
          hint={t`Comma-separated, like Pune, Mumbai. Empty: every city.`}
          className="sm:col-span-2"
        >
          <Input value={form.cities} onChange={(e) => set("cities", e.target.value)} />
        </FormField>
      ) : venues.length > 0 ? (
        <fieldset className="space-y-2 sm:col-span-2">
          <legend className="text-sm font-medium text-slate-800">
            <Trans>Venues (none ticked: all your venues)</Trans>
          </legend>
          {venues.map((venue) => (
            <label key={venue.id} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={form.venueIds.includes(venue.id)}
                onChange={(e) =>
                  set(
                    "venueIds",
                    e.target.checked ? [...form.venueIds, venue.id] : form.venueIds.filter((v) => v !== venue.id),
                  )
                }
              />
              {venue.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={form.firstBookingOnly}
          onChange={(e) => set("firstBookingOnly", e.target.checked)}
        />
        <Trans>Only for a player's first booking</Trans>
      </label>
      {failure ? (
        <p className="text-sm text-red-700 sm:col-span-2" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t`Saving…` : t`Create coupon`}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
