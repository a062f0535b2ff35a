import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ChevronDown, ListOrdered } from "lucide-react";
import { useRef } from "react";
import { cn } from "@/lib/cn";
import { useActiveSection } from "../hooks/use-active-section";

export interface TocEntry {
  id: string;
  /** "3. Bookings and confirmation" on numbered documents. */
  label: string;
}

/** Desktop: a sticky list beside the text that follows the reader. */
export function DesktopToc({ entries }: { entries: readonly TocEntry[] }) {
  const { t } = useLingui();
  const active = useActiveSection(entries.map((entry) => entry.id));
  return (
    <nav aria-label={t`On this page`} className="sticky top-24 max-h-[calc(100dvh-8rem)] overflow-y-auto pr-2 pb-4">
      <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <Trans>On this page</Trans>
      </p>
      <ol className="mt-3 space-y-0.5 border-l border-slate-200">
        {entries.map((entry) => {
          const isActive = entry.id === active;
          return (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                aria-current={isActive ? "location" : undefined}
                className={cn(
                  "-ml-px block border-l-2 py-1.5 pr-2 pl-3 text-sm leading-snug transition-colors",
                  isActive
                    ? "border-brand-600 font-medium text-brand-800"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
                )}
              >
                {entry.label}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Phones and tablets: a compact disclosure at the top that folds away after a jump. */
export function CompactToc({ entries }: { entries: readonly TocEntry[] }) {
  const { t } = useLingui();
  const details = useRef<HTMLDetailsElement>(null);
  const count = entries.length;
  return (
    <nav aria-label={t`On this page`}>
      <details ref={details} className="group rounded-2xl border border-slate-200/80 bg-white shadow-card">
        <summary className="flex cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-3.5 text-[15px] font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
          <ListOrdered className="size-5 text-brand-600" aria-hidden="true" />
          <span className="flex-1">
            <Trans>On this page</Trans>
            <span className="ml-2 font-normal text-slate-500">
              <Plural value={count} one="# section" other="# sections" />
            </span>
          </span>
          <ChevronDown
            className="size-5 text-slate-500 transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <ol className="border-t border-slate-100 px-2 py-2">
          {entries.map((entry) => (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                onClick={() => {
                  if (details.current) details.current.open = false;
                }}
                className="block rounded-lg px-3 py-2.5 text-[15px] text-slate-700 hover:bg-slate-50 hover:text-slate-900"
              >
                {entry.label}
              </a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
