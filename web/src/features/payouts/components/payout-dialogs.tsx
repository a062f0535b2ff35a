import type { PayoutDetail, PayoutRun } from "@crease/core/payouts";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CircleCheck } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { messageOf } from "@/lib/api-client";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { statusText } from "@/lib/status-tone";
import { usePayout } from "../api/get-payout";
import { useRunPayouts } from "../api/run-payouts";
import { defaultRunDate, runDateError, runSummary } from "../lib/payouts";
import { PayoutTotals } from "./payout-figures";
import { StatementLinks } from "./statement-links";

/** Scheduled (amber, waiting for the transfer) or Paid (green). */
export function PayoutStatusBadge({ status }: { status: string }) {
  const paid = status === "paid";
  return (
    <Badge tone={paid ? "pitch" : "amber"} className="whitespace-nowrap">
      <span
        className={paid ? "size-1.5 rounded-full bg-pitch-500" : "size-1.5 rounded-full bg-amber-500"}
        aria-hidden="true"
      />
      {paid ? <Trans>Paid</Trans> : <Trans>Scheduled</Trans>}
    </Badge>
  );
}

/** A payout's bookings (GET /api/payouts/{id}): one line per booking with what it paid. */
/**
 * The owner's venue credit in a payout (docs/product/payouts.md, "Venue credit"), when they have
 * any: sold online (paid in this payout), spent on its bookings (their fee is in the fee), and
 * what players hold with them now.
 */
function PayoutCredit({ payout }: { payout: PayoutDetail }) {
  const format = useFormat();
  const figures = [payout.creditSold, payout.creditSpent, payout.creditOutstanding];
  if (figures.every((value) => !value || Number(value) === 0)) return null;
  return (
    <dl className="mt-3 grid gap-1 rounded-xl border border-slate-200 p-3 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-slate-500">
          <Trans>Venue credit sold online</Trans>
        </dt>
        <dd className="font-semibold tabular-nums">{format.rupees(payout.creditSold ?? "0")}</dd>
      </div>
      <div>
        <dt className="text-slate-500">
          <Trans>Venue credit spent on these bookings</Trans>
        </dt>
        <dd className="font-semibold tabular-nums">{format.rupees(payout.creditSpent ?? "0")}</dd>
      </div>
      <div>
        <dt className="text-slate-500">
          <Trans>Venue credit players hold with you now</Trans>
        </dt>
        <dd className="font-semibold tabular-nums">{format.rupees(payout.creditOutstanding ?? "0")}</dd>
      </div>
    </dl>
  );
}

