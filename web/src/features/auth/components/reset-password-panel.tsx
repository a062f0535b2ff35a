import { resetPasswordFormSchema } from "@crease/core/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, Link2Off, Loader2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { messageOf } from "@/lib/api-client";
import { useResetPassword } from "../api/reset-password";
import { useVerifyResetToken } from "../api/verify-reset-token";
import { useCoreMessage } from "../lib/core-messages";
import { LinkedPhonesChoice } from "./linked-phones-choice";

function Notice({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode;
  tone: "ok" | "bad";
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6 text-center">
      <div
        className={
          tone === "ok"
            ? "mx-auto flex size-14 items-center justify-center rounded-2xl bg-pitch-50 text-pitch-700 ring-1 ring-pitch-200"
            : "mx-auto flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-600 ring-1 ring-red-200"
        }
      >
        {icon}
      </div>
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </div>
  );
}

function InvalidLink({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <Notice
      tone="bad"
      icon={<Link2Off className="size-7" aria-hidden="true" />}
      title={t`This reset link can't be used`}
    >
      <p className="text-sm leading-relaxed text-slate-600">{message}</p>
      <div className="grid gap-3">
        <Button asChild size="lg">
          <Link to="/forgot-password">
            <Trans>Request New Reset Link</Trans>
          </Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to="/login">
            <Trans>Return to Login</Trans>
          </Link>
        </Button>
      </div>
    </Notice>
  );
}

/**
 * docs/product/bookings.md: verifying, then invalid, form, or success. The token comes from the address
 * (?token=); without one the page says so straight away.
 */
export function ResetPasswordPanel({ token }: { token: string | null }) {
  const { t } = useLingui();
  const say = useCoreMessage();
  const check = useVerifyResetToken(token);
  const reset = useResetPassword();
  const [removeLinkedPhones, setRemoveLinkedPhones] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  if (!token) return <InvalidLink message={t`No reset token found in URL`} />;

  if (check.isPending) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-slate-600" role="status">
        <Loader2 className="size-7 animate-spin text-brand-600" aria-hidden="true" />
        <p className="text-sm font-medium">
          <Trans>Verifying your reset link…</Trans>
        </p>
      </div>
    );
  }

  if (check.isError) {
    return (
      <InvalidLink
        message={messageOf(check.error, t`Invalid or expired token. Please request a new password reset link.`)}
      />
    );
  }

  if (reset.isSuccess) {
    return (
      <Notice tone="ok" icon={<CheckCircle2 className="size-7" aria-hidden="true" />} title={t`Password updated`}>
        <p className="text-sm leading-relaxed text-slate-600">{reset.data.message}</p>
        <Button asChild size="lg" className="w-full">
          <Link to="/login">
            <Trans>Go to Login</Trans>
          </Link>
        </Button>
      </Notice>
    );
  }

  const email = check.data.email;
  const onSubmit = handleSubmit((values) => reset.mutate({ token, password: values.password, removeLinkedPhones }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-slate-600">
        <Trans>
          Choose a new password for <span className="font-semibold text-slate-800">{email}</span>.
        </Trans>
      </p>
      {reset.isError ? (
        <Alert tone="error" title={messageOf(reset.error, t`Something went wrong`)}>
          <Trans>Failed to reset password. Please try again or request a new reset link.</Trans>
        </Alert>
      ) : null}
      <FormField
        id="reset-password"
        label={t`New password`}
        error={say(errors.password?.message)}
        hint={t`At least 6 characters.`}
      >
        <PasswordInput autoComplete="new-password" autoFocus {...register("password")} />
      </FormField>
      <FormField id="reset-confirm" label={t`Confirm new password`} error={say(errors.confirmPassword?.message)}>
        <PasswordInput autoComplete="new-password" {...register("confirmPassword")} />
      </FormField>
      <LinkedPhonesChoice
        phones={check.data.linkedPhones}
        remove={removeLinkedPhones}
        onRemoveChange={setRemoveLinkedPhones}
      />
      <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
        {reset.isPending ? t`Saving…` : t`Reset password`}
      </Button>
    </form>
  );
}
