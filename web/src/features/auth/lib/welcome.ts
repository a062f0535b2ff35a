import type { User } from "@crease/core/users";
import { t } from "@lingui/core/macro";
import { toast } from "@/components/ui/use-toast";

/**
 * The greeting after a sign-in (issue 46): a number the server just made an account for is a new
 * player, welcomed to Crease; only an account that existed before is welcomed back.
 */
export function welcomeSignedIn(user: User, created: boolean): void {
  const firstName = user.fullName.split(" ")[0] ?? user.fullName;
  if (created) {
    toast({ title: t`Welcome to Crease, ${firstName}!`, description: t`Your player account is ready.` });
    return;
  }
  toast({ title: t`Welcome back, ${firstName}!`, description: t`You are now logged in.` });
}
