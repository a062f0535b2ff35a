import type { User } from "@crease/core/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, Navigate, useLocation, useSearchParams } from "react-router";
import { AdminPhoneStep } from "@/features/auth/components/admin-phone-step";
import { LoginForm } from "@/features/auth/components/login-form";
import { SignInMethod } from "@/features/auth/components/sign-in-method";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { welcomeSignedIn } from "@/features/auth/lib/welcome";
import { safeNextPath } from "@/lib/safe-redirect";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AuthShell } from "../layouts/auth-shell";

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Log in`);
  const { user, status, secondFactorPending, setUser, refresh } = useAuth();
  const [params] = useSearchParams();
  const location = useLocation();
  const next = safeNextPath(params.get("next"));
  const registeredEmail = (location.state as { email?: string } | null)?.email;

  // An admin signed in by password without a verified number links one before going on (decision 023).
  const [linkNumber, setLinkNumber] = useState(false);
  // A new number signing in by SMS gets an account made for it: greeted as new, not back (issue 46).
  const welcome = (signedIn: User, created = false) => {
    if (signedIn.role === "admin" && !signedIn.verifiedPhone) setLinkNumber(true);
    welcomeSignedIn(signedIn, created);
  };

  // ADMIN_SECOND_FACTOR=required: the session can do nothing else until the number is linked.
  if (secondFactorPending) {
    return (
      <AuthShell title={t`Link your mobile number`} subtitle={t`One more step for administrators.`}>
        <AdminPhoneStep onLinked={() => void refresh()} />
      </AuthShell>
    );
  }
  if (user && linkNumber && !user.verifiedPhone) {
    return (
      <AuthShell title={t`Link your mobile number`} subtitle={t`One more step for administrators.`}>
        <AdminPhoneStep defaultPhone={user.phone} onLinked={setUser} />
      </AuthShell>
    );
  }
  // Signed in (already, or just now): off to `next`, else home.
  if (user) return <Navigate to={next} replace />;
  if (status === "loading") return null;

  return (
    <AuthShell
      title={t`Welcome back`}
      subtitle={
        registeredEmail
          ? t`Your account is ready. Log in to start booking.`
          : t`Log in to book venues and manage your games.`
      }
      footer={
        <Trans>
          New to Crease?{" "}
          <Link
            // Where they were going comes along (a staff invitation's link, say).
            to={params.get("next") ? `/register?next=${encodeURIComponent(next)}` : "/register"}
            className="font-semibold text-brand-700 hover:underline"
          >
            Create an account
          </Link>
        </Trans>
      }
    >
      <SignInMethod phoneLabel={t`Sign in with mobile number`} onPhoneSignIn={welcome}>
        <LoginForm defaultEmail={registeredEmail} onSuccess={(signedIn) => welcome(signedIn)} />
      </SignInMethod>
    </AuthShell>
  );
}
