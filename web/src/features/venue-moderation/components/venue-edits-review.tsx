import { EDIT_NOTE_MAX, editRejectNoteError, type VenueEdit } from "@crease/core/venue-edits";
import { Trans, useLingui } from "@lingui/react/macro";
import { FilePenLine } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { isApiError } from "@/lib/api-client";
import { useFormat } from "@/lib/format";
import { useReviewVenueEdit, useVenueEditsToReview } from "../api/venue-edits";
import { VenueEditChanges } from "./venue-edit-changes";

/** One owner's change: each field now and as proposed, then approve, or reject with a note. */
function EditCard({ edit }: { edit: VenueEdit }) {
  const { t } = useLingui();
  const format = useFormat();
  const review = useReviewVenueEdit();
  const { venueName, ownerName } = edit;
  const submitted = format.timeAndDate(edit.submittedAt);
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState("");
  const noteId = useId();

  const decide = (decision: "approve" | "reject") =>
    review.mutate(
      { edit, decision, note },
      {
        onSuccess: () =>
          toast({
            title: decision === "approve" ? t`Changes approved` : t`Changes rejected`,
            description:
              decision === "approve" ? t`${venueName} now shows them to players.` : t`${ownerName} has been told why.`,
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: t`Could not save the review`,
            // A 409 says the venue changed since it was shown; the list reloads with the change.
            description: isApiError(error) ? (error.serverMessage ?? error.message) : t`Please try again.`,
            variant: "destructive",
          }),
      },
    );

  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-semibold text-slate-900">
          <Link to={`/venues/${edit.venueId}`} className="hover:text-brand-700 hover:underline">
            {edit.venueName}
          </Link>
        </h3>
        <p className="text-xs text-slate-500">
          <Trans>
            by {ownerName} · {submitted}
          </Trans>
        </p>
      </div>
      <div className="mt-3 overflow-x-auto">
        <VenueEditChanges edit={edit} />
      </div>
      {rejecting ? (
        <div className="mt-3 space-y-2">
          <label htmlFor={noteId} className="text-sm font-medium text-slate-700">
            <Trans>Why are these changes rejected? The owner reads this.</Trans>
          </label>
          <Textarea
            id={noteId}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={EDIT_NOTE_MAX}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="destructive"
              disabled={editRejectNoteError(note) !== null || review.isPending}
              onClick={() => decide("reject")}
            >
              <Trans>Reject changes</Trans>
            </Button>
            <Button variant="outline" onClick={() => setRejecting(false)}>
              <Trans>Back</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button disabled={review.isPending} onClick={() => decide("approve")}>
            <Trans>Approve and publish</Trans>
          </Button>
          <Button variant="outline" onClick={() => setRejecting(true)}>
            <Trans>Reject…</Trans>
          </Button>
        </div>
      )}
    </Card>
  );
}

/** Owners' changes of approved venues waiting for review, above the venue list; nothing when none wait. */
export function VenueEditsReview() {
  const edits = useVenueEditsToReview();
  if (!edits.data || edits.data.length === 0) return null;
  const waiting = edits.data.length;
  return (
    <section aria-labelledby="venue-edits-heading" className="mb-6">
      <h2 id="venue-edits-heading" className="mb-1 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <FilePenLine className="size-5 text-amber-600" aria-hidden="true" />
        <Trans>Changes to review ({waiting})</Trans>
      </h2>
      <p className="mb-3 text-sm text-slate-500">
        <Trans>Owners changed these approved venues. Players see the current version until you approve.</Trans>
      </p>
      <div className="grid gap-3 lg:grid-cols-2">
        {edits.data.map((edit) => (
          <EditCard key={edit.id} edit={edit} />
        ))}
      </div>
    </section>
  );
}
