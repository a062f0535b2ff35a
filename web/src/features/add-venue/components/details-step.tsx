import { GROUND_SLOTS, type GroundSlot, hourlySlots, slotLabel } from "@crease/core/slots";
import { PITCH_TYPES, TEAM_CAPACITY } from "@crease/core/venues";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Camera, Clock, IndianRupee, Info, PackagePlus } from "lucide-react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import type { VenueFormValues } from "../lib/form-values";
import { CLOSING_TIME_OPTIONS, OPENING_TIME_OPTIONS } from "../lib/time-options";
import { AddOnsEditor } from "./add-ons-editor";
import { Fieldset, FormSection, RupeeInput } from "./form-controls";
import { useWizardParts } from "./wizard-parts";

export const PITCH_TYPE_LABELS: Record<(typeof PITCH_TYPES)[number], MessageDescriptor> = {
  artificial: msg`Artificial turf`,
  matting: msg`Matting`,
  concrete: msg`Concrete`,
  clay: msg`Clay (natural turf)`,
};

function slotRange(slot: GroundSlot): string {
  return slotLabel(slot).replace(/^.*\((.*)\)$/, "$1");
}

function GroundPrices() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<VenueFormValues>();
  const prices = useWatch({ control, name: "ground" });
  const { t } = useLingui();
  const words = useWords();

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {GROUND_SLOTS.map((slot) => {
          const field = `${slot}Price` as const;
          const value = prices[field].trim();
          const notOffered = value !== "" && Number(value) === 0;
          return (
            <FormField
              key={slot}
              id={`price-${slot}`}
              label={
                <span className="flex items-center gap-2">
                  {words.slotName(slot)}
                  <span className="font-normal text-slate-500">{slotRange(slot)}</span>
                </span>
              }
              aside={
                notOffered ? (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-semibold text-slate-600">
                    <Trans>Not offered</Trans>
                  </span>
                ) : null
              }
              error={errors.ground?.[field]?.message}
            >
              <RupeeInput step={100} placeholder={t`e.g. 8000`} {...register(`ground.${field}`)} />
            </FormField>
          );
        })}
      </div>
      <p className="flex items-start gap-2 rounded-xl bg-slate-50 px-3.5 py-2.5 text-sm text-slate-600">
        <Info className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
        <Trans>A slot with price 0 is not offered: players won't see it. Offer at least one.</Trans>
      </p>
    </>
  );
}

