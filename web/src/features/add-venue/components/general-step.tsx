import { VENUE_TYPES, type VenueType } from "@crease/core/venues";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Building2, Grid2x2, LandPlot, ListChecks, MapPin, Network } from "lucide-react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { ChoiceCard } from "@/components/ui/choice-card";
import { FormField } from "@/components/ui/form-field";
import { Input, Select } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { useWords } from "@/lib/i18n";
import type { VenueFormValues } from "../lib/form-values";
import { AmenitiesPicker } from "./amenities-picker";
import { Fieldset, FormSection, Textarea } from "./form-controls";
import { useWizardParts } from "./wizard-parts";

const TYPE_DETAILS: Record<VenueType, { text: MessageDescriptor; icon: typeof LandPlot; tone: string }> = {
  ground: {
    text: msg`A full ground, booked in four-hour slots`,
    icon: LandPlot,
    tone: "bg-amber-50 text-amber-700 ring-amber-200",
  },
  nets: {
    text: msg`Practice lanes, booked by the hour`,
    icon: Network,
    tone: "bg-pitch-50 text-pitch-700 ring-pitch-200",
  },
  box: {
    text: msg`An indoor or walled arena, by the hour`,
    icon: Grid2x2,
    tone: "bg-violet-50 text-violet-700 ring-violet-200",
  },
};

/** A Google Maps share link reads the same in every language. */
const MAPS_LINK_EXAMPLE = "https://maps.app.goo.gl/…";

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
  const { t, i18n } = useLingui();
  const words = useWords();
  const characters = description.trim().length;

  return (
    <>
      <FormSection
        title={t`About the venue`}
        description={t`What players see first.`}
        icon={<Building2 aria-hidden="true" />}
      >
        <FormField id="venue-name" label={t`Venue name`} error={errors.name?.message}>
          <Input
            {...register("name")}
            placeholder={t`e.g. Koramangala Cricket Nets`}
            autoComplete="off"
            maxLength={120}
          />
        </FormField>

        <Fieldset id="venue-type" legend={t`Venue type`} error={errors.venueType?.message}>
          <div className="grid gap-2.5 sm:grid-cols-3">
            {VENUE_TYPES.map((type) => {
              const { text, icon: Icon, tone } = TYPE_DETAILS[type];
              return (
                <ChoiceCard
                  key={type}
                  chosen={venueType === type}
                  input={{
                    value: type,
                    "aria-describedby": errors.venueType ? "venue-type-error" : undefined,
                    ...register("venueType"),
                  }}
                  className="gap-3 sm:flex-col sm:gap-2.5"
                >
                  <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-xl ring-1", tone)}>
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold text-slate-900">{words.venueType(type)}</span>
                    <span className="block text-xs leading-snug text-slate-600">{i18n._(text)}</span>
                  </span>
                </ChoiceCard>
              );
            })}
          </div>
        </Fieldset>

        <FormField
          id="venue-description"
          label={t`Description`}
          error={errors.description?.message}
          hint={t`Pitches, lanes, lights, parking: what makes it worth booking. ${characters} characters (10 at least).`}
        >
          <Textarea
            {...register("description")}
            rows={4}
            maxLength={5000}
            placeholder={t`Four floodlit turf lanes with bowling machines and a pavilion…`}
          />
        </FormField>
      </FormSection>

      <FormSection
        title={t`Location`}
        description={t`Start typing the address and pick a suggestion to fill in the rest.`}
        icon={<MapPin aria-hidden="true" />}
      >
        <Controller
          control={control}
          name="address"
          render={({ field }) => (
            <FormField id="venue-address" label={t`Address`} error={errors.address?.message}>
              <AddressInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={t`Building, street and area`}
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
          <FormField id="venue-city" label={t`City`} error={errors.city?.message}>
            <Input {...register("city")} autoComplete="address-level2" />
          </FormField>
          <FormField id="venue-state" label={t`State`} error={errors.state?.message}>
            <Input {...register("state")} autoComplete="address-level1" />
          </FormField>
          <FormField id="venue-postal-code" label={t`Postal code`} error={errors.postalCode?.message}>
            <Input
              {...register("postalCode")}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              placeholder={t`6-digit pincode`}
            />
          </FormField>
          <FormField id="venue-country" label={t`Country`} hint={t`Crease lists venues in India only.`}>
            <Select {...register("country")}>
              <option value="India">{t`India`}</option>
            </Select>
          </FormField>
        </div>
        <FormField
          id="venue-location"
          label={
            <Trans>
              Google Maps link <span className="font-normal text-slate-500">(optional)</span>
            </Trans>
          }
          error={errors.location?.message}
          hint={t`Paste the Share link from Google Maps so players find the exact gate.`}
        >
          <Input {...register("location")} type="url" inputMode="url" placeholder={MAPS_LINK_EXAMPLE} />
        </FormField>
      </FormSection>

      <FormSection
        title={t`Amenities`}
        description={t`Tick everything players can use. Add anything that's missing.`}
        icon={<ListChecks aria-hidden="true" />}
      >
        <Fieldset
          id="venue-amenities"
          legend={
            <span className="sr-only">
              <Trans>Amenities</Trans>
            </span>
          }
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
