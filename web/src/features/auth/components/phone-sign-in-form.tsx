import type { User } from "@crease/core/users";
import { formatIndianMobile, INDIAN_MOBILE_MESSAGE, normaliseIndianMobile } from "@crease/core/whatsapp";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { isApiError } from "@/lib/api-client";
import { requestPhoneCode, useSignInWithPhoneCode } from "../api/phone";
import { useCoreMessage } from "../lib/core-messages";
import { CodeInput, codeErrorOf, RESEND_SECONDS, ResendButton, useCountdown, waitAfter } from "./phone-code-parts";

/**
 * Asks for a code for `phone`, and starts the resend countdown (or the limit's wait). Answers the
 * refusal's message, and whether it was a wait (a code sent moments ago may still be in the SMS).
 */
export function usePhoneCodeSender() {
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  async function send(phone: string): Promise<{ message: string; wait: boolean } | null> {
    setSending(true);
    try {
      await requestPhoneCode(phone);
      countdown.start(RESEND_SECONDS);
      return null;
    } catch (error) {
      const wait = waitAfter(error);
      if (wait) countdown.start(wait);
      return { message: codeErrorOf(error), wait: wait > 0 };
    } finally {
      setSending(false);
    }
  }
  return { send, sending, left: countdown.left };
}

/**
 * Sign in or sign up with a mobile number (docs/product/roles.md): the number, then the code sent
 * by SMS, then a name when the number has no account yet.
 */
export function PhoneSignInForm({ onSuccess }: { onSuccess: (user: User, created: boolean) => void }) {
  const { t } = useLingui();
  const say = useCoreMessage();
  const [step, setStep] = useState<"number" | "code" | "name">("number");
  const [typed, setTyped] = useState("");
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const sender = usePhoneCodeSender();
  const signIn = useSignInWithPhoneCode();

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    const normal = normaliseIndianMobile(typed);
    if (!normal) return setError(say(INDIAN_MOBILE_MESSAGE) ?? null);
    setError(null);
    const refused = await sender.send(normal);
    // A bad number stays on the number; a wait goes on to the code box, with the countdown.
    if (refused && !refused.wait && step === "number") return setError(refused.message);
    setPhone(normal);
    setStep((current) => (current === "number" ? "code" : current));
    setError(refused?.message ?? null);
  }

  function verify(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError(t`Enter the 6-digit code from the SMS`);
    if (step === "name" && name.trim().length < 2) return setError(t`Tell us your name (at least 2 letters)`);
    setError(null);
    signIn.mutate(
      { phone, code: code.trim(), ...(step === "name" ? { name: name.trim() } : {}) },
      {
        onSuccess: ({ user, created }) => onSuccess(user, created),
        onError: (failure) => {
          if (isApiError(failure) && failure.status === 400 && failure.errors?.name) {
            setStep("name");
            return setError(null);
          }
          setError(codeErrorOf(failure));
        },
      },
    );
  }

  if (step === "number") {
    return (
      <form onSubmit={sendCode} noValidate className="space-y-5">
        <FormField
          id="phone-number"
          label={t`Mobile number`}
          error={error ?? undefined}
          hint={t`We will send a 6-digit code by SMS. Standard SMS rates may apply.`}
        >
          <Input
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            placeholder="98765 43210"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={sender.sending}>
          {sender.sending ? t`Sending code…` : t`Send code`}
        </Button>
      </form>
    );
  }

  const shownPhone = formatIndianMobile(phone);
  return (
    <form onSubmit={verify} noValidate className="space-y-5">
      <p className="text-sm text-slate-600">
        <Trans>
          We sent a code to <span className="font-semibold text-slate-900">{shownPhone}</span>.
        </Trans>{" "}
        <button
          type="button"
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
          onClick={() => {
            setStep("number");
            setCode("");
            setError(null);
          }}
        >
          <Trans>Change number</Trans>
        </button>
      </p>
      <FormField
        id="phone-code"
        label={t`Code from the SMS`}
        error={step === "code" ? (error ?? undefined) : undefined}
      >
        <CodeInput autoFocus value={code} onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))} />
      </FormField>
      {step === "name" ? (
        <FormField
          id="phone-name"
          label={t`Your name`}
          error={error ?? undefined}
          hint={t`This number is new to Crease: your name creates your player account.`}
        >
          <Input autoComplete="name" autoFocus value={name} onChange={(event) => setName(event.target.value)} />
        </FormField>
      ) : null}
      <Button type="submit" size="lg" className="w-full" loading={signIn.isPending}>
        {step === "name" ? t`Create account` : signIn.isPending ? t`Checking…` : t`Verify and continue`}
      </Button>
      <div className="text-center">
        <ResendButton left={sender.left} pending={sender.sending} onResend={() => void sendCode()} />
      </div>
    </form>
  );
}
