import type { Venue } from "@crease/core/contracts/venues";
import { VENUE_STATUSES } from "@crease/core/venues";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { LandPlot, Plus, Search } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { EmptyState, LoadError } from "@/components/ui/panel-states";
import { statusText } from "@/lib/status-tone";
import { useOwnerVenues, type VenueScope } from "../api/get-owner-venues";
import { useOwnerVenueEdits } from "../api/venue-edits";
import { BlocksDialog } from "./blocks-dialog";
import { CourtsDialog } from "./courts-dialog";
import type { ImageFieldComponent } from "./dashboard-parts";
import { EditVenueDialog } from "./edit-venue-dialog";
import { OwnerVenueCard } from "./owner-venue-card";
import { PriceRulesDialog } from "./price-rules-dialog";
import { StatusHistoryDialog } from "./status-history-dialog";
import { VenuesSkeleton } from "./venues-skeleton";

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
  const [blocking, setBlocking] = useState<Venue | null>(null);
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
              <OwnerVenueCard
                venue={venue}
                pending={edits.data?.find((edit) => edit.venueId === venue.id)}
                onEdit={setEditing}
                onHistory={setHistory}
                onCourts={setCourts}
                onBlocks={setBlocking}
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
      <BlocksDialog
        venue={blocking}
        onOpenChange={(open) => {
          if (!open) setBlocking(null);
        }}
      />
      <PriceRulesDialog
        venue={pricing}
        onOpenChange={(open) => {
          if (!open) setPricing(null);
        }}
      />
      <CourtsDialog
        venue={courts}
        onOpenChange={(open) => {
          if (!open) setCourts(null);
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
