import { Trans, useLingui } from "@lingui/react/macro";
import { AlertCircle, RotateCcw, Trash2 } from "lucide-react";
import { cn } from "@/lib/cn";
import type { ImageRef } from "../lib/image-list";

export interface PendingUpload {
  key: string;
  file: File;
  preview: string;
  progress: number;
  /** "done": stored, waiting for files picked earlier to finish so the order stays as picked. */
  status: "uploading" | "done" | "failed";
  result?: ImageRef;
  /** Failed on the way (network, server trouble): Retry may work. Refused files get no tile. */
  retryable: boolean;
}

export const iconButton =
  "inline-flex size-8 items-center justify-center rounded-lg bg-white/95 text-slate-700 shadow-sm ring-1 ring-slate-900/10 transition-colors hover:bg-white hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:opacity-40 [&_svg]:size-4";

/** An image on its way: its preview and progress, or why it failed with Retry and Remove. */
export function PendingTile({
  item,
  single,
  onRetry,
  onRemove,
}: {
  item: PendingUpload;
  single: boolean;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const fileName = item.file.name;
  return (
    <li
      className={cn(
        "relative overflow-hidden rounded-xl bg-slate-100 ring-1",
        single ? "aspect-square" : "aspect-[3/2]",
        item.status === "failed" ? "ring-red-300" : "ring-slate-200",
      )}
    >
      {item.status !== "failed" ? (
        <img src={item.preview} alt="" className="size-full object-cover opacity-60" />
      ) : null}
      {item.status !== "failed" ? (
        <div className="absolute inset-x-2 bottom-2 rounded-lg bg-white/95 px-2.5 py-2 shadow-sm">
          <div className="flex items-center justify-between gap-2 text-[11px] font-semibold text-slate-700">
            <span className="truncate">{item.status === "done" ? t`Uploaded` : t`Uploading…`}</span>
            <span className="tabular-nums">{Math.round(item.progress * 100)}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={t`Uploading ${fileName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(item.progress * 100)}
            className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand-gradient transition-[width] duration-200"
              style={{ width: `${Math.max(4, Math.round(item.progress * 100))}%` }}
            />
          </div>
        </div>
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-2 text-center">
          <AlertCircle className="size-5 text-red-600" aria-hidden="true" />
          <p className="truncate text-xs leading-snug font-semibold text-red-700">
            <Trans>Not uploaded · {fileName}</Trans>
          </p>
          <div className="flex gap-1.5">
            {item.retryable ? (
              <button
                type="button"
                className={cn(iconButton, "w-auto gap-1 px-2 text-xs font-semibold")}
                onClick={onRetry}
                aria-label={t`Retry uploading ${fileName}`}
              >
                <RotateCcw aria-hidden="true" />
                <Trans>Retry</Trans>
              </button>
            ) : null}
            <button
              type="button"
              className={cn(iconButton, "hover:text-red-600")}
              onClick={onRemove}
              aria-label={t`Remove ${fileName}`}
            >
              <Trash2 aria-hidden="true" />
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
