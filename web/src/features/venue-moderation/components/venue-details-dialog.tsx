import type { Venue } from "@crease/core/contracts/venues";
import type { VenueStatusChange } from "@crease/core/venue-moderation";
import { Trans, useLingui } from "@lingui/react/macro";
import { ExternalLink, MapPin, SearchX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { StatusBadge } from "@/components/ui/status-badge";
import { useVenue, useVenueDetails } from "@/features/venues";
import { isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { usePhotoChecks } from "../api/get-photo-checks";
import { useStatusHistory } from "../api/get-status-history";
import { VENUE_STATUS_WORDS } from "../lib/move-words";
import { paymentTerms, priceLines, ratingText } from "../lib/venue-facts";
import type { VenueMove } from "../lib/venue-moves";
import { PhotoChecklist, uncheckedPhotos } from "./photo-checklist";
import { VenueGallery } from "./venue-gallery";
import { VenueMoveButtons } from "./venue-move-buttons";

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={cn("border-t border-slate-100 pt-5", className)}>
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <div className="mt-2.5">{children}</div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** "10:30 AM, Nov 25, 2026 · by Asha": when a status changed and who changed it. */
function ChangedWhen({ change }: { change: VenueStatusChange }) {
  const format = useFormat();
  const when = format.timeAndDate(change.createdAt);
  const actor = change.actorName;
  return (
    <>
      {actor ? (
        <Trans>
          {when} · by {actor}
        </Trans>
      ) : (
        when
      )}
    </>
  );
}

function History({ id }: { id: number }) {
  const { i18n } = useLingui();
  const history = useStatusHistory(id);
  if (history.isPending) return <Skeleton className="h-16 w-full" />;
  if (history.isError) {
    return (
      <p className="text-sm text-red-700">
        <Trans>An error occurred while loading the status history</Trans>
      </p>
    );
  }
  if (history.data.length === 0)
    return (
      <p className="text-sm text-slate-500">
        <Trans>No status changes recorded.</Trans>
      </p>
    );
  const statusWords = (status: string) => (VENUE_STATUS_WORDS[status] ? i18n._(VENUE_STATUS_WORDS[status]) : status);
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-5">
      {history.data.map((change: VenueStatusChange) => (
        <li key={change.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[25px] size-2.5 rounded-full bg-white ring-2 ring-brand-500"
          />
          <p className="flex flex-wrap items-center gap-1.5 text-sm text-slate-800">
            {change.fromStatus ? (
              <>
                <span>{statusWords(change.fromStatus)}</span>
                <span aria-hidden="true">→</span>
                <span className="sr-only">
                  <Trans>to</Trans>
                </span>
              </>
            ) : (
              <span>
                <Trans>Listed as</Trans>
              </span>
            )}
            <StatusBadge status={change.toStatus} />
          </p>
          <p className="mt-0.5 text-xs text-slate-500">
            <ChangedWhen change={change} />
          </p>
          {change.note ? (
            <p className="mt-1.5 rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-700">
              {change.note}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function Prices({ id }: { id: number }) {
  const format = useFormat();
  const words = useWords();
  const details = useVenueDetails(id);
  if (details.isPending) return <Skeleton className="h-16 w-full" />;
  if (details.isError)
    return (
      <p className="text-sm text-red-700">
        <Trans>An error occurred while loading the prices</Trans>
      </p>
    );
  if (!details.data)
    return (
      <p className="text-sm text-slate-500">
        <Trans>The owner has not added prices yet.</Trans>
      </p>
    );
  const lines = priceLines(details.data, words);
  return (
    <div className="space-y-3">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {lines.map((line) => (
          <div
            key={line.label}
            className="flex items-baseline justify-between gap-3 border-b border-dashed border-slate-200 pb-1.5"
          >
            <dt className="text-sm text-slate-600">{line.label}</dt>
            <dd
              className={cn("text-sm font-semibold tabular-nums", line.offered ? "text-slate-900" : "text-slate-400")}
            >
              {line.value}
            </dd>
          </div>
        ))}
      </dl>
      {details.data.addOns.length > 0 ? (
        <div>
          <p className="text-xs font-medium text-slate-500">
            <Trans>Add-ons</Trans>
          </p>
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {details.data.addOns.map((addOn) => (
              <li key={addOn.key}>
                <Badge tone="slate">
                  {words.addOn(addOn.name)} · {format.rupees(addOn.price)}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function DetailsBody({ venue, onMove }: { venue: Venue; onMove: (move: VenueMove) => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const ownerId = venue.ownerId;
  const checks = usePhotoChecks(venue.id);
  const [photosChecked, setPhotosChecked] = useState(uncheckedPhotos);
  // Approving a pending venue publishes its photos: the admin ticks the photo checklist first (issue 46).
  const approving = venue.status === "pending";
  const flagged = checks.data?.filter((check) => check.screenshotSign !== null).length ?? 0;
  return (
    <div className="space-y-5">
      <VenueGallery venue={venue} checks={checks.data} />
      {approving ? <PhotoChecklist checked={photosChecked} onChange={setPhotosChecked} flagged={flagged} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <VenueMoveButtons
          venue={venue}
          onMove={onMove}
          isDisabled={(move) => approving && move.to === "approved" && !photosChecked.every(Boolean)}
        />
        <Button asChild variant="link" size="sm">
          <Link to={`/venues/${venue.id}`}>
            <Trans>Open venue page</Trans>
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <Section title={t`Details`}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label={t`Address`}>
            {[venue.address, venue.city, venue.state, venue.postalCode].filter(Boolean).join(", ")}
          </Fact>
          <Fact label={t`Owner`}>
            {venue.ownerName}{" "}
            <span className="font-normal text-slate-500">
              <Trans>(user #{ownerId})</Trans>
            </span>
          </Fact>
          <Fact label={t`Listed`}>{format.instant(venue.createdAt, "day-long-month-year")}</Fact>
          <Fact label={t`Rating`}>{ratingText(venue.avgRating, venue.reviewCount)}</Fact>
          <Fact label={t`Payment`}>{paymentTerms(venue)}</Fact>
          <Fact label={t`Map`}>
            {venue.location ? (
              <a
                href={venue.location}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-brand-700 hover:underline"
              >
                <MapPin className="size-3.5" aria-hidden="true" />
                <Trans>Maps link</Trans>
              </a>
            ) : (
              <Trans>Not given</Trans>
            )}
          </Fact>
        </dl>
        <p className="mt-4 text-sm leading-relaxed whitespace-pre-line text-slate-700">{venue.description}</p>
      </Section>
      <Section title={t`Prices`}>
        <Prices id={venue.id} />
      </Section>
      <Section title={t`Amenities`}>
        {venue.amenities.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5">
            {venue.amenities.map((amenity) => (
              <li key={amenity}>
                <Badge tone="pitch">{words.amenity(amenity)}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">
            <Trans>None listed.</Trans>
          </p>
        )}
      </Section>
      <Section title={t`Policies`}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label={t`Cancellation`}>
            <span className="font-normal whitespace-pre-line text-slate-700">{venue.cancellationRules}</span>
          </Fact>
          <Fact label={t`Rescheduling`}>
            <span className="font-normal whitespace-pre-line text-slate-700">{venue.reschedulingRules}</span>
          </Fact>
        </dl>
      </Section>
      <Section title={t`Status history`}>
        <History id={venue.id} />
      </Section>
    </div>
  );
}

/**
 * The admin's Venue Details dialog: images, details, prices, owner and status history, with the
 * allowed status moves. 'Venue not found' when the venue does not exist (any more).
 */
export function VenueDetailsDialog({
  venueId,
  onOpenChange,
  onMove,
}: {
  venueId: number | null;
  onOpenChange: (open: boolean) => void;
  onMove: (venue: Venue, move: VenueMove) => void;
}) {
  const { t } = useLingui();
  const words = useWords();
  const venue = useVenue(venueId ?? 0);
  const notFound = venue.isError && isApiError(venue.error) && venue.error.status === 404;

  return (
    <Dialog open={venueId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        {venue.data ? (
          <>
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-2">
                <DialogTitle>{venue.data.name}</DialogTitle>
                <StatusBadge status={venue.data.status} />
              </div>
              <DialogDescription>
                {words.venueType(venue.data.venueType)} · {words.city(venue.data.city)}, {venue.data.state}
              </DialogDescription>
            </DialogHeader>
            <DetailsBody
              key={venue.data.id}
              venue={venue.data}
              onMove={(move) => venue.data && onMove(venue.data, move)}
            />
          </>
        ) : venue.isError ? (
          <div className="flex flex-col items-center py-8 text-center">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
              <SearchX className="size-6" aria-hidden="true" />
            </span>
            <DialogTitle className="mt-4">
              {notFound ? <Trans>Venue not found</Trans> : <Trans>Venue could not be loaded</Trans>}
            </DialogTitle>
            <DialogDescription className="mt-1.5">
              {notFound ? (
                <Trans>It may have been removed, or the link is wrong.</Trans>
              ) : (
                <Trans>An error occurred while loading the venue. Please try again.</Trans>
              )}
            </DialogDescription>
          </div>
        ) : (
          <div role="status" aria-label={t`Loading the venue`} className="space-y-4">
            <DialogTitle className="sr-only">
              <Trans>Loading the venue</Trans>
            </DialogTitle>
            <DialogDescription className="sr-only">
              <Trans>The venue's details are on their way.</Trans>
            </DialogDescription>
            <Skeleton className="h-7 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-52 w-full rounded-xl" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
