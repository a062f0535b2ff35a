import { formatRupees } from "@crease/core/money";
import { Trans, useLingui } from "@lingui/react/macro";
import { Plus, Trash2, WalletCards } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ListSkeleton, LoadError } from "@/components/ui/panel-states";
import { toast } from "@/components/ui/use-toast";
import { isApiError, messageOf } from "@/lib/api-client";
import { useOwnerCredit, useSaveOwnerCredit } from "../api/owner-credit";
import type { CreditPack, OwnerCredit } from "../lib/credit-types";
import { type PackProblem, packProblem } from "../lib/packs";
import { CreditSwitch } from "./credit-switch";
import { PackBonus } from "./pack-bonus";

/** At most this many packs: a counter's board, not a price list. */
const MAX_PACKS = 6;
/** The packs a new offer starts with, as Indian venues sell credit on paper ("pay ₹2,000, play ₹2,200"). */
const FIRST_PACK: CreditPack = { pay: "2000", get: "2200" };

/** "2000.00" → "2000": what the owner typed, without the wire's paise. */
function typed(rupees: string): string {
  return rupees.endsWith(".00") ? rupees.slice(0, -3) : rupees;
}

function Figures({ credit }: { credit: OwnerCredit }) {
  const { t } = useLingui();
  const figures = [
    { label: t`Credit sold`, value: credit.sold },
    { label: t`Credit spent`, value: credit.spent },
    { label: t`Outstanding`, value: credit.outstanding },
  ].filter((f): f is { label: string; value: string } => typeof f.value === "string");
  if (figures.length === 0) return null;
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3" data-testid="credit-figures">
      {figures.map((f) => (
        <div key={f.label} className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-2.5">
          <dt className="text-xs font-medium text-slate-600">{f.label}</dt>
          <dd className="mt-0.5 text-base font-bold text-slate-900 tabular-nums sm:text-lg">{formatRupees(f.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function CreditForm({ credit }: { credit: OwnerCredit }) {
  const { t } = useLingui();
  const id = useId();
  const save = useSaveOwnerCredit();
  const [enabled, setEnabled] = useState(credit.enabled);
  const [packs, setPacks] = useState<CreditPack[]>(
    credit.packs.length > 0 ? credit.packs.map((p) => ({ pay: typed(p.pay), get: typed(p.get) })) : [FIRST_PACK],
  );
  const [expiry, setExpiry] = useState(credit.expiryMonths ? String(credit.expiryMonths) : "");
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const problems = packs.map(packProblem);
  const problemText = (problem: PackProblem): string | undefined =>
    problem === "pay"
      ? t`Enter a price of at least ₹1, in rupees.`
      : problem === "get-less"
        ? t`Credit must be at least the price.`
        : undefined;
  const expiryProblem = expiry.trim() !== "" && !/^([1-9]|[1-5]\d|60)$/.test(expiry.trim());
  const setPack = (index: number, change: Partial<CreditPack>) =>
    setPacks((all) => all.map((p, i) => (i === index ? { ...p, ...change } : p)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    setFieldErrors({});
    if ((enabled && packs.length === 0) || problems.some(Boolean) || expiryProblem) return;
    try {
      await save.mutateAsync({
        enabled,
        packs: packs.map((p) => ({ pay: p.pay.trim(), get: p.get.trim() })),
        expiryMonths: expiry.trim() ? Number(expiry.trim()) : null,
      });
      toast({
        title: t`Credit saved`,
        description: enabled
          ? t`Players see your packs on your venue pages.`
          : t`Credit is off: players can still spend what they hold.`,
        variant: "success",
      });
      setChecked(false);
    } catch (error) {
      if (isApiError(error) && error.errors) setFieldErrors(error.errors);
      setFailure(messageOf(error, t`Couldn't save your credit offer. Please try again.`));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-5" noValidate>
      <CreditSwitch
        label={t`Offer venue credit`}
        hint={t`Players top up once and pay for bookings at any of your venues.`}
        checked={enabled}
        onChange={setEnabled}
      />

      <fieldset className="space-y-3">
        <legend className="text-[15px] font-semibold text-slate-900">
          <Trans>Top-up packs</Trans>
        </legend>
        <p className="text-sm text-slate-600">
          <Trans>The player pays the price and gets the credit; the difference is your bonus.</Trans>
        </p>
        {packs.length === 0 && checked && enabled ? (
          <p className="text-sm font-medium text-red-600" role="alert">
            <Trans>Add at least one pack to offer credit.</Trans>
          </p>
        ) : null}
        <ol className="space-y-3">
          {packs.map((pack, index) => {
            const n = index + 1;
            const problem = checked ? problems[index] : null;
            return (
              <li
                // Packs have no id of their own; their place is what the owner sees.
                // biome-ignore lint/suspicious/noArrayIndexKey: a pack is its position in the list
                key={index}
                className="rounded-xl border border-slate-200 p-3.5"
                data-testid="credit-pack"
              >
                <div className="flex items-center justify-between gap-3">
                  <p className="text-sm font-semibold text-slate-700">
                    <Trans>Pack {n}</Trans>
                  </p>
                  <div className="flex items-center gap-2">
                    {problems[index] ? null : <PackBonus pack={pack} />}
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-11"
                      onClick={() => setPacks((all) => all.filter((_, i) => i !== index))}
                      aria-label={t`Remove pack ${n}`}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                <div className="mt-2 grid grid-cols-2 gap-3">
                  <FormField
                    id={`${id}-pay-${index}`}
                    label={t`Player pays (₹)`}
                    error={problem === "pay" ? problemText(problem) : fieldErrors[`packs.${index}.pay`]}
                  >
                    <Input
                      inputMode="decimal"
                      value={pack.pay}
                      onChange={(event) => setPack(index, { pay: event.target.value })}
                    />
                  </FormField>
                  <FormField
                    id={`${id}-get-${index}`}
                    label={t`Player gets (₹)`}
                    error={problem === "get-less" ? problemText(problem) : fieldErrors[`packs.${index}.get`]}
                  >
                    <Input
                      inputMode="decimal"
                      value={pack.get}
                      onChange={(event) => setPack(index, { get: event.target.value })}
                    />
                  </FormField>
                </div>
              </li>
            );
          })}
        </ol>
        {packs.length < MAX_PACKS ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="h-11"
            onClick={() => setPacks((all) => [...all, { pay: "", get: "" }])}
          >
            <Plus aria-hidden="true" />
            <Trans>Add pack</Trans>
          </Button>
        ) : null}
      </fieldset>

      <FormField
        id={`${id}-expiry`}
        label={t`Credit expires after (months)`}
        hint={t`Leave empty and credit never expires. Each top-up starts its own months.`}
        error={
          expiryProblem && checked
            ? t`Enter a whole number of months from 1 to 60, or leave it empty.`
            : fieldErrors.expiryMonths
        }
        className="max-w-xs"
      >
        <Input inputMode="numeric" value={expiry} onChange={(event) => setExpiry(event.target.value)} />
      </FormField>

      {failure ? (
        <p className="text-sm font-medium text-red-600" role="alert">
          {failure}
        </p>
      ) : null}
      <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
        <Trans>Save credit</Trans>
      </Button>
    </form>
  );
}

/**
 * The owner's Credit tab (docs/product/credit.md): switch credit on or off, the top-up packs and
 * their bonus, an optional expiry, and what has been sold, spent and is still owed to players.
 */
export function OwnerCreditPanel() {
  const { t } = useLingui();
  const credit = useOwnerCredit();
  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-pitch-50 text-pitch-700 ring-1 ring-pitch-100">
          <WalletCards className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>Venue credit</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>
              Sell credit in advance, like "pay ₹2,000, play ₹2,200". It is spent only at your venues, and GST is
              charged when it is spent on a booking.
            </Trans>
          </p>
        </div>
      </div>
      {credit.isPending ? (
        <ListSkeleton label={t`Loading your credit offer`} rows={2} />
      ) : credit.isError ? (
        <LoadError message={t`Couldn't load your credit offer`} onRetry={() => void credit.refetch()} />
      ) : (
        <>
          <Figures credit={credit.data} />
          {/* What the server holds (after a save, or a read from another tab) starts the form again. */}
          <CreditForm key={credit.dataUpdatedAt} credit={credit.data} />
        </>
      )}
    </Card>
  );
}
