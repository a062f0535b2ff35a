import { VENUE_TYPE_LABELS, VENUE_TYPES, type VenueType } from "@crease/core/venues";
import { Building2, Grid2x2, LandPlot, ListChecks, MapPin, Network } from "lucide-react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input, Select } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import type { VenueFormValues } from "../lib/form-values";
import { AmenitiesPicker } from "./amenities-picker";
import { Fieldset, FormSection, Textarea } from "./form-controls";
import { useWizardParts } from "./wizard-parts";

const TYPE_DETAILS: Record<VenueType, { text: string; icon: typeof LandPlot; tone: string }> = {
  ground: {
    text: "A full ground, booked in four-hour slots",
    icon: LandPlot,
    tone: "bg-amber-50 text-amber-700 ring-amber-200",
  },
  nets: {
    text: "Practice lanes, booked by the hour",
    icon: Network,
    tone: "bg-pitch-50 text-pitch-700 ring-pitch-200",
  },
  box: {
    text: "An indoor or walled arena, by the hour",
    icon: Grid2x2,
    tone: "bg-violet-50 text-violet-700 ring-violet-200",
  },
};

export function GeneralStep() {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<VenueFormValues>();
  const { AddressInput } = useWizardParts();
  const description = useWatch({ control, name: "description" });
  const venueType = useWatch({ control, name: "venueType" });

  return (
    <>
      <FormSection
        title="About the venue"
        description="What players see first."
        icon={<Building2 aria-hidden="true" />}
      >
        <FormField id="venue-name" label="Venue name" error={errors.name?.message}>
          <Input {...register("name")} placeholder="e.g. Koramangala Cricket Nets" autoComplete="off" maxLength={120} />
        </FormField>

        <Fieldset id="venue-type" legend="Venue type" error={errors.venueType?.message}>
          <div className="grid gap-2.5 sm:grid-cols-3">
            {VENUE_TYPES.map((type) => {
              const { text, icon: Icon, tone } = TYPE_DETAILS[type];
              const chosen = venueType === type;
              return (
                <label
                  key={type}
                  className={cn(
                    "relative flex cursor-pointer gap-3 rounded-xl border p-3.5 transition-all has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 sm:flex-col sm:gap-2.5",
                    chosen
                      ? "border-brand-500 bg-brand-50/60 shadow-[0_0_0_1px_var(--color-brand-500)]"
                      : "border-slate-200 bg-white hover:border-slate-300",
                  )}
                >
                  <input
                    type="radio"
                    value={type}
                    className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
                    aria-describedby={errors.venueType ? "venue-type-error" : undefined}
                    {...register("venueType")}
                  />
                  <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-xl ring-1", tone)}>
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold text-slate-900">{VENUE_TYPE_LABELS[type]}</span>
                    <span className="block text-xs leading-snug text-slate-600">{text}</span>
                  </span>
                  <span
                    className={cn(
                      "absolute top-3 right-3 size-4 rounded-full border-2 transition-colors",
                      chosen ? "border-brand-600 bg-brand-600 shadow-[inset_0_0_0_2px_white]" : "border-slate-300",
                    )}
                    aria-hidden="true"
                  />
                </label>
              );
            })}
          </div>
        </Fieldset>

        <FormField
          id="venue-description"
          label="Description"
          error={errors.description?.message}
          hint={`Pitches, lanes, lights, parking: what makes it worth booking. ${description.trim().length} characters (10 at least).`}
        >
          <Textarea
            {...register("description")}
            rows={4}
            maxLength={5000}
            placeholder="Four floodlit turf lanes with bowling machines and a pavilion…"
          />
        </FormField>
      </FormSection>

      <FormSection
        title="Location"
        description="Start typing the address and pick a suggestion to fill in the rest."
        icon={<MapPin aria-hidden="true" />}
      >
        <Controller
          control={control}
          name="address"
          render={({ field }) => (
            <FormField id="venue-address" label="Address" error={errors.address?.message}>
              <AddressInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="Building, street and area"
                onPick={(place) => {
                  const options = { shouldDirty: true, shouldValidate: true, shouldTouch: true } as const;
                  setValue("address", place.address || place.label, options);
                  if (place.city) setValue("city", place.city, options);
                  if (place.state) setValue("state", place.state, options);
                  if (place.postalCode) setValue("postalCode", place.postalCode, options);
                  setValue("country", "India", options);
                }}
              />
            </FormField>
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="venue-city" label="City" error={errors.city?.message}>
            <Input {...register("city")} autoComplete="address-level2" />
          </FormField>
          <FormField id="venue-state" label="State" error={errors.state?.message}>
            <Input {...register("state")} autoComplete="address-level1" />
          </FormField>
          <FormField id="venue-postal-code" label="Postal code" error={errors.postalCode?.message}>
            <Input
              {...register("postalCode")}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              placeholder="6-digit pincode"
            />
          </FormField>
          <FormField id="venue-country" label="Country" hint="Crease lists venues in India only.">
            <Select {...register("country")}>
              <option value="India">India</option>
            </Select>
          </FormField>
        </div>
        <FormField
          id="venue-location"
          label={
            <>
              Google Maps link <span className="font-normal text-slate-500">(optional)</span>
            </>
          }
          error={errors.location?.message}
          hint="Paste the Share link from Google Maps so players find the exact gate."
        >
          <Input {...register("location")} type="url" inputMode="url" placeholder="https://maps.app.goo.gl/…" />
        </FormField>
      </FormSection>

      <FormSection
        title="Amenities"
        description="Tick everything players can use. Add anything that's missing."
        icon={<ListChecks aria-hidden="true" />}
      >
        <Fieldset
          id="venue-amenities"
          legend={<span className="sr-only">Amenities</span>}
          error={errors.amenities?.message}
        >
          <Controller
            control={control}
            name="amenities"
            render={({ field }) => (
              <AmenitiesPicker
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                describedBy={errors.amenities ? "venue-amenities-error" : undefined}
              />
            )}
          />
        </Fieldset>
      </FormSection>
    </>
  );
}
