import type { Venue } from "@crease/core/contracts/venues";
import type { VenueEdit } from "@crease/core/venue-edits";
import { VENUE_STATUSES } from "@crease/core/venues";
import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { LandPlot, MapPin, Plus, Search, Star } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { EmptyState, LoadError } from "@/components/ui/panel-states";
import { StatusBadge } from "@/components/ui/status-badge";
import { toast } from "@/components/ui/use-toast";
import { IMAGE_SIZES, VenueImage } from "@/components/ui/venue-image";
import { cn } from "@/lib/cn";
import { useWords } from "@/lib/i18n";
import { statusText } from "@/lib/status-tone";
import { useOwnerVenues, type VenueScope } from "../api/get-owner-venues";
import { useOwnerVenueEdits, useWithdrawVenueEdit } from "../api/venue-edits";
import { CourtsDialog } from "./courts-dialog";
import type { ImageFieldComponent } from "./dashboard-parts";
import { EditVenueDialog } from "./edit-venue-dialog";
import { PriceRulesDialog } from "./price-rules-dialog";
import { StatusHistoryDialog } from "./status-history-dialog";
import { VenueCardActions } from "./venue-card-actions";
import { VenuesSkeleton } from "./venues-skeleton";

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

function VenueCard({
  venue,
  pending,
  onEdit,
  onHistory,
  onCourts,
  onPricing,
}: {
  venue: Venue;
  pending: VenueEdit | undefined;
  onEdit: (venue: Venue) => void;
  onHistory: (venue: Venue) => void;
  onCourts: (venue: Venue) => void;
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
            {venue.prices ? (
              <span className="font-semibold text-slate-800">{words.price(venue.venueType, venue.prices)}</span>
            ) : null}
          </div>
          {note ? <p className="mt-2 text-xs leading-snug text-slate-600">{i18n._(note)}</p> : null}
          {pending ? <PendingChange edit={pending} /> : null}
        </div>
      </div>
      <VenueCardActions venue={venue} onEdit={onEdit} onCourts={onCourts} onPricing={onPricing} onHistory={onHistory} />
    </article>
  );
}

export function AddVenueButton({ className }: { className?: string }) {
  return (
    <Button asChild className={className}>
      <Link to="/add-venue">
        <Plus aria-hidden="true" />
        <Trans>Add New Venue</Trans>
      </Link>
    </Button>
  );
}

/**
 * My Venues (docs/product/screens.md): every venue of the owner (every venue for an admin) in any status,
 * with its status in docs/product/bookings.md colours, the Edit Venue dialog and the status history.
 */
export function VenuesPanel({ scope, ImageField }: { scope: VenueScope; ImageField: ImageFieldComponent }) {
  const venues = useOwnerVenues(scope);
  const edits = useOwnerVenueEdits();
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState("all");
  const [editing, setEditing] = useState<Venue | null>(null);
  const [history, setHistory] = useState<Venue | null>(null);
  const [courts, setCourts] = useState<Venue | null>(null);
  const [pricing, setPricing] = useState<Venue | null>(null);
  const { t: tr } = useLingui();

  if (venues.isPending) return <VenuesSkeleton />;
  if (venues.isError) {
    return (
      <LoadError message={tr`An error occurred while loading your venues`} onRetry={() => void venues.refetch()} />
    );
  }

  if (venues.data.length === 0) {
    return (
      <EmptyState icon={<LandPlot />} title={tr`List your first venue`} action={<AddVenueButton />}>
        <Trans>
          Add your ground, practice nets or box cricket arena with prices, photos and your booking rules. Our team
          reviews it, and then players can find and book it.
        </Trans>
      </EmptyState>
    );
  }

  const text = query.trim().toLowerCase();
  const shown = venues.data.filter(
    (v) =>
      (status === "all" || v.status === status) &&
      (!text || v.name.toLowerCase().includes(text) || v.city.toLowerCase().includes(text)),
  );
  const counts = Object.fromEntries(VENUE_STATUSES.map((s) => [s, venues.data.filter((v) => v.status === s).length]));
  const total = venues.data.length;
  const pendingCount = counts.pending ?? 0;

  return (
    <section aria-labelledby="venues-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="venues-heading" className="text-lg font-semibold text-slate-900">
            {scope.ownerId ? <Trans>My venues</Trans> : <Trans>All venues</Trans>}
          </h2>
          <p className="text-sm text-slate-500">
            <Plural value={total} one="# venue" other="# venues" />
            {pendingCount ? <Trans> · {pendingCount} pending approval</Trans> : null}
          </p>
        </div>
      </div>
      {venues.data.length > 3 ? (
        <div className="mb-4 grid gap-2 sm:grid-cols-[1fr_14rem]">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <Input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={tr`Search by name or city`}
              aria-label={tr`Search your venues`}
              className="pl-10"
            />
          </div>
          <Select value={status} onChange={(event) => setStatus(event.target.value)} aria-label={tr`Filter by status`}>
            <option value="all">{tr`All statuses (${total})`}</option>
            {VENUE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusText(s, "venue")} ({counts[s]})
              </option>
            ))}
          </Select>
        </div>
      ) : null}

      {shown.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <p className="font-semibold text-slate-900">
            <Trans>No venues match</Trans>
          </p>
          <Button
            variant="link"
            className="mt-2"
            onClick={() => {
              setQuery("");
              setStatus("all");
            }}
          >
            <Trans>Clear filters</Trans>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((venue) => (
            <li key={venue.id} className="flex">
              <VenueCard
                venue={venue}
                pending={edits.data?.find((edit) => edit.venueId === venue.id)}
                onEdit={setEditing}
                onHistory={setHistory}
                onCourts={setCourts}
                onPricing={setPricing}
              />
            </li>
          ))}
        </ul>
      )}

      <EditVenueDialog
        venue={editing}
        ImageField={ImageField}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
      <CourtsDialog
        venue={courts}
        onOpenChange={(open) => {
          if (!open) setCourts(null);
        }}
      />
      <PriceRulesDialog
        venue={pricing}
        onOpenChange={(open) => {
          if (!open) setPricing(null);
        }}
      />
      <StatusHistoryDialog
        venue={history}
        onOpenChange={(open) => {
          if (!open) setHistory(null);
        }}
      />
    </section>
  );
}
