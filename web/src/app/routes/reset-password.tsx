import { useSearchParams } from "react-router";
import { ResetPasswordPanel } from "@/features/auth/components/reset-password-panel";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AuthShell } from "../layouts/auth-shell";

export function Component() {
  useDocumentTitle("Reset password");
  const [params] = useSearchParams();
  return (
    <AuthShell title="Reset your password">
      <ResetPasswordPanel token={params.get("token")} />
    </AuthShell>
  );
}
