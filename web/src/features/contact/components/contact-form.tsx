import { type ContactInput, contactSchema } from "@crease/core/contact";
import { zodResolver } from "@hookform/resolvers/zod";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { fieldControlClasses, Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { isApiError, messageOf } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useFormat } from "@/lib/format";
import { useSendContactMessage } from "../api/send-contact-message";

const FIELDS = ["name", "email", "subject", "message"] as const;
const MESSAGE_MAX = 5000;

/**
 * The shared contactSchema's messages (core/src/contact.ts, English for the server) in the
 * language on screen; a message not listed here (the server's own) shows as it came.
 */
const CHECK_MESSAGES: Record<string, MessageDescriptor> = {
  "Name is required": msg`Name is required`,
  "Name must be at least 2 characters": msg`Name must be at least 2 characters`,
  "Name must be at most 100 characters": msg`Name must be at most 100 characters`,
  "Please enter a valid email address": msg`Please enter a valid email address`,
  "Subject is required": msg`Subject is required`,
  "Subject must be at least 5 characters": msg`Subject must be at least 5 characters`,
  "Subject must be at most 200 characters": msg`Subject must be at most 200 characters`,
  "Message is required": msg`Message is required`,
  "Message must be at least 10 characters": msg`Message must be at least 10 characters`,
  "Message must be at most 5000 characters": msg`Message must be at most 5000 characters`,
};

interface ContactFormProps {
  /** The signed-in person's name and email, filled in for them (they can still change them). */
  defaults?: { name?: string; email?: string };
}

/** A thank-you in place of the form once the message is stored. */
function SentPanel({ name, email, onAnother }: { name: string; email: string; onAnother: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen readers and keyboards land on the confirmation, and it is in view below the sticky top bar.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView({ block: "nearest" });
  }, []);
  const firstName = name.trim().split(/\s+/)[0];
  const address = <span className="font-semibold text-slate-900">{email}</span>;
  return (
    <div ref={panel} className="flex scroll-mt-24 flex-col items-center py-8 text-center sm:py-12">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-pitch-50 text-pitch-700 ring-1 ring-pitch-100">
        <CheckCircle2 className="size-8" aria-hidden="true" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="mt-5 text-2xl font-bold tracking-tight text-slate-900 outline-none">
        {firstName ? <Trans>Thank you, {firstName}!</Trans> : <Trans>Thank you!</Trans>}
      </h2>
      <p className="mt-2 max-w-sm text-[15px] leading-relaxed text-slate-600">
        <Trans>Your message has been sent. We'll reply to {address} within 24 hours.</Trans>
      </p>
      <Button variant="outline" className="mt-7" onClick={onAnother}>
        <Trans>Send another message</Trans>
      </Button>
    </div>
  );
}

/**
 * The contact form (docs/product/screens.md): checked with the shared `contactSchema` before sending, then
 * POST /api/contact; the server's field errors land on their fields, anything else is a toast.
 */
export function ContactForm({ defaults }: ContactFormProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const checked = (message: string | undefined) =>
    message && CHECK_MESSAGES[message] ? i18n._(CHECK_MESSAGES[message]) : message;
  const mutation = useSendContactMessage();
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    getValues,
    setValue,
    watch,
    formState: { errors, dirtyFields },
  } = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: defaults?.name ?? "", email: defaults?.email ?? "", subject: "", message: "" },
  });

  // The session may arrive after the first render: fill in what the person has not typed yet.
  useEffect(() => {
    if (defaults?.name && !dirtyFields.name && !getValues("name")) setValue("name", defaults.name);
    if (defaults?.email && !dirtyFields.email && !getValues("email")) setValue("email", defaults.email);
  }, [defaults?.name, defaults?.email, dirtyFields.name, dirtyFields.email, getValues, setValue]);

  const messageLength = watch("message")?.length ?? 0;

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: () => setSent({ name: values.name, email: values.email }),
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, FIELDS)) return;
        const fallback = t`Failed to send message. Please try again.`;
        // Too many messages: the server says how long to wait; anything else gets docs/product/screens.md's text.
        const description = isApiError(error) && error.status === 429 ? messageOf(error, fallback) : fallback;
        toast({ title: t`Message not sent`, description, variant: "destructive" });
      },
    });
  });

  if (sent) {
    return (
      <SentPanel
        name={sent.name}
        email={sent.email}
        onAnother={() => {
          setSent(null);
          mutation.reset();
          reset({ name: sent.name, email: sent.email, subject: "", message: "" });
          // The form is back on the next render; then the cursor goes to the subject.
          setTimeout(() => setFocus("subject"), 0);
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="contact-form-heading">
      <div>
        <h2 id="contact-form-heading" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          <Trans>Send us a message</Trans>
        </h2>
        <p className="mt-1.5 text-[15px] text-slate-600">
          <Trans>All fields are required.</Trans>
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={t`Your name`} error={checked(errors.name?.message)}>
          <Input autoComplete="name" placeholder={t`Asha Patel`} {...register("name")} />
        </FormField>
        <FormField id="contact-email" label={t`Email address`} error={checked(errors.email?.message)}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t`you@example.com`}
            {...register("email")}
          />
        </FormField>
      </div>
      <FormField id="contact-subject" label={t`Subject`} error={checked(errors.subject?.message)}>
        <Input placeholder={t`e.g. Refund for my booking`} maxLength={200} {...register("subject")} />
      </FormField>
      <FormField
        id="contact-message"
        label={t`Message`}
        error={checked(errors.message?.message)}
        hint={t`Include your booking details (venue, date and slot) if your message is about a booking.`}
        aside={
          <span className="text-xs text-slate-500 tabular-nums">
            {format.count(messageLength)}/{format.count(MESSAGE_MAX)}
          </span>
        }
      >
        <textarea
          rows={6}
          maxLength={MESSAGE_MAX}
          placeholder={t`How can we help?`}
          className={cn(fieldControlClasses, "min-h-36 resize-y py-3 leading-relaxed")}
          {...register("message")}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-4 pt-1 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-relaxed text-slate-500">
          <Trans>
            We use your details only to answer you. See our{" "}
            <Link to="/privacy-policy" className="font-medium text-brand-700 underline underline-offset-2">
              Privacy Policy
            </Link>
            .
          </Trans>
        </p>
        <Button type="submit" size="lg" loading={mutation.isPending} className="sm:min-w-44">
          {mutation.isPending ? null : <Send aria-hidden="true" />}
          {mutation.isPending ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
        </Button>
      </div>
    </form>
  );
}
