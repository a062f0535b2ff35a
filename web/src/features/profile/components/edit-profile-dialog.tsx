import type { User } from "@crease/core/users";
import { updateProfileSchema } from "@crease/core/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { PencilLine } from "lucide-react";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
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
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useCoreMessage } from "@/features/auth";
import { messageOf } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useUpdateProfile } from "../api/update-profile";

interface FormValues {
  fullName: string;
  phone: string;
}

const schemaResolver = zodResolver(updateProfileSchema);

/** An empty phone box means "leave it as it is", not "an invalid number". */
const resolver: Resolver<FormValues> = async (values, context, options) => {
  const phone = values.phone.trim();
  const result = await schemaResolver(
    { fullName: values.fullName, phone: phone ? phone : undefined },
    context,
    options as never,
  );
  return result as unknown as Awaited<ReturnType<Resolver<FormValues>>>;
};

function EditProfileForm({
  user,
  onUpdated,
  onDone,
}: {
  user: User;
  onUpdated: (user: User) => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const say = useCoreMessage();
  const mutation = useUpdateProfile({ onUpdated });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<FormValues>({ resolver, defaultValues: { fullName: user.fullName, phone: user.phone ?? "" } });

  const onSubmit = handleSubmit((values) => {
    const phone = values.phone.trim();
    mutation.mutate(
      { fullName: values.fullName.trim(), ...(phone ? { phone } : {}) },
      {
        onSuccess: () => {
          toast({ title: t`Profile updated`, description: t`Your details have been saved.`, variant: "success" });
          onDone();
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, setError, ["fullName", "phone"])) return;
          toast({
            title: t`Update failed`,
            description: messageOf(error, t`We could not save your profile. Please try again.`),
            variant: "destructive",
          });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="profile-full-name" label={t`Full name`} error={say(errors.fullName?.message)}>
        <Input autoComplete="name" {...register("fullName")} />
      </FormField>
      <FormField id="profile-phone" label={t`Mobile number`} error={say(errors.phone?.message)}>
        <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="98765 43210" {...register("phone")} />
      </FormField>
      <FormField
        id="profile-email"
        label={t`Email address`}
        hint={t`Your email is your login and can't be changed here.`}
      >
        <Input value={user.email ?? ""} readOnly disabled />
      </FormField>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={mutation.isPending} disabled={!isDirty}>
          <Trans>Save changes</Trans>
        </Button>
      </DialogFooter>
    </form>
  );
}

/** "Edit Profile" button and its dialog; the saved user replaces the cached one. */
export function EditProfileDialog({ user, onUpdated }: { user: User; onUpdated: (user: User) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <PencilLine aria-hidden="true" />
          <Trans>Edit Profile</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Edit profile</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Venues see your name and number on your bookings.</Trans>
          </DialogDescription>
        </DialogHeader>
        <EditProfileForm user={user} onUpdated={onUpdated} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
