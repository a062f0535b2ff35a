import { changePasswordSchema } from "@crease/core/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { messageOf } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useChangePassword } from "../api/change-password";
import { useAuth } from "../hooks/use-auth";
import { useCoreMessage } from "../lib/core-messages";
import { LinkedPhonesChoice } from "./linked-phones-choice";

/** The shared rule plus a confirmation box, which only the form needs. */
const formSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const say = useCoreMessage();
  const mutation = useChangePassword();
  const { user, setUser } = useAuth();
  const [removeLinkedPhones, setRemoveLinkedPhones] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    mutation.mutate(
      { currentPassword, newPassword, removeLinkedPhones },
      {
        onSuccess: (answer) => {
          if (removeLinkedPhones && user) setUser({ ...user, verifiedPhone: null });
          toast({ title: t`Password changed`, description: answer.message, variant: "success" });
          onDone();
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, setError, ["currentPassword", "newPassword"])) return;
          toast({
            title: t`Could not change password`,
            description: messageOf(error, t`Please try again.`),
            variant: "destructive",
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="current-password" label={t`Current password`} error={say(errors.currentPassword?.message)}>
        <PasswordInput autoComplete="current-password" {...register("currentPassword")} />
      </FormField>
      <FormField
        id="new-password"
        label={t`New password`}
        error={say(errors.newPassword?.message)}
        hint={t`At least 6 characters. Other devices will be signed out.`}
      >
        <PasswordInput autoComplete="new-password" {...register("newPassword")} />
      </FormField>
      <FormField id="confirm-new-password" label={t`Confirm new password`} error={say(errors.confirmPassword?.message)}>
        <PasswordInput autoComplete="new-password" {...register("confirmPassword")} />
      </FormField>
      <LinkedPhonesChoice
        phones={user?.verifiedPhone ? [user.verifiedPhone] : []}
        remove={removeLinkedPhones}
        onRemoveChange={setRemoveLinkedPhones}
      />
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          <Trans>Change password</Trans>
        </Button>
      </DialogFooter>
    </form>
  );
}

/** "Change password" button and its dialog (POST /api/auth/change-password). */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <KeyRound aria-hidden="true" />
          <Trans>Change password</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Change password</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Enter your current password, then the new one twice.</Trans>
          </DialogDescription>
        </DialogHeader>
        {/* Radix unmounts the content when closed, so the fields start empty every time. */}
        <ChangePasswordForm onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
