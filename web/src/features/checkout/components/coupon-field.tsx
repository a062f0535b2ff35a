import { formatPaise } from "@crease/core/money";
import { Trans, useLingui } from "@lingui/react/macro";
import { TicketPercent, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { messageOf } from "@/lib/api-client";
import { type ApplyCouponBody, useApplyCoupon } from "../api/apply-coupon";
import type { AppliedCoupon } from "../lib/coupon-price";

interface CouponFieldProps {
  /** The booking the coupon is tried on; null while its price loads (nothing to apply to yet). */
  booking: Omit<ApplyCouponBody, "couponCode"> | null;
  /** The list total the booking costs without a coupon. */
  totalPaise: number | null;
  applied: AppliedCoupon | null;
  onApplied: (applied: AppliedCoupon | null) => void;
  /** The server refused the applied coupon at Pay (used up meanwhile): its words. */
  refusal?: string | null;
  disabled?: boolean;
  /**
   * A code applied before the page was reloaded or left (the checkout's address keeps it): asked
   * of the server again once the booking is priced, so the price shown is still the server's.
   */
  restoreCode?: string | null;
}

/** "Have a coupon?": the code is checked by the server, which answers the new price or why not. */
export function CouponField({
  booking,
  totalPaise,
  applied,
  onApplied,
  refusal,
  disabled,
  restoreCode,
}: CouponFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const apply = useApplyCoupon();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const shownError = error ?? refusal ?? null;

  // Issue 46: a reload mid-payment dropped the applied coupon. The address keeps its code, tried
  // once here: applied at the server's price, or shown in the field with the server's reason.
  const [toRestore, setToRestore] = useState(restoreCode ?? null);
  useEffect(() => {
    if (!toRestore || applied || !booking || totalPaise === null) return;
    setToRestore(null);
    apply.mutateAsync({ ...booking, couponCode: toRestore }).then(
      (quote) => onApplied({ code: quote.couponCode, quote, forTotalPaise: totalPaise }),
      (failure) => {
        setOpen(true);
        setCode(toRestore);
        setError(messageOf(failure, t`Couldn't check this code. Please try again.`));
      },
    );
  }, [toRestore, applied, booking, totalPaise, apply, onApplied, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!booking || totalPaise === null) return;
    if (!typed) {
      setError(t`Enter a coupon code`);
      return;
    }
    setError(null);
    try {
      const quote = await apply.mutateAsync({ ...booking, couponCode: typed });
      onApplied({ code: quote.couponCode, quote, forTotalPaise: totalPaise });
      setCode("");
    } catch (failure) {
      setError(messageOf(failure, t`Couldn't check this code. Please try again.`));
    }
  };

  if (applied) {
    const saved = formatPaise(Math.round(Number(applied.quote.discount) * 100));
    const appliedCode = applied.code;
    return (
      <div className="space-y-1.5">
        <div
          className="flex items-center justify-between gap-3 rounded-xl border border-pitch-200 bg-pitch-50/70 px-3.5 py-2.5"
          data-testid="coupon-applied"
        >
          <p className="flex min-w-0 items-center gap-2 text-sm text-pitch-900">
            <TicketPercent className="size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-words">
              <Trans>
                <strong>{appliedCode}</strong> applied: you save {saved}
              </Trans>
            </span>
          </p>
          <button
            type="button"
            onClick={() => onApplied(null)}
            disabled={disabled}
            className="inline-flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-slate-700 hover:bg-white"
          >
            <X className="size-3.5" aria-hidden="true" />
            <Trans>Remove</Trans>
          </button>
        </div>
        {refusal ? (
          <p className="text-sm text-red-700" role="alert">
            {refusal}
          </p>
        ) : null}
      </div>
    );
  }

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        <TicketPercent className="size-4" aria-hidden="true" />
        <Trans>Have a coupon?</Trans>
      </button>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-1.5" noValidate>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        <Trans>Coupon code</Trans>
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          placeholder={t`e.g. FIRST100`}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error` : undefined}
          className="uppercase"
        />
        <Button type="submit" variant="secondary" disabled={disabled || !booking || apply.isPending}>
          {apply.isPending ? t`Checking…` : t`Apply`}
        </Button>
      </div>
      {shownError ? (
        <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
          {shownError}
        </p>
      ) : null}
    </form>
  );
}
