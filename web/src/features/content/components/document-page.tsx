import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { pageWidth } from "../lib/page-width";
import type { StaticPageId } from "../lib/static-pages";
import { PageHeader } from "./page-header";
import { Prose } from "./prose";
import { RelatedPages } from "./related-pages";
import { CompactToc, DesktopToc, type TocEntry } from "./table-of-contents";

export interface DocumentSection {
  /** The anchor (`/terms-of-service#payments`): keep it stable once published. */
  id: string;
  title: MessageDescriptor;
  body: ReactNode;
}

interface DocumentPageProps {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  sections: readonly DocumentSection[];
  /** Legal documents number their sections ("3. Bookings and confirmation"). */
  numbered?: boolean;
  /** When the text last changed ("2026-11-21"), for "Last updated". */
  lastUpdated?: string;
  /** Shown above the first section: a summary or the key figures. */
  lead?: ReactNode;
  related: readonly StaticPageId[];
}

/**
 * A long static page: the brand band, then the text in a white card with a table of contents
 * (sticky beside it on wide screens, a compact disclosure above it on phones), then links to
 * the related pages.
 */
export function DocumentPage({
  eyebrow,
  title,
  intro,
  sections,
  numbered,
  lastUpdated,
  lead,
  related,
}: DocumentPageProps) {
  const { i18n } = useLingui();
  const headingOf = (section: DocumentSection, index: number) =>
    numbered ? `${index + 1}. ${i18n._(section.title)}` : i18n._(section.title);
  const entries: TocEntry[] = sections.map((section, index) => ({ id: section.id, label: headingOf(section, index) }));

  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} intro={intro} lastUpdated={lastUpdated} overlap />
      <div className={cn(pageWidth, "relative -mt-16 pb-16 sm:pb-20")}>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
          <aside className="hidden pt-20 lg:block">
            <DesktopToc entries={entries} />
          </aside>
          <div className="min-w-0 space-y-4">
            <div className="lg:hidden">
              <CompactToc entries={entries} />
            </div>
            <article
              aria-label={title}
              className="rounded-2xl border border-slate-200/80 bg-white px-4 py-7 shadow-card sm:px-10 sm:py-10"
            >
              {lead ? <div className="mb-10 max-w-[70ch] space-y-4">{lead}</div> : null}
              <div className="space-y-10 sm:space-y-12">
                {sections.map((section, index) => (
                  <section
                    key={section.id}
                    id={section.id}
                    aria-labelledby={`${section.id}-heading`}
                    className="scroll-mt-24"
                  >
                    <h2
                      id={`${section.id}-heading`}
                      className="max-w-[70ch] text-xl font-bold tracking-tight text-balance text-slate-900 sm:text-2xl"
                    >
                      {headingOf(section, index)}
                    </h2>
                    <Prose className="mt-4">{section.body}</Prose>
                  </section>
                ))}
              </div>
            </article>
          </div>
        </div>
      </div>
      <RelatedPages pages={related} />
    </>
  );
}
