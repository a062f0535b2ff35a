import type { Venue } from "@crease/core/contracts/venues";
import { priceText } from "@crease/core/pricing";
import type { VenueEdit } from "@crease/core/venue-edits";
import { VENUE_STATUSES, venueTypeLabel } from "@crease/core/venues";
import { ExternalLink, History, LandPlot, MapPin, PencilLine, Plus, Search, Star } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { EmptyState, LoadError } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { StatusBadge } from "@/components/ui/status-badge";
import { toast } from "@/components/ui/use-toast";
import { IMAGE_SIZES, VenueImage } from "@/components/ui/venue-image";
import { cn } from "@/lib/cn";
import { statusText } from "@/lib/status-tone";
import { useOwnerVenues, type VenueScope } from "../api/get-owner-venues";
import { useOwnerVenueEdits, useWithdrawVenueEdit } from "../api/venue-edits";
import type { ImageFieldComponent } from "./dashboard-parts";
import { EditVenueDialog } from "./edit-venue-dialog";
import { StatusHistoryDialog } from "./status-history-dialog";

const STATUS_NOTES: Record<string, string> = {
  pending: "Our team is reviewing it. Players can't see it yet.",
  rejected: "Not approved. Open the history for the reason.",
  suspended: "Hidden from players for now.",
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
  if (!(rating > 0)) return <span className="text-slate-500">No reviews yet</span>;
  return (
    <span className="inline-flex items-center gap-1 text-slate-700">
      <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
      <span className="font-semibold">{rating.toFixed(1)}</span>
      <span className="text-slate-500">
        ({venue.reviewCount} {venue.reviewCount === 1 ? "review" : "reviews"})
      </span>
    </span>
  );
}

/** A change of the venue waiting for an admin: what it changes, and a way to take it back. */
function PendingChange({ edit }: { edit: VenueEdit }) {
  const withdraw = useWithdrawVenueEdit();
  return (
    <div className="mt-2 rounded-lg border border-amber-200 bg-amber-50 px-2.5 py-2 text-xs leading-snug text-amber-900">
      <p className="font-semibold">Changes in review</p>
      <p>{edit.changes.map((c) => c.label).join(", ") || "Your changes"} go live once an admin approves them.</p>
      <button
        type="button"
        className="mt-1 font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-700"
        disabled={withdraw.isPending}
        onClick={() =>
          withdraw.mutate(edit.id, {
            onSuccess: () => toast({ title: "Changes withdrawn", description: "Your venue stays as it is." }),
          })
        }
      >
        Withdraw changes
      </button>
    </div>
  );
}

function VenueCard({
  venue,
  pending,
  onEdit,
  onHistory,
}: {
  venue: Venue;
  pending: VenueEdit | undefined;
  onEdit: (venue: Venue) => void;
  onHistory: (venue: Venue) => void;
}) {
  const note = STATUS_NOTES[venue.status];
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
            {venueTypeLabel(venue.venueType)} · {venue.city}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
            <Rating venue={venue} />
            {venue.prices ? (
              <span className="font-semibold text-slate-800">{priceText(venue.venueType, venue.prices)}</span>
            ) : null}
          </div>
          {note ? <p className="mt-2 text-xs leading-snug text-slate-600">{note}</p> : null}
          {pending ? <PendingChange edit={pending} /> : null}
        </div>
      </div>
      <div className="mt-auto grid grid-cols-3 border-t border-slate-100 text-sm">
        <Link
          to={`/venues/${venue.id}`}
          className="flex items-center justify-center gap-1.5 py-2.5 font-semibold text-slate-600 hover:bg-slate-50 hover:text-brand-700"
          aria-label={`View the page of ${venue.name}`}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          View
        </Link>
        <button
          type="button"
          onClick={() => onEdit(venue)}
          className="flex items-center justify-center gap-1.5 border-x border-slate-100 py-2.5 font-semibold text-slate-600 hover:bg-slate-50 hover:text-brand-700"
          aria-label={`Edit ${venue.name}`}
        >
          <PencilLine className="size-4" aria-hidden="true" />
          Edit
        </button>
        <button
          type="button"
          onClick={() => onHistory(venue)}
          className="flex items-center justify-center gap-1.5 py-2.5 font-semibold text-slate-600 hover:bg-slate-50 hover:text-brand-700"
          aria-label={`Status history of ${venue.name}`}
        >
          <History className="size-4" aria-hidden="true" />
          History
        </button>
      </div>
    </article>
  );
}

function VenuesSkeleton() {
  return (
    <div role="status" aria-label="Loading your venues" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-card">
          <Skeleton className="aspect-[3/2] w-full rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-3 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function AddVenueButton({ className }: { className?: string }) {
  return (
    <Button asChild className={className}>
      <Link to="/add-venue">
        <Plus aria-hidden="true" />
        Add New Venue
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

  if (venues.isPending) return <VenuesSkeleton />;
  if (venues.isError) {
    return <LoadError message="An error occurred while loading your venues" onRetry={() => void venues.refetch()} />;
  }

  if (venues.data.length === 0) {
    return (
      <EmptyState icon={<LandPlot />} title="List your first venue" action={<AddVenueButton />}>
        Add your ground, practice nets or box cricket arena with prices, photos and your booking rules. Our team reviews
        it, and then players can find and book it.
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

  return (
    <section aria-labelledby="venues-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="venues-heading" className="text-lg font-semibold text-slate-900">
            {scope.ownerId ? "My venues" : "All venues"}
          </h2>
          <p className="text-sm text-slate-500">
            {venues.data.length} {venues.data.length === 1 ? "venue" : "venues"}
            {counts.pending ? ` · ${counts.pending} pending approval` : ""}
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
              placeholder="Search by name or city"
              aria-label="Search your venues"
              className="pl-10"
            />
          </div>
          <Select value={status} onChange={(event) => setStatus(event.target.value)} aria-label="Filter by status">
            <option value="all">All statuses ({venues.data.length})</option>
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
          <p className="font-semibold text-slate-900">No venues match</p>
          <Button
            variant="link"
            className="mt-2"
            onClick={() => {
              setQuery("");
              setStatus("all");
            }}
          >
            Clear filters
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
      <StatusHistoryDialog
        venue={history}
        onOpenChange={(open) => {
          if (!open) setHistory(null);
        }}
      />
    </section>
  );
}
