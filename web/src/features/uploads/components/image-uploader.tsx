import { MAX_VENUE_IMAGES } from "@crease/core/venue-form";
import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { AlertCircle, ArrowLeft, ArrowRight, ImagePlus, Star, Trash2, UploadCloud } from "lucide-react";
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { UPLOAD_FAILED_MESSAGE, uploadImages } from "../api/upload-images";
import {
  ACCEPT_ATTRIBUTE,
  appendImages,
  fileProblem,
  type ImageRef,
  makeCover,
  moveImage,
  removeImage,
  roomLeft,
} from "../lib/image-list";
import { iconButton, PendingTile, type PendingUpload } from "./upload-tiles";

export type { ImageRef } from "../lib/image-list";

export interface ImageUploaderProps {
  /** Goes on the file input, so a FormField label names it. */
  id?: string;
  value: ImageRef[];
  onChange: (next: ImageRef[]) => void;
  /** True while any file is still on its way (forms wait for it before moving on). */
  onBusyChange?: (busy: boolean) => void;
  /** "gallery": several photos, the first is the cover; "single": one image (a UPI QR code). */
  variant?: "gallery" | "single";
  /** Most images kept (gallery: 20). */
  max?: number;
  /** What the add button says ("Add photos", "Upload QR code"). */
  addLabel?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-describedby"?: string;
}

let sequence = 0;
const nextKey = () => `upload-${++sequence}`;

/** The server refused the file itself (not an image, too large): trying again cannot help. */
function refusalOf(error: unknown): string | undefined {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429 && error.serverMessage) {
    return error.serverMessage;
  }
  return undefined;
}

/**
 * Picks, previews and uploads images (POST /api/uploads), one request per file so each shows
 * its own progress. Uploaded images can be made the cover, moved and removed; a failed one
 * says 'Failed to upload image. Please try again.' and can be retried. The value holds only
 * images the server has stored.
 */
