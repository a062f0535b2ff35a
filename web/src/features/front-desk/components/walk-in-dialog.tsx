import type { DeskCalendar, DeskPayment } from "@crease/core/desk";
import { formatPaise } from "@crease/core/money";
import { toggleAddOn } from "@crease/core/pricing";
import { Trans, useLingui } from "@lingui/react/macro";
import { Ban, UserPlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ChoiceTiles } from "@/components/ui/choice-tiles";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PlayerPhoneField } from "@/components/ui/player-phone-field";
import { toast } from "@/components/ui/use-toast";
import { useVenueCredit } from "@/features/credit";
import { isApiError, messageOf } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { useLastValue } from "@/lib/use-last-value";
import { useBlockSlot, useCreateWalkIn } from "../api/desk-moves";
import { walkInPrice } from "../lib/desk-cells";
import { SHEET_CLASSES } from "./sheet-classes";

/** A free slot the desk tapped: which court, when, and its price before add-ons and GST. */
export interface FreeSlot {
  courtId: number;
  courtName: string;
  date: string;
  slot: string;
  price: string;
}

/** How a walk-in paid: at the counter, not yet, or from the player's venue credit (docs/product/credit.md). */
type WalkInPayment = DeskPayment | "credit";
const PAYMENTS: readonly DeskPayment[] = ["cash", "upi", "unpaid"];

/** Field errors of a refused request, and its message when no field carries it. */
function problemsOf(error: unknown): { fields: Record<string, string>; message: string | null } {
  const fields = isApiError(error) ? (error.errors ?? {}) : {};
  return { fields, message: Object.keys(fields).length > 0 ? null : messageOf(error, "") || null };
}

function FieldError({ text }: { text?: string }) {
  return text ? (
    <p className="mt-1 text-sm font-medium text-red-600" role="alert">
      {text}
    </p>
  ) : null;
}

/** The walk-in or phone booking: the player, add-ons, how they paid, and the total. */
function WalkInForm({
  venueId,
  free,
  addOns,
  gstRatePercent,
  onDone,
  onBlock,
}: {
  venueId: number;
  free: FreeSlot;
  addOns: DeskCalendar["addOns"];
  gstRatePercent: number;
  onDone: () => void;
  onBlock: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const create = useCreateWalkIn(venueId);
  const ids = { name: useId(), phone: useId(), addOns: useId(), payment: useId() };
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  // No default: a rushed tap must not record money never taken (issue 46). The desk chooses.
  const [payment, setPayment] = useState<WalkInPayment | null>(null);
  // "Venue credit" is a choice only where the owner offers credit.
  const offersCredit = useVenueCredit(venueId).data?.enabled === true;
  const choices: readonly WalkInPayment[] = offersCredit ? [...PAYMENTS, "credit"] : PAYMENTS;
  const [problems, setProblems] = useState<{ fields: Record<string, string>; message: string | null }>({
    fields: {},
    message: null,
  });
  const price = walkInPrice(free.price, addOns, chosen, gstRatePercent);
  const total = formatPaise(price.totalPaise);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (payment === null) {
      setProblems({
        fields: { payment: t`Choose how the player paid: cash, UPI, venue credit, or not yet.` },
        message: null,
      });
      return;
    }
    setProblems({ fields: {}, message: null });
    create.mutate(
      {
        courtId: free.courtId,
        date: free.date,
        slot: free.slot,
        playerName: name,
        playerPhone: phone,
        addOns: chosen,
        payment,
      },
      {
        onSuccess: (booking) => {
          const player = booking.userName ?? name;
          toast({
            title: t`Booked at the desk`,
            description:
              payment === "unpaid"
                ? t`${player}: ${total} due at the venue.`
                : payment === "credit"
                  ? t`${player}: ${total} paid from venue credit.`
                  : t`${player}: ${total} paid at the venue.`,
            variant: "success",
          });
          onDone();
        },
        onError: (error) => setProblems(problemsOf(error)),
      },
    );
  };

  const paymentWords: Record<WalkInPayment, string> = {
    cash: t`Cash`,
    upi: t`UPI`,
    unpaid: t`Not paid yet`,
    credit: t`Venue credit`,
  };
  const line = "flex items-center justify-between gap-3";
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <FormField id={ids.name} label={t`Player's name`} error={problems.fields.playerName}>
        <Input value={name} autoComplete="off" maxLength={80} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <PlayerPhoneField
        id={ids.phone}
        label={t`Mobile number`}
        error={problems.fields.playerPhone}
        hint={t`10 digits; the player sees the booking if this number has a Crease account.`}
        value={phone}
        onChange={setPhone}
      />
      {addOns.length > 0 ? (
        <fieldset aria-describedby={problems.fields.addOns ? `${ids.addOns}-error` : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">
            <Trans>Add-ons</Trans>
          </legend>
          <div className="space-y-1">
            {addOns.map((a) => (
              <label key={a.key} className="flex min-h-11 items-center gap-2.5 rounded-lg px-1 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-600"
                  checked={chosen.includes(a.key)}
                  onChange={() => setChosen((c) => toggleAddOn(c, a.key))}
                />
                <span className="flex-1">{words.addOn(a.name)}</span>
                <span className="tabular-nums text-slate-600">{format.rupees(a.price)}</span>
              </label>
            ))}
          </div>
          <span id={`${ids.addOns}-error`}>
            <FieldError text={problems.fields.addOns} />
          </span>
        </fieldset>
      ) : null}
      <ChoiceTiles
        legend={<Trans>Payment</Trans>}
        name={ids.payment}
        choices={choices}
        words={paymentWords}
        value={payment}
        onChange={setPayment}
        gridClassName={choices.length > 3 ? "grid-cols-2 sm:grid-cols-4" : "grid-cols-3"}
      >
        <FieldError text={problems.fields.payment} />
      </ChoiceTiles>
      <dl className="space-y-1 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
        <div className={line}>
          <dt className="text-slate-600">
            <Trans>Slot</Trans>
          </dt>
          <dd className="tabular-nums">{formatPaise(price.basePaise)}</dd>
        </div>
        {price.addOnsPaise > 0 ? (
          <div className={line}>
            <dt className="text-slate-600">
              <Trans>Add-ons</Trans>
            </dt>
            <dd className="tabular-nums">{formatPaise(price.addOnsPaise)}</dd>
          </div>
        ) : null}
        {/* No GST line where the owner has no GSTIN: none is charged (decision 041). */}
        {gstRatePercent > 0 ? (
          <div className={line}>
            <dt className="text-slate-600">
              <Trans>GST (18%)</Trans>
            </dt>
            <dd className="tabular-nums">{formatPaise(price.gstPaise)}</dd>
          </div>
        ) : null}
        <div className={cn(line, "border-t border-slate-200 pt-1.5 font-semibold text-slate-900")}>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className="tabular-nums">{total}</dd>
        </div>
      </dl>
      {problems.message || problems.fields.slot || problems.fields.date ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {problems.message ?? problems.fields.slot ?? problems.fields.date}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBlock}>
          <Ban aria-hidden="true" />
          <Trans>Block this slot</Trans>
        </Button>
        <Button type="submit" loading={create.isPending}>
          <UserPlus aria-hidden="true" />
          {payment === null ? t`Book, ${total}` : payment === "unpaid" ? t`Book, ${total} due` : t`Book, ${total} paid`}
        </Button>
      </div>
    </form>
  );
}

