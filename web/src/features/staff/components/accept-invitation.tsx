import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { messageOf } from "@/lib/api-client";
import { useAcceptInvitation } from "../api/staff";
import { useRoleLabel } from "./role-label";

/**
 * Opens a staff invitation's link (signed in: the route guard saw to that): joins the venue once,
 * then leads to the venue dashboard. A link for another email or one used or expired says so.
 */
export function AcceptInvitation({ token }: { token: string | null }) {
  const { t } = useLingui();
  const roleLabel = useRoleLabel();
  const accept = useAcceptInvitation();
  const sent = useRef(false);
  useEffect(() => {
    // Once per page: a second call would find the invitation already used.
    if (!token || sent.current) return;
    sent.current = true;
    accept.mutate(token);
  }, [token, accept]);

  if (!token) {
    return (
      <p className="flex items-start gap-2 text-sm text-red-700" role="alert">
        <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <Trans>This invitation link is not complete: open the link from the email or SMS again</Trans>
      </p>
    );
  }
  if (accept.isError) {
    return (
      <p className="flex items-start gap-2 text-sm text-red-700" role="alert">
        <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {messageOf(accept.error, t`This invitation could not be accepted. Ask the venue's owner to invite you again.`)}
      </p>
    );
  }
  if (!accept.data) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        <Trans>Joining the venue…</Trans>
      </p>
    );
  }
  const venue = accept.data.venueName;
  const role = roleLabel(accept.data.role);
  return (
    <div className="space-y-4" role="status">
      <p className="flex items-start gap-2 text-sm text-pitch-800">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <Trans>
          You are now on the staff of {venue}, as {role}.
        </Trans>
      </p>
      <Link to="/owner/dashboard?tab=bookings" className={buttonClasses("primary", "md", "w-full")}>
        <Trans>Open the venue dashboard</Trans>
      </Link>
    </div>
  );
}
