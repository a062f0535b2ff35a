import type { AddressSuggestion } from "@crease/core/venue-moderation";
import { type ComponentType, createContext, type Ref, useContext } from "react";
import type { FormImage } from "../lib/form-values";

/** The address box with suggestions (the route passes geocode's AddressAutocomplete). */
export interface AddressInputProps {
  id?: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onPick: (suggestion: AddressSuggestion) => void;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-describedby"?: string;
}

/** The image picker with previews and progress (the route passes uploads' ImageUploader). */
export interface ImageFieldProps {
  id?: string;
  value: FormImage[];
  onChange: (next: FormImage[]) => void;
  onBusyChange?: (busy: boolean) => void;
  variant?: "gallery" | "single";
  max?: number;
  addLabel?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-describedby"?: string;
}

/**
 * Features do not import each other: the route module composes the wizard with the address
 * and upload components and hands them in here.
 */
export interface WizardParts {
  AddressInput: ComponentType<AddressInputProps>;
  ImageField: ComponentType<ImageFieldProps>;
}

export const WizardPartsContext = createContext<WizardParts | null>(null);

export function useWizardParts(): WizardParts {
  const parts = useContext(WizardPartsContext);
  if (!parts) throw new Error("useWizardParts must be used inside the add-venue wizard");
  return parts;
}
