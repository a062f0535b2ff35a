import type { DaySheet, DaySheetPayment } from "@crease/core/desk";
import { formatIndianMobile } from "@crease/core/phone";
import { Trans, useLingui } from "@lingui/react/macro";
import { ClipboardList, Phone } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { LoadError } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { useDaySheet } from "../api/get-day-sheet";

const TONES: Record<DaySheetPayment, "blue" | "pitch" | "brand" | "slate" | "amber"> = {
  online: "blue",
  cash: "pitch",
  upi: "brand",
  credit: "slate",
  due: "amber",
};

function usePaymentWords(): Record<DaySheetPayment, string> {
  const { t } = useLingui();
  return { online: t`Online`, cash: t`Cash`, upi: t`UPI`, credit: t`Venue credit`, due: t`Due` };
}

/** The sheet itself: the totals that close the cash drawer, each game with its mobile, the blocked slots. */
export function DaySheetView({ sheet }: { sheet: DaySheet }) {
  const format = useFormat();
  const words = useWords();
  const paid = usePaymentWords();
  return (
    <div className="space-y-5">
      <section aria-labelledby="day-sheet-totals">
        <h3 id="day-sheet-totals" className="text-sm font-semibold text-slate-900">
          <Trans>Totals by method</Trans>
        </h3>
        <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
          {sheet.totals.map((total) => (
            <div key={total.payment} className="rounded-xl border border-slate-200 px-3 py-2">
              <dt className="text-xs font-medium text-slate-600">{paid[total.payment]}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{format.rupees(total.amount)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="day-sheet-games">
        <h3 id="day-sheet-games" className="text-sm font-semibold text-slate-900">
          <Trans>Games</Trans>
        </h3>
        {sheet.lines.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            <Trans>No bookings on this day.</Trans>
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
            {sheet.lines.map((line) => (
              <li
                key={line.bookingId}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2.5"
              >
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900">{line.player}</p>
                  <p className="text-xs text-slate-600">
                    {words.slot(line.slot)} · {line.court} · #{line.bookingId}
                  </p>
                  {line.mobile ? (
                    <a
                      href={`tel:${line.mobile}`}
                      className="mt-0.5 inline-flex min-h-8 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
                    >
                      <Phone className="size-3.5" aria-hidden="true" />
                      {formatIndianMobile(line.mobile)}
                    </a>
                  ) : null}
                </div>
                <div className="flex items-center gap-2 text-sm tabular-nums">
                  <Badge tone={TONES[line.payment]}>{paid[line.payment]}</Badge>
                  <span className="font-semibold text-slate-900">
                    {line.payment === "due" ? format.rupees(line.due) : format.rupees(line.paid)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {sheet.blocks.length > 0 ? (
        <section aria-labelledby="day-sheet-blocks">
          <h3 id="day-sheet-blocks" className="text-sm font-semibold text-slate-900">
            <Trans>Blocked slots</Trans>
          </h3>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {sheet.blocks.map((block) => {
              const court = block.court;
              return (
                <li key={`${block.slot}|${court ?? ""}`}>
                  {words.slot(block.slot)} · {court ?? <Trans>All courts</Trans>} · {block.reason}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** "Day sheet": the day's sheet on screen, to close the cash drawer and call players (issue 46). */
export function DaySheetButton({ venueId, date, className }: { venueId: number; date: string; className: string }) {
  const [open, setOpen] = useState(false);
  const sheet = useDaySheet(venueId, date, open);
  const format = useFormat();
  const day = format.date(date, "weekday-day-month");
  const { t } = useLingui();
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        <ClipboardList aria-hidden="true" />
        <Trans>Day sheet</Trans>
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>
              <Trans>Day sheet · {day}</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>How each game was paid, the totals for the cash drawer, and every player's mobile.</Trans>
            </DialogDescription>
          </DialogHeader>
          {sheet.isPending ? (
            <div role="status" aria-label={t`Loading the day sheet`} className="space-y-2">
              <Skeleton className="h-16 w-full rounded-xl" />
              <Skeleton className="h-40 w-full rounded-xl" />
            </div>
          ) : sheet.isError ? (
            <LoadError message={t`The day sheet could not be loaded`} onRetry={() => sheet.refetch()} />
          ) : (
            <DaySheetView sheet={sheet.data} />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
