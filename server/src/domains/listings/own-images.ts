import { validationError } from "@crease/core";
import type { ImageRef, UploadsService } from "../uploads/service";

const NOT_UPLOADED = "Images must be uploaded through /api/uploads";
const QR_NOT_UPLOADED = "The UPI QR code must be uploaded through /api/uploads";
const NOT_YOURS = "Add only photos you uploaded yourself: one of these images was uploaded by someone else";
const QR_NOT_YOURS = "Upload your own UPI QR code: this one was uploaded by someone else";

/** A venue shows only its owner's own uploads (docs/SECURITY.md, "Only one's own images"). */
export function ownImages(uploads: UploadsService) {
  return {
    /**
     * The venue's images as sent: ones it already shows stay; any new one must be an image this
     * server stored for the acting user.
     */
    async resolveImages(actor: { id: number }, urls: string[], existing: ImageRef[]): Promise<ImageRef[]> {
      const known = new Map(existing.map((image) => [image.url, image]));
      const uploaders = await uploads.uploadersOf(urls.filter((url) => !known.has(url)));
      return urls.map((url) => {
        const image = known.get(url) ?? uploads.resolve(url);
        if (!image) throw validationError(NOT_UPLOADED, { images: NOT_UPLOADED });
        if (!known.has(url) && uploaders.get(url) !== actor.id) {
          throw validationError(NOT_YOURS, { images: NOT_YOURS });
        }
        return image;
      });
    },

    /** A new UPI QR code must be the acting user's own upload. */
    async checkQrCode(actor: { id: number }, url: string | null | undefined, current: string | null) {
      if (!url || url === current) return;
      if (!uploads.resolve(url)) throw validationError(QR_NOT_UPLOADED, { upiQrCodeUrl: QR_NOT_UPLOADED });
      if ((await uploads.uploadersOf([url])).get(url) !== actor.id) {
        throw validationError(QR_NOT_YOURS, { upiQrCodeUrl: QR_NOT_YOURS });
      }
    },
  };
}
