import type { User } from "@crease/core/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { Mail, Smartphone } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { PhoneSignInForm } from "./phone-sign-in-form";

/**
 * The email form (`children`) or the mobile number path, with the switch between them under an
 * "or" rule. /login and /register both offer it.
 */
export function SignInMethod({
  phoneLabel,
  onPhoneSignIn,
  children,
}: {
  phoneLabel: string;
  /** `created`: the server made the account for this number just now (a new player). */
  onPhoneSignIn: (user: User, created: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const [byPhone, setByPhone] = useState(false);
  return (
    <div className="space-y-5">
      {byPhone ? <PhoneSignInForm onSuccess={onPhoneSignIn} /> : children}
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
        <Trans>or</Trans>
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
      </div>
      <Button type="button" variant="secondary" size="lg" className="w-full" onClick={() => setByPhone(!byPhone)}>
        {byPhone ? <Mail aria-hidden="true" /> : <Smartphone aria-hidden="true" />}
        {byPhone ? t`Use email and password` : phoneLabel}
      </Button>
    </div>
  );
}
