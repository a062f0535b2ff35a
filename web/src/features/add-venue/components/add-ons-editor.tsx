import { Trans, useLingui } from "@lingui/react/macro";
import { Plus, Trash2 } from "lucide-react";
import { Switch } from "radix-ui";
import { Controller, type FieldErrors, get, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { STANDARD_ADD_ON_LABELS } from "@/features/venue-management";
import { cn } from "@/lib/cn";
import { MAX_ADD_ONS } from "../lib/add-ons";
import { emptyCustomAddOn, type VenueFormValues } from "../lib/form-values";
import { RupeeInput } from "./form-controls";

/** The message at a nested form path, if any. */
function errorAt(errors: FieldErrors<VenueFormValues>, path: string): string | undefined {
  const found = get(errors, path) as { message?: unknown } | undefined;
  return typeof found?.message === "string" ? found.message : undefined;
}

function ErrorText({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-600" role="alert">
      {message}
    </p>
  );
}

/** The five standard ground add-ons: a switch each and the price players pay for it. */
function StandardAddOns() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<VenueFormValues>();
  const rows = useWatch({ control, name: "ground.standardAddOns" });
  const { t, i18n } = useLingui();

  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {rows.map((row, index) => {
        const label = i18n._(STANDARD_ADD_ON_LABELS[row.key]);
        const priceId = `addon-${row.key}-price`;
        const switchId = `addon-${row.key}-switch`;
        const error = errorAt(errors, `ground.standardAddOns.${index}.price`);
        return (
          <li key={row.key} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3.5 py-3 sm:flex-nowrap">
            <Controller
              control={control}
              name={`ground.standardAddOns.${index}.enabled`}
              render={({ field }) => (
                <Switch.Root
                  id={switchId}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:bg-pitch-600"
                >
                  <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
                </Switch.Root>
              )}
            />
            <label htmlFor={switchId} className="min-w-0 flex-1 cursor-pointer text-sm font-medium text-slate-800">
              {label}
              <span className="block text-xs font-normal text-slate-500">
                {row.enabled ? <Trans>Offered</Trans> : <Trans>Not offered</Trans>}
              </span>
            </label>
            <div className="w-full sm:w-40">
              <label htmlFor={priceId} className="sr-only">
                <Trans>{label} price</Trans>
              </label>
              <RupeeInput
                id={priceId}
                step={100}
                placeholder={t`Price`}
                disabled={!row.enabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${priceId}-error` : undefined}
                {...register(`ground.standardAddOns.${index}.price`)}
              />
              <ErrorText id={`${priceId}-error`} message={error} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Add-ons the owner names: name and price per row, add and remove rows. */
function CustomAddOns({ name, other }: { name: "ground.otherAddOns" | "hourly.addOns"; other: boolean }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<VenueFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const listError = errorAt(errors, `${name}.root`) ?? errorAt(errors, name);
  const { t } = useLingui();

  return (
    <div className="space-y-3">
      {fields.length > 0 ? (
        <ul className="space-y-3">
          {fields.map((field, index) => {
            const base = `${name.replace(".", "-")}-${index}`;
            const nameError = errorAt(errors, `${name}.${index}.name`);
            const priceError = errorAt(errors, `${name}.${index}.price`);
            const number = index + 1;
            return (
              <li key={field.id} className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_10rem_auto]">
                <div className="col-span-2 sm:col-span-1">
                  <label htmlFor={`${base}-name`} className="sr-only">
                    {other ? <Trans>Other add-on {number} name</Trans> : <Trans>Add-on {number} name</Trans>}
                  </label>
                  <Input
                    id={`${base}-name`}
                    placeholder={t`Name, e.g. Bowling machine`}
                    maxLength={60}
                    aria-invalid={nameError ? true : undefined}
                    aria-describedby={nameError ? `${base}-name-error` : undefined}
                    {...register(`${name}.${index}.name`)}
                  />
                  <ErrorText id={`${base}-name-error`} message={nameError} />
                </div>
                <div>
                  <label htmlFor={`${base}-price`} className="sr-only">
                    {other ? <Trans>Other add-on {number} price</Trans> : <Trans>Add-on {number} price</Trans>}
                  </label>
                  <RupeeInput
                    id={`${base}-price`}
                    step={50}
                    placeholder={t`Price`}
                    aria-invalid={priceError ? true : undefined}
                    aria-describedby={priceError ? `${base}-price-error` : undefined}
                    {...register(`${name}.${index}.price`)}
                  />
                  <ErrorText id={`${base}-price-error`} message={priceError} />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-11 text-slate-500 hover:text-red-600"
                  onClick={() => remove(index)}
                  aria-label={other ? t`Remove other add-on ${number}` : t`Remove add-on ${number}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {listError ? (
        <p className="text-sm font-medium text-red-600" role="alert">
          {listError}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={fields.length >= MAX_ADD_ONS}
        onClick={() => append(emptyCustomAddOn())}
      >
        <Plus aria-hidden="true" />
        {fields.length > 0 ? <Trans>Add another add-on</Trans> : <Trans>Add an add-on</Trans>}
      </Button>
    </div>
  );
}

/** Extras players can add to a booking: standard ones for grounds, and any the owner names. */
export function AddOnsEditor({ venueType }: { venueType: "ground" | "nets" | "box" }) {
  if (venueType === "ground") {
    return (
      <div className="space-y-5">
        <StandardAddOns />
        <div>
          <h4 className={cn("mb-2 text-sm font-medium text-slate-800")}>
            <Trans>Other add-ons</Trans>
          </h4>
          <CustomAddOns name="ground.otherAddOns" other />
        </div>
      </div>
    );
  }
  return <CustomAddOns name="hourly.addOns" other={false} />;
}
