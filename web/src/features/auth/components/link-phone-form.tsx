import type { User } from "@crease/core/users";
import { formatIndianMobile, INDIAN_MOBILE_MESSAGE, normaliseIndianMobile } from "@crease/core/whatsapp";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useLinkPhone } from "../api/phone";
import { useCoreMessage } from "../lib/core-messages";
import { CodeInput, codeErrorOf, ResendButton } from "./phone-code-parts";
import { usePhoneCodeSender } from "./phone-sign-in-form";

/** Link a mobile number to the signed-in account: the number, then the code sent to it. */
export function LinkPhoneForm({
  defaultPhone,
  onLinked,
}: {
  defaultPhone?: string | null;
  onLinked: (user: User) => void;
}) {
  const { t } = useLingui();
  const say = useCoreMessage();
  const [typed, setTyped] = useState(defaultPhone ?? "");
  const [phone, setPhone] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const sender = usePhoneCodeSender();
  const link = useLinkPhone();

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    const normal = normaliseIndianMobile(typed);
    if (!normal) return setError(say(INDIAN_MOBILE_MESSAGE) ?? null);
    const refused = await sender.send(normal);
    setError(refused?.message ?? null);
    if (!refused || refused.wait || phone) setPhone(normal);
  }

  function verify(event: FormEvent) {
    event.preventDefault();
    if (!phone) return;
    if (!/^\d{6}$/.test(code)) return setError(t`Enter the 6-digit code from the SMS`);
    setError(null);
    link.mutate({ phone, code }, { onSuccess: onLinked, onError: (failure) => setError(codeErrorOf(failure)) });
  }

  if (!phone) {
    return (
      <form onSubmit={sendCode} noValidate className="space-y-4">
        <FormField id="link-phone-number" label={t`Mobile number`} error={error ?? undefined}>
          <Input
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            placeholder="98765 43210"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </FormField>
        <Button type="submit" className="w-full" loading={sender.sending}>
          {sender.sending ? t`Sending code…` : t`Send code`}
        </Button>
      </form>
    );
  }
  const shownPhone = formatIndianMobile(phone);
  return (
    <form onSubmit={verify} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        <Trans>
          We sent a code to <span className="font-semibold text-slate-900">{shownPhone}</span>.
        </Trans>
      </p>
      <FormField id="link-phone-code" label={t`Code from the SMS`} error={error ?? undefined}>
        <CodeInput autoFocus value={code} onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))} />
      </FormField>
      <Button type="submit" className="w-full" loading={link.isPending}>
        <Trans>Verify number</Trans>
      </Button>
      <div className="text-center">
        <ResendButton left={sender.left} pending={sender.sending} onResend={() => void sendCode()} />
      </div>
    </form>
  );
}
