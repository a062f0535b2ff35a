import { GROUND_SLOTS } from "@crease/core/slots";
import { Trans, useLingui } from "@lingui/react/macro";
import { PencilLine } from "lucide-react";
import type { ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { addOnName } from "@/features/venue-management";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { groundAddOnList, hourlyAddOnList } from "../lib/add-ons";
import type { VenueFormValues } from "../lib/form-values";
import { timeLabel } from "../lib/time-options";
import type { WizardStep } from "../lib/wizard-validation";
import { PITCH_TYPE_LABELS } from "./details-step";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase sm:pt-0.5">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

function Block({ title, onEdit, children }: { title: string; onEdit: () => void; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="rounded-xl border border-slate-200 bg-white">
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-2.5">
        <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
        <button
          type="button"
          onClick={onEdit}
          className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          aria-label={t`Edit ${title}`}
        >
          <PencilLine className="size-3.5" aria-hidden="true" />
          <Trans>Edit</Trans>
        </button>
      </div>
      <dl className="divide-y divide-slate-100 px-4">{children}</dl>
    </div>
  );
}

const missing = (
  <span className="text-slate-400">
    <Trans>Not given</Trans>
  </span>
);

/** Everything the owner entered, read back before Submit, with a way back to each tab. */
export function ReviewSummary({ onEdit }: { onEdit: (step: WizardStep) => void }) {
  const { control } = useFormContext<VenueFormValues>();
  const values = useWatch({ control }) as VenueFormValues;
  const type = values.venueType;
  const addOns = type === "ground" ? groundAddOnList(values.ground) : type ? hourlyAddOnList(values.hourly) : null;
  const place = [values.address, values.city, values.state, values.postalCode].map((p) => p?.trim()).filter(Boolean);
  const { t, i18n } = useLingui();
  const format = useFormat();
  const words = useWords();
  const where = place.join(", ");
  const hourlyPrice = values.hourly?.hourlyPrice?.trim() ? format.rupees(values.hourly.hourlyPrice) : "";
  const teamSize = values.hourly?.teamCapacity;
  const photoCount = values.images?.length ?? 0;
  const morePhotos = photoCount - 6;

  const hourLabel = (time: string) => (time === "24:00" ? t`12:00 AM (midnight)` : timeLabel(time));
  return (
    <div className="space-y-3">
      <Block title={t`General Information`} onEdit={() => onEdit("general")}>
        <Row label={t`Name`}>{values.name?.trim() || missing}</Row>
        <Row label={t`Type`}>{type ? words.venueType(type) : missing}</Row>
        <Row label={t`Description`}>
          <span className="line-clamp-3">{values.description?.trim() || missing}</span>
        </Row>
        <Row label={t`Address`}>{place.length > 0 ? t`${where}, India` : missing}</Row>
        {values.location?.trim() ? <Row label={t`Maps link`}>{values.location.trim()}</Row> : null}
        <Row label={t`Amenities`}>
          {values.amenities?.length ? values.amenities.map(words.amenity).join(", ") : missing}
        </Row>
      </Block>

      <Block title={t`Venue Details`} onEdit={() => onEdit("details")}>
        {type === "ground" ? (
          <Row label={t`Slot prices`}>
            <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
              {GROUND_SLOTS.map((slot) => {
                const price = values.ground[`${slot}Price`]?.trim();
                return (
                  <li key={slot} className="flex justify-between gap-3">
                    <span className="text-slate-600">{words.slotName(slot)}</span>
                    <span className="font-medium tabular-nums">
                      {price === "" ? "—" : Number(price) === 0 ? t`Not offered` : format.rupees(price)}
                    </span>
                  </li>
                );
              })}
            </ul>
          </Row>
        ) : type ? (
          <>
            <Row label={t`Hours`}>
              {hourLabel(values.hourly.startTime)} – {hourLabel(values.hourly.endTime)}
            </Row>
            <Row label={t`Price`}>{hourlyPrice ? t`${hourlyPrice} per hour` : missing}</Row>
            {type === "nets" ? (
              <Row label={t`Pitch`}>
                {values.hourly.pitchType ? i18n._(PITCH_TYPE_LABELS[values.hourly.pitchType]) : missing}
              </Row>
            ) : (
              <Row label={t`Team size`}>{t`${teamSize} a side`}</Row>
            )}
          </>
        ) : (
          <Row label={t`Prices`}>{missing}</Row>
        )}
        <Row label={t`Add-ons`}>
          {addOns && addOns.items.length > 0
            ? addOns.items.map((item) => `${addOnName(item.name, i18n)} (${format.rupees(item.price)})`).join(", ")
            : t`None`}
        </Row>
        <Row label={t`Photos`}>
          {values.images?.length ? (
            <div className="flex flex-wrap gap-1.5">
              {values.images.slice(0, 6).map((image, index) => (
                <img
                  key={image.url}
                  src={image.thumbnailUrl || image.url}
                  alt={index === 0 ? t`Cover photo` : ""}
                  className="h-10 w-14 rounded-md object-cover ring-1 ring-slate-200"
                />
              ))}
              {values.images.length > 6 ? (
                <span className="flex h-10 items-center px-1 text-xs text-slate-500">+{morePhotos}</span>
              ) : null}
            </div>
          ) : (
            missing
          )}
        </Row>
      </Block>
    </div>
  );
}
