import type { Venue } from "@crease/core/contracts/venues";
import { Trans, useLingui } from "@lingui/react/macro";
import { ExternalLink, History, IndianRupee, PencilLine } from "lucide-react";
import { Link } from "react-router";

/** A venue card's actions on My Venues: its page, Edit, status History and Pricing (two by two). */
export function VenueCardActions({
  venue,
  onEdit,
  onHistory,
  onPricing,
}: {
  venue: Venue;
  onEdit: (venue: Venue) => void;
  onHistory: (venue: Venue) => void;
  onPricing: (venue: Venue) => void;
}) {
  const { t } = useLingui();
  const name = venue.name;
  return (
    <div className="mt-auto grid grid-cols-2 border-t border-slate-100 text-sm [&>*]:border-slate-100 [&>*:nth-child(odd)]:border-r [&>*:nth-child(n+3)]:border-t">
      <Link
        to={`/venues/${venue.id}`}
        className="flex items-center justify-center gap-1.5 py-2.5 font-semibold text-slate-600 hover:bg-slate-50 hover:text-brand-700"
        aria-label={t`View the page of ${name}`}
      >
        <ExternalLink className="size-4" aria-hidden="true" />
        <Trans>View</Trans>
      </Link>
      <button
        type="button"
        onClick={() => onEdit(venue)}
        className="flex items-center justify-center gap-1.5 py-2.5 font-semibold text-slate-600 hover:bg-slate-50 hover:text-brand-700"
        aria-label={t`Edit ${name}`}
      >
        <PencilLine className="size-4" aria-hidden="true" />
        <Trans>Edit</Trans>
      </button>
      <button
        type="button"
        onClick={() => onHistory(venue)}
        className="flex items-center justify-center gap-1.5 py-2.5 font-semibold text-slate-600 hover:bg-slate-50 hover:text-brand-700"
        aria-label={t`Status history of ${name}`}
      >
        <History className="size-4" aria-hidden="true" />
        <Trans>History</Trans>
      </button>
      <button
        type="button"
        onClick={() => onPricing(venue)}
        className="flex items-center justify-center gap-1.5 py-2.5 font-semibold text-slate-600 hover:bg-slate-50 hover:text-brand-700"
        aria-label={t`Pricing of ${name}`}
      >
        <IndianRupee className="size-4" aria-hidden="true" />
        <Trans>Pricing</Trans>
      </button>
    </div>
  );
}
