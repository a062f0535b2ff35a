import { PITCH_TYPES, type PitchType, type VenueType } from "@crease/core/venues";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, ChevronDown, Search } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { fieldControlClasses, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { useWords } from "@/lib/i18n";
import { useDraft } from "../hooks/use-draft";
import { AMENITY_OPTIONS, type SearchPageFilters, TEAM_CAPACITIES } from "../lib/search-filters";
import { LocationCombobox } from "./location-combobox";
import { GroundSlotChips, StartTimeChips } from "./slot-chips";

export type FilterPatch = Partial<SearchPageFilters>;

interface SearchFiltersPanelProps {
  filters: SearchPageFilters;
  /** `replace`: typed text replaces the current history entry instead of adding one. */
  onChange: (patch: FilterPatch, options?: { replace?: boolean }) => void;
  /** Today in IST (YYYY-MM-DD): no earlier date can be chosen. */
  today: string;
  className?: string;
}

const TYPE_OPTIONS: Array<VenueType | "all"> = ["all", "ground", "nets", "box"];

const AMENITIES_SHOWN = 6;

function Group({ title, children, className }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("space-y-2.5 border-t border-slate-100 pt-5 first:border-t-0 first:pt-0", className)}>
      {title ? <p className="text-sm font-semibold text-slate-900">{title}</p> : null}
      {children}
    </div>
  );
}