function HourlyDetails({ venueType }: { venueType: "nets" | "box" }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<VenueFormValues>();
  const hourly = useWatch({ control, name: "hourly" });
  const slots = hourlySlots(hourly.startTime, hourly.endTime);
  const price = Number(hourly.hourlyPrice);
  const { t, i18n } = useLingui();
  const format = useFormat();
  const slotCount = slots.length;
  const dayMost = format.rupees(price * slots.length);
  const first = slotLabel(slots[0] ?? "");
  const lastSlot = slotLabel(slots[slots.length - 1] ?? "");
  const midnight = t`12:00 AM (midnight)`;

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="hourly-start" label={t`Opening time`} error={errors.hourly?.startTime?.message}>
          <Select {...register("hourly.startTime")}>
            {OPENING_TIME_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.value === "24:00" ? midnight : option.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="hourly-end" label={t`Closing time`} error={errors.hourly?.endTime?.message}>
          <Select {...register("hourly.endTime")}>
            {CLOSING_TIME_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.value === "24:00" ? midnight : option.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          id="hourly-price"
          label={t`Price per hour`}
          error={errors.hourly?.hourlyPrice?.message}
          hint={
            slots.length > 0 && price > 0
              ? t`${slotCount} one-hour slots a day · up to ${dayMost} a day when fully booked`
              : t`What players pay for one hour.`
          }
        >
          <RupeeInput step={50} placeholder={t`e.g. 800`} {...register("hourly.hourlyPrice")} />
        </FormField>
        {venueType === "nets" ? (
          <FormField id="hourly-pitch" label={t`Pitch type`} error={errors.hourly?.pitchType?.message}>
            <Select {...register("hourly.pitchType")}>
              <option value="" disabled>
                {t`Choose the pitch`}
              </option>
              {PITCH_TYPES.map((type) => (
                <option key={type} value={type}>
                  {i18n._(PITCH_TYPE_LABELS[type])}
                </option>
              ))}
            </Select>
          </FormField>
        ) : (
          <Fieldset
            id="hourly-team"
            legend={t`Team size (players a side)`}
            error={errors.hourly?.teamCapacity?.message}
          >
            <Controller
              control={control}
              name="hourly.teamCapacity"
              render={({ field }) => (
                <div className="grid grid-cols-4 gap-2">
                  {Array.from({ length: TEAM_CAPACITY.max - TEAM_CAPACITY.min + 1 }, (_, i) =>
                    String(TEAM_CAPACITY.min + i),
                  ).map((size) => (
                    <label
                      key={size}
                      className={cn(
                        "relative flex h-11 cursor-pointer items-center justify-center rounded-xl border text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                        field.value === size
                          ? "border-brand-500 bg-brand-50 text-brand-800"
                          : "border-slate-200 bg-white text-slate-700 hover:border-slate-300",
                      )}
                    >
                      <input
                        type="radio"
                        name={field.name}
                        value={size}
                        checked={field.value === size}
                        onChange={() => field.onChange(size)}
                        onBlur={field.onBlur}
                        className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
                      />
                      {size}
                      <span className="sr-only">
                        {" "}
                        <Trans>a side</Trans>
                      </span>
                    </label>
                  ))}
                </div>
              )}
            />
          </Fieldset>
        )}
      </div>
      {slots.length > 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>
            Players can book from <span className="font-medium text-slate-800">{first}</span> to{" "}
            <span className="font-medium text-slate-800">{lastSlot}</span>.
          </Trans>
        </p>
      ) : null}
    </>
  );
}

export function DetailsStep({ onImagesBusy }: { onImagesBusy: (busy: boolean) => void }) {
  const {
    control,
    formState: { errors },
  } = useFormContext<VenueFormValues>();
  const { ImageField } = useWizardParts();
  const venueType = useWatch({ control, name: "venueType" });
  const { t } = useLingui();
  const words = useWords();

  if (!venueType) {
    return (
      <div className="p-6">
        <Alert tone="info" title={t`Choose a venue type first`}>
          <Trans>The prices and hours you set here depend on it. Go back to General Information to choose one.</Trans>
        </Alert>
      </div>
    );
  }

  const typeName = words.venueType(venueType);
  return (
    <>
      <FormSection
        title={venueType === "ground" ? t`Slot prices` : t`Hours and price`}
        description={
          venueType === "ground"
            ? t`A Cricket Ground is booked in four-hour slots. Set a price for each.`
            : t`${typeName} is booked by the hour between your opening and closing times.`
        }
        icon={venueType === "ground" ? <IndianRupee aria-hidden="true" /> : <Clock aria-hidden="true" />}
      >
        {venueType === "ground" ? <GroundPrices /> : <HourlyDetails venueType={venueType} />}
      </FormSection>

      <FormSection
        title={t`Add-ons`}
        description={
          venueType === "ground"
            ? t`Extras players can add to a booking. Switch on the ones you offer.`
            : t`Optional extras players can add to a booking, like a bowling machine or a coach.`
        }
        icon={<PackagePlus aria-hidden="true" />}
      >
        <AddOnsEditor venueType={venueType} />
      </FormSection>

      <FormSection
        title={t`Photos`}
        description={t`Bright, wide shots of the pitch sell best. The first photo is the cover on search results.`}
        icon={<Camera aria-hidden="true" />}
      >
        <Controller
          control={control}
          name="images"
          render={({ field }) => (
            <FormField id="venue-images" label={t`Venue photos`} error={errors.images?.message}>
              <ImageField
                value={field.value}
                onChange={field.onChange}
                onBusyChange={onImagesBusy}
                addLabel={t`Add photos`}
              />
            </FormField>
          )}
        />
      </FormSection>
    </>
  );
}
