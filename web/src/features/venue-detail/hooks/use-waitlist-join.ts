import { useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { useJoinWaitlist, useWaitlistQuery } from "@/features/waitlist";
import { messageOf } from "@/lib/api-client";
import { loginPathFor } from "@/lib/safe-redirect";

/**
 * A booked or held slot's Join waitlist (docs/product/waitlist.md): players join and are told what
 * happens next; a visitor's tap only tells them the slot is taken and offers to sign in
 * (`visitorTapped`, the slot, for the page's notice; issue 46: it read as a waitlist request).
 * `waitlisted` are the chosen day's slots (of the chosen court) the player already waits for.
 */
export function useWaitlistJoin(input: {
  venueId: number;
  date: string | null;
  courtId: number | null;
  session: "loading" | "signed-in" | "signed-out";
  /** Where a visitor comes back to after logging in. */
  returnPath: string;
}) {
  const { t } = useLingui();
  const join = useJoinWaitlist(input.venueId);
  const entries = useWaitlistQuery(input.session === "signed-in").data;
  const waitlisted = useMemo(
    () =>
      (entries ?? [])
        .filter(
          (e) =>
            e.venueId === input.venueId &&
            e.date === input.date &&
            (input.courtId === null || e.courtId === input.courtId),
        )
        .map((e) => e.slot),
    [entries, input.venueId, input.date, input.courtId],
  );

  const [tapped, setTapped] = useState<{ slot: string; date: string; courtId: number | null } | null>(null);
  const visitorTapped =
    tapped && tapped.date === input.date && tapped.courtId === input.courtId && input.session === "signed-out"
      ? tapped.slot
      : null;

  const onJoinWaitlist = (slot: string) => {
    if (!input.date || input.session === "loading" || join.isPending) return;
    if (input.session === "signed-out") {
      setTapped({ slot, date: input.date, courtId: input.courtId });
      return;
    }
    join.mutate(
      { date: input.date, slot, ...(input.courtId === null ? {} : { courtId: input.courtId }) },
      {
        onSuccess: () =>
          toast({
            title: t`You're on the waitlist`,
            description: t`If this slot frees up, it is held for you for 10 minutes and we tell you at once.`,
          }),
        onError: (error) =>
          toast({
            title: t`Could not join the waitlist`,
            description: messageOf(error, t`Please try again.`),
            variant: "destructive",
          }),
      },
    );
  };

  return { onJoinWaitlist, waitlisted, visitorTapped, loginHref: loginPathFor(input.returnPath) };
}
