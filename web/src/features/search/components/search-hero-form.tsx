import { GROUND_SLOT_TIMES, GROUND_SLOTS, HOURLY_START_OPTIONS, todayInIst } from "@crease/core/slots";
import { CITIES, VENUE_TYPE_LABELS, type VenueType } from "@crease/core/venues";
import { CalendarDays, Map as MapIcon, Search } from "lucide-react";
import { type FormEvent, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { fieldControlClasses, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CITY_STATES } from "@/lib/city-states";
import { cn } from "@/lib/cn";
import { searchUrl } from "../lib/search-url";
import { LocationCombobox } from "./location-combobox";

const LOCATION_ENTRIES = CITIES.map((city) => ({ city, state: CITY_STATES[city] }));

/** "6 AM", "2 PM" from "06:00", "14:00". */
function hourLabel(time: string): string {
  const hour = Number(time.slice(0, 2));
  const suffix = hour < 12 ? "AM" : "PM";
  return `${hour % 12 === 0 ? 12 : hour % 12} ${suffix}`;
}

function Chip({
  pressed,
  onClick,
  children,
  sub,
}: {
  pressed: boolean;
  onClick: () => void;
  children: string;
  sub?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "flex min-h-10 flex-col items-center justify-center rounded-xl border px-3.5 py-1.5 text-sm font-semibold transition-all",
        pressed
          ? "border-pitch-600 bg-pitch-600 text-white shadow-[0_6px_16px_-6px_rgb(3_152_85/0.7)]"
          : "border-slate-200 bg-white text-slate-700 hover:border-pitch-300 hover:bg-pitch-50",
      )}
    >
      <span>{children}</span>
      {sub ? (
        <span className={cn("text-[11px] font-medium", pressed ? "text-white/85" : "text-slate-500")}>{sub}</span>
      ) : null}
    </button>
  );
}

/**
 * The home search (SPEC.md §2, DECISIONS.md): location, date (never in the past, IST), venue
 * type, and time-slot chips for grounds or start-time chips for nets and box cricket. A second
 * click on a chip deselects it. Search Venues opens /search with the filters as query params.
 */
export function SearchHeroForm() {
  const navigate = useNavigate();
  const today = useMemo(() => todayInIst(), []);
  const [location, setLocation] = useState("");
  const [date, setDate] = useState("");
  const [dateError, setDateError] = useState<string | null>(null);
  const [venueType, setVenueType] = useState<VenueType | "all">("all");
  const [timeSlot, setTimeSlot] = useState("");
  const [hourlyTime, setHourlyTime] = useState("");

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (date && date < todayInIst()) {
      setDateError("Please choose today or a later date");
      return;
    }
    navigate(searchUrl({ location, venueType, date, timeSlot, hourlyTime }));
  };

  return (
    <form onSubmit={onSubmit} aria-label="Search venues">
      <div className="grid gap-3 md:grid-cols-[1.5fr_1fr_1fr] lg:grid-cols-[1.6fr_1fr_1fr_auto] lg:items-start">
        <div className="space-y-1.5">
          <Label htmlFor="search-location">Location</Label>
          <LocationCombobox
            id="search-location"
            value={location}
            onChange={setLocation}
            entries={LOCATION_ENTRIES}
            placeholder="City or area, e.g. Pune"
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="search-date">Date</Label>
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
                  setDateError("Please choose today or a later date");
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
          <Label htmlFor="search-type">Venue type</Label>
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
            <option value="all">All venue types</option>
            <option value="ground">{VENUE_TYPE_LABELS.ground}</option>
            <option value="nets">{VENUE_TYPE_LABELS.nets}</option>
            <option value="box">{VENUE_TYPE_LABELS.box}</option>
          </Select>
        </div>
        {/* Below lg the button comes after the time chips, so the form reads top to bottom. */}
        <Button
          type="submit"
          size="lg"
          className="order-last h-12 w-full md:col-span-3 lg:order-none lg:col-span-1 lg:mt-[1.625rem] lg:w-auto lg:px-7"
        >
          <Search aria-hidden="true" />
          Search Venues
        </Button>

        <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between md:col-span-3 lg:col-span-4 lg:mt-1">
          {venueType === "ground" ? (
            <fieldset className="min-w-0">
              <legend className="mb-2 text-sm font-medium text-slate-700">Time slot (optional)</legend>
              <div className="flex flex-wrap gap-2">
                {GROUND_SLOTS.map((slot) => {
                  const t = GROUND_SLOT_TIMES[slot];
                  return (
                    <Chip
                      key={slot}
                      pressed={timeSlot === slot}
                      onClick={() => setTimeSlot((current) => (current === slot ? "" : slot))}
                      sub={`${hourLabel(t.start)}–${hourLabel(t.end)}`}
                    >
                      {t.label}
                    </Chip>
                  );
                })}
              </div>
            </fieldset>
          ) : venueType === "nets" || venueType === "box" ? (
            <fieldset className="min-w-0">
              <legend className="mb-2 text-sm font-medium text-slate-700">Start time (optional)</legend>
              <div className="flex flex-wrap gap-2">
                {HOURLY_START_OPTIONS.map((time) => (
                  <Chip
                    key={time}
                    pressed={hourlyTime === time}
                    onClick={() => setHourlyTime((current) => (current === time ? "" : time))}
                  >
                    {hourLabel(time)}
                  </Chip>
                ))}
              </div>
            </fieldset>
          ) : (
            <p className="text-sm text-slate-500">Choose a venue type to pick a time slot or start time.</p>
          )}
          <Link
            to="/map"
            className="inline-flex shrink-0 items-center gap-2 self-start rounded-lg px-1 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline sm:self-center"
          >
            <MapIcon className="size-4" aria-hidden="true" />
            View Map
          </Link>
        </div>
      </div>
    </form>
  );
}
