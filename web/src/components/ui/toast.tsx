import { useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** docs/product/screens.md#details-that-hold-on-every-screen: default duration 5000 ms, swipe right (threshold 50), F8 focuses the viewport. */
export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  const { t } = useLingui();
  return (
    <ToastPrimitive.Provider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={50}
      label={t`Notification`}
      {...props}
    />
  );
}

/** Radix puts the key's name where the label says {hotkey}. */
const HOTKEY = "{hotkey}";

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  const { t } = useLingui();
  return (
    <ToastPrimitive.Viewport
      hotkey={["F8"]}
      label={t`Notifications (${HOTKEY})`}
      className={cn(
        "fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]",
        className,
      )}
      {...props}
    />
  );
}

export type ToastVariant = "default" | "destructive" | "success";

const variantClasses: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900 before:bg-brand-gradient",
  success: "border-pitch-200 bg-white text-slate-900 before:bg-pitch-500",
  destructive: "border-red-700 bg-red-600 text-white before:bg-red-800",
};

export interface ToastProps extends ComponentProps<typeof ToastPrimitive.Root> {
  variant?: ToastVariant;
}

export function Toast({ className, variant = "default", ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      className={cn(
        "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-xl border py-4 pr-10 pl-5 shadow-xl transition-all before:absolute before:inset-y-0 before:left-0 before:w-1",
        "data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none",
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      className={cn("text-sm opacity-90 group-data-[variant=destructive]:opacity-100", className)}
      {...props}
    />
  );
}

export const ToastAction = ToastPrimitive.Action;

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const { t } = useLingui();
  return (
    <ToastPrimitive.Close
      aria-label={t`Dismiss notification`}
      className={cn(
        "absolute top-3 right-3 rounded-md p-1 opacity-60 transition-opacity hover:opacity-100 focus-visible:opacity-100 group-data-[variant=destructive]:text-white",
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}
