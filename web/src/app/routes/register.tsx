import { can } from "@crease/core/permissions";
import { dashboardPathFor } from "@crease/core/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { RegisterForm } from "@/features/auth/components/register-form";
import { SignInMethod } from "@/features/auth/components/sign-in-method";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { welcomeSignedIn } from "@/features/auth/lib/welcome";
import { BECOME_HOST_PATH } from "@/features/profile/lib/paths";
import { safeNextPath } from "@/lib/safe-redirect";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AuthShell } from "../layouts/auth-shell";

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Create your account`);
  const { user, status } = useAuth();
  const [params] = useSearchParams();
  // ?role=owner preselects an owner account; anything else means player (docs/product/screens.md).
  const role = params.get("role") === "owner" ? "owner" : "player";
  /** Signed up just now (and so signed in): on to where they were going. */
  const [signedUp, setSignedUp] = useState(false);

  // Someone already signed in: a player who came to host (a "Become a Host" link followed before
  // the page knew who they were) gets the upgrade to an owner account, anyone else the home page.
  if (user && signedUp) {
    const fallback = user.role === "owner" ? dashboardPathFor("owner") : "/";
    return <Navigate to={safeNextPath(params.get("next"), fallback)} replace />;
  }
  if (user) {
    const upgrade = role === "owner" && can(user, "account.become-owner");
    return <Navigate to={upgrade ? BECOME_HOST_PATH : "/"} replace />;
  }
  if (status === "loading") return null;

  return (
    <AuthShell
      title={role === "owner" ? t`List your venue on Crease` : t`Create your account`}
      subtitle={
        role === "owner"
          ? t`Create an owner account, then add your ground, nets or box arena.`
          : t`Join Crease to book grounds, nets and box cricket near you.`
      }
      footer={
        <Trans>
          Already have an account?{" "}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Log in
          </Link>
        </Trans>
      }
    >
      {/* key: following a "Become a Host" link while here switches the preselected role. */}
      <SignInMethod
        phoneLabel={t`Sign up with mobile number`}
        onPhoneSignIn={(signedIn, created) => {
          // A number that already had an account is signed in to it: welcomed back, not as new.
          welcomeSignedIn(signedIn, created);
          setSignedUp(true);
        }}
      >
        <RegisterForm key={role} defaultRole={role} onSuccess={() => setSignedUp(true)} />
      </SignInMethod>
    </AuthShell>
  );
}