/** Takes the slot off sale with a reason only the venue sees (docs/product/blocks.md). */
function BlockSlotForm({
  venueId,
  free,
  onDone,
  onBack,
}: {
  venueId: number;
  free: FreeSlot;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const block = useBlockSlot(venueId);
  const id = useId();
  const [reason, setReason] = useState("");
  const [problems, setProblems] = useState<{ fields: Record<string, string>; message: string | null }>({
    fields: {},
    message: null,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblems({ fields: {}, message: null });
    block.mutate(
      { courtId: free.courtId, date: free.date, slots: [free.slot], reason },
      {
        onSuccess: () => {
          toast({ title: t`Slot blocked`, description: t`Players see it as not available.` });
          onDone();
        },
        onError: (error) => setProblems(problemsOf(error)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <FormField
        id={id}
        label={t`Reason (only the venue sees it)`}
        error={problems.fields.reason}
        hint={t`Players see "Not available".`}
      >
        <Input
          value={reason}
          maxLength={200}
          placeholder={t`Pitch maintenance, a private event`}
          onChange={(e) => setReason(e.target.value)}
        />
      </FormField>
      {problems.message || problems.fields.slots ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {problems.message ?? problems.fields.slots}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack}>
          <Trans>Back to the booking</Trans>
        </Button>
        <Button type="submit" variant="destructive" loading={block.isPending}>
          <Ban aria-hidden="true" />
          <Trans>Block slot</Trans>
        </Button>
      </div>
    </form>
  );
}

/** Tap a free slot: book it for a walk-in or a caller, or block it. */
export function WalkInDialog({
  venueId,
  free: open,
  addOns,
  gstRatePercent,
  onOpenChange,
}: {
  venueId: number;
  free: FreeSlot | null;
  addOns: DeskCalendar["addOns"];
  /** The calendar's: 0 where the owner has no GSTIN. */
  gstRatePercent: number;
  onOpenChange: (open: boolean) => void;
}) {
  const free = useLastValue(open);
  const format = useFormat();
  const words = useWords();
  // Blocking is chosen for one slot: the next slot tapped opens on the booking form again.
  const [blocking, setBlocking] = useState<FreeSlot | null>(null);
  const mode = free !== null && blocking === free ? "block" : "book";
  const when = free ? `${format.date(free.date, "weekday-day-month")} · ${words.slot(free.slot)}` : "";
  const court = free?.courtName ?? "";
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open !== null} onOpenChange={onOpenChange}>
      <DialogContent className={SHEET_CLASSES}>
        <DialogHeader className="mb-4">
          <DialogTitle>
            {mode === "book" ? <Trans>New booking at the desk</Trans> : <Trans>Block this slot</Trans>}
          </DialogTitle>
          <DialogDescription>
            <Trans>
              {court}, {when}
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {free && mode === "book" ? (
          <WalkInForm
            key={`${free.courtId}|${free.date}|${free.slot}`}
            venueId={venueId}
            free={free}
            addOns={addOns}
            gstRatePercent={gstRatePercent}
            onDone={close}
            onBlock={() => setBlocking(free)}
          />
        ) : null}
        {free && mode === "block" ? (
          <BlockSlotForm venueId={venueId} free={free} onDone={close} onBack={() => setBlocking(null)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
