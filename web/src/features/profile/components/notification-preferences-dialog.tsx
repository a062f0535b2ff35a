import {
  NOTIFICATION_PREFERENCES,
  type NotificationPreferenceKey,
  type NotificationPreferences,
} from "@crease/core/users";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Bell, RefreshCw } from "lucide-react";
import { Switch as SwitchPrimitive } from "radix-ui";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
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
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { messageOf } from "@/lib/api-client";
import { useNotificationPreferences } from "../api/get-notification-preferences";
import { useUpdateNotificationPreferences } from "../api/update-notification-preferences";

const TITLES: Record<NotificationPreferenceKey, MessageDescriptor> = {
  bookingUpdates: msg`Booking updates`,
  reminders: msg`Slot reminders`,
  venueNews: msg`Venues and offers`,
  whatsappBookings: msg`Bookings on WhatsApp`,
};
/** core's NOTIFICATION_PREFERENCES, each in the language on screen. */
const HINTS: Record<NotificationPreferenceKey, MessageDescriptor> = {
  bookingUpdates: msg`Booking confirmations, cancellations and refunds`,
  reminders: msg`Reminders a day and 2 hours before my slot`,
  venueNews: msg`New venues and offers near me`,
  whatsappBookings: msg`Booking confirmations on WhatsApp too, to my phone number`,
};

const KEYS = Object.keys(NOTIFICATION_PREFERENCES) as NotificationPreferenceKey[];

function PreferenceSwitch({
  name,
  checked,
  onChange,
}: {
  name: NotificationPreferenceKey;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-4">
      <div>
        <label htmlFor={id} className="text-[15px] font-medium text-slate-900">
          {i18n._(TITLES[name])}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {i18n._(HINTS[name])}
        </p>
      </div>
      <SwitchPrimitive.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:bg-pitch-600"
      >
        <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </SwitchPrimitive.Root>
    </div>
  );
}

function PreferencesForm({ initial, onDone }: { initial: NotificationPreferences; onDone: () => void }) {
  const { t } = useLingui();
  const [values, setValues] = useState(initial);
  const mutation = useUpdateNotificationPreferences();
  const dirty = KEYS.some((key) => values[key] !== initial[key]);

  const save = () =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast({
          title: t`Notification preferences saved`,
          description: t`We'll only tell you about what you chose.`,
          variant: "success",
        });
        onDone();
      },
      onError: (error) =>
        toast({
          title: t`Could not save preferences`,
          description: messageOf(error, t`Please try again.`),
          variant: "destructive",
        }),
    });

  return (
    <>
      <div className="divide-y divide-slate-100 border-y border-slate-100">
        {KEYS.map((key) => (
          <PreferenceSwitch
            key={key}
            name={key}
            checked={values[key]}
            onChange={(checked) => setValues((current) => ({ ...current, [key]: checked }))}
          />
        ))}
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={save} loading={mutation.isPending} disabled={!dirty}>
          <Trans>Save preferences</Trans>
        </Button>
      </DialogFooter>
    </>
  );
}

function PreferencesBody({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const preferences = useNotificationPreferences();
  if (preferences.isPending) {
    return (
      <div role="status" aria-label={t`Loading your preferences`} className="space-y-5 py-2">
        {KEYS.map((key) => (
          <div key={key} className="flex items-center justify-between gap-4">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-2/3" />
            </div>
            <Skeleton className="h-6 w-11 rounded-full" />
          </div>
        ))}
      </div>
    );
  }
  if (preferences.isError) {
    return (
      <div className="space-y-3">
        <Alert tone="error" title={t`Couldn't load your preferences`}>
          <Trans>Please check your connection and try again.</Trans>
        </Alert>
        <Button variant="secondary" onClick={() => void preferences.refetch()}>
          <RefreshCw aria-hidden="true" />
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return <PreferencesForm initial={preferences.data} onDone={onDone} />;
}

/** "Manage notifications": a switch each (core NOTIFICATION_PREFERENCES), saved to the server. */
export function NotificationPreferencesDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Bell aria-hidden="true" />
          <Trans>Manage notifications</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Notifications</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Choose what Crease tells you about, in the app, by email and on WhatsApp.</Trans>
          </DialogDescription>
        </DialogHeader>
        {open ? <PreferencesBody onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
