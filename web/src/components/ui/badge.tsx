import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

const tones = {
  brand: "bg-brand-100 text-brand-800 ring-brand-200",
  pitch: "bg-pitch-50 text-pitch-700 ring-pitch-200",
  blue: "bg-blue-50 text-blue-700 ring-blue-200",
  amber: "bg-amber-50 text-amber-800 ring-amber-200",
  red: "bg-red-50 text-red-700 ring-red-200",
  slate: "bg-slate-100 text-slate-700 ring-slate-200",
  white: "bg-black/20 text-white ring-white/25",
} as const;

export interface BadgeProps extends ComponentProps<"span"> {
  tone?: keyof typeof tones;
}

export function Badge({ tone = "brand", className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
