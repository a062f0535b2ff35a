import { formatRupees } from "@crease/core/money";
import { Trans, useLingui } from "@lingui/react/macro";
import { WalletCards } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ChoiceTiles } from "@/components/ui/choice-tiles";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PlayerPhoneField } from "@/components/ui/player-phone-field";
import { toast } from "@/components/ui/use-toast";
import { isApiError, messageOf } from "@/lib/api-client";
import { type DeskCreditBody, useAddDeskCredit } from "../api/desk-credit";
import { useVenueCredit } from "../api/venue-credit";

const METHODS = ["cash", "upi"] as const;

function AddCreditForm({ venueId, onDone }: { venueId: number; onDone: () => void }) {
  const { t } = useLingui();
  const add = useAddDeskCredit(venueId);
  const ids = { phone: useId(), amount: useId(), method: useId() };
  const [phone, setPhone] = useState("");
  const [amount, setAmount] = useState("");
  // No default (issue 46): a rushed tap must not record cash for money taken by UPI, or the reverse.
  const [method, setMethod] = useState<DeskCreditBody["method"] | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const words = { cash: t`Cash`, upi: t`UPI` };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (method === null) {
      setFields({ method: t`Choose how the player paid: cash or UPI.` });
      return;
    }
    setFields({});
    add.mutate(
      { playerPhone: phone.trim(), amount: amount.trim(), method },
      {
        onSuccess: (result) => {
          const player = result.playerName;
          const added = formatRupees(result.amount);
          const balance = formatRupees(result.balance);
          toast({
            title: t`Credit added`,
            description: t`${player}: ${added} added, balance ${balance}.`,
            variant: "success",
          });
          onDone();
        },
        onError: (error) => {
          const errors = isApiError(error) ? (error.errors ?? {}) : {};
          setFields(errors);
          setMessage(Object.keys(errors).length > 0 ? null : messageOf(error, t`Couldn't add the credit.`));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <PlayerPhoneField
        id={ids.phone}
        label={t`Player's mobile number`}
        error={fields.playerPhone}
        hint={t`The number of the player's Crease account.`}
        value={phone}
        onChange={setPhone}
      />
      <FormField id={ids.amount} label={t`Amount taken (₹)`} error={fields.amount}>
        <Input inputMode="decimal" value={amount} maxLength={10} onChange={(e) => setAmount(e.target.value)} />
      </FormField>
      <ChoiceTiles
        legend={<Trans>Paid by</Trans>}
        name={ids.method}
        choices={METHODS}
        words={words}
        value={method}
        onChange={setMethod}
      >
        {fields.method ? (
          <p className="mt-1 text-sm font-medium text-red-600" role="alert">
            {fields.method}
          </p>
        ) : null}
      </ChoiceTiles>
      {message ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
      <Button type="submit" className="w-full" loading={add.isPending}>
        <WalletCards aria-hidden="true" />
        <Trans>Add credit</Trans>
      </Button>
    </form>
  );
}

/**
 * The front desk's "Add credit" (docs/product/credit.md): money taken at the counter in cash or
 * UPI, added to a player's credit with this venue's owner. Shown where the owner offers credit.
 */
export function DeskAddCredit({ venueId, sheetClassName }: { venueId: number; sheetClassName?: string }) {
  const credit = useVenueCredit(venueId);
  const [open, setOpen] = useState(false);
  if (!credit.data?.enabled) return null;
  return (
    <>
      <Button variant="secondary" className="h-11" onClick={() => setOpen(true)}>
        <WalletCards aria-hidden="true" />
        <Trans>Add credit</Trans>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className={sheetClassName}>
          <DialogHeader className="mb-4">
            <DialogTitle>
              <Trans>Add venue credit</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>Money taken at the desk, added to the player's credit at once.</Trans>
            </DialogDescription>
          </DialogHeader>
          {open ? <AddCreditForm venueId={venueId} onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
