import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { AlertTriangle, Info, Lightbulb } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";

/**
 * Readable long-form text: 16 px on a 1.75 line height, lines capped near 70 characters, links
 * underlined (they must not rely on colour alone), lists with visible markers.
 */
export const proseClasses = cn(
  "max-w-[70ch] text-base leading-7 text-pretty text-slate-700",
  "[&>*+*]:mt-4",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-300 [&_a]:underline-offset-2 [&_a:hover]:decoration-brand-700",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_h3]:pt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:tracking-tight [&_h3]:text-slate-900",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5",
  "[&_li]:pl-1 [&_li]:marker:text-brand-400",
);

export function Prose({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn(proseClasses, className)}>{children}</div>;
}

const calloutTones = {
  info: { box: "border-blue-200 bg-blue-50/70", icon: Info, iconClass: "text-blue-600" },
  tip: { box: "border-pitch-200 bg-pitch-50/70", icon: Lightbulb, iconClass: "text-pitch-700" },
  warning: { box: "border-amber-200 bg-amber-50/80", icon: AlertTriangle, iconClass: "text-amber-600" },
} as const;

/** A boxed note inside prose: a summary, a tip, or something not to miss. */
export function Callout({
  tone = "info",
  title,
  children,
}: {
  tone?: keyof typeof calloutTones;
  title?: MessageDescriptor;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const { box, icon: Icon, iconClass } = calloutTones[tone];
  const icon = <Icon className={cn("size-[18px] shrink-0", iconClass)} aria-hidden="true" />;
  // With a title, the icon sits beside the title and the text below uses the full width (phones).
  return title ? (
    <div className={cn("rounded-xl border px-4 py-3.5 text-[15px] leading-relaxed text-slate-700", box)}>
      <p className="flex items-center gap-2.5 font-semibold text-slate-900">
        {icon}
        {i18n._(title)}
      </p>
      <div className="mt-2 [&>*+*]:mt-2">{children}</div>
    </div>
  ) : (
    <div className={cn("flex gap-3 rounded-xl border px-4 py-3.5 text-[15px] leading-relaxed text-slate-700", box)}>
      <span className="mt-[3px]">{icon}</span>
      <div className="min-w-0 [&>*+*]:mt-2">{children}</div>
    </div>
  );
}

interface FactTableProps {
  caption: MessageDescriptor;
  columns: readonly MessageDescriptor[];
  /** Each cell a message, or a figure shown as it is ("100%", "UPI"). */
  rows: readonly (readonly (MessageDescriptor | string)[])[];
  /** Right-align (numbers) from this column on. */
  numericFrom?: number;
}

/** A small, captioned table that scrolls sideways on its own if a phone is too narrow. */
export function FactTable({ caption: captionMessage, columns, rows, numericFrom }: FactTableProps) {
  const { i18n } = useLingui();
  const caption = i18n._(captionMessage);
  const textOf = (cell: MessageDescriptor | string) => (typeof cell === "string" ? cell : i18n._(cell));
  const alignOf = (index: number) => (numericFrom !== undefined && index >= numericFrom ? "text-right" : "text-left");
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <div className="overflow-x-auto rounded-xl border border-slate-200" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-sm leading-snug sm:text-[15px]">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column, index) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: static content, the order never changes
                key={index}
                scope="col"
                className={cn("px-3 py-3 text-sm font-semibold text-slate-900 sm:px-4", alignOf(index))}
              >
                {i18n._(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content, the order never changes
            <tr key={rowIndex} className="bg-white">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th
                    // biome-ignore lint/suspicious/noArrayIndexKey: static content, the order never changes
                    key={index}
                    scope="row"
                    className="px-3 py-3 text-left font-medium text-slate-900 sm:px-4"
                  >
                    {textOf(cell)}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static content, the order never changes
                  <td key={index} className={cn("px-3 py-3 text-slate-700 sm:px-4", alignOf(index))}>
                    {textOf(cell)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface ExampleLine {
  label: ReactNode;
  /** In rupees; a deduction is negative and shown in red. */
  amount: number;
  /** A deduction, shown in red with a minus sign. */
  tone?: "default" | "subtotal" | "minus" | "total";
}

/** A worked example in rupees, laid out like a receipt. */
export function WorkedExample({
  title,
  intro,
  lines,
}: {
  title: MessageDescriptor;
  intro?: ReactNode;
  lines: ExampleLine[];
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  // A deduction reads "−₹2,360": the true minus sign, then the rupees.
  const amountOf = (rupees: number) => (rupees < 0 ? `\u2212${format.rupees(-rupees)}` : format.rupees(rupees));
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-50/60">
      <figcaption className="border-b border-slate-200 bg-white px-5 py-3.5">
        <p className="text-xs font-semibold tracking-wide text-pitch-700 uppercase">
          <Trans>Worked example</Trans>
        </p>
        <p className="mt-0.5 font-semibold text-slate-900">{i18n._(title)}</p>
        {intro ? <p className="mt-1 text-sm leading-relaxed text-slate-600">{intro}</p> : null}
      </figcaption>
      <dl className="divide-y divide-dashed divide-slate-200 px-5 text-[15px]">
        {lines.map((line, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: static content, the order never changes
            key={index}
            className={cn(
              "flex items-baseline justify-between gap-4 py-2.5",
              line.tone === "total" && "border-t-2 border-solid border-slate-300 font-semibold text-slate-900",
              line.tone === "subtotal" && "border-solid font-medium",
            )}
          >
            <dt className={cn(line.tone === "total" || line.tone === "subtotal" ? "text-slate-900" : "text-slate-600")}>
              {line.label}
            </dt>
            <dd
              className={cn(
                "font-semibold whitespace-nowrap tabular-nums",
                line.tone === "minus" ? "text-red-700" : line.tone === "total" ? "text-pitch-700" : "text-slate-900",
              )}
            >
              {amountOf(line.amount)}
            </dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}

/** A row of headline figures (free cancellation window, platform fee…) at the top of a page. */
export function KeyFacts({ items }: { items: readonly { value: MessageDescriptor; label: MessageDescriptor }[] }) {
  const { i18n } = useLingui();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((item, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: static content, the order never changes
          key={index}
          className="flex flex-col-reverse justify-end rounded-xl border border-slate-200 bg-white px-4 py-3"
        >
          <dt className="mt-1 text-sm leading-snug text-slate-600">{i18n._(item.label)}</dt>
          <dd className="text-2xl font-bold tracking-tight text-brand-700 tabular-nums">{i18n._(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
