import type { Venue } from "@crease/core/contracts/venues";
import type { VenueEdit } from "@crease/core/venue-edits";
import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { LandPlot, MapPin, Star } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { StatusBadge } from "@/components/ui/status-badge";
import { toast } from "@/components/ui/use-toast";
import { IMAGE_SIZES, VenueImage } from "@/components/ui/venue-image";
import { cn } from "@/lib/cn";
import { useWords } from "@/lib/i18n";
import { useWithdrawVenueEdit } from "../api/venue-edits";
import { VenueCardActions } from "./venue-card-actions";

const STATUS_NOTES: Record<string, MessageDescriptor> = {
  pending: msg`Our team is reviewing it. Players can't see it yet.`,
  rejected: msg`Not approved. Open the history for the reason.`,
  suspended: msg`Hidden from players for now.`,
};

/** What a pending change touches, by field (core names them in English for the admin's screens). */
const CHANGE_LABELS: Record<string, MessageDescriptor> = {
  name: msg`Name`,
  address: msg`Address`,
  city: msg`City`,
  state: msg`State`,
  pincode: msg`Pincode`,
  postalCode: msg`Pincode`,
  location: msg`Map link`,
  images: msg`Photos`,
  paymentType: msg`Payment`,
  partialPaymentAmount: msg`Advance paid online`,
  upiQrCodeUrl: msg`UPI QR code`,
  whatsappNumber: msg`WhatsApp number`,
  morningPrice: msg`Morning price`,
  afternoonPrice: msg`Afternoon price`,
  eveningPrice: msg`Evening price`,
  nightPrice: msg`Night price`,
  hourlyPrice: msg`Price per hour`,
  startTime: msg`Opens`,
  endTime: msg`Closes`,
  pitchType: msg`Pitch`,
  teamCapacity: msg`Players a side`,
  addOns: msg`Add-ons`,
};

const TYPE_GRADIENTS: Record<string, string> = {
  ground: "from-amber-300 to-amber-600",
  nets: "from-pitch-400 to-pitch-700",
  box: "from-violet-400 to-violet-700",
};

function Cover({ venue }: { venue: Venue }) {
  const [failed, setFailed] = useState(false);
  const src = venue.images[0];
  return (
    <div
      className={cn(
        "relative aspect-[3/2] w-28 shrink-0 overflow-hidden rounded-xl bg-gradient-to-br sm:w-full sm:rounded-none",
        TYPE_GRADIENTS[venue.venueType] ?? "from-slate-300 to-slate-500",
      )}
    >
      {src && !failed ? (
        <VenueImage
          src={src}
          fallbackSrc={venue.thumbnails[0]}
          sizes={IMAGE_SIZES.ownerCard}
          alt=""
          width={400}
          height={267}
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : (
        <LandPlot className="absolute inset-0 m-auto size-8 text-white/80" aria-hidden="true" />
      )}
    </div>
  );
}

function Rating({ venue }: { venue: Venue }) {
  const rating = Number(venue.avgRating);
  const shown = rating.toFixed(1);
  if (!(rating > 0))
    return (
      <span className="text-slate-500">
        <Trans>No reviews yet</Trans>
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1 text-slate-700">
      <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
      <span className="font-semibold">{shown}</span>
      <span className="text-slate-500">
        (<Plural value={venue.reviewCount} one="# review" other="# reviews" />)
      </span>
    </span>
  );
}

/** A change of the venue waiting for an admin: what it changes, and a way to take it back. */
function PendingChange({ edit }: { edit: VenueEdit }) {
  const withdraw = useWithdrawVenueEdit();
  const { i18n } = useLingui();
  const labels = edit.changes.map((c) => {
    const label = CHANGE_LABELS[c.field];
    return label ? i18n._(label) : c.label;
  });
  const what = labels.join(", ");
  return (
    <div className="mt-2 rounded-lg border border-amber-200 bg-amber-50 px-2.5 py-2 text-xs leading-snug text-amber-900">
      <p className="font-semibold">
        <Trans>Changes in review</Trans>
      </p>
      <p>
        {what ? (
          <Trans>{what}: these go live once an admin approves them.</Trans>
        ) : (
          <Trans>Your changes go live once an admin approves them.</Trans>
        )}
      </p>
      <button
        type="button"
        className="mt-1 font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-700"
        disabled={withdraw.isPending}
        onClick={() =>
          withdraw.mutate(edit.id, {
            onSuccess: () => toast({ title: t`Changes withdrawn`, description: t`Your venue stays as it is.` }),
          })
        }
      >
        <Trans>Withdraw changes</Trans>
      </button>
    </div>
  );
}

/** One of the owner's venues: its cover, status, price, pending change, and what the owner can do with it. */
export function OwnerVenueCard({
  venue,
  pending,
  onEdit,
  onHistory,
  onCourts,
  onBlocks,
  onPricing,
}: {
  venue: Venue;
  pending: VenueEdit | undefined;
  onEdit: (venue: Venue) => void;
  onHistory: (venue: Venue) => void;
  onCourts: (venue: Venue) => void;
  onBlocks: (venue: Venue) => void;
  onPricing: (venue: Venue) => void;
}) {
  const note = STATUS_NOTES[venue.status];
  const { i18n } = useLingui();
  const words = useWords();
  return (
    <article
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-card"
      aria-label={venue.name}
    >
      <div className="flex gap-3 p-3 sm:flex-col sm:gap-0 sm:p-0">
        <div className="relative sm:w-full">
          <Cover venue={venue} />
          <span className="absolute top-2.5 left-2.5 hidden sm:block">
            <StatusBadge status={venue.status} kind="venue" className="shadow-sm" />
          </span>
        </div>
        <div className="min-w-0 flex-1 sm:p-4 sm:pb-3">
          <span className="mb-1.5 block sm:hidden">
            <StatusBadge status={venue.status} kind="venue" />
          </span>
          <h3 className="line-clamp-2 leading-snug font-semibold text-slate-900">
            <Link to={`/venues/${venue.id}`} className="rounded hover:text-brand-700 hover:underline">
              {venue.name}
            </Link>
          </h3>
          <p className="mt-0.5 flex items-center gap-1 truncate text-xs text-slate-500">
            <MapPin className="size-3 shrink-0" aria-hidden="true" />
            {words.venueType(venue.venueType)} · {venue.city}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
            <Rating venue={venue} />
            {venue.prices ? <span className="font-semibold text-slate-800">{words.price(venue)}</span> : null}
          </div>
          {note ? <p className="mt-2 text-xs leading-snug text-slate-600">{i18n._(note)}</p> : null}
          {pending ? <PendingChange edit={pending} /> : null}
        </div>
      </div>
      <VenueCardActions
        venue={venue}
        onEdit={onEdit}
        onCourts={onCourts}
        onBlocks={onBlocks}
        onPricing={onPricing}
        onHistory={onHistory}
      />
    </article>
  );
}
