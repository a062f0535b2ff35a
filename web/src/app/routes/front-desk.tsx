import { can } from "@crease/core/permissions";
import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronRight, Store } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { FrontDesk } from "@/features/front-desk";
import { useOwnerVenues } from "@/features/venue-management";
import { useDocumentTitle } from "@/lib/use-document-title";

/** "?venue=12" → 12; anything else is no venue. */
function venueIdFrom(param: string | null): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

function VenueLinks({ venues }: { venues: { id: number; name: string }[] }) {
  return (
    <ul className="mt-5 divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card">
      {venues.map((v) => (
        <li key={v.id}>
          <Link
            to={`/owner/desk?venue=${v.id}`}
            className="flex min-h-14 items-center justify-between gap-3 px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50 hover:text-brand-700"
          >
            <span className="flex items-center gap-2">
              <Store className="size-4 text-pitch-700" aria-hidden="true" />
              {v.name}
            </span>
            <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Without a venue in the address: the venues whose desk this account may open. */
function ChooseVenue() {
  const { t } = useLingui();
  const { user } = useAuth();
  useDocumentTitle(t`Front desk`);
  const owns = can(user, "venue.list");
  // Staff own nothing: their venues come with the session (an empty list asks the server nothing).
  const owned = useOwnerVenues(
    owns ? { ownerId: can(user, "venue.see-all") ? null : (user?.id ?? null) } : { ownerId: null, venueIds: [] },
  );
  const venues = owns
    ? (owned.data ?? []).map((v) => ({ id: v.id, name: v.name }))
    : (user?.staffOf ?? []).map((m) => ({ id: m.venueId, name: m.venueName }));
  return (
    <div className="container-page max-w-2xl py-8 sm:py-12">
      <p className="text-sm font-semibold text-pitch-700">
        <Trans>Front desk</Trans>
      </p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">
        <Trans>Which venue's desk?</Trans>
      </h1>
      {owns && owned.isPending ? (
        <Skeleton className="mt-5 h-28 w-full rounded-2xl" />
      ) : venues.length === 0 ? (
        <p className="mt-3 text-slate-600">
          <Trans>You have no venues yet.</Trans>
        </p>
      ) : (
        <VenueLinks venues={venues} />
      )}
    </div>
  );
}

/** /owner/desk?venue=<id> (docs/product/screens.md "Front desk"): the venue's owner, its desk and managers. */
export function Component() {
  const [params] = useSearchParams();
  const venueId = venueIdFrom(params.get("venue"));
  // A new venue starts on today, in the day view, at its first court.
  return venueId === null ? <ChooseVenue /> : <FrontDesk key={venueId} venueId={venueId} />;
}
