import { Trans } from "@lingui/react/macro";
import { Home, MapPinOff, Search } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** A venue that does not exist, or is not open to this user (docs/product/screens.md: "Venue Not Found"). */
export function VenueNotFound() {
  return (
    <div className="container-page py-12 sm:py-20">
      <div className="relative mx-auto max-w-xl overflow-hidden rounded-3xl border border-slate-200/80 bg-white px-6 py-14 text-center shadow-card sm:px-12">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1.5 bg-brand-gradient" />
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
          <MapPinOff className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">
          <Trans>Venue Not Found</Trans>
        </h1>
        <p className="mx-auto mt-3 max-w-sm leading-relaxed text-slate-600">
          <Trans>This venue doesn't exist or is no longer listed. It may have been removed by its owner.</Trans>
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/">
              <Home aria-hidden="true" />
              <Trans>Return to Home</Trans>
            </Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/search">
              <Search aria-hidden="true" />
              <Trans>Find venues</Trans>
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
