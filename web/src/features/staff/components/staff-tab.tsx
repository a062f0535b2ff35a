import { Trans, useLingui } from "@lingui/react/macro";
import { Users } from "lucide-react";
import { useState } from "react";
import { Select } from "@/components/ui/input";
import { EmptyState, ListSkeleton } from "@/components/ui/panel-states";
import { StaffPanel } from "./staff-panel";
import { VenueActivityList } from "./venue-activity";

/**
 * The owner dashboard's Staff tab: pick one of the owner's venues, see and change its staff, and
 * read its activity. `venues` is undefined while they load.
 */
export function StaffTab({ venues }: { venues: readonly { id: number; name: string }[] | undefined }) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<number | null>(null);
  if (!venues) return <ListSkeleton label={t`Loading your venues`} rows={2} />;
  if (venues.length === 0) {
    return (
      <EmptyState icon={<Users />} title={t`No venues yet`}>
        {t`List a venue first; then you can add the people who work there.`}
      </EmptyState>
    );
  }
  const venue = venues.find((v) => v.id === chosen) ?? venues[0]!;
  return (
    <section aria-labelledby="staff-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="staff-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Staff and activity</Trans>
          </h2>
          <p className="text-sm text-slate-500">
            <Trans>Who works at each venue, and who did what there.</Trans>
          </p>
        </div>
        {venues.length > 1 ? (
          <Select
            aria-label={t`Venue`}
            className="sm:w-72"
            value={String(venue.id)}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {venues.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </Select>
        ) : null}
      </div>
      <StaffPanel key={`staff-${venue.id}`} venueId={venue.id} venueName={venue.name} />
      <VenueActivityList key={`activity-${venue.id}`} venueId={venue.id} />
    </section>
  );
}
