import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * One label and value of a `<dl>` with an icon beside them. dt and dd stay direct children of the
 * group (a description list's rule, which screen readers rely on); the icon is a hidden dd that
 * the grid places first.
 */
export function IconDetail({
  icon,
  label,
  children,
  className,
  iconClassName,
  labelClassName = "text-xs font-medium tracking-wide text-slate-500 uppercase",
  valueClassName = "font-medium text-slate-800",
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  className?: string;
  iconClassName?: string;
  labelClassName?: string;
  valueClassName?: string;
}) {
  return (
    <div className={cn("grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3", className)}>
      <dt className={cn("col-start-2", labelClassName)}>{label}</dt>
      <dd className={cn("col-start-2", valueClassName)}>{children}</dd>
      <dd
        aria-hidden="true"
        className={cn(
          "col-start-1 row-span-2 row-start-1 flex size-9 shrink-0 items-center justify-center rounded-lg",
          iconClassName,
        )}
      >
        {icon}
      </dd>
    </div>
  );
}
