import type { SlotState } from "@crease/core/availability";
import { formatRupees } from "@crease/core/money";
import { isGroundSlot } from "@crease/core/slots";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check } from "lucide-react";
import { memo } from "react";
import { Link } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useWords } from "@/lib/i18n";

export interface SlotOption {
  slot: string;
  /** "unknown" before a date is picked or when availability could not be checked. */
  status: SlotState | "unknown";
  /** Rupees as a numeric string. */
  price: string;
}

const UNAVAILABLE_TEXT: Partial<Record<SlotOption["status"], MessageDescriptor>> = {
  booked: msg`Booked`,
  held: msg`On hold`,
  blocked: msg`Not available`,
  past: msg`Past`,
};

interface SlotPickerProps {
  /** The day's slots, or null while they load. */
  slots: SlotOption[] | null;
  selected: string | null;
  onSelect: (slot: string) => void;
  /** How many placeholders to draw while loading. */
  placeholderCount: number;
  /** Grounds list four long slots in one column; hourly venues use two. */
  layout: "list" | "grid";
  labelledBy: string;
  /**
   * Given, a booked or held slot is a Join waitlist button instead of a dead one
   * (docs/product/waitlist.md); `waitlisted` are the slots the player already waits for.
   */
  onJoinWaitlist?: (slot: string) => void;
  waitlisted?: readonly string[];
  /** A visitor: a taken slot still answers a tap (the page says why), but offers no Join waitlist. */
  visitor?: boolean;
  /** Held slots that are the player's own hold: each links back to its checkout (issue 46). */
  ownHolds?: ReadonlyMap<string, string>;
}

/** Slots someone else has: the ones a player may wait for. */
const WAITABLE: ReadonlySet<SlotOption["status"]> = new Set(["booked", "held"]);

/** Booked or on hold: taken by someone (or, on hold, maybe by the player themselves). */
export const isTakenSlot = (status: SlotOption["status"]): boolean => WAITABLE.has(status);

/**
 * One button per slot: its time and price; booked, held and past ones are disabled and say so.
 * A button's name is its visible text (no aria-label): a voice-control user says what they see
 * ("click Morning"), WCAG 2.5.3 Label in Name. Memoised on its props, as the calendar: the
 * card re-renders as each of its queries answers, and the slots change only with the day.
 */
