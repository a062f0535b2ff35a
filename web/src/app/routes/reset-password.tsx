import { useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import { ResetPasswordPanel } from "@/features/auth/components/reset-password-panel";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AuthShell } from "../layouts/auth-shell";

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Reset password`);
  const [params] = useSearchParams();
  return (
    <AuthShell title={t`Reset your password`}>
      <ResetPasswordPanel token={params.get("token")} />
    </AuthShell>
  );
}