export function PayoutDetailsDialog({
  payoutId,
  onOpenChange,
}: {
  payoutId: number | null;
  onOpenChange: (open: boolean) => void;
}) {
  const payout = usePayout(payoutId);
  const { t: tr } = useLingui();
  const format = useFormat();
  const words = useWords();
  const p = payout.data;
  const owner = p?.ownerName;
  const run = p ? format.date(p.runDate, "month-day-year") : "";
  const from = p ? format.date(p.periodStart, "month-day-year") : "";
  const to = p ? format.date(p.periodEnd, "month-day-year") : "";
  const paidAt = p?.paidAt ? format.timeAndDate(p.paidAt) : "";
  const reference = p?.reference;
  return (
    <Dialog open={payoutId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        {payout.data ? (
          <>
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-2">
                <DialogTitle>
                  <Trans>Payout to {owner}</Trans>
                </DialogTitle>
                <PayoutStatusBadge status={payout.data.status} />
              </div>
              <DialogDescription>
                <Trans>
                  Run of {run} · bookings from {from} to {to}
                </Trans>
              </DialogDescription>
            </DialogHeader>
            <PayoutTotals sums={payout.data} wide />
            <PayoutCredit payout={payout.data} />
            {payout.data.status === "paid" ? (
              <p className="mt-3 text-sm text-slate-600">
                <Trans>
                  Paid {paidAt} · reference <span className="font-mono font-medium text-slate-900">{reference}</span>
                </Trans>
              </p>
            ) : null}
            <div className="mt-3">
              <StatementLinks payoutId={payout.data.id} />
            </div>
            <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="sr-only">
                  <Trans>Bookings in this payout</Trans>
                </caption>
                <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2.5">
                      <Trans>Booking</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2.5">
                      <Trans>Date &amp; slot</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2.5 text-right">
                      <Trans context="the amount a player paid">Paid</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2.5 text-right">
                      <Trans>Refund</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2.5 text-right">
                      <Trans>Fee</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2.5 text-right">
                      <Trans>GST</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2.5 text-right">
                      <Trans>Net</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {payout.data.bookings.map((line) => (
                    <tr key={`${line.bookingId}-${line.net}`}>
                      <td className="min-w-44 px-3 py-2.5">
                        <span className="font-medium text-slate-900">{line.venueName}</span>
                        <p className="text-xs text-slate-500">
                          #{line.bookingId} · {statusText(line.bookingStatus)}
                        </p>
                      </td>
                      <td className="px-3 py-2.5 whitespace-nowrap text-slate-700">
                        {format.date(line.date, "month-day-year")}
                        <p className="text-xs text-slate-500">{words.slot(line.slot)}</p>
                      </td>
                      <td className="px-3 py-2.5 text-right tabular-nums">{format.rupees(line.gross)}</td>
                      <td className="px-3 py-2.5 text-right tabular-nums">{format.rupees(line.refund)}</td>
                      <td className="px-3 py-2.5 text-right tabular-nums">{format.rupees(line.fee)}</td>
                      <td className="px-3 py-2.5 text-right tabular-nums">{format.rupees(line.gst)}</td>
                      <td className="px-3 py-2.5 text-right font-semibold tabular-nums">{format.rupees(line.net)}</td>
                    </tr>
                  ))}
                  {(payout.data.topUps ?? []).map((top) => (
                    <tr key={top.orderId}>
                      <td className="min-w-44 px-3 py-2.5">
                        <span className="font-medium text-slate-900">
                          <Trans>Venue credit top-up</Trans>
                        </span>
                      </td>
                      <td className="px-3 py-2.5 whitespace-nowrap text-slate-700">{format.timeAndDate(top.paidAt)}</td>
                      <td className="px-3 py-2.5 text-right tabular-nums">{format.rupees(top.amount)}</td>
                      <td className="px-3 py-2.5 text-right tabular-nums">{format.rupees("0")}</td>
                      <td className="px-3 py-2.5 text-right tabular-nums">{format.rupees("0")}</td>
                      <td className="px-3 py-2.5 text-right tabular-nums">{format.rupees("0")}</td>
                      <td className="px-3 py-2.5 text-right font-semibold tabular-nums">{format.rupees(top.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : payout.isError ? (
          <div className="py-6 text-center">
            <DialogTitle>
              <Trans>Payout could not be loaded</Trans>
            </DialogTitle>
            <DialogDescription className="mt-1.5">
              {messageOf(payout.error, tr`An error occurred while loading the payout`)}
            </DialogDescription>
          </div>
        ) : (
          <div role="status" aria-label={tr`Loading the payout`} className="space-y-3">
            <DialogTitle className="sr-only">
              <Trans>Loading the payout</Trans>
            </DialogTitle>
            <DialogDescription className="sr-only">
              <Trans>The payout's bookings are on their way.</Trans>
            </DialogDescription>
            <Skeleton className="h-7 w-1/2" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** "Run payouts for a Tuesday" (POST /api/payouts/run): safe to repeat, nothing is paid twice. */
export function RunPayoutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [date, setDate] = useState(() => defaultRunDate());
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<PayoutRun | null>(null);
  const mutation = useRunPayouts();
  const id = useId();
  const { reset } = mutation;
  const format = useFormat();

  useEffect(() => {
    if (open) {
      setDate(defaultRunDate());
      setError(null);
      setResult(null);
      reset();
    }
  }, [open, reset]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = runDateError(date);
    setError(problem);
    if (problem) return;
    mutation.mutate(date, {
      onSuccess: (run) => {
        setResult(run);
        toast({
          title: run.created ? t`Payouts run` : t`Already run`,
          description: runSummary(run),
          variant: "success",
        });
      },
      onError: (failure) => {
        const message = messageOf(failure, t`The payout run failed. Please try again.`);
        setError(message);
        toast({ title: t`Payout run failed`, description: message, variant: "destructive" });
      },
    });
  };

  const runDate = result ? format.date(result.runDate, "month-day-year") : "";
  return (
    <Dialog open={open} onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <DialogContent>
        {result ? (
          <>
            <DialogHeader>
              <span className="mb-2 flex size-11 items-center justify-center rounded-xl bg-pitch-50 text-pitch-700 ring-1 ring-pitch-100">
                <CircleCheck className="size-6" aria-hidden="true" />
              </span>
              <DialogTitle>
                {result.created ? (
                  <Trans>Payout run complete · {runDate}</Trans>
                ) : (
                  <Trans>This Tuesday has already run · {runDate}</Trans>
                )}
              </DialogTitle>
              <DialogDescription>{runSummary(result)}</DialogDescription>
            </DialogHeader>
            {result.payouts.length > 0 ? (
              <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
                {result.payouts.map((payout) => (
                  <li key={payout.id} className="flex items-center justify-between gap-3 px-4 py-2.5">
                    <span className="truncate text-slate-800">{payout.ownerName}</span>
                    <span className="font-semibold text-slate-900 tabular-nums">{format.rupees(payout.net)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>
                <Trans>Done</Trans>
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={submit} noValidate>
            <DialogHeader>
              <DialogTitle>
                <Trans>Run payouts for a Tuesday</Trans>
              </DialogTitle>
              <DialogDescription>
                <Trans>
                  Pays each owner's earnings and the GST collected for them, for bookings played up to the end of the
                  Monday before (IST), when they reach ₹500; smaller balances are carried over. The server runs this
                  every Tuesday by itself; running a Tuesday again pays nothing twice.
                </Trans>
              </DialogDescription>
            </DialogHeader>
            <FormField id={id} label={t`Tuesday`} error={error ?? undefined}>
              <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
            </FormField>
            <Alert tone="info" className="mt-4">
              <Trans>Payouts are created as scheduled. Mark each one paid once the transfer has gone out.</Trans>
            </Alert>
            <DialogFooter>
              <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={mutation.isPending}>
                <Trans>Run payouts</Trans>
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
