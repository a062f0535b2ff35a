import { useLingui } from "@lingui/react/macro";
import { Wordmark } from "@/components/brand/wordmark";

/** What the first page load shows while its screen's code arrives (usually a blink). */
export function AppLoading() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col" aria-busy="true">
      <div className="border-b border-slate-200/70 bg-white">
        <div className="container-page flex h-16 items-center">
          <Wordmark link={false} />
        </div>
      </div>
      <div
        className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100"
        role="progressbar"
        aria-label={t`Loading page`}
      >
        <div className="h-full w-1/3 animate-progress bg-brand-gradient" />
      </div>
    </div>
  );
}
