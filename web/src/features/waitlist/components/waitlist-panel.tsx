import type { WaitlistEntry } from "@crease/core/contracts/waitlist";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { BellRing, Hourglass } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { messageOf } from "@/lib/api-client";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { useReleaseEntry, useWaitlist } from "../api/waitlist";

/** Whole seconds from now until `iso` (never below zero). */
function secondsUntil(iso: string | null): number {
  return iso ? Math.max(0, Math.floor((new Date(iso).getTime() - Date.now()) / 1000)) : 0;
}

/** Whole seconds until `iso`, ticking every second while there is a time to count down to. */
function useSecondsLeft(iso: string | null): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(iso));
  useEffect(() => {
    setSeconds(secondsUntil(iso));
    if (!iso) return;
    const timer = setInterval(() => setSeconds(secondsUntil(iso)), 1000);
    return () => clearInterval(timer);
  }, [iso]);
  return seconds;
}

/** The venue page with the offered slot chosen: its Book Now goes through the normal checkout. */
export function offerBookingPath(entry: Pick<WaitlistEntry, "venueId" | "date" | "slot" | "courtId">): string {
  const query = new URLSearchParams({ date: entry.date, slot: entry.slot, court: String(entry.courtId) });
  return `/venues/${entry.venueId}?${query.toString()}`;
}

function EntryRow({ entry }: { entry: WaitlistEntry }) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const release = useReleaseEntry();
  const secondsLeft = useSecondsLeft(entry.status === "offered" ? entry.offerExpiresAt : null);
  const offered = entry.status === "offered" && secondsLeft > 0;
  const when = `${format.date(entry.date, "weekday-day-month")} · ${words.slot(entry.slot)}`;
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = String(secondsLeft % 60).padStart(2, "0");
  const timeLeft = `${minutes}:${seconds}`;
  const ahead = entry.ahead;

  const act = (how: "leave" | "decline") =>
    release.mutate(
      { id: entry.id, how },
      {
        onError: (error) =>
          toast({
            title: t`Something went wrong`,
            description: messageOf(error, t`Please try again.`),
            variant: "destructive",
          }),
      },
    );

  return (
    <li
      className={
        offered
          ? "rounded-2xl border border-pitch-300 bg-pitch-50 p-4 shadow-card"
          : "rounded-2xl border border-slate-200/80 bg-white p-4 shadow-card"
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{entry.venueName}</p>
          <p className="text-sm text-slate-600">
            {when} · {entry.courtName}
          </p>
          {offered ? (
            <p className="mt-1 text-sm font-semibold text-pitch-800">
              <Trans>The slot is free and held for you: {timeLeft} left to book it.</Trans>
            </p>
          ) : (
            <p className="mt-1 text-sm text-slate-600">
              {ahead === 0
                ? t`You are next in line.`
                : plural(ahead, { one: "# player ahead of you", other: "# players ahead of you" })}
            </p>
          )}
        </div>
        <div className="flex gap-2">
          {offered ? (
            <>
              <Button asChild size="sm">
                <Link to={offerBookingPath(entry)}>
                  <Trans>Book now</Trans>
                </Link>
              </Button>
              <Button size="sm" variant="outline" disabled={release.isPending} onClick={() => act("decline")}>
                <Trans>Decline</Trans>
              </Button>
            </>
          ) : (
            <Button size="sm" variant="outline" disabled={release.isPending} onClick={() => act("leave")}>
              <Trans>Leave</Trans>
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

/** The entries themselves (the panel reads them; tests hand them in). */
export function WaitlistEntries({ entries }: { entries: readonly WaitlistEntry[] }) {
  const anyOffered = entries.some((e) => e.status === "offered");
  const Icon = anyOffered ? BellRing : Hourglass;
  return (
    <section aria-labelledby="waitlist-heading" className="mb-8">
      <h2 id="waitlist-heading" className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon className="size-5 text-pitch-700" aria-hidden="true" />
        <Trans>Your waitlists</Trans>
      </h2>
      <ul className="space-y-3">
        {entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The player's waitlists above their bookings (docs/product/waitlist.md): each slot they wait for
 * with its place in line and Leave; an offered one with the time left, Book now and Decline.
 * Nothing at all while they wait for nothing.
 */
export function WaitlistPanel() {
  const entries = useWaitlist().data ?? [];
  return entries.length === 0 ? null : <WaitlistEntries entries={entries} />;
}
