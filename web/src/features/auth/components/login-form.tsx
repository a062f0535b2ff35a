import type { User } from "@crease/core/users";
import { loginSchema } from "@crease/core/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { isApiError, messageOf } from "@/lib/api-client";
import { needsSecondFactor, useLogin } from "../api/login";
import { useCoreMessage } from "../lib/core-messages";
import { SecondFactorForm } from "./second-factor-form";

interface LoginFormProps {
  /** Pre-filled email (for example right after registering). */
  defaultEmail?: string;
  onSuccess: (user: User) => void;
}

/** Email and password (docs/product/venues.md: the email is checked, trimmed and lowercased on submit). */
export function LoginForm({ defaultEmail, onSuccess }: LoginFormProps) {
  const { t } = useLingui();
  const say = useCoreMessage();
  const loginMutation = useLogin();
  const [secondStep, setSecondStep] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail ?? "", password: "" },
  });

  const onSubmit = handleSubmit((values) => {
    loginMutation.mutate(values, {
      // A "link" answer needs nothing here: the auth status turns the page into the link step.
      onSuccess: (result) => {
        if (!needsSecondFactor(result)) onSuccess(result);
        else if (result.secondFactor === "sms") setSecondStep(true);
      },
      onError: (error) => {
        const description =
          isApiError(error) && error.status === 401
            ? t`Invalid email or password`
            : messageOf(error, t`Invalid email or password`);
        toast({ title: t`Login failed`, description, variant: "destructive" });
      },
    });
  });

  if (secondStep) {
    return (
      <SecondFactorForm
        onSuccess={onSuccess}
        onCancel={() => setSecondStep(false)}
        onResend={async () => {
          try {
            await loginMutation.mutateAsync(loginSchema.parse(getValues()));
            return null;
          } catch (error) {
            return messageOf(error, t`Could not send a new code. Please try again.`);
          }
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField id="login-email" label={t`Email address`} error={say(errors.email?.message)}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          autoFocus={!defaultEmail}
          {...register("email")}
        />
      </FormField>
      <FormField
        id="login-password"
        label={t`Password`}
        error={say(errors.password?.message)}
        aside={
          <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
            <Trans>Forgot password?</Trans>
          </Link>
        }
      >
        <PasswordInput
          autoComplete="current-password"
          placeholder={t`Your password`}
          autoFocus={Boolean(defaultEmail)}
          {...register("password")}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={loginMutation.isPending}>
        {loginMutation.isPending ? t`Logging in…` : t`Log in`}
      </Button>
    </form>
  );
}
