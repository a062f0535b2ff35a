import { MAX_ADVANCE_DAYS, MIN_ADVANCE_DAYS } from "@crease/core/checkout-limits";
import type { Venue, VenueDetails } from "@crease/core/contracts/venues";
import { GROUND_SLOTS } from "@crease/core/slots";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Camera, IndianRupee, PencilLine } from "lucide-react";
import { useMemo, useState } from "react";
import {
  Controller,
  type FieldErrors,
  FormProvider,
  type Path,
  type Resolver,
  set,
  useForm,
  useWatch,
} from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DaysInput } from "@/components/ui/days-input";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, Select } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useVenueDetails } from "@/features/venues";
import { isApiError } from "@/lib/api-client";
import { useWords } from "@/lib/i18n";
import { useLastValue } from "@/lib/use-last-value";
import { useUpdateVenue } from "../api/update-venue";
import {
  addOnRowPath,
  type EditVenueValues,
  editBody,
  editPathOf,
  editValuesOf,
  validateEdit,
} from "../lib/edit-venue";
import { venueFormMessage } from "../lib/form-messages";
import { CLOSING_TIMES, OPENING_TIMES } from "../lib/time-options";
import type { ImageFieldComponent } from "./dashboard-parts";
import { EditAddOns } from "./edit-add-ons";
import { PriceInput, SectionTitle } from "./edit-parts";
import { EditPolicies } from "./edit-policies";

function EditForm({
  venue,
  details,
  ImageField,
  onDone,
}: {
  venue: Venue;
  details: VenueDetails | null;
  ImageField: ImageFieldComponent;
  onDone: () => void;
}) {
  const mutation = useUpdateVenue();
  const words = useWords();
  const [imagesBusy, setImagesBusy] = useState(false);
  const [qrBusy, setQrBusy] = useState(false);
  const { t: tr, i18n } = useLingui();
  const resolver = useMemo<Resolver<EditVenueValues>>(
    () => async (values) => {
      const issues = validateEdit(values, details);
      if (issues.length === 0) return { values, errors: {} };
      const errors: FieldErrors<EditVenueValues> = {};
      for (const issue of issues) {
        set(errors, issue.path, { type: "validate", message: venueFormMessage(issue.message, i18n) });
      }
      return { values: {}, errors };
    },
    [details, i18n],
  );
  const form = useForm<EditVenueValues>({ defaultValues: editValuesOf(venue, details), resolver, mode: "onTouched" });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const values = useWatch({ control }) as EditVenueValues;
  const changed = Object.keys(editBody(values, venue, details)).length > 0;

  const onSubmit = handleSubmit((submitted) => {
    const body = editBody(submitted, venue, details);
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    mutation.mutate(
      { id: venue.id, body },
      {
        onSuccess: (updated) => {
          const name = updated.name;
          toast(
            updated.reviewPending
              ? {
                  title: t`Changes sent for review`,
                  description: t`New names, places, prices, photos and payment terms of ${name} go live once an admin approves them. Players see the current version until then.`,
                  variant: "success",
                }
              : {
                  title: t`Venue updated`,
                  description: t`Your changes to ${name} are saved.`,
                  variant: "success",
                },
          );
          onDone();
        },
        onError: (error) => {
          let first = true;
          for (const [apiPath, message] of Object.entries(isApiError(error) ? (error.errors ?? {}) : {})) {
            const found = editPathOf(apiPath);
            const path = found && addOnRowPath(found, submitted.addOns);
            if (!path) continue;
            setError(
              path as Path<EditVenueValues>,
              { type: "server", message: venueFormMessage(message, i18n) },
              { shouldFocus: first },
            );
            first = false;
          }
          toast({
            title: t`Update failed`,
            description: t`There was an error updating the venue`,
            variant: "destructive",
          });
        },
      },
    );
  });

  const hourly = details && details.venueType !== "ground";
  const midnight = tr`12:00 AM (midnight)`;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <div className="space-y-4">
          <FormField id="edit-name" label={tr`Venue name`} error={errors.name?.message}>
            <Input {...register("name")} maxLength={120} />
          </FormField>
          <FormField id="edit-description" label={tr`Description`} error={errors.description?.message}>
            <Textarea {...register("description")} rows={4} maxLength={5000} />
          </FormField>
          <FormField id="edit-address" label={tr`Address`} error={errors.address?.message}>
            <Input {...register("address")} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField id="edit-city" label={tr`City`} error={errors.city?.message}>
              <Input {...register("city")} />
            </FormField>
            <FormField id="edit-state" label={tr`State`} error={errors.state?.message}>
              <Input {...register("state")} />
            </FormField>
            <FormField id="edit-pincode" label={tr`Pincode`} error={errors.pincode?.message}>
              <Input {...register("pincode")} inputMode="numeric" maxLength={6} />
            </FormField>
          </div>
          <FormField
            id="edit-amenities"
            label={tr`Amenities`}
            error={errors.amenities?.message}
            hint={tr`Separate them with commas, e.g. Parking, Floodlights, WiFi`}
          >
            <Input {...register("amenities")} />
          </FormField>
          <FormField
            id="edit-advance-days"
            label={tr`How far ahead players can book`}
            error={errors.advanceBookingDays?.message}
            hint={tr`Your calendar opens this many days ahead (${MIN_ADVANCE_DAYS} to ${MAX_ADVANCE_DAYS}).`}
          >
            <DaysInput {...register("advanceBookingDays")} />
          </FormField>
          <FormField
            id="edit-whatsapp"
            label={tr`WhatsApp number for players (optional)`}
            error={errors.whatsappNumber?.message}
            hint={tr`Players see “Chat with the venue”, which opens WhatsApp to this number. Leave it empty to turn chat off. On a live venue a new number shows once our team approves it.`}
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
        </div>

        {details ? (
          <div className="space-y-4 border-t border-slate-100 pt-5">
            <SectionTitle icon={<IndianRupee aria-hidden="true" />}>
              <Trans>Prices</Trans>
            </SectionTitle>
            {details.venueType === "ground" ? (
              <>
                <div className="grid gap-4 sm:grid-cols-2">
                  {GROUND_SLOTS.map((slot) => {
                    const slotName = words.slotName(slot);
                    return (
                      <FormField
                        key={slot}
                        id={`edit-${slot}-price`}
                        label={tr`${slotName} slot`}
                        error={errors.prices?.[`${slot}Price`]?.message}
                      >
                        <PriceInput step={100} {...register(`prices.${slot}Price`)} />
                      </FormField>
                    );
                  })}
                </div>
                <p className="text-xs text-slate-500">
                  <Trans>A slot with price 0 is not offered to players.</Trans>
                </p>
              </>
            ) : hourly ? (
              <div className="grid gap-4 sm:grid-cols-3">
                <FormField
                  id="edit-hourly-price"
                  label={tr`Price per hour`}
                  error={errors.prices?.hourlyPrice?.message}
                >
                  <PriceInput step={50} {...register("prices.hourlyPrice")} />
                </FormField>
                <FormField id="edit-start" label={tr`Opens`} error={errors.prices?.startTime?.message}>
                  <Select {...register("prices.startTime")}>
                    {OPENING_TIMES.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.value === "24:00" ? midnight : o.label}
                      </option>
                    ))}
                  </Select>
                </FormField>
                <FormField id="edit-end" label={tr`Closes`} error={errors.prices?.endTime?.message}>
                  <Select {...register("prices.endTime")}>
                    {CLOSING_TIMES.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.value === "24:00" ? midnight : o.label}
                      </option>
                    ))}
                  </Select>
                </FormField>
              </div>
            ) : null}
          </div>
        ) : null}

        {details ? <EditAddOns /> : null}
        <EditPolicies ImageField={ImageField} onQrBusy={setQrBusy} />

        <div className="space-y-3 border-t border-slate-100 pt-5">
          <SectionTitle icon={<Camera aria-hidden="true" />}>
            <Trans>Photos</Trans>
          </SectionTitle>
          <Controller
            control={control}
            name="images"
            render={({ field }) => (
              <FormField
                id="edit-images"
                label={
                  <span className="sr-only">
                    <Trans>Venue photos</Trans>
                  </span>
                }
                error={errors.images?.message}
              >
                <ImageField
                  value={field.value}
                  onChange={field.onChange}
                  onBusyChange={setImagesBusy}
                  addLabel={tr`Add photos`}
                />
              </FormField>
            )}
          />
        </div>

        <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t border-slate-100 bg-white px-6 py-4">
          <Button variant="secondary" onClick={onDone} disabled={mutation.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={mutation.isPending} disabled={!changed || imagesBusy || qrBusy}>
            <Trans>Save changes</Trans>
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}

