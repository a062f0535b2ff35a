import { formatPaise } from "@crease/core/money";
import type { PaymentOrder } from "@crease/core/payments";
import { Trans, useLingui } from "@lingui/react/macro";
import { FlaskConical, Loader2, Lock, ShieldCheck, Timer, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { useHoldCountdown } from "../hooks/use-hold-countdown";
import { formatCountdown } from "../lib/checkout-query";

/**
 * What the sheet shows of an order: a booking's (with its hold) or one that holds nothing, such
 * as a venue credit top-up (docs/product/credit.md).
 */
export type SheetOrder = Pick<PaymentOrder, "orderId" | "amount" | "venueName"> & {
  holdExpiresAt?: string | null;
};

interface SandboxPaymentSheetProps {
  order: SheetOrder | null;
  open: boolean;
  step: "idle" | "paying" | "failing";
  /** Total incl. GST, when more than what is paid now (partial-payment venues). */
  totalPaise: number;
  /** The booking's IST date and slot, as the summary shows them; absent for a payment that books nothing. */
  date?: string;
  slot?: string;
  /** What is paid for, read by screen readers as the sheet's title (a booking's by default). */
  title?: string;
  /** What the verified payment does, under the buttons (a booking's confirmation by default). */
  verifiedNote?: string;
  onPay: () => void;
  onFail: () => void;
  onClose: () => void;
}

/**
 * The sandbox provider's payment sheet (docs/product/payments-and-refunds.md): stands in for Razorpay's modal with the
 * same three endings, paid, declined or dismissed, and the ten-minute hold counting down.
 */
export function SandboxPaymentSheet({
  order,
  open,
  step,
  totalPaise,
  date,
  slot,
  title,
  verifiedNote,
  onPay,
  onFail,
  onClose,
}: SandboxPaymentSheetProps) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const remaining = useHoldCountdown(open ? order?.holdExpiresAt : null);
  // Without a hold (a top-up) there is nothing to run out.
  const expired = remaining === 0;
  const holds = Boolean(order?.holdExpiresAt);
  const busy = step !== "idle";
  const partial = order ? order.amount < totalPaise : false;
  const venueName = order?.venueName ?? "";
  const amount = formatPaise(order?.amount ?? 0);
  const total = formatPaise(totalPaise);
  const left = formatCountdown(remaining ?? 0);

  return (
    <DialogPrimitive.Root
      open={open && order !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby="sandbox-sheet-note"
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          className={cn(
            "fixed z-50 flex max-h-[100dvh] w-full flex-col overflow-hidden bg-white shadow-2xl focus:outline-none data-[state=open]:animate-pop-in",
            "inset-x-0 bottom-0 rounded-t-3xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl",
          )}
        >
          {order ? (
            <>
              <div className="relative bg-brand-gradient px-6 pt-5 pb-6 text-white">
                <div
                  aria-hidden="true"
                  className="absolute inset-0 opacity-25 [background-image:radial-gradient(circle_at_90%_0%,white_0,transparent_45%)]"
                />
                <div className="relative flex items-center justify-between gap-3">
                  <p className="flex items-center gap-1.5 text-sm font-semibold text-white/90">
                    <Lock className="size-4" aria-hidden="true" />
                    <Trans>Crease secure checkout</Trans>
                  </p>
                  <span className="inline-flex items-center gap-1 rounded-full bg-amber-300 px-2.5 py-0.5 text-xs font-bold tracking-wide text-amber-950 uppercase">
                    <FlaskConical className="size-3.5" aria-hidden="true" />
                    <Trans>Test mode</Trans>
                  </span>
                </div>
                <DialogPrimitive.Title className="sr-only">
                  {title ?? <Trans>Pay for your booking at {venueName}</Trans>}
                </DialogPrimitive.Title>
                <p className="relative mt-4 text-sm font-medium text-white/80">
                  {partial ? t`Amount to pay now` : t`Amount to pay`}
                </p>
                <p
                  className="relative mt-0.5 text-4xl font-extrabold tracking-tight tabular-nums"
                  data-testid="sheet-amount"
                >
                  {formatPaise(order.amount)}
                </p>
                {partial ? (
                  <p className="relative mt-1 text-sm text-white/80">
                    <Trans>of {total}; the rest at the venue</Trans>
                  </p>
                ) : null}
              </div>

              <div className="space-y-4 overflow-y-auto px-6 py-5">
                <dl className="space-y-2.5 text-sm">
                  <div className="flex justify-between gap-4">
                    <dt className="text-slate-500">
                      <Trans>Venue</Trans>
                    </dt>
                    <dd className="text-right font-medium text-slate-900">{order.venueName}</dd>
                  </div>
                  {date && slot ? (
                    <div className="flex justify-between gap-4">
                      <dt className="text-slate-500">
                        <Trans>When</Trans>
                      </dt>
                      <dd className="text-right font-medium text-slate-900">
                        <span className="block">{format.date(date, "long")}</span>
                        <span className="block text-slate-600">{words.slot(slot)}</span>
                      </dd>
                    </div>
                  ) : null}
                  <div className="flex justify-between gap-4">
                    <dt className="text-slate-500">
                      <Trans>Order</Trans>
                    </dt>
                    <dd className="truncate text-right font-mono text-xs leading-5 text-slate-600">{order.orderId}</dd>
                  </div>
                </dl>

                {holds ? (
                  <div
                    className={cn(
                      "flex items-center gap-2.5 rounded-xl px-3.5 py-2.5 text-sm",
                      expired ? "bg-red-50 text-red-800" : "bg-pitch-50 text-pitch-800",
                    )}
                    role="timer"
                    aria-live="off"
                    aria-label={t`Time left on your slot hold`}
                  >
                    <Timer className="size-4 shrink-0" aria-hidden="true" />
                    {expired ? (
                      <span>
                        <Trans>Your hold on this slot has run out. Close this and press Pay again.</Trans>
                      </span>
                    ) : (
                      <span>
                        <Trans>
                          Slot held for you for{" "}
                          <strong className="tabular-nums" data-testid="hold-countdown">
                            {left}
                          </strong>
                        </Trans>
                      </span>
                    )}
                  </div>
                ) : null}

                <p
                  id="sandbox-sheet-note"
                  className="rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm leading-relaxed text-amber-900"
                >
                  <Trans>
                    <strong className="font-semibold">This is a test payment.</strong> No money moves: choose Pay to
                    complete it successfully or Fail to see a declined payment.
                  </Trans>
                </p>

                <div className="grid gap-2.5 pt-1">
                  <Button size="lg" variant="pitch" onClick={onPay} disabled={busy || expired}>
                    {step === "paying" ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                    {step === "paying" ? t`Paying…` : t`Pay ${amount}`}
                  </Button>
                  <div className="grid grid-cols-2 gap-2.5">
                    <Button
                      variant="secondary"
                      onClick={onFail}
                      disabled={busy}
                      className="text-red-700 hover:text-red-800"
                    >
                      {step === "failing" ? (
                        <Loader2 className="animate-spin" aria-hidden="true" />
                      ) : (
                        <X aria-hidden="true" />
                      )}
                      <Trans>Fail</Trans>
                    </Button>
                    <DialogPrimitive.Close asChild>
                      <Button variant="ghost" disabled={busy}>
                        <Trans>Close</Trans>
                      </Button>
                    </DialogPrimitive.Close>
                  </div>
                </div>
                <p className="flex items-center justify-center gap-1.5 pb-[env(safe-area-inset-bottom)] text-xs text-slate-500">
                  <ShieldCheck className="size-3.5 text-pitch-700" aria-hidden="true" />
                  {verifiedNote ?? <Trans>Verified by Crease before your booking is confirmed</Trans>}
                </p>
              </div>
            </>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
