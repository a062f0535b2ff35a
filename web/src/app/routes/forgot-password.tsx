import { ForgotPasswordPanel } from "@/features/auth/components/forgot-password-panel";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AuthShell } from "../layouts/auth-shell";

export function Component() {
  useDocumentTitle("Forgot password");
  return (
    <AuthShell title="Forgot your password?" subtitle="Enter your email and we'll send you a link to reset it.">
      <ForgotPasswordPanel />
    </AuthShell>
  );
}