function EditBody({
  venue,
  ImageField,
  onDone,
}: {
  venue: Venue;
  ImageField: ImageFieldComponent;
  onDone: () => void;
}) {
  const details = useVenueDetails(venue.id);
  const { t: tr } = useLingui();
  if (details.isPending) {
    return (
      <div className="space-y-4" role="status" aria-label={tr`Loading the venue`}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-11 w-full rounded-xl" />
          </div>
        ))}
      </div>
    );
  }
  return <EditForm venue={venue} details={details.data ?? null} ImageField={ImageField} onDone={onDone} />;
}

/** docs/product/venues.md's Edit Venue form, with prices and photos (PATCH /api/venues/{id} takes both). */
export function EditVenueDialog({
  venue: open,
  ImageField,
  onOpenChange,
}: {
  venue: Venue | null;
  ImageField: ImageFieldComponent;
  onOpenChange: (open: boolean) => void;
}) {
  const venue = useLastValue(open);
  const name = venue?.name;
  return (
    <Dialog open={open !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
            <PencilLine className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>
            <Trans>Edit Venue</Trans>
          </DialogTitle>
          <DialogDescription>
            {venue ? (
              venue.status === "approved" ? (
                <Trans>
                  {name} is live: a new name, address, prices, photos or payment terms go live once an admin approves
                  them; other changes show as soon as you save.
                </Trans>
              ) : (
                <Trans>Changes to {name} show on its page as soon as you save.</Trans>
              )
            ) : null}
          </DialogDescription>
        </DialogHeader>
        {venue ? (
          <EditBody key={venue.id} venue={venue} ImageField={ImageField} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
