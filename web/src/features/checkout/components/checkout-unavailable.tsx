import { Trans } from "@lingui/react/macro";
import { ArrowLeft, CalendarX2, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

interface CheckoutUnavailableProps {
  title: string;
  children: ReactNode;
  /** Back to the venue, when there is one to go back to. */
  venueId?: number;
}

/** A checkout that cannot go ahead: a broken link, a venue that is gone, a slot not offered. */
export function CheckoutUnavailable({ title, children, venueId }: CheckoutUnavailableProps) {
  return (
    <div className="container-page py-12 sm:py-20">
      <div className="mx-auto max-w-lg rounded-2xl border border-slate-200/80 bg-white px-6 py-12 text-center shadow-card sm:px-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
          <CalendarX2 className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <div className="mx-auto mt-2 max-w-sm text-sm leading-relaxed text-slate-600">{children}</div>
        <div className="mt-7 flex flex-wrap justify-center gap-3">
          {venueId ? (
            <Button asChild>
              <Link to={`/venues/${venueId}`}>
                <ArrowLeft aria-hidden="true" />
                <Trans>Back to the venue</Trans>
              </Link>
            </Button>
          ) : null}
          <Button asChild variant={venueId ? "secondary" : "primary"}>
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
