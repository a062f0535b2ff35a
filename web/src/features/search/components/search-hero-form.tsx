import { todayInIst } from "@crease/core/slots";
import type { VenueType } from "@crease/core/venues";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, Map as MapIcon, Search } from "lucide-react";
import { type FormEvent, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { fieldControlClasses, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { deferredComponent } from "@/lib/deferred-component";
import { useWords } from "@/lib/i18n";
import { type SearchFilters, searchUrl } from "../lib/search-url";
import { LocationCombobox } from "./location-combobox";

// The chips only show once a venue type is chosen: not part of the home page's first paint.
const GroundSlotChips = deferredComponent(() => import("./slot-chips").then((module) => module.GroundSlotChips));
const StartTimeChips = deferredComponent(() => import("./slot-chips").then((module) => module.StartTimeChips));

/** Starts loading what the form shows once a venue type is chosen. */
export function preloadSearchHeroForm() {
  void GroundSlotChips.preload();
  void StartTimeChips.preload();
}

interface SearchHeroFormProps {
  /** The search shown when the form appears (read back from the address). */
  initial?: SearchFilters;
  /** Where a search goes; without it the form opens /search. */
  onSearch?: (filters: Required<SearchFilters>) => void;
}

/**
 * The home search (docs/product/screens.md, docs/product/search.md): location, date (never in the past, IST), venue
 * type, and time-slot chips for grounds or start-time chips for nets and box cricket. A second
 * click on a chip deselects it. Search Venues hands the filters to `onSearch` (the home page
 * shows the results in place), or opens /search with them.
 */
export function SearchHeroForm({ initial, onSearch }: SearchHeroFormProps) {
  const { t } = useLingui();
  const words = useWords();
  const navigate = useNavigate();
  const today = useMemo(() => todayInIst(), []);
  const [location, setLocation] = useState(initial?.location ?? "");
  const [date, setDate] = useState(initial?.date ?? "");
  const [dateError, setDateError] = useState<string | null>(null);
  const [venueType, setVenueType] = useState<VenueType | "all">(initial?.venueType ?? "all");
  const [timeSlot, setTimeSlot] = useState(initial?.timeSlot ?? "");
  const [hourlyTime, setHourlyTime] = useState(initial?.hourlyTime ?? "");

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (date && date < todayInIst()) {
      setDateError(t`Please choose today or a later date`);
      return;
    }
    const filters = {
      location: location.trim(),
      venueType,
      date,
      timeSlot: venueType === "ground" ? timeSlot : "",
      hourlyTime: venueType === "nets" || venueType === "box" ? hourlyTime : "",
    };
    if (onSearch) onSearch(filters);
    else navigate(searchUrl(filters));
  };

  return (
    <form onSubmit={onSubmit} aria-label={t`Search venues`}>
      <div className="grid gap-3 md:grid-cols-[1.5fr_1fr_1fr] lg:grid-cols-[1.6fr_1fr_1fr_auto] lg:items-start">
        <div className="space-y-1.5">
          <Label htmlFor="search-location">
            <Trans>Location</Trans>
          </Label>
          <LocationCombobox
            id="search-location"
            value={location}
            onChange={setLocation}
            placeholder={t`City or area, e.g. Pune`}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="search-date">
            <Trans>Date</Trans>
          </Label>
          <div className="relative">
            <CalendarDays
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-brand-600"
              aria-hidden="true"
            />
            <input
              id="search-date"
              type="date"
              min={today}
              value={date}
              aria-invalid={dateError ? true : undefined}
              aria-describedby={dateError ? "search-date-error" : undefined}
              onChange={(event) => {
                const next = event.target.value;
                if (next && next < todayInIst()) {
                  setDateError(t`Please choose today or a later date`);
                  setDate("");
                  return;
                }
                setDateError(null);
                setDate(next);
              }}
              className={cn(fieldControlClasses, "h-12 pl-10", !date && "text-slate-500")}
            />
          </div>
          {dateError ? (
            <p id="search-date-error" role="alert" className="text-sm font-medium text-red-600">
              {dateError}
            </p>
          ) : null}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="search-type">
            <Trans>Venue type</Trans>
          </Label>
          <Select
            id="search-type"
            value={venueType}
            className="h-12"
            onChange={(event) => {
              setVenueType(event.target.value as VenueType | "all");
              setTimeSlot("");
              setHourlyTime("");
            }}
          >
            <option value="all">{t`All venue types`}</option>
            <option value="ground">{words.venueType("ground")}</option>
            <option value="nets">{words.venueType("nets")}</option>
            <option value="box">{words.venueType("box")}</option>
          </Select>
        </div>
        {/* Below lg the button comes after the time chips, so the form reads top to bottom. */}
        <Button
          type="submit"
          size="lg"
          className="order-last h-12 w-full md:col-span-3 lg:order-none lg:col-span-1 lg:mt-[1.625rem] lg:w-auto lg:px-7"
        >
          <Search aria-hidden="true" />
          <Trans>Search Venues</Trans>
        </Button>

        <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between md:col-span-3 lg:col-span-4 lg:mt-1">
          {venueType === "ground" ? (
            <GroundSlotChips value={timeSlot} onChange={setTimeSlot} />
          ) : venueType === "nets" || venueType === "box" ? (
            <StartTimeChips value={hourlyTime} onChange={setHourlyTime} />
          ) : (
            <p className="text-sm text-slate-500">
              <Trans>Choose a venue type to pick a time slot or start time.</Trans>
            </p>
          )}
          <Link
            to="/map"
            className="inline-flex shrink-0 items-center gap-2 self-start rounded-lg px-1 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline sm:self-center"
          >
            <MapIcon className="size-4" aria-hidden="true" />
            <Trans>View Map</Trans>
          </Link>
        </div>
      </div>
    </form>
  );
}
