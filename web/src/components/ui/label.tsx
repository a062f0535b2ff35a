import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * A form label. As Radix's Label does, a double click on the label's own text does not select
 * it (clicks on a control inside the label are left alone).
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers associate the control (htmlFor or nesting)
    <label
      className={cn("text-sm font-medium text-slate-800", className)}
      onMouseDown={(event) => {
        if ((event.target as HTMLElement).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
