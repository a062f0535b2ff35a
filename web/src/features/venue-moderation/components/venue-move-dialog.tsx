import type { Venue } from "@crease/core/contracts/venues";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { StatusBadge } from "@/components/ui/status-badge";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { messageOf } from "@/lib/api-client";
import { useUpdateVenueStatus } from "../api/update-venue-status";
import { moveWords, VENUE_STATUS_WORDS } from "../lib/move-words";
import { NOTE_MAX, noteError, type VenueMove } from "../lib/venue-moves";

export interface PendingMove {
  venue: Pick<Venue, "id" | "name" | "status" | "version">;
  move: VenueMove;
}

/**
 * Confirms one status move with an optional note (required for reject and suspend: why), then
 * PATCH /api/venues/{id} {status, note}. Failure: 'Update failed' with the server's message.
 */
export function VenueMoveDialog({
  pending,
  onOpenChange,
  onDone,
}: {
  pending: PendingMove | null;
  onOpenChange: (open: boolean) => void;
  onDone?: () => void;
}) {
  const { t, i18n } = useLingui();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const mutation = useUpdateVenueStatus();
  const noteId = useId();
  const { reset } = mutation;

  // A fresh form for every move.
  useEffect(() => {
    if (pending) {
      setNote("");
      setError(null);
      reset();
    }
  }, [pending, reset]);

  if (!pending) return <Dialog open={false} onOpenChange={onOpenChange} />;
  const { venue, move } = pending;
  const words = moveWords(move);
  const button = i18n._(words.button);
  const max = NOTE_MAX;
  /** The note check (core's venueMoveNoteError, which the server applies too), said in the language on screen. */
  const checkNote = (text: string): string | null => {
    if (noteError(move, text) === null) return null;
    if (text.trim().length > 0) return t`The note must be at most ${max} characters`;
    return move.to === "suspended"
      ? t`A note is required: tell the owner why the venue is suspended`
      : t`A note is required: tell the owner why the venue is rejected`;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkNote(note);
    setError(problem);
    if (problem) {
      document.getElementById(noteId)?.focus();
      return;
    }
    mutation.mutate(
      { id: venue.id, status: move.to, note, version: venue.version },
      {
        onSuccess: (updated) => {
          const name = updated.name;
          const status = VENUE_STATUS_WORDS[updated.status];
          const now = status ? i18n._(status) : updated.status;
          toast({ title: i18n._(words.done), description: t`${name} is now: ${now}.`, variant: "success" });
          onOpenChange(false);
          onDone?.();
        },
        onError: (failure) =>
          toast({
            title: t`Update failed`,
            description: messageOf(failure, t`There was an error updating the venue`),
            variant: "destructive",
          }),
      },
    );
  };

  const confirmVariant = move.tone === "approve" ? "pitch" : move.tone === "danger" ? "destructive" : "primary";

  return (
    <Dialog open onOpenChange={(open) => !mutation.isPending && onOpenChange(open)}>
      <DialogContent>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{words.question(venue.name)}</DialogTitle>
            <DialogDescription>{i18n._(words.explain)}</DialogDescription>
          </DialogHeader>
          <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <StatusBadge status={move.from} />
            <span aria-hidden="true">→</span>
            <span className="sr-only">
              <Trans>to</Trans>
            </span>
            <StatusBadge status={move.to} />
          </p>
          <FormField
            id={noteId}
            label={move.noteRequired ? t`Reason (the owner will see it)` : t`Note for the owner (optional)`}
            error={error ?? undefined}
            hint={move.noteRequired ? t`Say what needs fixing so the owner can act on it.` : undefined}
          >
            <Textarea
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
                if (error) setError(checkNote(event.target.value));
              }}
              maxLength={NOTE_MAX + 50}
              rows={4}
              required={move.noteRequired}
              placeholder={
                move.noteRequired ? t`e.g. The photos show a different ground` : t`Anything the owner should know`
              }
            />
          </FormField>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant={confirmVariant} loading={mutation.isPending}>
              {button}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
