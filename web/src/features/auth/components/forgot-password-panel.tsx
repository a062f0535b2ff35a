import { forgotPasswordSchema } from "@crease/core/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { messageOf } from "@/lib/api-client";
import { useForgotPassword } from "../api/forgot-password";

const FAILED = "Failed to send password reset email. Please try again.";

/** Email form, then a success notice with Return to Login (docs/product/screens.md). */
export function ForgotPasswordPanel() {
  const mutation = useForgotPassword();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });

  const onSubmit = handleSubmit((values) => mutation.mutate(values));

  if (mutation.isSuccess) {
    return (
      <div className="space-y-6 text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-pitch-50 text-pitch-700 ring-1 ring-pitch-200">
          <MailCheck className="size-7" aria-hidden="true" />
        </div>
        <div className="space-y-2">
          <h2 className="text-xl font-semibold text-slate-900">Check your email</h2>
          <p className="text-sm leading-relaxed text-slate-600">{mutation.data.message}</p>
          <p className="text-sm text-slate-500">
            Sent to <span className="font-medium text-slate-700">{getValues("email").trim().toLowerCase()}</span>. The
            link works once and expires soon.
          </p>
        </div>
        <Button asChild size="lg" className="w-full">
          <Link to="/login">Return to Login</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {mutation.isError ? (
        <Alert tone="error" title="We could not send the email">
          {messageOf(mutation.error, FAILED)}
        </Alert>
      ) : null}
      <FormField id="forgot-email" label="Email address" error={errors.email?.message}>
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
        {mutation.isPending ? "Sending link…" : "Send reset link"}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Remembered it?{" "}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Return to Login
        </Link>
      </p>
    </form>
  );
}
