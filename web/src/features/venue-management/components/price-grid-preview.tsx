import type { VenueDetails } from "@crease/core/contracts/venues";
import type { Court } from "@crease/core/courts";
import { buildPriceGrid } from "@crease/core/price-grid";
import { type PriceRule, slotPriceAt } from "@crease/core/price-rules";
import { slotPriceOn } from "@crease/core/pricing";
import { Trans, useLingui } from "@lingui/react/macro";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";

/**
 * A week of prices from `from`, drawn by core's resolver from the rules on screen (saved or not),
 * so the owner sees what players will pay before saving. A price set by a rule is highlighted.
 */
export function PriceGridPreview({
  details,
  rules,
  from,
  courts = [],
  courtId = null,
}: {
  details: VenueDetails;
  rules: readonly PriceRule[];
  from: string;
  /** The venue's courts, with their own prices. */
  courts?: readonly Pick<Court, "id" | "price">[];
  /** The court whose prices are shown (its own price and rules with the venue-wide ones). */
  courtId?: number | null;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const days = buildPriceGrid(details, rules, from, courts, courtId);
  const slots = days[0]?.slots.map((s) => s.slot) ?? [];
  if (slots.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>Add this venue's prices and hours first: the week's prices are drawn from them.</Trans>
      </p>
    );
  }
  return (
    // Focusable: on a phone the grid scrolls sideways, and a keyboard must be able to scroll it.
    <div
      className="-mx-1 overflow-x-auto px-1 focus-visible:outline-2 focus-visible:outline-brand-600"
      role="region"
      aria-label={t`Prices for the next seven days`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by the keyboard (WCAG 2.1.1)
      tabIndex={0}
    >
      <table className="w-full min-w-[34rem] border-separate border-spacing-0 text-xs tabular-nums">
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 bg-white py-1.5 pr-2 text-left font-medium text-slate-500">
              <Trans>Slot</Trans>
            </th>
            {days.map((day) => (
              <th key={day.date} scope="col" className="px-1 py-1.5 text-right font-semibold text-slate-700">
                {format.date(day.date, "weekday-day-month")}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {slots.map((slot) => {
            // Without rules: the court's own price, or the venue's; a cell that differs is a rule's.
            const base = slotPriceOn(details, slot, slotPriceAt(from, [], courts, courtId));
            return (
              <tr key={slot}>
                <th
                  scope="row"
                  className="sticky left-0 border-t border-slate-100 bg-white py-1.5 pr-2 text-left font-medium whitespace-nowrap text-slate-600"
                >
                  {words.slot(slot)}
                </th>
                {days.map((day) => {
                  const price = day.slots.find((s) => s.slot === slot)?.price ?? "0";
                  const ruled = Math.round(Number(price) * 100) !== base;
                  return (
                    <td
                      key={day.date}
                      className={cn(
                        "border-t border-slate-100 px-1 py-1.5 text-right whitespace-nowrap",
                        ruled ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-700",
                      )}
                    >
                      {format.rupees(price)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
