import type { User } from "@crease/core/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { Smartphone } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { LinkPhoneForm } from "./link-phone-form";

/** Profile → "Link mobile number": verify a number by SMS so it can sign the account in. */
export function LinkPhoneDialog({ user, onLinked }: { user: User; onLinked: (user: User) => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Smartphone aria-hidden="true" />
          {user.verifiedPhone ? t`Change sign-in number` : t`Link mobile number`}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{user.verifiedPhone ? t`Change your sign-in number` : t`Link your mobile number`}</DialogTitle>
          <DialogDescription>
            <Trans>
              Once verified, you can sign in with this number and a code sent by SMS, as well as with your email.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {/* key: a reopened dialog starts again from the number. */}
        <LinkPhoneForm
          key={String(open)}
          defaultPhone={user.verifiedPhone ?? user.phone}
          // An account made by phone has no email and no password: a code to its number proves it.
          proof={!user.email && user.verifiedPhone ? { currentPhone: user.verifiedPhone } : "password"}
          onLinked={(linked) => {
            onLinked(linked);
            setOpen(false);
            toast({ title: t`Number verified`, description: t`You can now sign in with it.`, variant: "success" });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
