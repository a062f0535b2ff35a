import type { User } from "@crease/core/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { useFinishSecondFactor } from "../api/phone";
import { CodeInput, codeErrorOf, RESEND_SECONDS, ResendButton, useCountdown } from "./phone-code-parts";

/**
 * An admin's second step (docs/product/roles.md): the code sent to their verified number.
 * `onResend` signs in with the password again, which sends a new code.
 */
export function SecondFactorForm({
  onSuccess,
  onResend,
  onCancel,
}: {
  onSuccess: (user: User) => void;
  onResend: () => Promise<string | null>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown();
  const finish = useFinishSecondFactor();
  const { start } = countdown;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the countdown starts once, when the code was sent.
  useEffect(() => start(RESEND_SECONDS), []);

  function verify(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError(t`Enter the 6-digit code from the SMS`);
    setError(null);
    finish.mutate(code, { onSuccess, onError: (failure) => setError(codeErrorOf(failure)) });
  }

  return (
    <form onSubmit={verify} noValidate className="space-y-5">
      <p className="text-sm text-slate-600" role="status">
        <Trans>
          Administrators confirm each sign-in with a code. We sent one by SMS to your verified mobile number.
        </Trans>
      </p>
      <FormField id="second-factor-code" label={t`Code from the SMS`} error={error ?? undefined}>
        <CodeInput autoFocus value={code} onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={finish.isPending}>
        {finish.isPending ? t`Checking…` : t`Verify and sign in`}
      </Button>
      <div className="flex items-center justify-between gap-3">
        <Button type="button" variant="link" onClick={onCancel}>
          <Trans>Use another account</Trans>
        </Button>
        <ResendButton
          left={countdown.left}
          pending={resending}
          onResend={async () => {
            setResending(true);
            const refused = await onResend();
            setResending(false);
            setError(refused);
            if (!refused) countdown.start(RESEND_SECONDS);
          }}
        />
      </div>
    </form>
  );
}