function PriceRange({
  filters,
  onChange,
  idBase,
}: {
  filters: SearchPageFilters;
  onChange: SearchFiltersPanelProps["onChange"];
  idBase: string;
}) {
  const { t } = useLingui();
  const [minDraft, setMin, flushMin] = useDraft(filters.minPrice, (minPrice) => {
    if (valid(minPrice, maxDraft)) onChange({ minPrice }, { replace: true });
  });
  const [maxDraft, setMax, flushMax] = useDraft(filters.maxPrice, (maxPrice) => {
    if (valid(minDraft, maxPrice)) onChange({ maxPrice }, { replace: true });
  });
  const error =
    minDraft && maxDraft && Number(minDraft) > Number(maxDraft) ? t`The minimum price is more than the maximum` : null;

  const min = t`Min`;
  function valid(min: string, max: string) {
    return !(min && max && Number(min) > Number(max));
  }

  const input = (id: string, label: string, value: string, set: (v: string) => void, flush: () => void) => (
    <div className="min-w-0 flex-1 space-y-1">
      <Label htmlFor={id} className="text-xs text-slate-600">
        {label}
      </Label>
      <div className="relative">
        <span
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500"
          aria-hidden="true"
        >
          ₹
        </span>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={8}
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${idBase}-price-error` : undefined}
          onChange={(event) => set(event.target.value.replace(/\D/g, ""))}
          onBlur={() => flush()}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              flush();
            }
          }}
          className={cn(fieldControlClasses, "h-10 pl-7 text-sm")}
          placeholder={label === min ? "0" : t`Any`}
        />
      </div>
    </div>
  );

  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="mb-2.5 text-sm font-semibold text-slate-900">
        <Trans>Price (lowest rate)</Trans>
      </legend>
      <div className="flex items-end gap-2">
        {input(`${idBase}-min-price`, min, minDraft, setMin, () => flushMin())}
        <span className="pb-2.5 text-slate-400" aria-hidden="true">
          –
        </span>
        {input(`${idBase}-max-price`, t`Max`, maxDraft, setMax, () => flushMax())}
      </div>
      {error ? (
        <p id={`${idBase}-price-error`} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : (
        <p className="text-xs text-slate-500">
          <Trans>Per slot for grounds, per hour for nets and box cricket.</Trans>
        </p>
      )}
    </fieldset>
  );
}

/**
 * The search page's filters (sidebar on wide screens, sheet on phones). Every change goes to
 * the address at once; typed text after a short pause, or on Enter.
 */
export function SearchFiltersPanel({ filters, onChange, today, className }: SearchFiltersPanelProps) {
  const { t } = useLingui();
  const words = useWords();
  const idBase = useId().replace(/:/g, "");
  const [showAllAmenities, setShowAllAmenities] = useState(false);
  const [dateError, setDateError] = useState<string | null>(null);
  const [location, setLocation, flushLocation] = useDraft(filters.location, (next) =>
    onChange({ location: next.trim() }, { replace: true }),
  );
  const [name, setName, flushName] = useDraft(filters.q, (next) => onChange({ q: next.trim() }, { replace: true }));
  const hourly = filters.venueType === "nets" || filters.venueType === "box";
  const amenities = showAllAmenities ? AMENITY_OPTIONS : AMENITY_OPTIONS.slice(0, AMENITIES_SHOWN);
  // A chosen amenity stays visible even when the list is folded.
  const hiddenChosen = AMENITY_OPTIONS.slice(AMENITIES_SHOWN).filter(
    (a) => !showAllAmenities && filters.amenities.some((c) => c.toLowerCase() === a.toLowerCase()),
  );

  const toggleAmenity = (amenity: string, on: boolean) => {
    const rest = filters.amenities.filter((a) => a.toLowerCase() !== amenity.toLowerCase());
    onChange({ amenities: on ? [...rest, amenity] : rest });
  };

  return (
    <div className={cn("space-y-5", className)}>
      <Group>
        <div className="space-y-1.5">
          <Label htmlFor={`${idBase}-location`}>
            <Trans>Location</Trans>
          </Label>
          <LocationCombobox
            id={`${idBase}-location`}
            size="md"
            value={location}
            onChange={setLocation}
            onCommit={flushLocation}
            placeholder={t`City, state or area`}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${idBase}-name`}>
            <Trans>Venue name</Trans>
          </Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              id={`${idBase}-name`}
              type="search"
              autoComplete="off"
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
              onBlur={() => flushName()}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  flushName();
                }
              }}
              placeholder={t`e.g. Riverside`}
              className={cn(fieldControlClasses, "h-11 pl-10")}
            />
          </div>
        </div>
      </Group>

      <Group>
        <fieldset className="min-w-0">
          <legend className="mb-2.5 text-sm font-semibold text-slate-900">
            <Trans>Venue type</Trans>
          </legend>
          <div className="grid gap-1.5">
            {TYPE_OPTIONS.map((value) => (
              <label
                key={value}
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                  filters.venueType === value
                    ? "border-brand-300 bg-brand-50 text-brand-800"
                    : "border-slate-200 bg-white text-slate-700 hover:border-slate-300 hover:bg-slate-50",
                )}
              >
                <input
                  type="radio"
                  name={`${idBase}-type`}
                  value={value}
                  checked={filters.venueType === value}
                  onChange={() => onChange({ venueType: value })}
                  className="size-4 accent-brand-600"
                />
                {value === "all" ? t`All venue types` : words.venueType(value)}
              </label>
            ))}
          </div>
        </fieldset>
      </Group>

      <Group>
        <div className="space-y-1.5">
          <Label htmlFor={`${idBase}-date`}>
            <Trans>Date</Trans>
          </Label>
          <div className="relative">
            <CalendarDays
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-brand-600"
              aria-hidden="true"
            />
            <input
              id={`${idBase}-date`}
              type="date"
              min={today}
              value={filters.date}
              aria-invalid={dateError ? true : undefined}
              aria-describedby={dateError ? `${idBase}-date-error` : undefined}
              onChange={(event) => {
                const next = event.target.value;
                if (next && next < today) {
                  setDateError(t`Please choose today or a later date`);
                  return;
                }
                setDateError(null);
                onChange({ date: next });
              }}
              className={cn(fieldControlClasses, "h-11 pl-10", !filters.date && "text-slate-500")}
            />
          </div>
          {dateError ? (
            <p id={`${idBase}-date-error`} role="alert" className="text-xs font-medium text-red-600">
              {dateError}
            </p>
          ) : null}
        </div>
        {filters.venueType === "ground" ? (
          <GroundSlotChips compact value={filters.timeSlot} onChange={(timeSlot) => onChange({ timeSlot })} />
        ) : hourly ? (
          <StartTimeChips compact value={filters.hourlyTime} onChange={(hourlyTime) => onChange({ hourlyTime })} />
        ) : (
          <p className="text-xs text-slate-500">
            <Trans>Choose a venue type to pick a time slot or start time.</Trans>
          </p>
        )}
      </Group>

      {filters.venueType === "nets" ? (
        <Group>
          <div className="space-y-1.5">
            <Label htmlFor={`${idBase}-pitch`}>
              <Trans>Pitch type</Trans>
            </Label>
            <Select
              id={`${idBase}-pitch`}
              value={filters.pitchType}
              onChange={(event) => onChange({ pitchType: event.target.value as PitchType | "" })}
            >
              <option value="">{t`Any pitch`}</option>
              {PITCH_TYPES.map((pitch) => (
                <option key={pitch} value={pitch}>
                  {words.pitch(pitch)}
                </option>
              ))}
            </Select>
          </div>
        </Group>
      ) : null}

      {filters.venueType === "box" ? (
        <Group>
          <div className="space-y-1.5">
            <Label htmlFor={`${idBase}-capacity`}>
              <Trans>Team size</Trans>
            </Label>
            <Select
              id={`${idBase}-capacity`}
              value={filters.teamCapacity}
              onChange={(event) => onChange({ teamCapacity: event.target.value })}
            >
              <option value="">{t`Any size`}</option>
              {TEAM_CAPACITIES.map((n) => (
                <option key={n} value={String(n)}>
                  {t`${n} a side`}
                </option>
              ))}
            </Select>
          </div>
        </Group>
      ) : null}

      <Group>
        <PriceRange filters={filters} onChange={onChange} idBase={idBase} />
      </Group>

      <Group>
        <fieldset className="min-w-0">
          <legend className="mb-2.5 text-sm font-semibold text-slate-900">
            <Trans>Amenities</Trans>
          </legend>
          <div className="grid gap-1">
            {[...amenities, ...hiddenChosen].map((amenity) => {
              const checked = filters.amenities.some((a) => a.toLowerCase() === amenity.toLowerCase());
              return (
                <label
                  key={amenity}
                  className="flex cursor-pointer items-center gap-3 rounded-lg px-1 py-1.5 text-sm text-slate-700 hover:text-slate-900"
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={(event) => toggleAmenity(amenity, event.target.checked)}
                    className="size-4 rounded accent-brand-600"
                  />
                  {words.amenity(amenity)}
                </label>
              );
            })}
          </div>
          <button
            type="button"
            aria-expanded={showAllAmenities}
            onClick={() => setShowAllAmenities((v) => !v)}
            className="mt-2 inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {showAllAmenities ? <Trans>Show fewer</Trans> : <Trans>Show all {AMENITY_OPTIONS.length}</Trans>}
            <ChevronDown
              className={cn("size-4 transition-transform", showAllAmenities && "rotate-180")}
              aria-hidden="true"
            />
          </button>
        </fieldset>
      </Group>
    </div>
  );
}
