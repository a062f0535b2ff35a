import type { Booking } from "@crease/core/contracts/bookings";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { CreditCard, Undo2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useAuthIfAny } from "@/features/auth";
import { SandboxPaymentSheet, useCheckoutPayment } from "@/features/checkout";
import { availabilityKey } from "@/features/venues";
import { messageOf } from "@/lib/api-client";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { resumeMove, useCloseMove, usePendingMoves } from "../api/pending-moves";
import { bookingDay } from "../lib/share-text";

/**
 * A move's payment left midway (docs/product/bookings.md#reschedule): on the player's own booking,
 * "Payment pending for your move to …" with Resume payment (the same order, in checkout's payment
 * window) and Cancel the move (the new slot is let go at once). Nothing when no move is pending.
 */
export function PendingMoveNotice({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const user = useAuthIfAny()?.user;
  const move = usePendingMoveOf(booking);
  const close = useCloseMove(booking.id, booking.venueId);
  const queryClient = useQueryClient();
  const [resuming, setResuming] = useState(false);
  const payment = useCheckoutPayment({
    user: user ?? null,
    onBooked: () => {
      void queryClient.invalidateQueries({ queryKey: ["bookings"] });
      void queryClient.invalidateQueries({ queryKey: availabilityKey(booking.venueId) });
    },
    onPriceChanged: () => {},
    onSlotTaken: () => {},
    onRefused: (message) => toast({ title: t`Could not reschedule`, description: message, variant: "destructive" }),
    successText: () => ({ title: t`Booking rescheduled`, description: t`Your booking has moved to the new slot.` }),
  });
  if (!move) return null;
  const to = `${bookingDay(move.date, format)} · ${words.slot(move.slot)}`;
  const resume = async () => {
    setResuming(true);
    try {
      void payment.payOrder(await resumeMove(booking.id));
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: ["bookings"] });
      toast({
        title: t`Could not resume the payment`,
        description: messageOf(error, t`Please try again.`),
        variant: "destructive",
      });
    } finally {
      setResuming(false);
    }
  };
  const cancelMove = async () => {
    try {
      await close.mutateAsync();
      toast({ title: t`Move cancelled`, description: t`Your booking stays on its slot.`, variant: "success" });
    } catch (error) {
      toast({
        title: t`Could not cancel the move`,
        description: messageOf(error, t`Please try again.`),
        variant: "destructive",
      });
    }
  };
  const busy = resuming || payment.processing || close.isPending;
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm" data-testid="pending-move">
      <p className="font-medium text-amber-900">
        <Trans>Payment pending for your move to {to}</Trans>
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {move.canResume ? (
          <Button size="sm" onClick={() => void resume()} disabled={busy}>
            <CreditCard aria-hidden="true" />
            <Trans>Resume payment</Trans>
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onClick={() => void cancelMove()} disabled={busy}>
          <Undo2 aria-hidden="true" />
          <Trans>Cancel the move</Trans>
        </Button>
      </div>
      <SandboxPaymentSheet
        order={payment.order}
        open={payment.sandbox.open}
        step={payment.sandbox.step}
        totalPaise={payment.order?.amount ?? 0}
        date={move.date}
        slot={move.slot}
        onPay={() => void payment.sandbox.succeed()}
        onFail={() => void payment.sandbox.decline()}
        onClose={payment.sandbox.dismiss}
      />
    </div>
  );
}

/** The player's own move of this booking still waiting for its payment, if any (others' bookings: none). */
export function usePendingMoveOf(booking: Booking) {
  const user = useAuthIfAny()?.user;
  const moves = usePendingMoves(!!user && booking.userId === user.id);
  // An answer that is not a list (an older server) shows nothing rather than breaking the booking.
  return Array.isArray(moves.data) ? moves.data.find((m) => m.bookingId === booking.id) : undefined;
}
