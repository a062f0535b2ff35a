import type { PayoutAccount } from "@crease/core/payout-accounts";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Clock, Landmark, Pencil, Plus, ShieldCheck } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { LoadError } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useFormat } from "@/lib/format";
import { usePayoutAccount } from "../api/payout-account";
import { PayoutAccountForm } from "./payout-account-form";

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5 text-sm sm:block">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium break-all text-slate-900 sm:mt-0.5 sm:text-left">{children}</dd>
    </div>
  );
}

/** The saved account, masked as the server answers it: the last 4 digits, the PAN's and GSTIN's ends. */
function MaskedAccount({ account }: { account: PayoutAccount }) {
  const format = useFormat();
  const changed = format.timeAndDate(account.updatedAt);
  const until = account.payoutsHeldUntil ? format.timeAndDate(account.payoutsHeldUntil) : null;
  return (
    <>
      <dl className="grid divide-y divide-slate-100 sm:grid-cols-3 sm:gap-x-6 sm:divide-y-0">
        {account.method === "bank" ? (
          <>
            <Row label={<Trans>Bank account</Trans>}>
              <span className="font-mono">{account.accountNumber}</span>
            </Row>
            <Row label={<Trans>Account holder</Trans>}>{account.holderName}</Row>
            <Row label={<Trans>IFSC</Trans>}>
              <span className="font-mono">{account.ifsc}</span>
            </Row>
          </>
        ) : (
          <Row label={<Trans>UPI ID</Trans>}>
            <span className="font-mono">{account.upiId}</span>
          </Row>
        )}
        <Row label={<Trans>PAN</Trans>}>
          <span className="font-mono">{account.pan}</span>
        </Row>
        <Row label={<Trans>GSTIN</Trans>}>
          {account.gstin ? <span className="font-mono">{account.gstin}</span> : <Trans>Not registered</Trans>}
        </Row>
      </dl>
      <p className="mt-3 text-xs text-slate-500">
        <Trans>Changed {changed}. Only the ends of the numbers are shown.</Trans>
      </p>
      {until ? (
        <p className="mt-3 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <Trans>
            Payouts wait until {until}: 24 hours after a change, so a change you did not make can be stopped.
          </Trans>
        </p>
      ) : null}
    </>
  );
}

/**
 * "Payout account" on the owner's Payouts tab (docs/product/payouts.md#payout-account): where the
 * Tuesday payouts go, masked, and the form to give or change it with the password again.
 */
export function PayoutAccountCard() {
  const account = usePayoutAccount();
  const [editing, setEditing] = useState(false);
  const { t: tr } = useLingui();

  let body: ReactNode;
  if (account.isPending) {
    body = <Skeleton className="h-16 w-full rounded-xl" />;
  } else if (account.isError) {
    body = (
      <LoadError
        message={tr`An error occurred while loading your payout account`}
        onRetry={() => void account.refetch()}
      />
    );
  } else if (account.data) {
    body = <MaskedAccount account={account.data} />;
  } else {
    body = (
      <p className="text-sm text-slate-600">
        <Trans>Add the bank account or UPI ID your Tuesday payouts go to, with your PAN.</Trans>
      </p>
    );
  }
  const saved = account.data ?? null;

  return (
    <Card className="p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <Landmark className="size-4 text-pitch-700" aria-hidden="true" />
          <Trans>Payout account</Trans>
        </h3>
        {account.isSuccess ? (
          <Button variant={saved ? "secondary" : "primary"} size="sm" onClick={() => setEditing(true)}>
            {saved ? <Pencil aria-hidden="true" /> : <Plus aria-hidden="true" />}
            {saved ? <Trans>Change</Trans> : <Trans>Add payout account</Trans>}
          </Button>
        ) : null}
      </div>
      {body}
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>
              {saved ? <Trans>Change payout account</Trans> : <Trans>Add payout account</Trans>}
            </DialogTitle>
            <DialogDescription>
              <span className="inline-flex items-start gap-1.5">
                <ShieldCheck className="mt-0.5 size-4 shrink-0 text-pitch-700" aria-hidden="true" />
                <Trans>Kept encrypted; only the Crease team sending your payout sees it in full.</Trans>
              </span>
            </DialogDescription>
          </DialogHeader>
          {/* Radix unmounts the content when closed, so the form starts empty every time. */}
          <PayoutAccountForm
            current={saved}
            onDone={() => {
              setEditing(false);
              toast({
                title: t`Payout account saved`,
                description: t`We have mailed you about the change. Your next payout waits 24 hours.`,
                variant: "success",
              });
            }}
          />
        </DialogContent>
      </Dialog>
    </Card>
  );
}
