import { useLingui } from "@lingui/react/macro";
import { ForgotPasswordPanel } from "@/features/auth/components/forgot-password-panel";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AuthShell } from "../layouts/auth-shell";

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Forgot password`);
  return (
    <AuthShell title={t`Forgot your password?`} subtitle={t`Enter your email and we'll send you a link to reset it.`}>
      <ForgotPasswordPanel />
    </AuthShell>
  );
}
