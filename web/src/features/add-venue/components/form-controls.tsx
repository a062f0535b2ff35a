import type { ComponentProps, ReactNode } from "react";
import { fieldControlClasses, Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

/** A multi-line text box with the kit's look. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea className={cn(fieldControlClasses, "min-h-28 resize-y py-2.5 leading-relaxed", className)} {...props} />
  );
}

/** A rupee amount: a number box with a ₹ in front. */
export function RupeeInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-[15px] font-medium text-slate-500"
        aria-hidden="true"
      >
        ₹
      </span>
      <Input type="number" inputMode="decimal" min={0} className={cn("pl-8 tabular-nums", className)} {...props} />
    </div>
  );
}

interface FieldsetProps {
  /** Used for the error's id; the group's controls point at it. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** A labelled group of controls (radio cards, checkboxes) with its hint and error under the legend. */
export function Fieldset({ id, legend, hint, error, className, children }: FieldsetProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <fieldset
      className={cn("min-w-0 space-y-2", className)}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint && !error ? (
        <p id={`${id}-hint`} className="-mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-600" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A titled block inside a wizard tab. */
export function FormSection({
  title,
  description,
  icon,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("border-t border-slate-100 px-5 py-6 first:border-t-0 sm:px-7", className)}>
      <div className="mb-5 flex items-start gap-3">
        {icon ? (
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 [&_svg]:size-[18px]">
            {icon}
          </span>
        ) : null}
        <div>
          <h3 className="text-base font-semibold text-slate-900">{title}</h3>
          {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
        </div>
      </div>
      <div className="space-y-5">{children}</div>
    </section>
  );
}
