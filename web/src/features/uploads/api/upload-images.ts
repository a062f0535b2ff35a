import type { UploadedImage } from "@crease/core/venue-moderation";
import { msg } from "@lingui/core/macro";
import { ApiError } from "@/lib/api-client";

/** docs/product/screens.md: the one text an owner sees when an image does not make it to the server. */
export const UPLOAD_FAILED_MESSAGE = msg`Failed to upload image. Please try again.`;

export interface UploadOptions {
  /** 0..1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): { message?: unknown; errors?: unknown } | undefined {
  try {
    return text ? (JSON.parse(text) as { message?: unknown; errors?: unknown }) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/uploads (multipart, field "files"): the server checks each image by its content,
 * strips EXIF, re-encodes it as WebP and answers `[{url, thumbnailUrl, width, height}]` in the
 * order sent. XMLHttpRequest rather than fetch because only XHR reports upload progress.
 * Errors are ApiErrors like every other call ("<status>: <body>", with the server's message).
 */
export function uploadImages(files: readonly File[], options: UploadOptions = {}): Promise<UploadedImage[]> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/uploads");
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText ?? "";
      if (xhr.status >= 200 && xhr.status < 300) {
        const body = parse(text);
        if (Array.isArray(body)) {
          options.onProgress?.(1);
          resolve(body as UploadedImage[]);
        } else {
          reject(new ApiError(xhr.status, "The server sent an unexpected answer"));
        }
        return;
      }
      reject(new ApiError(xhr.status, text || xhr.statusText, parse(text)));
    };
    xhr.onerror = () => reject(new Error("Network error while uploading"));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException("The upload was cancelled", "AbortError"));
        return;
      }
      options.signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    const form = new FormData();
    for (const file of files) form.append("files", file, file.name);
    xhr.send(form);
  });
}
