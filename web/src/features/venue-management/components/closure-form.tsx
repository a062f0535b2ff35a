import type { Booking } from "@crease/core/contracts/bookings";
import type { VenueDetails } from "@crease/core/contracts/venues";
import type { Court } from "@crease/core/courts";
import { addDays } from "@crease/core/slots";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CloudRain } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { messageOf } from "@/lib/api-client";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { type ClosureBody, useCloseDays, usePreviewClosure } from "../api/blocks";
import { CourtSelect, SlotToggles } from "./slot-fields";

/**
 * Close a court or the venue for days, or some hours of them (rain, repairs): first the bookings
 * hit, each with its refund, and the total, then Close and refund (docs/product/blocks.md#closures).
 */
export function ClosureForm({
  venueId,
  details,
  courts,
  today,
}: {
  venueId: number;
  details: VenueDetails;
  courts: Court[];
  today: string;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const ids = { court: useId(), from: useId(), to: useId(), hours: useId(), reason: useId() };
  const [court, setCourt] = useState("all");
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [allDay, setAllDay] = useState(true);
  const [slots, setSlots] = useState<string[]>([]);
  const [reason, setReason] = useState("");
  const [checked, setChecked] = useState<{ body: ClosureBody; bookings: Booking[]; refundTotal: string } | null>(null);
  // Said inside the dialog too: a toast behind a modal is hidden from screen readers.
  const [done, setDone] = useState<string | null>(null);
  const preview = usePreviewClosure(venueId);
  const close = useCloseDays(venueId);

  const body = (): ClosureBody => ({
    from,
    to,
    reason,
    courtId: court === "all" ? undefined : Number(court),
    slots: allDay ? undefined : slots,
  });
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: messageOf(error, t`Please try again.`), variant: "destructive" });

  const check = (event: FormEvent) => {
    event.preventDefault();
    const asked = body();
    setDone(null);
    preview.mutate(asked, {
      onSuccess: (answer) => setChecked({ body: asked, ...answer }),
      onError: failed(t`Could not check the bookings`),
    });
  };

  const confirm = () => {
    if (!checked) return;
    close.mutate(checked.body, {
      onSuccess: (done) => {
        const refund = format.rupees(done.refundTotal);
        const count = done.cancelled;
        const said = t`Bookings cancelled: ${count}. Refunded in all: ${refund}.`;
        toast({ title: t`Closed`, description: said });
        setDone(said);
        setChecked(null);
        setReason("");
      },
      onError: failed(t`Not closed`),
    });
  };

  const refundText = checked ? format.rupees(checked.refundTotal) : "";
  const hitCount = checked?.bookings.length ?? 0;
  return (
    <div className="space-y-4">
      <form onSubmit={check} className="space-y-3.5">
        <div className="grid gap-3 sm:grid-cols-2">
          <CourtSelect
            id={ids.court}
            courts={courts}
            value={court}
            onChange={setCourt}
            allLabel={t`The whole venue`}
            className="sm:col-span-2"
          />
          <div>
            <label htmlFor={ids.from} className="mb-1 block text-xs font-medium text-slate-600">
              <Trans>From</Trans>
            </label>
            <Input id={ids.from} type="date" min={today} value={from} onChange={(e) => setFrom(e.target.value)} />
          </div>
          <div>
            <label htmlFor={ids.to} className="mb-1 block text-xs font-medium text-slate-600">
              <Trans>To</Trans>
            </label>
            <Input
              id={ids.to}
              type="date"
              min={from}
              max={addDays(from, 30)}
              value={to}
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
        </div>
        <fieldset>
          <legend id={ids.hours} className="mb-1.5 text-xs font-medium text-slate-600">
            <Trans>Hours</Trans>
          </legend>
          <div className="flex flex-wrap gap-4">
            <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input type="radio" name={ids.hours} checked={allDay} onChange={() => setAllDay(true)} />
              <Trans>All day</Trans>
            </label>
            <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input type="radio" name={ids.hours} checked={!allDay} onChange={() => setAllDay(false)} />
              <Trans>Some hours</Trans>
            </label>
          </div>
          {allDay ? null : <SlotToggles details={details} chosen={slots} onChange={setSlots} className="mt-1.5" />}
        </fieldset>
        <div>
          <label htmlFor={ids.reason} className="mb-1 block text-xs font-medium text-slate-600">
            <Trans>Reason (players read it in their cancellation)</Trans>
          </label>
          <Input
            id={ids.reason}
            value={reason}
            maxLength={200}
            placeholder={t`Heavy rain: the outfield is flooded`}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={preview.isPending || (!allDay && slots.length === 0)}>
          <CloudRain aria-hidden="true" />
          <Trans>Check the bookings hit</Trans>
        </Button>
      </form>
      <p
        role="status"
        className={done ? "rounded-xl bg-pitch-50 px-3.5 py-2.5 text-sm font-medium text-pitch-800" : "sr-only"}
      >
        {done ? <Trans>Closed. {done}</Trans> : null}
      </p>
      {checked ? (
        <div className="space-y-3 rounded-xl border border-amber-200 bg-amber-50/60 p-3.5">
          {hitCount === 0 ? (
            <p className="text-sm text-slate-800">
              {checked.body.slots ? (
                <Trans>No bookings in these hours. Closing blocks them for new orders.</Trans>
              ) : (
                <Trans>No bookings on these days. Closing blocks them for new orders.</Trans>
              )}
            </p>
          ) : (
            <>
              <p className="text-sm font-semibold text-slate-900">
                {plural(hitCount, {
                  one: `# booking will be cancelled and refunded in full: ${refundText}`,
                  other: `# bookings will be cancelled and refunded in full: ${refundText}`,
                })}
              </p>
              <ul className="max-h-48 divide-y divide-amber-100 overflow-y-auto text-sm">
                {checked.bookings.map((b) => (
                  <li key={b.id} className="flex justify-between gap-3 py-1.5">
                    <span className="min-w-0">
                      <span className="font-medium text-slate-900">{b.userName}</span>
                      <span className="block text-xs text-slate-600">
                        {format.date(b.date, "weekday-day-month")} · {words.slot(b.slot)} · {b.courtName}
                      </span>
                    </span>
                    <span className="shrink-0 font-semibold tabular-nums">{format.rupees(b.paidOnline)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <Alert tone="info" title={t`This cannot be undone`}>
            <Trans>Every player is told by mail and in the app, with your reason.</Trans>
          </Alert>
          <Button variant="destructive" className="w-full" disabled={close.isPending} onClick={confirm}>
            {hitCount > 0 ? (
              <Trans>Close and refund {refundText}</Trans>
            ) : checked.body.slots ? (
              <Trans>Close these hours</Trans>
            ) : (
              <Trans>Close these days</Trans>
            )}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
