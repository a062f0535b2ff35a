import type { User } from "@crease/core/users";
import { formatIndianMobile, INDIAN_MOBILE_MESSAGE, normaliseIndianMobile } from "@crease/core/whatsapp";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { isApiError } from "@/lib/api-client";
import { useLinkPhone } from "../api/phone";
import { useCoreMessage } from "../lib/core-messages";
import { CodeInput, codeErrorOf, ResendButton } from "./phone-code-parts";
import { usePhoneCodeSender } from "./phone-sign-in-form";

/**
 * How the person proves the account is theirs before a number signs in to it (issue 44): the
 * account's password, or, for an account made by phone (no password), a code sent to the number
 * that signs in now (`currentPhone`).
 */
export type LinkProof = "password" | { currentPhone: string };

/** Link a mobile number to the signed-in account: the number, then the code sent to it and the proof. */
export function LinkPhoneForm({
  defaultPhone,
  proof,
  onLinked,
}: {
  defaultPhone?: string | null;
  proof: LinkProof;
  onLinked: (user: User) => void;
}) {
  const { t } = useLingui();
  const say = useCoreMessage();
  const [typed, setTyped] = useState(defaultPhone ?? "");
  const [phone, setPhone] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [currentCode, setCurrentCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const sender = usePhoneCodeSender();
  const currentSender = usePhoneCodeSender();
  const link = useLinkPhone();
  const currentPhone = proof === "password" ? null : proof.currentPhone;
  // Linking the number that signs in now again: the code to it is the proof.
  const needsProof = phone !== currentPhone;

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    const normal = normaliseIndianMobile(typed);
    if (!normal) return setError(say(INDIAN_MOBILE_MESSAGE) ?? null);
    const refused = await sender.send(normal);
    setError(refused?.message ?? null);
    if (!refused || refused.wait || phone) setPhone(normal);
  }

  async function sendCurrentCode() {
    if (!currentPhone) return;
    const refused = await currentSender.send(currentPhone);
    setProofError(refused?.message ?? null);
  }

  function verify(event: FormEvent) {
    event.preventDefault();
    if (!phone) return;
    if (!/^\d{6}$/.test(code)) return setError(t`Enter the 6-digit code from the SMS`);
    setError(null);
    setProofError(null);
    const proven = !needsProof ? {} : currentPhone ? { currentPhoneCode: currentCode.trim() } : { password };
    link.mutate(
      { phone, code, ...proven },
      {
        onSuccess: onLinked,
        onError: (failure) => {
          const fields = isApiError(failure) ? failure.errors : undefined;
          const aboutProof = fields?.password ?? fields?.currentPhoneCode;
          if (aboutProof) setProofError(aboutProof);
          else setError(codeErrorOf(failure));
        },
      },
    );
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
  const shownCurrent = currentPhone ? formatIndianMobile(currentPhone) : "";
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
      {!needsProof ? null : currentPhone ? (
        <FormField
          id="link-phone-current-code"
          label={t`Code sent to ${shownCurrent}, the number that signs in now`}
          error={proofError ?? undefined}
        >
          <div className="flex gap-2">
            <CodeInput
              value={currentCode}
              onChange={(event) => setCurrentCode(event.target.value.replace(/\D/g, ""))}
            />
            <Button
              type="button"
              variant="secondary"
              disabled={currentSender.left > 0}
              loading={currentSender.sending}
              onClick={() => void sendCurrentCode()}
            >
              {currentSender.left > 0 ? t`Again in ${currentSender.left} s` : t`Send code`}
            </Button>
          </div>
        </FormField>
      ) : (
        <FormField
          id="link-phone-password"
          label={t`Your Crease password`}
          hint={t`A number that signs in is a way into your account: we ask for the password first.`}
          error={proofError ?? undefined}
        >
          <PasswordInput
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
      )}
      <Button type="submit" className="w-full" loading={link.isPending}>
        <Trans>Verify number</Trans>
      </Button>
      <div className="text-center">
        <ResendButton left={sender.left} pending={sender.sending} onResend={() => void sendCode()} />
      </div>
    </form>
  );
}
