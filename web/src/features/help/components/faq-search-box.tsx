import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Search, X } from "lucide-react";
import { useRef } from "react";

/** Searches to start from: each is a word the answers use in the language on screen. */
const POPULAR = [msg`Refund`, msg`Rain`, msg`Payout`, msg`Time slots`, msg`GST`] as const;

interface FaqSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** The Help Center's search field, with a clear button and a few popular searches to start from. */
export function FaqSearchBox({ value, onChange }: FaqSearchBoxProps) {
  const { i18n, t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  return (
    <search className="mt-8 block max-w-2xl">
      <label htmlFor="faq-search" className="sr-only">
        <Trans>Search the Help Center</Trans>
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          ref={input}
          id="faq-search"
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && value) {
              event.preventDefault();
              onChange("");
            }
          }}
          placeholder={t`Search for answers, e.g. refund`}
          autoComplete="off"
          enterKeyHint="search"
          className="h-14 w-full rounded-2xl border-0 bg-white pr-12 pl-12 text-base text-slate-900 shadow-[0_20px_40px_-16px_rgb(30_27_75/0.5)] ring-1 ring-white/40 placeholder:text-slate-400 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white/70 [&::-webkit-search-cancel-button]:hidden"
        />
        {value ? (
          <button
            type="button"
            onClick={() => {
              onChange("");
              input.current?.focus();
            }}
            className="absolute top-1/2 right-2.5 flex size-9 -translate-y-1/2 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            aria-label={t`Clear search text`}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-white/75">
          <Trans>Popular:</Trans>
        </span>
        {POPULAR.map((message) => i18n._(message)).map((term) => (
          <button
            key={term}
            type="button"
            onClick={() => onChange(term)}
            className="rounded-full bg-white/12 px-3 py-1 font-medium text-white ring-1 ring-white/25 transition-colors hover:bg-white/20 focus-visible:outline-white"
          >
            {term}
          </button>
        ))}
      </div>
    </search>
  );
}
