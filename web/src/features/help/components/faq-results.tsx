import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { faqIn } from "../lib/faq";
import { filterFaq, normaliseQuery } from "../lib/filter-faq";
import { CATEGORY_ICONS, FaqCategory } from "./faq-category";

interface FaqResultsProps {
  query: string;
  onClear: () => void;
}

/**
 * The questions that match the search, by category (docs/product/screens.md): categories without a match are
 * hidden, and no match at all says so with a way back to every question.
 */
export function FaqResults({ query, onClear }: FaqResultsProps) {
  const { i18n, t } = useLingui();
  // The questions in the language on screen, so the search matches what the reader sees.
  const categories = filterFaq(faqIn(i18n), query);
  const searching = normaliseQuery(query) !== "";
  const count = categories.reduce((sum, category) => sum + category.entries.length, 0);
  const searched = query.trim();

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
      <aside className={cn("min-w-0", count === 0 && "hidden lg:block")}>
        {count === 0 ? null : (
          <nav aria-label={t`Help topics`} className="lg:sticky lg:top-24">
            <p className="hidden px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:block">
              <Trans>Topics</Trans>
            </p>
            <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:mt-3 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0">
              {categories.map((category) => {
                const Icon = CATEGORY_ICONS[category.id] ?? SearchX;
                const questions = category.entries.length;
                return (
                  // relative: the sr-only count is absolutely placed and would otherwise escape the scrolling row and widen the page.
                  <li key={category.id} className="relative shrink-0">
                    <a
                      href={`#${category.id}`}
                      className={cn(
                        "flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3.5 py-2 text-sm font-medium whitespace-nowrap text-slate-700 shadow-xs hover:border-brand-200 hover:text-brand-800",
                        "lg:rounded-lg lg:border-0 lg:bg-transparent lg:px-3 lg:shadow-none lg:hover:bg-white",
                      )}
                    >
                      <Icon className="size-4 shrink-0 text-brand-500" aria-hidden="true" />
                      <span className="flex-1">{category.title}</span>
                      <span className="text-xs text-slate-500 tabular-nums" aria-hidden="true">
                        {category.entries.length}
                      </span>
                      <span className="sr-only">
                        , <Plural value={questions} one="# question" other="# questions" />
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </aside>

      <div className="min-w-0 space-y-5">
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {searching ? (
            count === 0 ? (
              <Trans>No results found for "{searched}"</Trans>
            ) : (
              <Plural
                value={count}
                one={`# answer found for "${searched}"`}
                other={`# answers found for "${searched}"`}
              />
            )
          ) : null}
        </p>
        {searching && count > 0 ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200/80 bg-white px-4 py-3 text-sm text-slate-600 shadow-card sm:px-6">
            <p>
              <Trans>
                <span className="font-semibold text-slate-900">{count}</span>{" "}
                <Plural value={count} one="answer" other="answers" /> for "
                <span className="font-semibold text-slate-900">{searched}</span>"
              </Trans>
            </p>
            <Button variant="link" onClick={onClear}>
              <Trans>Show all questions</Trans>
            </Button>
          </div>
        ) : null}

        {count === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-slate-200/80 bg-white px-6 py-14 text-center shadow-card">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
              <SearchX className="size-7" aria-hidden="true" />
            </span>
            <h2 className="mt-5 text-xl font-bold text-balance break-words text-slate-900">
              <Trans>No results found for "{searched}"</Trans>
            </h2>
            <p className="mt-2 max-w-md text-slate-600">
              <Trans>
                Try a shorter or different word, such as "refund", "slot" or "payout", or browse every question.
              </Trans>
            </p>
            <Button className="mt-6" onClick={onClear}>
              <Trans>Clear Search</Trans>
            </Button>
          </div>
        ) : (
          categories.map((category) => <FaqCategory key={category.id} category={category} query={query} />)
        )}
      </div>
    </div>
  );
}
