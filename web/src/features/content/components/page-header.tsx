import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { pageWidth } from "../lib/page-width";

interface PageHeaderProps {
  /** A short label above the title: "Legal", "For players", "For owners". */
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /**
   * The date ("2026-11-21") the document's text last changed, shown as "Last updated" (Terms and
   * Privacy). A fixed date kept beside the text: today's date would claim a change every day.
   */
  lastUpdated?: string;
  /** Extra content inside the band, such as the Help Center search box. */
  children?: ReactNode;
  /** Extra bottom padding when the content below overlaps the band. */
  overlap?: boolean;
}

/** The date as "21 November 2026", with the machine-readable date beside it. */
function LastUpdated({ date }: { date: string }) {
  const format = useFormat();
  const day = format.date(date, "day-long-month-year");
  return (
    <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/12 px-3.5 py-1.5 text-sm font-medium text-white ring-1 ring-white/20">
      <CalendarDays className="size-4 text-pitch-300" aria-hidden="true" />
      <span>
        <Trans>
          Last updated: <time dateTime={date}>{day}</time>
        </Trans>
      </span>
    </p>
  );
}

/** The brand band at the top of every static page: breadcrumb, eyebrow, title and intro. */
export function PageHeader({ eyebrow, title, intro, lastUpdated, children, overlap }: PageHeaderProps) {
  const { t } = useLingui();
  return (
    <div className="relative isolate overflow-hidden bg-brand-gradient">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 opacity-30 [background-image:radial-gradient(circle_at_15%_10%,rgb(255_255_255/0.35)_0,transparent_35%),radial-gradient(circle_at_85%_0%,rgb(56_189_248/0.5)_0,transparent_40%)]"
      />
      <div
        aria-hidden="true"
        className="absolute -right-24 -bottom-40 -z-10 size-[26rem] rounded-full border-[3rem] border-white/5 sm:-right-10"
      />
      <div className={cn(pageWidth, "pt-8 sm:pt-10", overlap ? "pb-24 sm:pb-28" : "pb-12 sm:pb-16")}>
        <nav aria-label={t`Breadcrumb`}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-white/75">
            <li>
              <Link to="/" className="rounded hover:text-white hover:underline">
                <Trans>Home</Trans>
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-3.5" />
            </li>
            <li aria-current="page" className="font-medium text-white">
              {title}
            </li>
          </ol>
        </nav>
        <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/25">
          <span className="size-2 rounded-full bg-pitch-400" aria-hidden="true" />
          {eyebrow}
        </p>
        <h1 className="mt-4 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-white sm:text-5xl">
          {title}
        </h1>
        <div className="mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-white/85">{intro}</div>
        {lastUpdated ? <LastUpdated date={lastUpdated} /> : null}
        {children}
      </div>
    </div>
  );
}
