import type { User } from "@crease/core/users";
import { Trans } from "@lingui/react/macro";
import { ShieldCheck } from "lucide-react";
import { LinkPhoneForm } from "./link-phone-form";

/**
 * What an admin without a verified number sees right after each password sign-in
 * (docs/product/roles.md): admins confirm sign-ins with a code by SMS, so their number comes first.
 */
export function AdminPhoneStep({ user, onLinked }: { user: User; onLinked: (user: User) => void }) {
  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3 rounded-xl bg-brand-50 p-4">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <p className="text-sm text-slate-700">
          <Trans>
            Administrators confirm every sign-in with a code sent by SMS. Verify your mobile number to continue.
          </Trans>
        </p>
      </div>
      <LinkPhoneForm defaultPhone={user.phone} onLinked={onLinked} />
    </div>
  );
}
