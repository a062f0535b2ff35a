import { useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import { AcceptInvitation } from "@/features/staff";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AuthShell } from "../layouts/auth-shell";

/** /staff-invitation?token=: the link of a staff invitation mail (docs/product/roles.md "Venue staff"). */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Join a venue's staff`);
  const [params] = useSearchParams();
  return (
    <AuthShell title={t`Join a venue's staff`}>
      <AcceptInvitation token={params.get("token")} />
    </AuthShell>
  );
}