export const SlotPicker = memo(function SlotPicker({
  slots,
  selected,
  onSelect,
  placeholderCount,
  layout,
  labelledBy,
  onJoinWaitlist,
  waitlisted,
  visitor = false,
  ownHolds,
}: SlotPickerProps) {
  const { t, i18n } = useLingui();
  const words = useWords();
  const grid = layout === "grid" ? "grid grid-cols-2 gap-2" : "grid gap-2";

  if (!slots) {
    return (
      <div role="status" aria-label={t`Loading time slots`} className={grid}>
        {Array.from({ length: placeholderCount }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className={layout === "grid" ? "h-15 rounded-xl" : "h-13 rounded-xl"} />
        ))}
      </div>
    );
  }

  if (slots.length === 0) {
    return (
      <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
        <Trans>No slots are offered on this day.</Trans>
      </p>
    );
  }

  return (
    <div role="group" aria-labelledby={labelledBy} className={grid}>
      {slots.map(({ slot, status, price }) => {
        // The player's own hold (the server says which are theirs) is no slot to wait for.
        const ownHold = WAITABLE.has(status) ? ownHolds?.get(slot) : undefined;
        if (ownHold) return <OwnHoldSlot key={slot} slot={slot} href={ownHold} layout={layout} />;
        const unavailableText = UNAVAILABLE_TEXT[status];
        const unavailable = unavailableText ? i18n._(unavailableText) : undefined;
        const isSelected = slot === selected;
        const waitable = Boolean(onJoinWaitlist) && WAITABLE.has(status);
        const waiting = waitable && (waitlisted ?? []).includes(slot);
        const label = words.slot(slot);
        // A taken slot that is a Join waitlist button is enabled, so its words need full contrast
        // (axe: color-contrast); a disabled one may stay faint.
        const faint = waitable && !waiting ? "text-slate-500" : "text-slate-400";
        const [name, range] = isGroundSlot(slot) ? [label.split(" (")[0], label.match(/\((.*)\)/)?.[1]] : [label, null];
        return (
          <button
            key={slot}
            type="button"
            disabled={Boolean(unavailable) && (!waitable || waiting)}
            aria-pressed={waitable ? undefined : isSelected}
            onClick={() => (waitable ? onJoinWaitlist?.(slot) : onSelect(slot))}
            className={cn(
              "relative flex rounded-xl border px-3 py-2.5 text-left transition-all focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
              layout === "list" ? "items-center justify-between gap-3" : "flex-col gap-0.5",
              isSelected
                ? "border-brand-600 bg-brand-50 shadow-[0_0_0_1px_var(--color-brand-600)]"
                : waitable && !waiting
                  ? "border-dashed border-slate-300 bg-slate-50 hover:border-brand-300 hover:bg-brand-50/50"
                  : unavailable
                    ? "cursor-not-allowed border-slate-200 bg-slate-50"
                    : "border-slate-200 bg-white hover:border-brand-300 hover:bg-brand-50/50",
            )}
          >
            <span className="min-w-0">
              <span
                className={cn(
                  "block text-sm font-semibold",
                  unavailable ? `${faint} line-through` : isSelected ? "text-brand-800" : "text-slate-900",
                )}
              >
                {name}
              </span>
              {/* Spaces between the parts: the name is read from the text, and blocks alone join words. */}
              {range ? " " : null}
              {range ? (
                <span
                  className={cn(
                    "block text-xs",
                    unavailable ? faint : isSelected ? "text-slate-600" : "text-slate-500",
                  )}
                >
                  {range}
                </span>
              ) : null}
            </span>{" "}
            <span className="flex items-center gap-1.5">
              {unavailable ? (
                <span className="rounded-full bg-slate-200/70 px-2 py-0.5 text-xs font-semibold text-slate-600">
                  {unavailable}
                </span>
              ) : null}
              {waitable && !visitor ? " " : null}
              {waitable && !visitor ? (
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-200">
                  {waiting ? t`On waitlist` : t`Join waitlist`}
                </span>
              ) : null}
              {unavailable ? null : (
                <span className={cn("text-sm font-semibold", isSelected ? "text-brand-700" : "text-slate-700")}>
                  {formatRupees(price)}
                </span>
              )}
              {isSelected && layout === "list" ? <Check className="size-4 text-brand-700" aria-hidden="true" /> : null}
            </span>
          </button>
        );
      })}
    </div>
  );
});

/** The player's own hold: not someone else's slot to wait for, but their checkout to finish. */
function OwnHoldSlot({ slot, href, layout }: { slot: string; href: string; layout: "list" | "grid" }) {
  const words = useWords();
  const label = words.slot(slot);
  // As the other slots: a ground's slot name, then its hours beneath.
  const [name, range] = isGroundSlot(slot) ? [label.split(" (")[0], label.match(/\((.*)\)/)?.[1]] : [label, null];
  return (
    <Link
      to={href}
      data-testid="own-hold"
      className={cn(
        "flex rounded-xl border border-amber-300 bg-amber-50 px-3 py-2.5 text-left hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        layout === "list" ? "items-center justify-between gap-3" : "flex-col gap-0.5",
      )}
    >
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-slate-900">{name}</span>
        {range ? " " : null}
        {range ? <span className="block text-xs text-slate-600">{range}</span> : null}
      </span>{" "}
      <span className="w-fit shrink-0 rounded-full bg-white px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-800 ring-1 ring-amber-300">
        <Trans>Your hold: finish paying</Trans>
      </span>
    </Link>
  );
}
