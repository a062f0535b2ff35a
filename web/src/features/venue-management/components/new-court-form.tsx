import type { Venue } from "@crease/core/contracts/venues";
import { type Court, defaultOverlaps } from "@crease/core/courts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { messageOf } from "@/lib/api-client";
import { useAddCourt } from "../api/courts";

/**
 * Adds a court: its name, its own price (left empty, the venue's) and the courts it shares space
 * with. At a ground the main ground is ticked from the start: "Half A" is part of the ground, and
 * selling both for one afternoon sells the ground twice (docs/product/courts.md, issue 44).
 */
export function NewCourtForm({ venue, courts }: { venue: Venue; courts: Court[] }) {
  const { t } = useLingui();
  const add = useAddCourt(venue.id);
  const [name, setName] = useState("");
  const [price, setPrice] = useState("");
  const [shared, setShared] = useState<number[]>(() => defaultOverlaps(venue.venueType, courts));
  const nameId = useId();
  const priceId = useId();
  const unit = venue.venueType === "ground" ? t`per slot` : t`per hour`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    add.mutate(
      { name: name.trim(), price: price.trim() === "" ? null : Number(price.trim()), overlapsWith: shared },
      {
        onSuccess: () => {
          setName("");
          setPrice("");
          setShared(defaultOverlaps(venue.venueType, courts));
          toast({ title: t`Court added` });
        },
        onError: (error) =>
          toast({ title: t`Not added`, description: messageOf(error, t`Please try again.`), variant: "destructive" }),
      },
    );
  };

  return (
    <form className="space-y-3 border-t border-slate-100 pt-4" onSubmit={submit}>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-40 flex-1">
          <label htmlFor={nameId} className="mb-1 block text-xs font-medium text-slate-600">
            <Trans>New court</Trans>
          </label>
          <Input
            id={nameId}
            value={name}
            maxLength={40}
            placeholder={t`Net 2, Box B, Half A`}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="w-36">
          <label htmlFor={priceId} className="mb-1 block text-xs font-medium text-slate-600">
            <Trans>Price (₹ {unit})</Trans>
          </label>
          <Input
            id={priceId}
            inputMode="decimal"
            value={price}
            placeholder={t`Venue's price`}
            onChange={(event) => setPrice(event.target.value)}
          />
        </div>
      </div>
      {courts.length > 0 ? (
        <fieldset>
          <legend className="text-xs font-medium text-slate-600">
            <Trans>Shares space with (a booking of one takes the other)</Trans>
          </legend>
          <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-2">
            {courts.map((court) => (
              <label key={court.id} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={shared.includes(court.id)}
                  onChange={() =>
                    setShared((ids) =>
                      ids.includes(court.id) ? ids.filter((id) => id !== court.id) : [...ids, court.id],
                    )
                  }
                />
                {court.name}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <Button type="submit" disabled={!name.trim() || add.isPending}>
        <Plus aria-hidden="true" />
        <Trans>Add court</Trans>
      </Button>
    </form>
  );
}
