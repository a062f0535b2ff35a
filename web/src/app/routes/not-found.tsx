import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, Search } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <div className="container-page flex justify-center py-16 sm:py-24">
      <div className="w-full max-w-xl rounded-3xl border border-slate-200/80 bg-white p-8 text-center shadow-card sm:p-12">
        <p className="text-brand-gradient text-7xl font-black tracking-tight sm:text-8xl">404</p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
          <Trans>Page not found</Trans>
        </h1>
        <p className="mt-3 text-slate-600">
          <Trans>We couldn't find the page you were looking for.</Trans>
        </p>
        <p className="mt-1 text-sm text-slate-500">
          <Trans>The address may be mistyped, or the page may have moved.</Trans>
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              <Trans>Back to home</Trans>
            </Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/search">
              <Search aria-hidden="true" />
              <Trans>Find a venue</Trans>
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
