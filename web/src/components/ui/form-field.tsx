import { Slot } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Label } from "./label";

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Something on the right of the label, such as a "Forgot password?" link. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * Label, control, hint and the error text under it. The one child control gets the id and the
 * aria-invalid / aria-describedby that point at whichever of hint and error is on screen.
 */
export function FormField({ id, label, error, hint, aside, className, children }: FormFieldProps) {
  const shownHint = hint && !error;
  const describedBy = error ? `${id}-error` : shownHint ? `${id}-hint` : undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {shownHint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-600" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
