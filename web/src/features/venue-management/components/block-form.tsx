import type { VenueDetails } from "@crease/core/contracts/venues";
import type { Court } from "@crease/core/courts";
import { addDays } from "@crease/core/slots";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Ban } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { messageOf } from "@/lib/api-client";
import { useAddBlock } from "../api/blocks";
import { CourtSelect, SlotToggles } from "./slot-fields";

/**
 * Block slots: a court (or every court), a date, its slots, optionally every week until a date,
 * and the reason, which only the owner sees (docs/product/blocks.md).
 */
export function BlockForm({
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
  const add = useAddBlock(venueId);
  const ids = { court: useId(), date: useId(), slots: useId(), until: useId(), reason: useId() };
  const [court, setCourt] = useState("all");
  const [date, setDate] = useState(addDays(today, 1));
  const [slots, setSlots] = useState<string[]>([]);
  const [weekly, setWeekly] = useState(false);
  const [until, setUntil] = useState(addDays(today, 29));
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    add.mutate(
      {
        courtId: court === "all" ? undefined : Number(court),
        date,
        slots,
        repeatWeeklyUntil: weekly ? until : undefined,
        reason,
      },
      {
        onSuccess: (made) => {
          const count = made.blocks.length;
          toast({
            title: t`Slots blocked`,
            description: plural(count, { one: "# slot is off sale.", other: "# slots are off sale." }),
          });
          setSlots([]);
          setReason("");
        },
        onError: (error) => {
          const fields = (error as { errors?: Record<string, string> }).errors;
          if (fields) setErrors(fields);
          toast({ title: t`Not blocked`, description: messageOf(error, t`Please try again.`), variant: "destructive" });
        },
      },
    );
  };

  const fieldError = (name: string) =>
    errors[name] ? (
      <p className="mt-1 text-xs text-red-700" role="alert">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} className="space-y-3.5">
      <div className="grid gap-3 sm:grid-cols-2">
        <CourtSelect id={ids.court} courts={courts} value={court} onChange={setCourt} allLabel={t`All courts`} />
        <div>
          <label htmlFor={ids.date} className="mb-1 block text-xs font-medium text-slate-600">
            <Trans>Date</Trans>
          </label>
          <Input id={ids.date} type="date" min={today} value={date} onChange={(e) => setDate(e.target.value)} />
          {fieldError("date")}
        </div>
      </div>
      <fieldset>
        <legend id={ids.slots} className="mb-1.5 text-xs font-medium text-slate-600">
          <Trans>Slots</Trans>
        </legend>
        <SlotToggles details={details} chosen={slots} onChange={setSlots} />
        {fieldError("slots")}
      </fieldset>
      <div className="space-y-2">
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={weekly}
            onChange={(e) => setWeekly(e.target.checked)}
          />
          <Trans>Repeat every week</Trans>
        </label>
        {weekly ? (
          <div>
            <label htmlFor={ids.until} className="mb-1 block text-xs font-medium text-slate-600">
              <Trans>Until</Trans>
            </label>
            <Input id={ids.until} type="date" min={date} value={until} onChange={(e) => setUntil(e.target.value)} />
            {fieldError("repeatWeeklyUntil")}
          </div>
        ) : null}
      </div>
      <div>
        <label htmlFor={ids.reason} className="mb-1 block text-xs font-medium text-slate-600">
          <Trans>Reason (only you see it; players see "Not available")</Trans>
        </label>
        <Input
          id={ids.reason}
          value={reason}
          maxLength={200}
          placeholder={t`Pitch maintenance, a tournament, a private event`}
          onChange={(e) => setReason(e.target.value)}
        />
        {fieldError("reason")}
      </div>
      <Button type="submit" className="w-full sm:w-auto" disabled={add.isPending || slots.length === 0}>
        <Ban aria-hidden="true" />
        <Trans>Block slots</Trans>
      </Button>
    </form>
  );
}
