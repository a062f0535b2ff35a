import type { Venue } from "@crease/core/contracts/venues";
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
import { NOTE_MAX, noteError, type VenueMove } from "../lib/venue-moves";

const EXPLAIN: Record<string, string> = {
  Approve: "The venue goes live in search, on the map and for booking. The owner is notified.",
  Reject: "The venue stays hidden from players. The owner is notified with your note and can fix the listing.",
  Suspend:
    "The venue disappears from search, the map and booking at once. Existing bookings stay. The owner is notified with your note.",
  Reactivate: "The venue is visible and bookable again. The owner is notified.",
  "Move to pending": "The venue goes back into the review queue. The owner is notified.",
};

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = noteError(move, note);
    setError(problem);
    if (problem) {
      document.getElementById(noteId)?.focus();
      return;
    }
    mutation.mutate(
      { id: venue.id, status: move.to, note, version: venue.version },
      {
        onSuccess: (updated) => {
          toast({ title: move.done, description: `${updated.name} is now ${updated.status}.`, variant: "success" });
          onOpenChange(false);
          onDone?.();
        },
        onError: (failure) =>
          toast({
            title: "Update failed",
            description: messageOf(failure, "There was an error updating the venue"),
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
            <DialogTitle>
              {move.label} {venue.name}?
            </DialogTitle>
            <DialogDescription>{EXPLAIN[move.label] ?? "The owner is notified of the change."}</DialogDescription>
          </DialogHeader>
          <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <StatusBadge status={move.from} />
            <span aria-hidden="true">→</span>
            <span className="sr-only">to</span>
            <StatusBadge status={move.to} />
          </p>
          <FormField
            id={noteId}
            label={move.noteRequired ? "Reason (the owner will see it)" : "Note for the owner (optional)"}
            error={error ?? undefined}
            hint={move.noteRequired ? "Say what needs fixing so the owner can act on it." : undefined}
          >
            <Textarea
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
                if (error) setError(noteError(move, event.target.value));
              }}
              maxLength={NOTE_MAX + 50}
              rows={4}
              required={move.noteRequired}
              placeholder={
                move.noteRequired ? "e.g. The photos show a different ground" : "Anything the owner should know"
              }
            />
          </FormField>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant={confirmVariant} loading={mutation.isPending}>
              {move.label}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
