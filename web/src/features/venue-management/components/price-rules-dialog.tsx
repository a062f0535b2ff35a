import type { Venue, VenueDetails } from "@crease/core/contracts/venues";
import type { Court } from "@crease/core/courts";
import { MAX_PRICE_RULES, type PriceRule, pricedCourtId } from "@crease/core/price-rules";
import { todayInIst } from "@crease/core/slots";
import { Trans, useLingui } from "@lingui/react/macro";
import { IndianRupee, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Select } from "@/components/ui/input";
import { LoadError } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useCourts, useVenueDetails } from "@/features/venues";
import { isApiError, messageOf } from "@/lib/api-client";
import { useWords } from "@/lib/i18n";
import { useLastValue } from "@/lib/use-last-value";
import { usePriceRules, useSavePriceRules } from "../api/price-rules";
import { completeRules, draftOf, draftProblem, newDraft, type RuleDraft, ruleOf } from "../lib/price-rule-drafts";
import { SectionTitle } from "./edit-parts";
import { PriceGridPreview } from "./price-grid-preview";
import { type CourtChoice, PriceRuleRow } from "./price-rule-row";
import { SeriesDiscountField, seriesDiscountOf } from "./series-discount-field";

/**
 * The rules editor with its live preview (docs/product/venues.md, "Prices and price rules"): the
 * owner adds, changes and removes rules and sees the coming week's prices from core's resolver
 * before saving; Save replaces the list and applies it at once.
 */
export function PriceRulesEditor({
  venue,
  details,
  saved,
  savedDiscount = 0,
  today,
  courts = [],
  onDone,
}: {
  venue: Venue;
  details: VenueDetails | null;
  saved: readonly PriceRule[];
  /** The venue's weekly booking discount as saved (0 for none). */
  savedDiscount?: number;
  today: string;
  /** The venue's courts, with their own prices (the grid shows a court's price). */
  courts?: readonly (CourtChoice & Pick<Court, "price">)[];
  onDone: () => void;
}) {
  const { t } = useLingui();
  const words = useWords();
  const save = useSavePriceRules(venue.id);
  const [drafts, setDrafts] = useState<RuleDraft[]>(() => saved.map(draftOf));
  const [discount, setDiscount] = useState(String(savedDiscount));
  const [discountRefusal, setDiscountRefusal] = useState<string | null>(null);
  const discountPercent = seriesDiscountOf(discount);
  const incomplete = drafts.some((d) => draftProblem(d) !== null) || discountPercent === null;
  const preview = completeRules(drafts);
  // The grid shows one court's prices: a booking is always at a court (the only one, or the chosen one).
  const [gridCourt, setGridCourt] = useState<number | null>(courts[0]?.id ?? null);

  const submit = () => {
    if (discountPercent === null) return;
    setDiscountRefusal(null);
    save.mutate(
      { rules: drafts.map(ruleOf), seriesDiscountPercent: discountPercent },
      {
        onSuccess: () => {
          toast({ title: t`Prices saved`, description: t`Players see the new prices now.` });
          onDone();
        },
        onError: (error) => {
          const field = isApiError(error) ? error.errors?.seriesDiscountPercent : undefined;
          if (field) setDiscountRefusal(field);
          toast({
            variant: "destructive",
            title: t`Prices not saved`,
            description: messageOf(error, t`Please try again.`),
          });
        },
      },
    );
  };

  return (
    <div className="space-y-5">
      <section className="space-y-1">
        <SectionTitle icon={<IndianRupee />}>
          <Trans>Base price</Trans>
        </SectionTitle>
        <p className="text-sm text-slate-700">{venue.prices ? words.price(venue) : t`Not set yet`}</p>
        <p className="text-xs text-slate-500">
          <Trans>Change it with Edit. A rule's price replaces it where the rule applies.</Trans>
        </p>
      </section>

      <section className="space-y-2">
        <SectionTitle icon={<IndianRupee />}>
          <Trans>Price rules</Trans>
        </SectionTitle>
        <p className="text-xs text-slate-500">
          <Trans>
            The most specific rule wins: dates, then days of the week, then a time band alone. Between equal rules, the
            later one in the list wins. A time band covers slots that lie wholly inside it.
          </Trans>
        </p>
        {drafts.length > 0 ? (
          <ol className="space-y-3">
            {drafts.map((draft, index) => (
              <PriceRuleRow
                key={draft.key}
                draft={draft}
                index={index}
                today={today}
                courts={courts}
                onChange={(next) => setDrafts((list) => list.map((d) => (d.key === draft.key ? next : d)))}
                onRemove={() => setDrafts((list) => list.filter((d) => d.key !== draft.key))}
              />
            ))}
          </ol>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-600">
            <Trans>No rules: every slot is at the base price.</Trans>
          </p>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={drafts.length >= MAX_PRICE_RULES}
          onClick={() => setDrafts((list) => [...list, newDraft()])}
        >
          <Plus aria-hidden="true" />
          <Trans>Add a rule</Trans>
        </Button>
      </section>

      <section className="space-y-2">
        <SectionTitle icon={<IndianRupee />}>
          <Trans>The next seven days</Trans>
        </SectionTitle>
        <p className="text-xs text-slate-500">
          <Trans>Prices before GST, with the rules above (highlighted where a rule sets the price).</Trans>
        </p>
        {courts.length > 1 ? (
          <Select
            value={gridCourt === null ? "" : String(gridCourt)}
            onChange={(event) => setGridCourt(Number(event.target.value))}
            aria-label={t`Prices at court`}
            className="sm:max-w-xs"
          >
            {courts.map((court) => (
              <option key={court.id} value={court.id}>
                {court.name}
              </option>
            ))}
          </Select>
        ) : null}
        {details ? (
          <PriceGridPreview
            details={details}
            rules={preview}
            from={today}
            courts={courts}
            courtId={pricedCourtId(courts, courts.length > 1 ? gridCourt : null)}
          />
        ) : null}
      </section>

      <SeriesDiscountField
        value={discount}
        onChange={(next) => {
          setDiscount(next);
          setDiscountRefusal(null);
        }}
        serverError={discountRefusal}
      />

      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="button" onClick={submit} disabled={incomplete || save.isPending}>
          {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save prices</Trans>}
        </Button>
      </DialogFooter>
    </div>
  );
}

function PricingBody({ venue, onDone }: { venue: Venue; onDone: () => void }) {
  const details = useVenueDetails(venue.id);
  const rules = usePriceRules(venue.id);
  const courts = useCourts(venue.id);
  const { t } = useLingui();
  if (details.isPending || rules.isPending || courts.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label={t`Loading the prices`}>
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  }
  if (rules.isError || details.isError) {
    return <LoadError message={t`The prices could not be loaded`} onRetry={() => void rules.refetch()} />;
  }
  return (
    <PriceRulesEditor
      venue={venue}
      details={details.data ?? null}
      saved={rules.data.rules}
      savedDiscount={rules.data.seriesDiscountPercent}
      today={todayInIst()}
      courts={courts.data ?? []}
      onDone={onDone}
    />
  );
}

/** The venue's Pricing section, per venue from My Venues. */
export function PriceRulesDialog({
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
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Pricing</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Peak hours, weekends and holidays at {name}. Saved prices apply at once, with no review; bookings already
              made keep their price.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {venue ? <PricingBody key={venue.id} venue={venue} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
