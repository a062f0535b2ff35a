import type { Venue } from "@crease/core/contracts/venues";
import type { Court } from "@crease/core/courts";
import { Trans, useLingui } from "@lingui/react/macro";
import { LayoutGrid, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useCourts } from "@/features/venues";
import { messageOf } from "@/lib/api-client";
import { useLastValue } from "@/lib/use-last-value";
import { type CourtChanges, useRemoveCourt, useUpdateCourt } from "../api/courts";
import { NewCourtForm } from "./new-court-form";

/**
 * One court: its name and own price (saved on Save; an empty price is the venue's) and the courts
 * it shares space with (saved on each tick).
 */
function CourtRow({ court, courts, venueId }: { court: Court; courts: Court[]; venueId: number }) {
  const { t } = useLingui();
  const [name, setName] = useState(court.name);
  const [price, setPrice] = useState(court.price === null ? "" : String(Number(court.price)));
  const update = useUpdateCourt(venueId);
  const remove = useRemoveCourt(venueId);
  const [confirming, setConfirming] = useState(false);
  const nameId = useId();
  const priceId = useId();
  const others = courts.filter((c) => c.id !== court.id);
  const renamed = name.trim() !== court.name && name.trim().length > 0;
  const newPrice = price.trim() === "" ? null : Number(price.trim());
  const repriced = newPrice !== (court.price === null ? null : Number(court.price));
  const changed = renamed || repriced;

  const send = (body: CourtChanges, done: string) =>
    update.mutate(
      { id: court.id, body },
      {
        onSuccess: () => toast({ title: done }),
        onError: (error) =>
          toast({ title: t`Not saved`, description: messageOf(error, t`Please try again.`), variant: "destructive" }),
      },
    );

  return (
    <li className="rounded-xl border border-slate-200 p-3.5">
      <form
        className="flex items-end gap-2"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (changed)
            send(
              { ...(renamed ? { name: name.trim() } : {}), ...(repriced ? { price: newPrice } : {}) },
              t`Court saved`,
            );
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={nameId} className="mb-1 block text-xs font-medium text-slate-600">
            <Trans>Name</Trans>
          </label>
          <Input id={nameId} value={name} maxLength={40} onChange={(event) => setName(event.target.value)} />
        </div>
        <div className="w-28">
          <label htmlFor={priceId} className="mb-1 block text-xs font-medium text-slate-600">
            <Trans>Price (₹)</Trans>
          </label>
          <Input
            id={priceId}
            inputMode="decimal"
            value={price}
            placeholder={t`Venue's price`}
            onChange={(event) => setPrice(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={!changed || update.isPending}>
          <Trans>Save</Trans>
        </Button>
      </form>
      {others.length > 0 ? (
        <fieldset className="mt-3">
          <legend className="text-xs font-medium text-slate-600">
            <Trans>Shares space with (a booking of one takes the other)</Trans>
          </legend>
          <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-2">
            {others.map((other) => {
              const shared = court.overlapsWith.includes(other.id);
              return (
                <label key={other.id} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={shared}
                    disabled={update.isPending}
                    onChange={() =>
                      send(
                        {
                          overlapsWith: shared
                            ? court.overlapsWith.filter((id) => id !== other.id)
                            : [...court.overlapsWith, other.id],
                        },
                        t`Shared space saved`,
                      )
                    }
                  />
                  {other.name}
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      {others.length > 0 ? (
        <div className="mt-3 border-t border-slate-100 pt-3">
          {confirming ? (
            <div className="flex flex-wrap items-center gap-2">
              {/* The question on a line of its own, the two answers under it: at 390 px beside them it was a column of single words. */}
              <p className="basis-full text-sm text-slate-700">
                <Trans>Remove {court.name}? Players can no longer book it; its past bookings keep it.</Trans>
              </p>
              <Button
                type="button"
                variant="destructive"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(court.id, {
                    onSuccess: () => toast({ title: t`Court removed` }),
                  })
                }
              >
                <Trans>Remove</Trans>
              </Button>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  setConfirming(false);
                  remove.reset();
                }}
              >
                <Trans>Keep it</Trans>
              </Button>
            </div>
          ) : (
            <Button type="button" variant="ghost" className="text-red-700" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" />
              <Trans>Remove court</Trans>
            </Button>
          )}
          {remove.isError ? (
            <p className="mt-2 text-sm text-red-700" role="alert">
              {messageOf(remove.error, t`Not removed. Please try again.`)}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function CourtsBody({ venue }: { venue: Venue }) {
  const { t } = useLingui();
  const courts = useCourts(venue.id);
  if (courts.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label={t`Loading courts`}>
        <Skeleton className="h-20 w-full rounded-xl" />
        <Skeleton className="h-20 w-full rounded-xl" />
      </div>
    );
  }
  if (courts.isError) {
    return (
      <p className="text-sm text-red-700" role="alert">
        <Trans>The courts could not be loaded. Please try again.</Trans>
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {courts.data.map((court) => (
          <CourtRow
            key={`${court.id}-${court.name}-${court.price}`}
            court={court}
            courts={courts.data}
            venueId={venue.id}
          />
        ))}
      </ul>
      <NewCourtForm venue={venue} courts={courts.data} />
    </div>
  );
}

/**
 * The venue's courts (docs/product/courts.md): add, rename, and say which share space. Changes
 * apply at once, without review: a player always sees the courts before paying.
 */
export function CourtsDialog({
  venue: open,
  onOpenChange,
}: {
  venue: Venue | null;
  onOpenChange: (open: boolean) => void;
}) {
  const venue = useLastValue(open);
  const name = venue?.name;
  return (
    <Dialog open={open !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
            <LayoutGrid className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>
            <Trans>Courts</Trans>
          </DialogTitle>
          <DialogDescription>
            {name ? (
              <Trans>
                The nets, boxes or grounds of {name} that players book one by one. With more than one, players choose a
                court.
              </Trans>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        {venue ? <CourtsBody venue={venue} /> : null}
      </DialogContent>
    </Dialog>
  );
}
