import type { Block } from "@crease/core/blocks";
import type { Venue } from "@crease/core/contracts/venues";
import { todayInIst } from "@crease/core/slots";
import { Trans, useLingui } from "@lingui/react/macro";
import { Ban } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useCourts, useVenueDetails } from "@/features/venues";
import { messageOf } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { useLastValue } from "@/lib/use-last-value";
import { useBlocks, useRemoveBlock } from "../api/blocks";
import { BlockForm } from "./block-form";
import { ClosureForm } from "./closure-form";

function BlockRow({ block, venueId, weekly }: { block: Block; venueId: number; weekly: boolean }) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const remove = useRemoveBlock(venueId);
  const drop = (series: boolean) =>
    remove.mutate(
      { id: block.id, series },
      {
        onSuccess: () => toast({ title: series ? t`Weekly block removed` : t`Slot back on sale` }),
        onError: (error) =>
          toast({ title: t`Not removed`, description: messageOf(error, t`Please try again.`), variant: "destructive" }),
      },
    );
  const when = `${format.date(block.date, "weekday-day-month")} · ${words.slot(block.slot)}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2.5">
      <div className="min-w-0">
        <p className="text-sm font-semibold text-slate-900">{when}</p>
        <p className="text-xs text-slate-600">
          {block.courtName ?? t`All courts`} · {block.reason}
        </p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Button size="sm" variant="secondary" disabled={remove.isPending} onClick={() => drop(false)}>
          <Trans>Remove</Trans>
        </Button>
        {weekly ? (
          <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => drop(true)}>
            <Trans>Remove this and later weeks</Trans>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function BlocksBody({ venue, mode }: { venue: Venue; mode: "block" | "close" }) {
  const { t } = useLingui();
  const details = useVenueDetails(venue.id);
  const courts = useCourts(venue.id);
  const blocks = useBlocks(venue.id);
  if (details.isPending || courts.isPending) {
    return (
      <div role="status" aria-label={t`Loading`} className="space-y-3">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (!details.data) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>Add the venue's prices and hours first: then you can block its slots.</Trans>
      </p>
    );
  }
  if (mode === "close") {
    return <ClosureForm venueId={venue.id} details={details.data} courts={courts.data ?? []} today={todayInIst()} />;
  }
  const list = blocks.data ?? [];
  const seriesSize = new Map<number, number>();
  for (const b of list) seriesSize.set(b.seriesId, (seriesSize.get(b.seriesId) ?? 0) + 1);
  return (
    <div className="space-y-5">
      <BlockForm venueId={venue.id} details={details.data} courts={courts.data ?? []} today={todayInIst()} />
      <section aria-labelledby="blocked-heading" className="border-t border-slate-100 pt-4">
        <h3 id="blocked-heading" className="text-sm font-semibold text-slate-900">
          <Trans>Blocked from today</Trans>
        </h3>
        {blocks.isPending ? (
          <Skeleton className="mt-2 h-10 w-full" />
        ) : list.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Nothing blocked. Every offered slot is on sale.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {list.slice(0, 60).map((b) => (
              <BlockRow key={b.id} block={b} venueId={venue.id} weekly={(seriesSize.get(b.seriesId) ?? 0) > 1} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Block slots of a venue and see what is blocked (docs/product/blocks.md). */
export function BlocksDialog({
  venue: open,
  onOpenChange,
}: {
  venue: Venue | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const venue = useLastValue(open);
  const name = venue?.name;
  const [mode, setMode] = useState<"block" | "close">("block");
  return (
    <Dialog open={open !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-xl bg-red-50 text-red-600 ring-1 ring-red-100">
            <Ban className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>
            {mode === "block" ? <Trans>Block slots</Trans> : <Trans>Close days or hours</Trans>}
          </DialogTitle>
          <DialogDescription>
            {name ? (
              <Trans>
                Take slots of {name} off sale for maintenance, a tournament or a private event, or close days or some
                hours for rain or repairs (the bookings then are cancelled and refunded).
              </Trans>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        <div
          role="group"
          aria-label={t`What to do`}
          className="mb-1 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
        >
          {(["block", "close"] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => setMode(m)}
              className={cn(
                "min-h-10 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600",
                mode === m ? "bg-white text-slate-900 shadow-sm" : "text-slate-600",
              )}
            >
              {m === "block" ? t`Block some slots` : t`Close days or hours`}
            </button>
          ))}
        </div>
        {venue ? <BlocksBody venue={venue} mode={mode} /> : null}
      </DialogContent>
    </Dialog>
  );
}
