import { refuseSplit } from "@crease/core/booking-operations";
import type { Booking } from "@crease/core/contracts/bookings";
import type { Split } from "@crease/core/contracts/splits";
import { rupeesToPaise } from "@crease/core/money";
import {
  MAX_SPLIT_SHARES,
  MIN_SHARE_PAISE,
  MIN_SPLIT_SHARES,
  roundedOrganiserSharePaise,
  splitPaise,
} from "@crease/core/splits";
import { whatsappShareLink } from "@crease/core/whatsapp";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check, Copy, Lock, Minus, Plus, Users } from "lucide-react";
import { useId, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { WhatsAppIcon } from "@/components/ui/social-icons";
import { toast } from "@/components/ui/use-toast";
import { useAuthIfAny } from "@/features/auth";
import { messageOf } from "@/lib/api-client";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { useBookingSplit, useCloseSplit, useCreateSplit } from "../api/split-booking";
import { useCopyToClipboard } from "../hooks/use-copy-to-clipboard";
import { bookingDay } from "../lib/share-text";

/**
 * Only the organiser's own booking that the lifecycle lets them split (core's `refuseSplit`, the
 * rule the server enforces): confirmed, not started, paid online, never a date of a weekly booking.
 */
export function canSplit(booking: Booking, userId: number | undefined, now: Date = new Date()): boolean {
  if (userId === undefined || booking.userId !== userId) return false;
  const paidOnlinePaise = rupeesToPaise(booking.paidOnline);
  return refuseSplit("player", { ...booking, seriesId: booking.seriesId ?? null, paidOnlinePaise }, null, now) === null;
}

/** How many players: 2–22, with − and +. */
function PlayersPicker({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const { t } = useLingui();
  const id = useId();
  const clamp = (n: number) => Math.min(MAX_SPLIT_SHARES, Math.max(MIN_SPLIT_SHARES, n));
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="font-semibold text-slate-900">
        <Trans>Players</Trans>
      </label>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t`One player fewer`}
        onClick={() => onChange(clamp(value - 1))}
        disabled={value <= MIN_SPLIT_SHARES}
      >
        <Minus aria-hidden="true" />
      </Button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={MIN_SPLIT_SHARES}
        max={MAX_SPLIT_SHARES}
        value={value}
        onChange={(event) => onChange(clamp(Number(event.target.value) || MIN_SPLIT_SHARES))}
        className="h-9 w-16 rounded-lg border border-slate-300 text-center font-semibold tabular-nums"
        data-testid="split-players"
      />
      <Button
        variant="secondary"
        size="sm"
        aria-label={t`One player more`}
        onClick={() => onChange(clamp(value + 1))}
        disabled={value >= MAX_SPLIT_SHARES}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The split made: each share, the link with WhatsApp and Copy, who has paid, Remind and Close. */
function SplitPanel({ booking, split }: { booking: Booking; split: Split }) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const { copied, copy } = useCopyToClipboard();
  const close = useCloseSplit(booking.id);
  const venue = booking.venueName;
  const day = bookingDay(booking.date, format);
  const slot = words.slot(booking.slot);
  const share = format.rupees(split.shareAmounts[1] ?? "0");
  const mine = format.rupees(split.shareAmounts[0] ?? "0");
  const url = split.url;
  const teammates = split.shares - 1;
  const left = Math.max(0, teammates - split.paidCount);
  const open = split.status === "open";
  const invite = t`Let's split the cost of our game at ${venue}, ${day} · ${slot}. Your share is ${share}: pay it on Crease here: ${url}`;
  // No accounts exist for teammates who have not paid, so a reminder is the same link sent again.
  const reminder = t`Reminder: your ${share} share for our game at ${venue}, ${day} · ${slot} is still to pay. Pay it here: ${url}`;
  const closeSplit = async () => {
    try {
      await close.mutateAsync(split.id);
      toast({ title: t`Split closed`, description: t`No one else can pay a share now.`, variant: "success" });
    } catch (error) {
      toast({
        title: t`Could not close the split`,
        description: messageOf(error, t`Please try again.`),
        variant: "destructive",
      });
    }
  };
  return (
    <div className="space-y-3" data-testid="split-panel">
      <p className="text-slate-700">
        <Trans>
          {split.shares} players: each teammate pays {share}; your share is {mine}. Each share paid comes back to your
          payment (5-7 business days).
        </Trans>
      </p>
      <p className="rounded-lg bg-slate-50 px-3 py-2 font-medium break-all text-brand-700" data-testid="split-link">
        {url}
      </p>
      {open ? (
        <div className="grid grid-cols-2 gap-2">
          <a
            href={whatsappShareLink(left < teammates ? reminder : invite)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("secondary", "sm", "h-auto min-h-9 py-1.5 whitespace-normal")}
          >
            <WhatsAppIcon className="size-4 text-[#128c7e]" />
            {left < teammates && left > 0 ? t`Remind on WhatsApp` : t`WhatsApp`}
          </a>
          <Button
            variant={copied ? "pitch" : "secondary"}
            size="sm"
            className="h-auto min-h-9 py-1.5 whitespace-normal"
            onClick={() => void copy(invite)}
          >
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? t`Copied` : t`Copy link`}
          </Button>
        </div>
      ) : null}
      <div>
        <p className="font-semibold text-slate-900" data-testid="split-paid-count">
          <Trans>
            {split.paidCount} of {teammates} paid
          </Trans>
        </p>
        {split.payers.length > 0 ? (
          <ul className="mt-1 space-y-0.5 text-slate-700">
            {split.payers.map((payer) => (
              <li key={payer.paidAt} className="flex justify-between">
                <span>{payer.firstName}</span>
                <span className="tabular-nums">{format.rupees(payer.amount)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {open && left > 0 ? (
          <p className="mt-1 text-xs text-slate-500">
            <Trans>
              Teammates who have not paid have no account here: to remind them, send the link again on WhatsApp.
            </Trans>
          </p>
        ) : null}
      </div>
      {open ? (
        <Button
          variant="outline"
          size="sm"
          className="w-full"
          onClick={() => void closeSplit()}
          loading={close.isPending}
        >
          <Lock aria-hidden="true" />
          <Trans>Close split</Trans>
        </Button>
      ) : (
        <p className="text-slate-600" data-testid="split-closed">
          <Trans>This split is closed: it takes no more shares.</Trans>
        </p>
      )}
    </div>
  );
}

/**
 * Split the cost (docs/product/split-payments.md) on the organiser's booking details: choose the
 * number of players, see each share, then share the link and follow who has paid.
 */
export function SplitCostSection({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const format = useFormat();
  const user = useAuthIfAny()?.user;
  const eligible = canSplit(booking, user?.id);
  const existing = useBookingSplit(booking.id, eligible || booking.userId === user?.id);
  const create = useCreateSplit(booking.id);
  const [choosing, setChoosing] = useState(false);
  const [players, setPlayers] = useState(4);
  const [roundShares, setRoundShares] = useState(false);
  if (!existing.data && !eligible) return null;
  if (existing.isPending) return null;
  const paid = rupeesToPaise(booking.paidOnline);
  const [mine = 0, each = 0] = splitPaise(paid, players, roundShares);
  // Whole rupees may leave the organiser's share under ₹1 (a small amount among many): the server refuses it too.
  const tooSmall = roundShares && roundedOrganiserSharePaise(paid, players) < MIN_SHARE_PAISE;
  const start = async () => {
    try {
      await create.mutateAsync({ shares: players, roundShares });
    } catch (error) {
      toast({
        title: t`Could not split the cost`,
        description: messageOf(error, t`Please try again.`),
        variant: "destructive",
      });
    }
  };
  return (
    <section aria-labelledby="split-heading" className="rounded-xl border border-slate-200 p-4">
      <h3 id="split-heading" className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
        <Users className="size-4 text-slate-500" aria-hidden="true" />
        <Trans>Split the cost</Trans>
      </h3>
      {existing.data ? (
        <SplitPanel booking={booking} split={existing.data} />
      ) : choosing ? (
        <div className="space-y-3">
          <PlayersPicker value={players} onChange={setPlayers} />
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              checked={roundShares}
              onChange={(e) => setRoundShares(e.target.checked)}
            />
            <span>
              <Trans>Round teammates' shares to whole rupees (your share takes the difference)</Trans>
            </span>
          </label>
          {tooSmall ? (
            <p className="text-red-700" role="alert" data-testid="split-preview">
              <Trans>
                Rounded to whole rupees, your own share would be less than ₹1. Split among fewer players, or to the
                paisa.
              </Trans>
            </p>
          ) : (
            <p className="text-slate-700" data-testid="split-preview">
              <Trans>
                Each teammate pays {format.rupees(each / 100)}; your share is {format.rupees(mine / 100)}.
              </Trans>
            </p>
          )}
          <Button className="w-full" onClick={() => void start()} loading={create.isPending} disabled={tooSmall}>
            <Trans>Create split link</Trans>
          </Button>
        </div>
      ) : (
        <div className="space-y-2">
          <p className="text-slate-600">
            <Trans>You paid for everyone. Share a link and each teammate pays you back their share.</Trans>
          </p>
          <Button variant="secondary" className="w-full" onClick={() => setChoosing(true)}>
            <Users aria-hidden="true" />
            <Trans>Split the cost</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
