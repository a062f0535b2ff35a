import { useLingui } from "@lingui/react/macro";
import { cn } from "@/lib/cn";
import { CELL_KINDS } from "../lib/desk-cells";
import { CELL_STYLES, KindIcon, KindLabel } from "./desk-cell";

/** What each kind of cell looks like, in words beside the colour. */
export function DeskLegend({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Legend`} className={cn("flex flex-wrap gap-1.5 text-xs", className)}>
      {CELL_KINDS.map((kind) => (
        <li
          key={kind}
          className={cn(
            "pointer-events-none inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold",
            CELL_STYLES[kind],
          )}
        >
          <KindIcon kind={kind} />
          <KindLabel kind={kind} />
        </li>
      ))}
    </ul>
  );
}
