import { formatDate, formatTimeAndDate } from "@crease/core/format";
import { formatRupees } from "@crease/core/money";
import { PAYOUT_PERIOD_TEXT } from "@crease/core/payout-period";
import type { Payout, PayoutRun } from "@crease/core/payouts";
import { slotLabel } from "@crease/core/slots";
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
import { usePayout } from "../api/get-payout";
import { useMarkPayoutPaid } from "../api/mark-payout-paid";
import { useRunPayouts } from "../api/run-payouts";
import { defaultRunDate, runDateError, runSummary } from "../lib/payouts";
import { PayoutTotals } from "./payout-figures";

/** Scheduled (amber, waiting for the transfer) or Paid (green). */
export function PayoutStatusBadge({ status }: { status: string }) {
  const paid = status === "paid";
  return (
    <Badge tone={paid ? "pitch" : "amber"} className="whitespace-nowrap">
      <span
        className={paid ? "size-1.5 rounded-full bg-pitch-500" : "size-1.5 rounded-full bg-amber-500"}
        aria-hidden="true"
      />
      {paid ? "Paid" : "Scheduled"}
    </Badge>
  );
}

/** A payout's bookings (GET /api/payouts/{id}): one line per booking with what it paid. */
export function PayoutDetailsDialog({
  payoutId,
  onOpenChange,
}: {
  payoutId: number | null;
  onOpenChange: (open: boolean) => void;
}) {
  const payout = usePayout(payoutId);
  return (
    <Dialog open={payoutId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        {payout.data ? (
          <>
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-2">
                <DialogTitle>Payout to {payout.data.ownerName}</DialogTitle>
                <PayoutStatusBadge status={payout.data.status} />
              </div>
              <DialogDescription>
                Run of {formatDate(payout.data.runDate, "month-day-year")} · bookings from{" "}
                {formatDate(payout.data.periodStart, "month-day-year")} to{" "}
                {formatDate(payout.data.periodEnd, "month-day-year")}
              </DialogDescription>
            </DialogHeader>
            <PayoutTotals sums={payout.data} wide />
            {payout.data.status === "paid" ? (
              <p className="mt-3 text-sm text-slate-600">
                Paid {payout.data.paidAt ? formatTimeAndDate(payout.data.paidAt) : ""} · reference{" "}
                <span className="font-mono font-medium text-slate-900">{payout.data.reference}</span>
              </p>
            ) : null}
            <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="sr-only">Bookings in this payout</caption>
                <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2.5">
                      Booking
                    </th>
                    <th scope="col" className="px-3 py-2.5">
                      Date &amp; slot
                    </th>
                    <th scope="col" className="px-3 py-2.5 text-right">
                      Paid
                    </th>
                    <th scope="col" className="px-3 py-2.5 text-right">
                      Refund
                    </th>
                    <th scope="col" className="px-3 py-2.5 text-right">
                      Fee
                    </th>
                    <th scope="col" className="px-3 py-2.5 text-right">
                      GST
                    </th>
                    <th scope="col" className="px-3 py-2.5 text-right">
                      Net
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {payout.data.bookings.map((line) => (
                    <tr key={`${line.bookingId}-${line.net}`}>
                      <td className="min-w-44 px-3 py-2.5">
                        <span className="font-medium text-slate-900">{line.venueName}</span>
                        <p className="text-xs text-slate-500">
                          #{line.bookingId} · {line.bookingStatus}
                        </p>
                      </td>
                      <td className="px-3 py-2.5 whitespace-nowrap text-slate-700">
                        {formatDate(line.date, "month-day-year")}
                        <p className="text-xs text-slate-500">{slotLabel(line.slot)}</p>
                      </td>
                      <td className="px-3 py-2.5 text-right tabular-nums">{formatRupees(line.gross)}</td>
                      <td className="px-3 py-2.5 text-right tabular-nums">{formatRupees(line.refund)}</td>
                      <td className="px-3 py-2.5 text-right tabular-nums">{formatRupees(line.fee)}</td>
                      <td className="px-3 py-2.5 text-right tabular-nums">{formatRupees(line.gst)}</td>
                      <td className="px-3 py-2.5 text-right font-semibold tabular-nums">{formatRupees(line.net)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : payout.isError ? (
          <div className="py-6 text-center">
            <DialogTitle>Payout could not be loaded</DialogTitle>
            <DialogDescription className="mt-1.5">
              {messageOf(payout.error, "An error occurred while loading the payout")}
            </DialogDescription>
          </div>
        ) : (
          <div role="status" aria-label="Loading the payout" className="space-y-3">
            <DialogTitle className="sr-only">Loading the payout</DialogTitle>
            <DialogDescription className="sr-only">The payout's bookings are on their way.</DialogDescription>
            <Skeleton className="h-7 w-1/2" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Mark paid with the bank or UPI transfer reference (POST /api/payouts/{id}/mark-paid). */
export function MarkPaidDialog({
  payout,
  onOpenChange,
}: {
  payout: Payout | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [reference, setReference] = useState("");
  const [error, setError] = useState<string | null>(null);
  const mutation = useMarkPayoutPaid();
  const id = useId();
  const { reset } = mutation;

  useEffect(() => {
    if (payout) {
      setReference("");
      setError(null);
      reset();
    }
  }, [payout, reset]);

  if (!payout) return <Dialog open={false} onOpenChange={onOpenChange} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reference.trim()) {
      setError("Enter the bank or UPI transfer reference");
      return;
    }
    setError(null);
    mutation.mutate(
      { id: payout.id, reference },
      {
        onSuccess: (paid) => {
          toast({
            title: "Payout marked paid",
            description: `${formatRupees(paid.net)} to ${paid.ownerName}. They have been notified.`,
            variant: "success",
          });
          onOpenChange(false);
        },
        onError: (failure) => {
          const message = messageOf(failure, "There was an error updating the payout");
          setError(message);
          toast({ title: "Update failed", description: message, variant: "destructive" });
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !mutation.isPending && onOpenChange(open)}>
      <DialogContent>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>Mark payout paid</DialogTitle>
            <DialogDescription>
              Send {formatRupees(payout.net)} to {payout.ownerName} ({payout.ownerEmail}) first, then record the
              transfer here. The owner is notified.
            </DialogDescription>
          </DialogHeader>
          <FormField
            id={id}
            label="Transfer reference"
            error={error ?? undefined}
            hint="The UTR or UPI transaction ID."
          >
            <Input
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              maxLength={100}
              autoComplete="off"
              placeholder="e.g. UTR 4125 8890 1123"
            />
          </FormField>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="pitch" loading={mutation.isPending}>
              Mark paid
            </Button>
          </DialogFooter>
        </form>
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
        toast({ title: run.created ? "Payouts run" : "Already run", description: runSummary(run), variant: "success" });
      },
      onError: (failure) => {
        const message = messageOf(failure, "The payout run failed. Please try again.");
        setError(message);
        toast({ title: "Payout run failed", description: message, variant: "destructive" });
      },
    });
  };

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
                {result.created ? "Payout run complete" : "This Tuesday has already run"} ·{" "}
                {formatDate(result.runDate, "month-day-year")}
              </DialogTitle>
              <DialogDescription>{runSummary(result)}</DialogDescription>
            </DialogHeader>
            {result.payouts.length > 0 ? (
              <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
                {result.payouts.map((payout) => (
                  <li key={payout.id} className="flex items-center justify-between gap-3 px-4 py-2.5">
                    <span className="truncate text-slate-800">{payout.ownerName}</span>
                    <span className="font-semibold text-slate-900 tabular-nums">{formatRupees(payout.net)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={submit} noValidate>
            <DialogHeader>
              <DialogTitle>Run payouts for a Tuesday</DialogTitle>
              <DialogDescription>
                Pays each owner's earnings and the GST collected for them, for {PAYOUT_PERIOD_TEXT}, when they reach
                ₹500; smaller balances are carried over. The server runs this every Tuesday by itself; running a Tuesday
                again pays nothing twice.
              </DialogDescription>
            </DialogHeader>
            <FormField id={id} label="Tuesday" error={error ?? undefined}>
              <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
            </FormField>
            <Alert tone="info" className="mt-4">
              Payouts are created as scheduled. Mark each one paid once the transfer has gone out.
            </Alert>
            <DialogFooter>
              <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={mutation.isPending}>
                Run payouts
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
