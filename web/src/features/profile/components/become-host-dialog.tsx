import { can } from "@crease/core/permissions";
import type { User } from "@crease/core/users";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { BarChart3, CircleCheck, IndianRupee, PlusCircle, Store, Wallet } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { messageOf } from "@/lib/api-client";
import { useBecomeOwner } from "../api/become-owner";

const PERKS = [
  { icon: Store, text: msg`List grounds, nets or box cricket arenas; each goes live once our team approves it.` },
  { icon: IndianRupee, text: msg`Set your own prices, slots and add-ons, and take bookings paid online.` },
  { icon: Wallet, text: msg`Weekly payouts every Tuesday, less an 8% platform fee.` },
  { icon: BarChart3, text: msg`See views, bookings and earnings for every venue.` },
] as const;

interface BecomeHostDialogProps {
  user: User;
  onUpgraded: (user: User) => void;
  /** Opened at once (the header's "Become a Host" for a signed-in player). */
  initiallyOpen?: boolean;
}

/**
 * "Become a Host (Upgrade)" for players: confirm, POST /api/users/me/become-owner, replace the
 * signed-in user, then offer to list a venue. The dialog stays open on its success step even
 * though the button itself is for players only.
 */
export function BecomeHostDialog({ user, onUpgraded, initiallyOpen = false }: BecomeHostDialogProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(initiallyOpen && can(user, "account.become-owner"));
  const [done, setDone] = useState(false);
  const mutation = useBecomeOwner({ onUpgraded });

  const mayBecomeOwner = can(user, "account.become-owner");
  if (!mayBecomeOwner && !open) return null;

  const upgrade = () =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        setDone(true);
        toast({
          title: t`You're now a host`,
          description: t`Your account can list venues. Add your first one whenever you're ready.`,
          variant: "success",
        });
      },
      onError: (error) =>
        toast({
          title: t`Upgrade failed`,
          description: messageOf(error, t`We could not upgrade your account. Please try again.`),
          variant: "destructive",
        }),
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setDone(false);
      }}
    >
      {mayBecomeOwner ? (
        <DialogTrigger asChild>
          <Button variant="pitch">
            <Store aria-hidden="true" />
            <Trans>Become a Host</Trans>
            <Badge tone="white" className="ml-0.5 px-2 py-0 text-[11px]">
              <Trans>Upgrade</Trans>
            </Badge>
          </Button>
        </DialogTrigger>
      ) : null}
      <DialogContent>
        {done ? (
          <>
            <DialogHeader>
              <span className="mb-2 flex size-11 items-center justify-center rounded-xl bg-pitch-50 text-pitch-700 ring-1 ring-pitch-100">
                <CircleCheck className="size-6" aria-hidden="true" />
              </span>
              <DialogTitle>
                <Trans>Welcome, host!</Trans>
              </DialogTitle>
              <DialogDescription>
                <Trans>
                  Your account is now a venue owner account. List your first venue and we'll review it within a day or
                  two.
                </Trans>
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                <Trans>Later</Trans>
              </Button>
              <Button asChild>
                <Link to="/add-venue">
                  <PlusCircle aria-hidden="true" />
                  <Trans>List your venue</Trans>
                </Link>
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>
                <Trans>Become a host on Crease</Trans>
              </DialogTitle>
              <DialogDescription>
                <Trans>Turn your player account into a venue owner account and start taking bookings.</Trans>
              </DialogDescription>
            </DialogHeader>
            <ul className="space-y-3">
              {PERKS.map(({ icon: Icon, text }) => (
                <li key={text.id} className="flex gap-3 text-sm text-slate-700">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <span className="pt-1.5">{i18n._(text)}</span>
                </li>
              ))}
            </ul>
            <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
              <Trans>
                Owner accounts manage venues rather than book them, so you won't be able to book slots from this account
                afterwards.
              </Trans>
            </p>
            <DialogFooter>
              <Button variant="secondary" onClick={() => setOpen(false)} disabled={mutation.isPending}>
                <Trans>Not now</Trans>
              </Button>
              <Button onClick={upgrade} loading={mutation.isPending}>
                <Trans>Upgrade to host</Trans>
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
