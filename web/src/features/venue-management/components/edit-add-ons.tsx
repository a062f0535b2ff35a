import { MAX_ADD_ONS } from "@crease/core/venue-form-fields";
import { GROUND_ADD_ONS } from "@crease/core/venues";
import { Trans, useLingui } from "@lingui/react/macro";
import { PackagePlus, Plus, Trash2 } from "lucide-react";
import { type FieldErrors, get, useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { addOnName } from "../lib/add-on-names";
import type { EditVenueValues } from "../lib/edit-venue";
import { PriceInput, SectionTitle } from "./edit-parts";

const isStandard = (key: string) => key in GROUND_ADD_ONS;

/**
 * The venue's add-ons in the Edit Venue form: change a price, remove one, or add one the owner
 * names. A standard ground add-on keeps its name (shown in the language on screen); the owner's
 * own can be renamed. What players already booked keeps the add-ons and prices they paid for.
 */
export function EditAddOns() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<EditVenueValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "addOns" });
  const { t, i18n } = useLingui();
  const message = (path: string): string | undefined =>
    (get(errors as FieldErrors, path) as { message?: string } | undefined)?.message;
  // A message about the list as a whole ("At most 25 add-ons") sits on `addOns` itself.
  const listError = message("addOns");

  return (
    <div className="space-y-3 border-t border-slate-100 pt-5">
      <SectionTitle icon={<PackagePlus aria-hidden="true" />}>
        <Trans>Add-ons</Trans>
      </SectionTitle>
      <p className="text-xs text-slate-500">
        <Trans>
          Players can add these to a booking. Bookings already made keep the add-ons and prices they paid for.
        </Trans>
      </p>
      {fields.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-200 px-4 py-3 text-sm text-slate-600">
          <Trans>No add-ons yet.</Trans>
        </p>
      ) : (
        <ul className="space-y-2.5">
          {fields.map((field, index) => {
            const number = index + 1;
            const nameError = message(`addOns.${index}.name`);
            const priceError = message(`addOns.${index}.price`);
            const standard = isStandard(field.key);
            const shownName = standard ? addOnName(field.name, i18n) : field.name || t`Add-on ${number}`;
            return (
              <li key={field.id} className="rounded-xl border border-slate-200 p-3">
                {/* On a phone the name has the whole row; the price and Remove sit under it. */}
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                  {standard ? (
                    <p className="text-sm font-medium text-slate-900 sm:flex-1">{shownName}</p>
                  ) : (
                    <Input
                      {...register(`addOns.${index}.name`)}
                      aria-label={t`Name of add-on ${number}`}
                      aria-invalid={nameError ? true : undefined}
                      placeholder={t`e.g. Drinks`}
                      maxLength={60}
                      className="sm:flex-1"
                    />
                  )}
                  <div className="flex items-center gap-2">
                    <div className="flex-1 sm:w-32 sm:flex-none">
                      <PriceInput
                        {...register(`addOns.${index}.price`)}
                        step={50}
                        aria-label={t`Price of ${shownName}`}
                        aria-invalid={priceError ? true : undefined}
                      />
                    </div>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      onClick={() => remove(index)}
                      aria-label={t`Remove ${shownName}`}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                {nameError || priceError ? (
                  <p className="mt-1.5 text-sm font-medium text-red-600" role="alert">
                    {nameError ?? priceError}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {listError ? (
        <p className="text-sm font-medium text-red-600" role="alert">
          {listError}
        </p>
      ) : null}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={() => append({ key: "", name: "", price: "" })}
        disabled={fields.length >= MAX_ADD_ONS}
      >
        <Plus aria-hidden="true" />
        <Trans>Add an add-on</Trans>
      </Button>
    </div>
  );
}
