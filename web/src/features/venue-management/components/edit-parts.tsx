import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";

/** A rupee amount box with the ₹ sign inside (Edit Venue's prices and add-ons). */
export function PriceInput(props: ComponentProps<"input">) {
  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      >
        ₹
      </span>
      <Input type="number" inputMode="decimal" min={0} className="pl-8 tabular-nums" {...props} />
    </div>
  );
}

/** A section heading of the Edit Venue form, with its icon. */
export function SectionTitle({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900 [&_svg]:size-4 [&_svg]:text-brand-600">
      {icon}
      {children}
    </h3>
  );
}
