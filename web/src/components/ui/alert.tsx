import { AlertCircle, CheckCircle2, Info } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

const tones = {
  error: { box: "border-red-200 bg-red-50 text-red-800", icon: AlertCircle, iconClass: "text-red-600" },
  success: { box: "border-pitch-200 bg-pitch-50 text-pitch-800", icon: CheckCircle2, iconClass: "text-pitch-700" },
  info: { box: "border-blue-200 bg-blue-50 text-blue-800", icon: Info, iconClass: "text-blue-600" },
} as const;

interface AlertProps {
  tone?: keyof typeof tones;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** An inline notice inside a form or panel. Errors are announced to screen readers. */
export function Alert({ tone = "info", title, children, className }: AlertProps) {
  const { box, icon: Icon, iconClass } = tones[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("flex gap-3 rounded-xl border px-4 py-3 text-sm", box, className)}
    >
      <Icon className={cn("mt-0.5 size-4 shrink-0", iconClass)} aria-hidden="true" />
      <div className="space-y-0.5">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}
