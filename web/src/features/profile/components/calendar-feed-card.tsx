import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarSync, Check, Copy, Link2Off } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useCopyToClipboard } from "@/features/bookings";
import { messageOf } from "@/lib/api-client";
import { useCreateCalendarFeed, useRevokeCalendarFeed } from "../api/calendar-feed";

/**
 * Profile → Calendar feed (docs/product/calendars.md): a private address calendar apps subscribe
 * to. The server keeps only its hash, so the address is shown once, right after it is made; a new
 * one replaces it, and revoking stops it working.
 */
export function CalendarFeedCard() {
  const { t } = useLingui();
  const fieldId = useId();
  const [url, setUrl] = useState<string | null>(null);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const { copied, copy } = useCopyToClipboard();

  const getLink = () =>
    create.mutate(undefined, {
      onSuccess: (feed) => setUrl(feed.url),
      onError: (error) =>
        toast({
          title: t`Could not make a calendar link`,
          description: messageOf(error, t`Please try again.`),
          variant: "destructive",
        }),
    });

  const stop = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        toast({
          title: t`Calendar link turned off`,
          description: t`Calendars subscribed to it no longer get your bookings.`,
          variant: "success",
        });
      },
      onError: (error) =>
        toast({
          title: t`Could not turn the link off`,
          description: messageOf(error, t`Please try again.`),
          variant: "destructive",
        }),
    });

  return (
    <Card className="mt-6 p-6 sm:p-8" aria-labelledby={`${fieldId}-title`} role="region">
      <div className="flex items-start gap-3.5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <CalendarSync className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id={`${fieldId}-title`} className="text-lg font-semibold tracking-tight text-slate-900">
            <Trans>Calendar feed</Trans>
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">
            <Trans>
              Add your bookings to Google Calendar, Apple Calendar or Outlook: subscribe to your private link and new
              bookings appear on their own, cancelled ones are marked cancelled.
            </Trans>
          </p>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">
            <Trans>Anyone with the link can see your bookings, so keep it to yourself.</Trans>
          </p>
        </div>
      </div>

      {url ? (
        <div className="mt-5 space-y-2">
          <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
            <Trans>Your private calendar link</Trans>
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={fieldId}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-xs sm:text-sm"
            />
            <Button variant="secondary" onClick={() => void copy(url)} className="sm:min-w-32">
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? <Trans>Copied</Trans> : <Trans>Copy link</Trans>}
            </Button>
          </div>
          <p className="text-xs text-slate-500">
            <Trans>
              We show this link only now. In your calendar app, choose "Subscribe" or "From URL" and paste it.
            </Trans>
          </p>
        </div>
      ) : null}

      <div className="mt-5 flex flex-col gap-2.5 min-[480px]:flex-row min-[480px]:flex-wrap">
        <Button onClick={getLink} loading={create.isPending}>
          <CalendarSync aria-hidden="true" />
          {url ? <Trans>Make a new link</Trans> : <Trans>Get calendar link</Trans>}
        </Button>
        <Button variant="secondary" onClick={stop} loading={revoke.isPending}>
          <Link2Off aria-hidden="true" />
          <Trans>Turn off the link</Trans>
        </Button>
      </div>
      <p className="mt-3 text-xs text-slate-500">
        <Trans>A new link, or turning it off, stops the old link working at once.</Trans>
      </p>
    </Card>
  );
}
