import type { VenueWithDetails } from "@crease/core/contracts/venues";
import { formatRupees } from "@crease/core/money";
import { GROUND_SLOT_TIMES, GROUND_SLOTS } from "@crease/core/slots";
import { Plural, Trans } from "@lingui/react/macro";
import { Star, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { IMAGE_SIZES, VenueImage } from "@/components/ui/venue-image";
import { useWords } from "@/lib/i18n";
import { clockText, ratingText } from "../lib/format";
import { VenueTypeIcon } from "./venue-type-icon";

export const ROW_HEAD =
  "sticky left-0 z-10 w-32 min-w-32 border-b border-slate-100 bg-white px-3 py-4 text-left align-top text-[11px] font-semibold tracking-normal break-words text-slate-500 uppercase sm:text-xs sm:tracking-wide shadow-[1px_0_0_rgb(226_232_240)] sm:w-44 sm:min-w-44 sm:px-5";
export const CELL = "border-b border-slate-100 px-3 py-4 align-top text-sm text-slate-700 sm:px-5";

export function NotListed({ children }: { children?: ReactNode }) {
  return <span className="text-slate-400">{children ?? <Trans>Not listed yet</Trans>}</span>;
}

export function Photo({ venue }: { venue: VenueWithDetails }) {
  const src = venue.images[0];
  if (src) {
    return (
      <VenueImage
        src={src}
        fallbackSrc={venue.thumbnails[0]}
        sizes={IMAGE_SIZES.compare}
        alt=""
        width={400}
        height={300}
        className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover ring-1 ring-slate-900/5"
      />
    );
  }
  return (
    <div className="flex aspect-[4/3] w-full items-center justify-center rounded-xl bg-linear-to-br from-brand-50 to-blue-50 ring-1 ring-slate-900/5">
      <VenueTypeIcon type={venue.venueType} className="size-12 [&_svg]:size-6" />
    </div>
  );
}

export function SlotPrices({ venue }: { venue: VenueWithDetails }) {
  const words = useWords();
  const details = venue.details;
  if (details?.venueType === "ground") {
    return (
      <ul className="space-y-1.5">
        {GROUND_SLOTS.map((slot) => {
          const price = Number(details[`${slot}Price`]);
          const times = GROUND_SLOT_TIMES[slot];
          return (
            <li key={slot} className="flex items-baseline justify-between gap-3">
              <span>
                <span className="font-medium text-slate-800">{words.slotName(slot)}</span>{" "}
                <span className="text-xs whitespace-nowrap text-slate-500">
                  {clockText(times.start)} – {clockText(times.end)}
                </span>
              </span>
              {price > 0 ? (
                <span className="font-semibold whitespace-nowrap text-slate-900">{formatRupees(price)}</span>
              ) : (
                <span className="text-xs text-slate-400">
                  <Trans>Not offered</Trans>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    );
  }
  if (details) {
    return (
      <dl className="space-y-1.5">
        <div className="flex justify-between gap-3">
          <dt>
            <Trans>Per hour</Trans>
          </dt>
          <dd className="font-semibold text-slate-900">{formatRupees(details.hourlyPrice)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>
            <Trans>Open</Trans>
          </dt>
          <dd className="text-right font-medium text-slate-800">
            {clockText(details.startTime)} – {clockText(details.endTime)}
          </dd>
        </div>
      </dl>
    );
  }
  return (
    <NotListed>
      <Trans>Prices not added yet</Trans>
    </NotListed>
  );
}

export function Format({ venue }: { venue: VenueWithDetails }) {
  const words = useWords();
  const details = venue.details;
  if (details?.venueType === "nets") {
    const pitch = words.pitch(details.pitchType);
    return <Trans>{pitch} pitch</Trans>;
  }
  if (details?.venueType === "box") {
    const players = details.teamCapacity;
    return <Plural value={players} one="# player a side" other="# players a side" />;
  }
  if (details?.venueType === "ground") return <Trans>Full ground, booked by 4-hour slot</Trans>;
  return <NotListed />;
}

export function Payment({ venue }: { venue: VenueWithDetails }) {
  if (venue.paymentType === "partial") {
    const upfront = formatRupees(venue.partialPaymentAmount);
    return (
      <>
        <span className="font-medium text-slate-800">
          <Trans>Partial payment</Trans>
        </span>
        {venue.partialPaymentAmount ? (
          <span className="block text-xs text-slate-500">
            <Trans>{upfront} upfront, the rest at the venue</Trans>
          </span>
        ) : null}
      </>
    );
  }
  return (
    <>
      <span className="font-medium text-slate-800">
        <Trans>Full payment</Trans>
      </span>
      <span className="block text-xs text-slate-500">
        <Trans>Pay the whole amount online</Trans>
      </span>
    </>
  );
}

export function AddOns({ venue }: { venue: VenueWithDetails }) {
  const words = useWords();
  const addOns = venue.details?.addOns ?? [];
  if (addOns.length === 0)
    return (
      <NotListed>
        <Trans>None</Trans>
      </NotListed>
    );
  return (
    <ul className="space-y-1">
      {addOns.map((addOn) => (
        <li key={addOn.key} className="flex items-baseline justify-between gap-3">
          <span>{words.addOn(addOn.name)}</span>
          <span className="whitespace-nowrap text-slate-500">{formatRupees(addOn.price)}</span>
        </li>
      ))}
    </ul>
  );
}

export function Rating({ venue, leader }: { venue: VenueWithDetails; leader: boolean }) {
  const rating = ratingText(venue.avgRating);
  const reviews = venue.reviewCount;
  return (
    <div className="space-y-1.5">
      {rating ? (
        <p className="flex items-center gap-1.5">
          <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
          <span className="font-semibold text-slate-900">{rating}</span>
          <span className="text-slate-500">
            <Plural value={reviews} one="(# review)" other="(# reviews)" />
          </span>
        </p>
      ) : (
        <NotListed>
          <Trans>No ratings yet</Trans>
        </NotListed>
      )}
      {leader ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-pitch-50 px-2 py-0.5 text-xs font-semibold text-pitch-700 ring-1 ring-pitch-200 ring-inset">
          <Trophy className="size-3" aria-hidden="true" />
          <Trans>Highest rated</Trans>
        </span>
      ) : null}
    </div>
  );
}