export function ImageUploader({
  id,
  value,
  onChange,
  onBusyChange,
  variant = "gallery",
  max = variant === "single" ? 1 : MAX_VENUE_IMAGES,
  addLabel,
  "aria-invalid": ariaInvalid,
  "aria-describedby": ariaDescribedBy,
}: ImageUploaderProps) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  /**
   * Files that will never upload (not an image, too large), said once under the uploader. They get
   * no tile: a tile for them showed a broken preview and the same error three times.
   */
  const [refused, setRefused] = useState<string | null>(null);

  // Uploads finish in any order: work on the latest lists, not those of the render that started them.
  const pendingRef = useRef<PendingUpload[]>([]);
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());

  const uploading = pending.filter((p) => p.status !== "failed").length;
  const busy = uploading > 0;
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  useEffect(() => {
    const open = controllers.current;
    const urls = previews.current;
    return () => {
      for (const controller of open.values()) controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const updatePending = (change: (list: PendingUpload[]) => PendingUpload[]) => {
    pendingRef.current = change(pendingRef.current);
    setPending(pendingRef.current);
  };

  const forget = (item: PendingUpload) => {
    URL.revokeObjectURL(item.preview);
    previews.current.delete(item.preview);
  };

  const dropPending = (key: string) => {
    const item = pendingRef.current.find((p) => p.key === key);
    if (item) forget(item);
    updatePending((list) => list.filter((p) => p.key !== key));
  };

  /**
   * Adds finished uploads to the value in the order the files were picked: a finished file waits
   * for those picked before it that are still uploading (failed ones do not hold it up).
   */
  const flush = () => {
    const ready: ImageRef[] = [];
    const keep: PendingUpload[] = [];
    let waiting = false;
    for (const item of pendingRef.current) {
      if (!waiting && item.status === "done" && item.result) {
        ready.push(item.result);
        forget(item);
        continue;
      }
      if (item.status === "uploading" || item.status === "done") waiting = true;
      keep.push(item);
    }
    if (ready.length === 0) return;
    updatePending(() => keep);
    const next = appendImages(valueRef.current, ready, max);
    valueRef.current = next;
    onChangeRef.current(next);
    const count = ready.length;
    setAnnouncement(t`${plural(count, { one: "# image uploaded", other: "# images uploaded" })}`);
  };

  const send = (item: PendingUpload) => {
    const controller = new AbortController();
    controllers.current.set(item.key, controller);
    uploadImages([item.file], {
      signal: controller.signal,
      onProgress: (progress) =>
        updatePending((list) =>
          list.map((p) => (p.key === item.key && p.status === "uploading" ? { ...p, progress } : p)),
        ),
    })
      .then(([uploaded]) => {
        controllers.current.delete(item.key);
        // Not shown: a file the server did not store is a failed upload, said as every failure is.
        if (!uploaded) throw new Error("The server stored nothing");
        const result = { url: uploaded.url, thumbnailUrl: uploaded.thumbnailUrl };
        updatePending((list) =>
          list.map((p) => (p.key === item.key ? { ...p, status: "done", progress: 1, result } : p)),
        );
        flush();
      })
      .catch((error: unknown) => {
        controllers.current.delete(item.key);
        if (error instanceof DOMException && error.name === "AbortError") return;
        const refusal = refusalOf(error);
        if (refusal) {
          dropPending(item.key);
          const fileName = item.file.name;
          setRefused(t`${fileName}: ${refusal}`);
          flush();
          return;
        }
        setAnnouncement(i18n._(UPLOAD_FAILED_MESSAGE));
        updatePending((list) =>
          list.map((p) => (p.key === item.key ? { ...p, status: "failed", progress: 0, retryable: true } : p)),
        );
        flush();
      });
  };

  const addFiles = (files: readonly File[]) => {
    if (files.length === 0) return;
    const single = variant === "single";
    const inFlight = pendingRef.current.filter((p) => p.status !== "failed").length;
    const room = single ? 1 : roomLeft(max, valueRef.current.length, inFlight);
    const problems = files.flatMap((file) => {
      const problem = fileProblem(file);
      return problem ? [{ file, problem: i18n._(problem) }] : [];
    });
    const first = problems[0];
    const count = problems.length;
    const reasons = [...new Set(problems.map((f) => f.problem))].join("; ");
    const fileName = first?.file.name ?? "";
    const problem = first?.problem ?? "";
    setRefused(
      count === 0
        ? null
        : count === 1
          ? t`${fileName}: ${problem}`
          : t`${plural(count, { one: "# file not added", other: "# files not added" })}: ${reasons}`,
    );
    const chosen = files.filter((file) => !fileProblem(file)).slice(0, room);
    if (chosen.length === 0) return;
    if (single && chosen.length > 0) {
      // A new image replaces the one there (and any still on its way).
      for (const p of pendingRef.current) {
        controllers.current.get(p.key)?.abort();
        forget(p);
      }
      updatePending(() => []);
      if (valueRef.current.length > 0) {
        valueRef.current = [];
        onChangeRef.current([]);
      }
    }
    const items: PendingUpload[] = chosen.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { key: nextKey(), file, preview, progress: 0, status: "uploading", retryable: true };
    });
    updatePending((list) => [...list, ...items]);
    const skipped = files.length - problems.length - chosen.length;
    const uploadingCount = items.length;
    setAnnouncement(
      skipped > 0
        ? t`${plural(max, { one: "Only # image can be kept", other: "Only # images can be kept" })}; ${skipped} not added`
        : t`${plural(uploadingCount, { one: "Uploading # image", other: "Uploading # images" })}`,
    );
    for (const item of items) send(item);
  };

  const retry = (key: string) => {
    const item = pendingRef.current.find((p) => p.key === key);
    if (!item) return;
    const restarted: PendingUpload = { ...item, status: "uploading", progress: 0 };
    updatePending((list) => list.map((p) => (p.key === key ? restarted : p)));
    send(restarted);
  };

  const full = variant === "gallery" && value.length + uploading >= max;
  const openPicker = () => inputRef.current?.click();

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (full) return;
    addFiles(Array.from(event.dataTransfer.files));
  };

  const retryable = pending.filter((p) => p.status === "failed" && p.retryable);
  const single = variant === "single";
  const shown = value.length + pending.length;
  const kept = value.length;

  return (
    <div className="space-y-3">
      <input
        ref={inputRef}
        id={id ?? inputId}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        multiple={!single}
        tabIndex={-1}
        className="sr-only"
        aria-invalid={ariaInvalid}
        aria-describedby={[ariaDescribedBy, hintId].filter(Boolean).join(" ")}
        onChange={(event) => {
          addFiles(Array.from(event.target.files ?? []));
          event.target.value = "";
        }}
      />

      {shown > 0 ? (
        <ul
          className={cn("grid gap-3", single ? "grid-cols-1 sm:max-w-56" : "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4")}
          aria-label={single ? t`Uploaded image` : t`Uploaded photos, cover first`}
        >
          {value.map((image, index) => {
            const number = index + 1;
            return (
              <li
                key={image.url}
                className={cn(
                  "group relative overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200",
                  single ? "aspect-square" : "aspect-[3/2]",
                )}
              >
                <img
                  src={single ? image.url : image.thumbnailUrl || image.url}
                  alt={single ? t`Uploaded image` : index === 0 ? t`Photo ${number} (cover)` : t`Photo ${number}`}
                  className={cn("size-full", single ? "bg-white object-contain p-2" : "object-cover")}
                  loading="lazy"
                />
                {!single && index === 0 ? (
                  <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-brand-gradient px-2 py-0.5 text-[11px] font-semibold text-white shadow">
                    <Star className="size-3 fill-current" aria-hidden="true" />
                    <Trans>Cover</Trans>
                  </span>
                ) : null}
                <div className="absolute right-2 bottom-2 left-2 flex items-center justify-end gap-1.5">
                  {!single && index > 0 ? (
                    <>
                      <button
                        type="button"
                        className={cn(iconButton, "mr-auto w-auto gap-1 px-2 text-xs font-semibold")}
                        onClick={() => onChange(makeCover(value, index))}
                        aria-label={t`Make photo ${number} the cover`}
                      >
                        <Star aria-hidden="true" />
                        <span className="hidden sm:inline">
                          <Trans>Cover</Trans>
                        </span>
                      </button>
                      <button
                        type="button"
                        className={iconButton}
                        onClick={() => onChange(moveImage(value, index, index - 1))}
                        aria-label={t`Move photo ${number} earlier`}
                      >
                        <ArrowLeft aria-hidden="true" />
                      </button>
                    </>
                  ) : null}
                  {!single && index < value.length - 1 ? (
                    <button
                      type="button"
                      className={iconButton}
                      onClick={() => onChange(moveImage(value, index, index + 1))}
                      aria-label={t`Move photo ${number} later`}
                    >
                      <ArrowRight aria-hidden="true" />
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className={cn(iconButton, "hover:text-red-600")}
                    onClick={() => onChange(removeImage(value, index))}
                    aria-label={single ? t`Remove image` : t`Remove photo ${number}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </button>
                </div>
              </li>
            );
          })}
          {pending.map((item) => (
            <PendingTile
              key={item.key}
              item={item}
              single={single}
              onRetry={() => retry(item.key)}
              onRemove={() => dropPending(item.key)}
            />
          ))}
        </ul>
      ) : null}

      {single && shown > 0 ? (
        <button
          type="button"
          onClick={openPicker}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <UploadCloud className="size-4" aria-hidden="true" />
          <Trans>Replace image</Trans>
        </button>
      ) : null}

      {!single || shown === 0 ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: the drop target; the button inside is the keyboard way in
        <div
          onDragOver={(event) => {
            event.preventDefault();
            if (!full) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            "flex flex-col items-center justify-center rounded-2xl border-2 border-dashed px-4 text-center transition-colors",
            shown > 0 ? "py-5" : "py-8",
            dragging ? "border-brand-400 bg-brand-50" : "border-slate-300 bg-slate-50/60",
            ariaInvalid === true || ariaInvalid === "true" ? "border-red-300 bg-red-50/40" : "",
          )}
        >
          <span className="flex size-11 items-center justify-center rounded-xl bg-white text-brand-600 shadow-sm ring-1 ring-slate-200">
            <ImagePlus className="size-5" aria-hidden="true" />
          </span>
          <button
            type="button"
            onClick={openPicker}
            disabled={full}
            className="mt-3 rounded-lg px-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:text-slate-400 disabled:no-underline"
          >
            {full ? (
              <Plural value={max} one="# photo added" other="# photos added" />
            ) : (
              (addLabel ?? (single ? t`Upload image` : t`Add photos`))
            )}
          </button>
          <p id={hintId} className="mt-1 text-xs text-slate-500">
            {single ? (
              <Trans>JPEG, PNG or WebP, up to 8 MB.</Trans>
            ) : (
              <Trans>
                or drop them here · JPEG, PNG or WebP, up to 8 MB each · {kept}/{max}
              </Trans>
            )}
          </p>
        </div>
      ) : (
        <p id={hintId} className="sr-only">
          <Trans>JPEG, PNG or WebP, up to 8 MB.</Trans>
        </p>
      )}

      {retryable.length > 0 ? (
        <p className="flex flex-wrap items-center gap-x-1.5 text-sm font-medium text-red-600" role="alert">
          <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
          {i18n._(UPLOAD_FAILED_MESSAGE)}
        </p>
      ) : null}

      {refused ? (
        <p className="flex items-start gap-1.5 text-sm font-medium break-words text-red-600" role="alert">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0">{refused}</span>
        </p>
      ) : null}

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
