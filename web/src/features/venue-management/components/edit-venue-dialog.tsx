import { MAX_ADVANCE_DAYS, MIN_ADVANCE_DAYS } from "@crease/core/checkout-limits";
import type { Venue, VenueDetails } from "@crease/core/contracts/venues";
import { GROUND_SLOT_TIMES, GROUND_SLOTS } from "@crease/core/slots";
import { WHATSAPP_NUMBER_HINT } from "@crease/core/whatsapp";
import { Camera, IndianRupee, PencilLine } from "lucide-react";
import { type ComponentProps, type ReactNode, useMemo, useState } from "react";
import { Controller, type FieldErrors, type Path, type Resolver, set, useForm, useWatch } from "react-hook-form";
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
import { fieldControlClasses, Input, Select } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useVenueDetails } from "@/features/venues";
import { isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useLastValue } from "@/lib/use-last-value";
import { useUpdateVenue } from "../api/update-venue";
import { type EditVenueValues, editBody, editPathOf, editValuesOf, validateEdit } from "../lib/edit-venue";
import { CLOSING_TIMES, OPENING_TIMES } from "../lib/time-options";
import type { ImageFieldComponent } from "./dashboard-parts";

function PriceInput(props: ComponentProps<"input">) {
  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      >
        ₹
      </span>
      <Input type="number" inputMode="decimal" min={0} className="pl-8 tabular-nums" {...props} />
    </div>
  );
}

function SectionTitle({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900 [&_svg]:size-4 [&_svg]:text-brand-600">
      {icon}
      {children}
    </h3>
  );
}

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
  const [imagesBusy, setImagesBusy] = useState(false);
  const resolver = useMemo<Resolver<EditVenueValues>>(
    () => async (values) => {
      const issues = validateEdit(values, details);
      if (issues.length === 0) return { values, errors: {} };
      const errors: FieldErrors<EditVenueValues> = {};
      for (const issue of issues) set(errors, issue.path, { type: "validate", message: issue.message });
      return { values: {}, errors };
    },
    [details],
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
          toast(
            updated.reviewPending
              ? {
                  title: "Changes sent for review",
                  description: `New names, places, prices, photos and payment terms of ${updated.name} go live once an admin approves them. Players see the current version until then.`,
                  variant: "success",
                }
              : {
                  title: "Venue updated",
                  description: `Your changes to ${updated.name} are saved.`,
                  variant: "success",
                },
          );
          onDone();
        },
        onError: (error) => {
          let first = true;
          for (const [apiPath, message] of Object.entries(isApiError(error) ? (error.errors ?? {}) : {})) {
            const path = editPathOf(apiPath);
            if (!path) continue;
            setError(path as Path<EditVenueValues>, { type: "server", message }, { shouldFocus: first });
            first = false;
          }
          toast({
            title: "Update failed",
            description: "There was an error updating the venue",
            variant: "destructive",
          });
        },
      },
    );
  });

  const hourly = details && details.venueType !== "ground";

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <div className="space-y-4">
        <FormField id="edit-name" label="Venue name" error={errors.name?.message}>
          <Input {...register("name")} maxLength={120} />
        </FormField>
        <FormField id="edit-description" label="Description" error={errors.description?.message}>
          <textarea
            {...register("description")}
            rows={4}
            maxLength={5000}
            className={cn(fieldControlClasses, "min-h-24 resize-y py-2.5 leading-relaxed")}
          />
        </FormField>
        <FormField id="edit-address" label="Address" error={errors.address?.message}>
          <Input {...register("address")} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="edit-city" label="City" error={errors.city?.message}>
            <Input {...register("city")} />
          </FormField>
          <FormField id="edit-state" label="State" error={errors.state?.message}>
            <Input {...register("state")} />
          </FormField>
          <FormField id="edit-pincode" label="Pincode" error={errors.pincode?.message}>
            <Input {...register("pincode")} inputMode="numeric" maxLength={6} />
          </FormField>
        </div>
        <FormField
          id="edit-amenities"
          label="Amenities"
          error={errors.amenities?.message}
          hint="Separate them with commas, e.g. Parking, Floodlights, WiFi"
        >
          <Input {...register("amenities")} />
        </FormField>
        <FormField
          id="edit-advance-days"
          label="How far ahead players can book"
          error={errors.advanceBookingDays?.message}
          hint={`Your calendar opens this many days ahead (${MIN_ADVANCE_DAYS} to ${MAX_ADVANCE_DAYS}).`}
        >
          <DaysInput {...register("advanceBookingDays")} />
        </FormField>
        <FormField
          id="edit-whatsapp"
          label="WhatsApp number for players (optional)"
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
      </div>

      {details ? (
        <div className="space-y-4 border-t border-slate-100 pt-5">
          <SectionTitle icon={<IndianRupee aria-hidden="true" />}>Prices</SectionTitle>
          {details.venueType === "ground" ? (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                {GROUND_SLOTS.map((slot) => (
                  <FormField
                    key={slot}
                    id={`edit-${slot}-price`}
                    label={`${GROUND_SLOT_TIMES[slot].label} slot`}
                    error={errors.prices?.[`${slot}Price`]?.message}
                  >
                    <PriceInput step={100} {...register(`prices.${slot}Price`)} />
                  </FormField>
                ))}
              </div>
              <p className="text-xs text-slate-500">A slot with price 0 is not offered to players.</p>
            </>
          ) : hourly ? (
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField id="edit-hourly-price" label="Price per hour" error={errors.prices?.hourlyPrice?.message}>
                <PriceInput step={50} {...register("prices.hourlyPrice")} />
              </FormField>
              <FormField id="edit-start" label="Opens" error={errors.prices?.startTime?.message}>
                <Select {...register("prices.startTime")}>
                  {OPENING_TIMES.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField id="edit-end" label="Closes" error={errors.prices?.endTime?.message}>
                <Select {...register("prices.endTime")}>
                  {CLOSING_TIMES.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              </FormField>
            </div>
          ) : null}
        </div>
      ) : null}

      <div className="space-y-3 border-t border-slate-100 pt-5">
        <SectionTitle icon={<Camera aria-hidden="true" />}>Photos</SectionTitle>
        <Controller
          control={control}
          name="images"
          render={({ field }) => (
            <FormField
              id="edit-images"
              label={<span className="sr-only">Venue photos</span>}
              error={errors.images?.message}
            >
              <ImageField
                value={field.value}
                onChange={field.onChange}
                onBusyChange={setImagesBusy}
                addLabel="Add photos"
              />
            </FormField>
          )}
        />
      </div>

      <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t border-slate-100 bg-white px-6 py-4">
        <Button variant="secondary" onClick={onDone} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={mutation.isPending} disabled={!changed || imagesBusy}>
          Save changes
        </Button>
      </DialogFooter>
    </form>
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
  if (details.isPending) {
    return (
      <div className="space-y-4" role="status" aria-label="Loading the venue">
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
  return (
    <Dialog open={open !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
            <PencilLine className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>Edit Venue</DialogTitle>
          <DialogDescription>
            {venue
              ? venue.status === "approved"
                ? `${venue.name} is live: a new name, address, prices, photos or payment terms go live once an admin approves them; other changes show as soon as you save.`
                : `Changes to ${venue.name} show on its page as soon as you save.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {venue ? (
          <EditBody key={venue.id} venue={venue} ImageField={ImageField} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
