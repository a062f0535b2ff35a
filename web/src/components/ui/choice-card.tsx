import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * One of a few choices drawn as a card (a venue's type, its payment terms): the whole card is the
 * radio button's target, the chosen card is outlined, and a dot in its corner shows the choice.
 * `input` takes the radio's props (a react-hook-form `register` spreads in); `className` lays out
 * the card's contents.
 */
export function ChoiceCard({
  chosen,
  input,
  className,
  children,
}: {
  chosen: boolean;
  input: ComponentProps<"input">;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        "relative flex cursor-pointer rounded-xl border p-3.5 pr-10 transition-all has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
        chosen
          ? "border-brand-500 bg-brand-50/60 shadow-[0_0_0_1px_var(--color-brand-500)]"
          : "border-slate-200 bg-white hover:border-slate-300",
        className,
      )}
    >
      <input
        type="radio"
        className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
        {...input}
      />
      {children}
      <span
        className={cn(
          "absolute top-3.5 right-3.5 size-4 rounded-full border-2 transition-colors",
          chosen ? "border-brand-600 bg-brand-600 shadow-[inset_0_0_0_2px_white]" : "border-slate-300",
        )}
        aria-hidden="true"
      />
    </label>
  );
}
