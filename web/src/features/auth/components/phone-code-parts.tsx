import { PHONE_CODE } from "@crease/core/phone-sign-in";
import { t as translate } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type ComponentProps, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { isApiError, messageOf } from "@/lib/api-client";

/** Seconds left before something may happen again, ticking down once a second. */
export function useCountdown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  return {
    left: Math.max(0, Math.ceil((until - now) / 1000)),
    start: (seconds: number) => {
      const at = Date.now();
      setNow(at);
      setUntil(at + seconds * 1000);
    },
  };
}

/** The code box: the phone offers the code from the SMS (one-time-code) on a number pad. */
export function CodeInput(props: ComponentProps<"input">) {
  return (
    <Input
      type="text"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={PHONE_CODE.length}
      placeholder={"•".repeat(PHONE_CODE.length)}
      className="text-center font-mono text-lg tracking-[0.5em]"
      {...props}
    />
  );
}

/** "Send a new code", waiting out the 30 s between codes (or a limit's Retry-After). */
export function ResendButton({ left, pending, onResend }: { left: number; pending: boolean; onResend: () => void }) {
  const { t } = useLingui();
  return (
    <Button type="button" variant="link" disabled={left > 0 || pending} onClick={onResend} aria-live="polite">
      {left > 0 ? t`Send a new code in ${left} s` : pending ? t`Sending…` : t`Send a new code`}
    </Button>
  );
}

/** The wait a refusal asks for (429 Retry-After), else the usual gap between codes. */
export function waitAfter(error: unknown): number {
  return isApiError(error) && error.status === 429 && error.retryAfter ? error.retryAfter : 0;
}

export const codeErrorOf = (error: unknown) => messageOf(error, translate`Something went wrong. Please try again.`);

export const RESEND_SECONDS = PHONE_CODE.resendSeconds;
