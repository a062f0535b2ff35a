import type { User } from "@crease/core/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useLogout } from "../api/logout";
import { useAuth } from "../hooks/use-auth";
import { LinkPhoneForm } from "./link-phone-form";

/**
 * What an admin without a verified number sees after the password (docs/product/roles.md): with
 * ADMIN_SECOND_FACTOR=required the session can do nothing else until a number is linked (the server
 * refuses every other call), so this is the whole page; signing out is the other way out.
 */
export function AdminPhoneStep({
  defaultPhone,
  onLinked,
}: {
  defaultPhone?: string | null;
  onLinked: (user: User) => void;
}) {
  const { t } = useLingui();
  const { clearSession } = useAuth();
  const logout = useLogout();
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
      <LinkPhoneForm defaultPhone={defaultPhone} proof="password" onLinked={onLinked} />
      <div className="text-center">
        <Button
          type="button"
          variant="link"
          loading={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSettled: clearSession })}
        >
          {t`Sign out instead`}
        </Button>
      </div>
    </div>
  );
}
