import type { User } from "@crease/core/users";
import { ShieldCheck } from "lucide-react";
import { Card } from "@/components/ui/card";
import { LinkPhoneForm } from "./link-phone-form";

/**
 * What an admin without a verified number sees on every signed-in screen (docs/product/roles.md):
 * admins sign in with a password and a code by SMS, so their number comes first.
 */
export function LinkPhoneGate({ user, onLinked }: { user: User; onLinked: (user: User) => void }) {
  return (
    <main className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card className="space-y-5 p-6 sm:p-8">
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
            <ShieldCheck className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h1 className="text-lg font-bold text-slate-900">Link your mobile number</h1>
            <p className="mt-1 text-sm text-slate-600">
              Administrators confirm every sign-in with a code sent by SMS. Verify your mobile number to continue to the
              dashboard.
            </p>
          </div>
        </div>
        <LinkPhoneForm defaultPhone={user.phone} onLinked={onLinked} />
      </Card>
    </main>
  );
}
