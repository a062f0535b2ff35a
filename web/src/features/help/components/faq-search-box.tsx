import { Search, X } from "lucide-react";
import { useRef } from "react";

const POPULAR = ["Refund", "Rain", "Payout", "Time slots", "GST"] as const;

interface FaqSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** The Help Center's search field, with a clear button and a few popular searches to start from. */
export function FaqSearchBox({ value, onChange }: FaqSearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <search className="mt-8 block max-w-2xl">
      <label htmlFor="faq-search" className="sr-only">
        Search the Help Center
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
          placeholder="Search for answers, e.g. refund"
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
            aria-label="Clear search text"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-white/75">Popular:</span>
        {POPULAR.map((term) => (
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
