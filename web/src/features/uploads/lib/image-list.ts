/**
 * The pure side of the image uploader: which files may be sent, and how the ordered list of
 * uploaded images changes (the first image is the venue's cover).
 */
import { MAX_UPLOAD_BYTES } from "@crease/core/venue-form";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** An image the server already holds: what a venue keeps and the forms send back. */
export interface ImageRef {
  url: string;
  thumbnailUrl: string;
}

/** What POST /api/uploads accepts (it checks the content too; this only saves a round trip). */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(",");

const MAX_MB = MAX_UPLOAD_BYTES / 1024 / 1024;
export const WRONG_TYPE_MESSAGE = msg`Only JPEG, PNG or WebP images can be uploaded`;
export const TOO_LARGE_MESSAGE = msg`Each image must be at most ${MAX_MB} MB`;

/** Why a picked file will not be sent (in the words of the language on screen), or null when it may be. */
export function fileProblem(file: Pick<File, "type" | "size">): MessageDescriptor | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return WRONG_TYPE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE_MESSAGE;
  return null;
}

/** Moves the item at `from` to `to` (both clamped); the list is not changed in place. */
export function moveImage<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length) return [...list];
  const target = Math.max(0, Math.min(list.length - 1, to));
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** The image at `index` becomes the cover (first); the others keep their order. */
export function makeCover<T>(list: readonly T[], index: number): T[] {
  return moveImage(list, index, 0);
}

export function removeImage<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** Adds uploaded images after the existing ones, skipping URLs already present, up to `max`. */
export function appendImages(list: readonly ImageRef[], added: readonly ImageRef[], max: number): ImageRef[] {
  const seen = new Set(list.map((image) => image.url));
  const next = [...list];
  for (const image of added) {
    if (next.length >= max) break;
    if (seen.has(image.url)) continue;
    seen.add(image.url);
    next.push(image);
  }
  return next;
}

/** How many more images fit, given those kept and those still on their way. */
export function roomLeft(max: number, kept: number, inFlight: number): number {
  return Math.max(0, max - kept - inFlight);
}
