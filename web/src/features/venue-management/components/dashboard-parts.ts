import type { ComponentType } from "react";
import type { EditImage } from "../lib/edit-venue";

/** The image picker the route hands in (uploads' ImageUploader): features do not import each other. */
export interface ImageFieldProps {
  id?: string;
  value: EditImage[];
  onChange: (next: EditImage[]) => void;
  onBusyChange?: (busy: boolean) => void;
  addLabel?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-describedby"?: string;
}

export type ImageFieldComponent = ComponentType<ImageFieldProps>;
