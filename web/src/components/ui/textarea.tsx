import type { ComponentProps } from "react";
import { fieldControlClasses } from "@/components/ui/input";
import { cn } from "@/lib/cn";

/** A multi-line field in the kit's look (the kit has none of its own yet). */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea className={cn(fieldControlClasses, "min-h-24 resize-y py-2.5 leading-relaxed", className)} {...props} />
  );
}
