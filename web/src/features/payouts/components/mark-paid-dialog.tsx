import type { FullPayoutAccount } from "@crease/core/payout-accounts";
import type { Payout } from "@crease/core/payouts";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Clock } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
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
import { useMarkPayoutPaid } from "../api/mark-payout-paid";
import { usePayoutDestination } from "../api/payout-account";

function Line({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-mono font-medium break-all text-slate-900 select-all">{children}</dd>
    </div>
  );
}

/** The owner's account in full, for the admin typing it into the bank's or UPI app's transfer. */
function FullAccount({ account }: { account: FullPayoutAccount }) {
  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 px-3 py-1.5">
      {account.method === "bank" ? (
        <>
          <Line label={<Trans>Account holder</Trans>}>{account.holderName}</Line>
          <Line label={<Trans>Account number</Trans>}>{account.accountNumber}</Line>
          <Line label={<Trans>IFSC</Trans>}>{account.ifsc}</Line>
        </>
      ) : (
        <Line label={<Trans>UPI ID</Trans>}>{account.upiId}</Line>
      )}
      <Line label={<Trans>PAN</Trans>}>{account.pan}</Line>
      {account.gstin ? <Line label={<Trans>GSTIN</Trans>}>{account.gstin}</Line> : null}
    </dl>
  );
}

/** Where the money goes: the full account (GET /api/payouts/{id}/account), or why there is none. */
function Destination({ payoutId }: { payoutId: number }) {
  const destination = usePayoutDestination(payoutId);
  const { t: tr } = useLingui();
  if (destination.isPending) {
    return <Skeleton className="h-24 w-full rounded-xl" aria-label={tr`Loading the payout account`} />;
  }
  if (destination.isError) {
    return (
      <Alert tone="error">{messageOf(destination.error, tr`The owner's payout account could not be loaded`)}</Alert>
    );
  }
  const { account } = destination.data;
  if (!account) {
    return (
      <Alert tone="error" title={<Trans>No payout account</Trans>}>
        <Trans>This owner has not given a bank account or UPI ID yet. Ask them to add one under Payouts.</Trans>
      </Alert>
    );
  }
  return <FullAccount account={account} />;
}

/**
 * Mark paid with the bank or UPI transfer reference (POST /api/payouts/{id}/mark-paid), showing the
 * owner's account in full to send to. A payout whose owner changed the account in the last 24 hours
 * is held: the server refuses it, and the dialog says until when.
 */
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
  const { t: tr } = useLingui();
  const format = useFormat();

  useEffect(() => {
    if (payout) {
      setReference("");
      setError(null);
      reset();
    }
  }, [payout, reset]);

  if (!payout) return <Dialog open={false} onOpenChange={onOpenChange} />;
  const net = format.rupees(payout.net);
  const owner = payout.ownerName;
  const email = payout.ownerEmail;
  const heldUntil = payout.heldUntil ? format.timeAndDate(payout.heldUntil) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reference.trim()) {
      setError(tr`Enter the bank or UPI transfer reference`);
      return;
    }
    setError(null);
    mutation.mutate(
      { id: payout.id, reference },
      {
        onSuccess: (paid) => {
          const amount = format.rupees(paid.net);
          const owner = paid.ownerName;
          toast({
            title: t`Payout marked paid`,
            description: t`${amount} to ${owner}. They have been notified.`,
            variant: "success",
          });
          onOpenChange(false);
        },
        onError: (failure) => {
          const message = messageOf(failure, t`There was an error updating the payout`);
          setError(message);
          toast({ title: t`Update failed`, description: message, variant: "destructive" });
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !mutation.isPending && onOpenChange(open)}>
      <DialogContent className="sm:max-w-lg">
        <form onSubmit={submit} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>
              <Trans>Mark payout paid</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>
                Send {net} to {owner} ({email}) first, then record the transfer here. The owner is notified.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          <Destination payoutId={payout.id} />
          {heldUntil ? (
            <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <Trans>
                Held until {heldUntil}: the owner changed this account less than 24 hours ago. Send it after that.
              </Trans>
            </p>
          ) : null}
          <FormField
            id={id}
            label={tr`Transfer reference`}
            error={error ?? undefined}
            hint={tr`The UTR or UPI transaction ID.`}
          >
            <Input
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              maxLength={100}
              autoComplete="off"
              placeholder={tr`e.g. UTR 4125 8890 1123`}
            />
          </FormField>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant="pitch" loading={mutation.isPending} disabled={heldUntil !== null}>
              <Trans>Mark paid</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
