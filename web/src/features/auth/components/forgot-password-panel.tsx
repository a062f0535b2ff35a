import { forgotPasswordSchema } from "@crease/core/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { messageOf } from "@/lib/api-client";
import { useForgotPassword } from "../api/forgot-password";
import { useCoreMessage } from "../lib/core-messages";

/** Email form, then a success notice with Return to Login (docs/product/screens.md). */
export function ForgotPasswordPanel() {
  const { t } = useLingui();
  const say = useCoreMessage();
  const mutation = useForgotPassword();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });

  const onSubmit = handleSubmit((values) => mutation.mutate(values));

  if (mutation.isSuccess) {
    const sentTo = getValues("email").trim().toLowerCase();
    return (
      <div className="space-y-6 text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-pitch-50 text-pitch-700 ring-1 ring-pitch-200">
          <MailCheck className="size-7" aria-hidden="true" />
        </div>
        <div className="space-y-2">
          <h2 className="text-xl font-semibold text-slate-900">
            <Trans>Check your email</Trans>
          </h2>
          <p className="text-sm leading-relaxed text-slate-600">{mutation.data.message}</p>
          <p className="text-sm text-slate-500">
            <Trans>
              Sent to <span className="font-medium text-slate-700">{sentTo}</span>. The link works once and expires
              soon.
            </Trans>
          </p>
        </div>
        <Button asChild size="lg" className="w-full">
          <Link to="/login">
            <Trans>Return to Login</Trans>
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {mutation.isError ? (
        <Alert tone="error" title={t`We could not send the email`}>
          {messageOf(mutation.error, t`Failed to send password reset email. Please try again.`)}
        </Alert>
      ) : null}
      <FormField id="forgot-email" label={t`Email address`} error={say(errors.email?.message)}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          autoFocus
          {...register("email")}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
        {mutation.isPending ? t`Sending link…` : t`Send reset link`}
      </Button>
      <p className="text-center text-sm text-slate-600">
        <Trans>
          Remembered it?{" "}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Return to Login
          </Link>
        </Trans>
      </p>
    </form>
  );
}
