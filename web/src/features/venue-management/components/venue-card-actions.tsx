import type { Venue } from "@crease/core/contracts/venues";
import { Trans, useLingui } from "@lingui/react/macro";
import { Ban, ExternalLink, History, IndianRupee, LayoutGrid, PencilLine, Store } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

const ACTION =
  "flex min-w-0 flex-col items-center justify-center gap-1 bg-white px-1 py-2 text-center text-xs leading-tight font-semibold text-slate-600 hover:bg-slate-50 hover:text-brand-700 [&_svg]:size-4 [&_svg]:shrink-0";

function Action({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className={ACTION} aria-label={label}>
      {children}
    </button>
  );
}

/**
 * A venue card's actions on My Venues: the front desk across the card (the one used all day), then
 * its page, Edit, Courts, Block, Pricing and status History: icons over words, three to a row, so
 * six fit a narrow card in either language.
 */
export function VenueCardActions({
  venue,
  onEdit,
  onCourts,
  onBlocks,
  onPricing,
  onHistory,
}: {
  venue: Venue;
  onEdit: (venue: Venue) => void;
  onCourts: (venue: Venue) => void;
  onBlocks: (venue: Venue) => void;
  onPricing: (venue: Venue) => void;
  onHistory: (venue: Venue) => void;
}) {
  const { t } = useLingui();
  const name = venue.name;
  return (
    <div className="mt-auto">
      <Link
        to={`/owner/desk?venue=${venue.id}`}
        className="flex min-h-11 items-center justify-center gap-1.5 border-t border-slate-100 bg-pitch-50 px-3 text-sm font-semibold text-pitch-800 hover:bg-pitch-100 [&_svg]:size-4"
        aria-label={t`Front desk of ${name}`}
      >
        <Store aria-hidden="true" />
        <Trans>Front desk</Trans>
      </Link>
      <div className="grid grid-cols-3 gap-px border-t border-slate-100 bg-slate-100">
        <Link to={`/venues/${venue.id}`} className={ACTION} aria-label={t`View the page of ${name}`}>
          <ExternalLink aria-hidden="true" />
          <Trans>View</Trans>
        </Link>
        <Action label={t`Edit ${name}`} onClick={() => onEdit(venue)}>
          <PencilLine aria-hidden="true" />
          <Trans>Edit</Trans>
        </Action>
        <Action label={t`Courts of ${name}`} onClick={() => onCourts(venue)}>
          <LayoutGrid aria-hidden="true" />
          <Trans>Courts</Trans>
        </Action>
        <Action label={t`Block slots of ${name}`} onClick={() => onBlocks(venue)}>
          <Ban aria-hidden="true" />
          <Trans>Block</Trans>
        </Action>
        <Action label={t`Pricing of ${name}`} onClick={() => onPricing(venue)}>
          <IndianRupee aria-hidden="true" />
          <Trans>Pricing</Trans>
        </Action>
        <Action label={t`Status history of ${name}`} onClick={() => onHistory(venue)}>
          <History aria-hidden="true" />
          <Trans>History</Trans>
        </Action>
      </div>
    </div>
  );
}
