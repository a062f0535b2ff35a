import type { ComponentType } from "react";
import type { EditImage } from "../lib/edit-venue";

/** The image picker the route hands in (uploads' ImageUploader): features do not import each other. */
export interface ImageFieldProps {
  id?: string;
  value: EditImage[];
  onChange: (next: EditImage[]) => void;
  onBusyChange?: (busy: boolean) => void;
  addLabel?: string;
  /** "gallery" (the default): several photos, cover first; "single": one image, such as a UPI QR code. */
  variant?: "gallery" | "single";
  "aria-invalid"?: boolean | "true" | "false";
  "aria-describedby"?: string;
}

export type ImageFieldComponent = ComponentType<ImageFieldProps>;
