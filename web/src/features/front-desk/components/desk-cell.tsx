import { Trans, useLingui } from "@lingui/react/macro";
import { Ban, Check, Clock, Monitor, Plus, Store } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { type DeskCell, type DeskCellKind, dueOf } from "../lib/desk-cells";

/**
 * Each kind's look. Colour helps, but never alone: every cell also says what it is in words
 * ("Free", "Online", "Desk", "On hold", "Blocked"), as the legend does.
 */
export const CELL_STYLES: Record<DeskCellKind, string> = {
  free: "border border-dashed border-pitch-400 bg-white text-pitch-800 hover:bg-pitch-50",
  online: "border border-brand-200 border-l-4 border-l-brand-600 bg-brand-50 text-brand-900 hover:bg-brand-100",
  desk: "border border-sky-200 border-l-4 border-l-sky-600 bg-sky-50 text-sky-950 hover:bg-sky-100",
  hold: "border border-amber-300 border-l-4 border-l-amber-500 bg-amber-50 text-amber-950 hover:bg-amber-100",
  blocked:
    "border border-slate-300 bg-slate-100 bg-[repeating-linear-gradient(135deg,transparent_0_8px,rgb(226_232_240)_8px_12px)] text-slate-800 hover:bg-slate-200",
};

/** The word of each kind, for cells and the legend. */
export function KindLabel({ kind }: { kind: DeskCellKind }) {
  switch (kind) {
    case "free":
      return <Trans>Free</Trans>;
    case "online":
      return <Trans>Online</Trans>;
    case "desk":
      return <Trans>Desk</Trans>;
    case "hold":
      return <Trans>On hold</Trans>;
    case "blocked":
      return <Trans>Blocked</Trans>;
  }
}

export function KindIcon({ kind, className }: { kind: DeskCellKind; className?: string }) {
  const props = { className: cn("size-3.5 shrink-0", className), "aria-hidden": true } as const;
  switch (kind) {
    case "free":
      return <Plus {...props} />;
    case "online":
      return <Monitor {...props} />;
    case "desk":
      return <Store {...props} />;
    case "hold":
      return <Clock {...props} />;
    case "blocked":
      return <Ban {...props} />;
  }
}

/** "₹1,180 due" in red, or "Paid" with a tick. */
function Money({ due }: { due: number }) {
  const format = useFormat();
  const amount = format.rupees(due);
  return due > 0 ? (
    <span className="font-semibold text-red-700">
      <Trans>{amount} due</Trans>
    </span>
  ) : (
    <span className="inline-flex items-center gap-0.5 font-medium text-pitch-800">
      <Check className="size-3.5" aria-hidden="true" />
      <Trans>Paid</Trans>
    </span>
  );
}

function Body({ cell }: { cell: DeskCell }) {
  const format = useFormat();
  const head = (
    <span className="flex items-center gap-1 text-[11px] font-semibold tracking-wide uppercase">
      <KindIcon kind={cell.kind} />
      <KindLabel kind={cell.kind} />
    </span>
  );
  if (cell.kind === "free") {
    return (
      <>
        {head}
        <span className="text-sm font-semibold tabular-nums">{format.rupees(cell.price)}</span>
      </>
    );
  }
  if (cell.kind === "blocked") {
    return (
      <>
        {head}
        <span className="line-clamp-2 text-xs">{cell.block.reason}</span>
      </>
    );
  }
  const { booking } = cell;
  return (
    <>
      {head}
      <span className="truncate text-sm font-semibold">{booking.playerName}</span>
      <span className="text-xs">
        {cell.kind === "hold" ? <Trans>Paying online now</Trans> : <Money due={dueOf(booking)} />}
      </span>
    </>
  );
}

/**
 * One court's slot on one day, as a button that opens it: a free slot opens the walk-in, a
 * booking its details, a block its reason. A free slot that has ended is plain text. `context`
 * (court and time, or the day) is read to screen readers before what the cell shows.
 */
export function DeskCellButton({
  cell,
  context,
  onOpen,
  className,
}: {
  cell: DeskCell;
  context: string;
  onOpen: () => void;
  className?: string;
}): ReactNode {
  const { t } = useLingui();
  const base =
    "flex min-h-14 w-full min-w-0 flex-col items-start justify-center gap-0.5 rounded-lg px-2.5 py-1.5 text-left";
  if (cell.kind === "free" && cell.ended) {
    return (
      <div className={cn(base, "border border-slate-100 bg-slate-50 text-xs text-slate-600", className)}>
        <span className="sr-only">{context}: </span>
        {t`Ended`}
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={onOpen}
      data-kind={cell.kind}
      className={cn(
        base,
        "transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600",
        CELL_STYLES[cell.kind],
        className,
      )}
    >
      <span className="sr-only">{context}: </span>
      <Body cell={cell} />
    </button>
  );
}
