import { Trans } from "@lingui/react/macro";
import { ArrowLeft, ChevronRight, Store } from "lucide-react";
import { Link } from "react-router";
import { useAuthIfAny } from "@/features/auth";

/**
 * The desk of a venue the account does not work at (issue 46): the server refused it (403 for a
 * member removed from its staff, 404 for another venue's staff or owner, who learn nothing about
 * it). Said plainly, with no day, toolbar or grid to tap, and the way to the desks they may open.
 */
export function NotYourVenue({ venueId }: { venueId: number }) {
  const session = useAuthIfAny();
  const theirs = (session?.user?.staffOf ?? []).filter((m) => m.venueId !== venueId);
  return (
    <div className="container-page max-w-2xl py-8 sm:py-12">
      <Link
        to="/owner/dashboard"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        <Trans>Dashboard</Trans>
      </Link>
      <p className="text-sm font-semibold text-pitch-700">
        <Trans>Front desk</Trans>
      </p>
      <div role="alert" className="mt-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          <Trans>You don't work at this venue</Trans>
        </h1>
        <p className="mt-2 text-slate-600">
          <Trans>Only the venue's owner and its staff can open its desk. Open the desk of a venue you work at.</Trans>
        </p>
      </div>
      {theirs.length > 0 ? (
        <ul className="mt-5 divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card">
          {theirs.map((m) => (
            <li key={m.venueId}>
              <Link
                to={`/owner/desk?venue=${m.venueId}`}
                className="flex min-h-14 items-center justify-between gap-3 px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50 hover:text-brand-700"
              >
                <span className="flex items-center gap-2">
                  <Store className="size-4 text-pitch-700" aria-hidden="true" />
                  {m.venueName}
                </span>
                <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Link
          to="/owner/desk"
          className="mt-5 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          <Trans>Your venues' desks</Trans>
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}
