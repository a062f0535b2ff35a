import { MAX_ADVANCE_DAYS, MIN_ADVANCE_DAYS } from "@crease/core/checkout-limits";
import { Trans } from "@lingui/react/macro";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { Input } from "./input";

/** How many days ahead players may book: a whole number box with "days" after it. */
export function DaysInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <div className="relative max-w-40">
      <Input
        type="number"
        inputMode="numeric"
        min={MIN_ADVANCE_DAYS}
        max={MAX_ADVANCE_DAYS}
        step={1}
        className={cn("pr-14 tabular-nums", className)}
        {...props}
      />
      <span
        className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-sm font-medium text-slate-500"
        aria-hidden="true"
      >
        <Trans>days</Trans>
      </span>
    </div>
  );
}
