import { Trans, useLingui } from "@lingui/react/macro";
import { Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { messageOf } from "@/lib/api-client";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { useLastValue } from "@/lib/use-last-value";
import { useUnblock } from "../api/desk-moves";
import type { DeskBlockCell } from "../lib/desk-cells";
import { SHEET_CLASSES } from "./sheet-classes";

/** Tap a blocked slot: why it is off sale, and Unblock to put it back. */
export function BlockDialog({
  venueId,
  block: open,
  courtName,
  onOpenChange,
}: {
  venueId: number;
  block: DeskBlockCell | null;
  /** The court's name, or null for a block of every court. */
  courtName: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const unblock = useUnblock(venueId);
  const block = useLastValue(open);
  const when = block ? `${format.date(block.date, "weekday-day-month")} · ${words.slot(block.slot)}` : "";
  const court = courtName ?? t`All courts`;
  return (
    <Dialog open={open !== null} onOpenChange={onOpenChange}>
      <DialogContent className={SHEET_CLASSES}>
        <DialogHeader className="mb-4">
          <DialogTitle>
            <Trans>Blocked slot</Trans>
          </DialogTitle>
          <DialogDescription>
            {court} · {when}
          </DialogDescription>
        </DialogHeader>
        <p className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800">
          <span className="block text-xs font-medium text-slate-600">
            <Trans>Reason</Trans>
          </span>
          {block?.reason}
        </p>
        <div className="mt-5 flex justify-end">
          <Button
            variant="secondary"
            className="w-full sm:w-auto"
            loading={unblock.isPending}
            onClick={() =>
              block &&
              unblock.mutate(block.id, {
                onSuccess: () => {
                  toast({ title: t`Slot back on sale` });
                  onOpenChange(false);
                },
                onError: (error) =>
                  toast({
                    title: t`Not removed`,
                    description: messageOf(error, t`Please try again.`),
                    variant: "destructive",
                  }),
              })
            }
          >
            <Undo2 aria-hidden="true" />
            <Trans>Unblock</Trans>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
