import { Plural } from "@lingui/react/macro";
import {
  ArrowRight,
  CalendarCheck,
  ChevronDown,
  IndianRupee,
  type LucideIcon,
  MonitorSmartphone,
  ShieldCheck,
  Store,
} from "lucide-react";
import { Accordion } from "radix-ui";
import { Link } from "react-router";
import type { FaqCategory as FaqCategoryData } from "../lib/faq";
import { matchSnippet } from "../lib/filter-faq";
import { Highlighted } from "./highlighted";

export const CATEGORY_ICONS: Record<string, LucideIcon> = {
  booking: CalendarCheck,
  payments: IndianRupee,
  owners: Store,
  safety: ShieldCheck,
  platform: MonitorSmartphone,
};

/** Why a result matched, while its answer is folded away. */
function AnswerSnippet({ answer, query }: { answer: readonly string[]; query: string }) {
  const snippet = matchSnippet(answer, query);
  if (!snippet) return null;
  return (
    <p className="-mt-2 px-4 pb-4 text-sm leading-relaxed text-slate-500 group-data-[state=open]/item:hidden sm:px-6">
      <Highlighted text={snippet} query={query} />
    </p>
  );
}

/**
 * One category: a card with its questions as a single-open list (opening one question closes the
 * one open before it in this category; other categories keep theirs).
 */
export function FaqCategory({ category, query }: { category: FaqCategoryData; query: string }) {
  const Icon = CATEGORY_ICONS[category.id] ?? CalendarCheck;
  const headingId = `${category.id}-heading`;
  const questions = category.entries.length;
  return (
    <section
      id={category.id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl border border-slate-200/80 bg-white shadow-card"
    >
      <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-4 sm:px-6">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h2 id={headingId} className="text-lg font-bold tracking-tight text-slate-900 sm:text-xl">
          {category.title}
        </h2>
        <span className="ml-auto shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600">
          <Plural value={questions} one="# question" other="# questions" />
        </span>
      </div>
      <Accordion.Root type="single" collapsible className="divide-y divide-slate-100">
        {category.entries.map((entry) => (
          <Accordion.Item key={entry.id} value={entry.id} className="group/item">
            <Accordion.Header className="flex">
              <Accordion.Trigger className="group flex flex-1 items-start gap-4 px-4 py-4 text-left text-[15px] font-semibold text-slate-900 transition-colors hover:bg-slate-50 focus-visible:-outline-offset-2 data-[state=open]:text-brand-800 sm:px-6 sm:text-base">
                <span className="flex-1">
                  <Highlighted text={entry.question} query={query} />
                </span>
                <ChevronDown
                  className="mt-0.5 size-5 shrink-0 text-slate-400 transition-transform duration-200 group-data-[state=open]:rotate-180 group-data-[state=open]:text-brand-600"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <AnswerSnippet answer={entry.answer} query={query} />
            <Accordion.Content className="animate-fade-in px-4 pb-5 text-[15px] leading-7 text-slate-700 sm:px-6 sm:text-base">
              <div className="max-w-[70ch] space-y-3">
                {entry.answer.map((paragraph) => (
                  <p key={paragraph}>
                    <Highlighted text={paragraph} query={query} />
                  </p>
                ))}
                {entry.link ? (
                  <p>
                    <Link
                      to={entry.link.to}
                      className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700"
                    >
                      {entry.link.label}
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </Link>
                  </p>
                ) : null}
              </div>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
