import { Loader2 } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { Slot } from "./slot";

const base =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-xl font-semibold transition-all duration-150 select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-55 [&_svg]:shrink-0";

const variants = {
  primary:
    "bg-brand-gradient text-white shadow-[0_6px_20px_-6px_rgb(109_40_217/0.6)] hover:brightness-110 hover:shadow-[0_10px_24px_-8px_rgb(109_40_217/0.7)] active:brightness-95",
  secondary: "border border-slate-200 bg-white text-slate-800 shadow-sm hover:border-slate-300 hover:bg-slate-50",
  outline: "border border-brand-200 bg-white text-brand-700 hover:border-brand-300 hover:bg-brand-50",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  pitch: "bg-pitch-700 text-white shadow-[0_6px_18px_-6px_rgb(2_122_72/0.6)] hover:bg-pitch-800",
  white: "bg-white text-brand-800 shadow-md hover:bg-brand-50",
  destructive: "bg-red-600 text-white hover:bg-red-700",
  link: "h-auto rounded-md px-0 text-brand-700 underline-offset-4 hover:underline",
} as const;

const sizes = {
  sm: "h-9 px-3.5 text-sm [&_svg]:size-4",
  md: "h-11 px-5 text-sm [&_svg]:size-4",
  lg: "h-12 px-6 text-base [&_svg]:size-5",
  icon: "size-10 [&_svg]:size-5",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) {
  return cn(base, variants[variant], variant === "link" ? "text-sm" : sizes[size], className);
}

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (a link, say) with the button's look. */
  asChild?: boolean;
  /** Shows a spinner and disables the button. */
  loading?: boolean;
}

export function Button({
  variant = "primary",
  size = "md",
  asChild = false,
  loading = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  if (asChild) {
    return (
      <Slot className={buttonClasses(variant, size, className)} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? "button"}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
