import type { User } from "@crease/core/users";
import { registerSchema } from "@crease/core/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Building2, Check, Trophy } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { isApiError, messageOf } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useRegister } from "../api/register";
import { useCoreMessage } from "../lib/core-messages";

const ROLE_CHOICES = [
  {
    value: "player",
    title: msg`I want to play`,
    text: msg`Find and book grounds, nets and box cricket.`,
    icon: Trophy,
  },
  {
    value: "owner",
    title: msg`I own a venue`,
    text: msg`List your facility and take bookings online.`,
    icon: Building2,
  },
] as const;

interface RegisterFormProps {
  defaultRole: "player" | "owner";
  onSuccess: (user: User) => void;
}

/** Account form: full name, email, phone, password and the player/owner choice (docs/product/roles.md). */
export function RegisterForm({ defaultRole, onSuccess }: RegisterFormProps) {
  const { t, i18n } = useLingui();
  const say = useCoreMessage();
  const registerMutation = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { fullName: "", email: "", phone: "", password: "", role: defaultRole },
  });
  const role = watch("role");

  const onSubmit = handleSubmit((values) => {
    registerMutation.mutate(values, {
      onSuccess: (user) => {
        toast({
          title: t`Account created`,
          description: t`Welcome to Crease! You're signed in.`,
          variant: "success",
        });
        onSuccess(user);
      },
      onError: (error) => {
        const failed = t`We couldn't create your account. Please try again.`;
        if (applyServerFieldErrors(error, setError, ["fullName", "email", "phone", "password", "role"])) return;
        // A taken email belongs beside the email field, in the server's words (sign in or reset instead).
        if (isApiError(error) && error.status === 409) {
          setError("email", { message: messageOf(error, failed) }, { shouldFocus: true });
          return;
        }
        toast({ title: t`Registration failed`, description: messageOf(error, failed), variant: "destructive" });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">
          <Trans>How will you use Crease?</Trans>
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {ROLE_CHOICES.map((choice) => {
            const selected = role === choice.value;
            const Icon = choice.icon;
            return (
              <label
                key={choice.value}
                className={cn(
                  "relative flex cursor-pointer gap-3 rounded-xl border-2 p-3.5 transition-all has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                  selected
                    ? "border-brand-500 bg-brand-50/70 shadow-sm"
                    : "border-slate-200 bg-white hover:border-slate-300",
                )}
              >
                <input type="radio" value={choice.value} className="sr-only" {...register("role")} />
                <span
                  className={cn(
                    "flex size-9 shrink-0 items-center justify-center rounded-lg",
                    selected ? "bg-brand-gradient text-white" : "bg-slate-100 text-slate-600",
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-slate-900">{i18n._(choice.title)}</span>
                  <span className="block text-xs leading-snug text-slate-600">{i18n._(choice.text)}</span>
                </span>
                {selected ? (
                  <Check className="absolute top-2.5 right-2.5 size-4 text-brand-600" aria-hidden="true" />
                ) : null}
              </label>
            );
          })}
        </div>
        {errors.role?.message ? (
          <p className="mt-1.5 text-sm font-medium text-red-600">{say(errors.role.message)}</p>
        ) : null}
      </fieldset>

      <FormField id="register-full-name" label={t`Full name`} error={say(errors.fullName?.message)}>
        <Input autoComplete="name" placeholder={t`Rahul Sharma`} {...register("fullName")} />
      </FormField>
      <FormField id="register-email" label={t`Email address`} error={say(errors.email?.message)}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...register("email")}
        />
      </FormField>
      <FormField
        id="register-phone"
        label={t`Mobile number`}
        error={say(errors.phone?.message)}
        hint={t`We share it with the venue only for your bookings.`}
      >
        <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="98765 43210" {...register("phone")} />
      </FormField>
      <FormField
        id="register-password"
        label={t`Password`}
        error={say(errors.password?.message)}
        hint={t`At least 6 characters.`}
      >
        <PasswordInput autoComplete="new-password" placeholder={t`Create a password`} {...register("password")} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={registerMutation.isPending}>
        {registerMutation.isPending
          ? t`Creating your account…`
          : role === "owner"
            ? t`Create owner account`
            : t`Create account`}
      </Button>
    </form>
  );
}
