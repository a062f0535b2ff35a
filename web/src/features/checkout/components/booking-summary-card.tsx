import { formatPaise } from "@crease/core/money";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, Clock, LayoutGrid, MapPin, Sparkles } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { IconDetail } from "@/components/ui/icon-detail";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";

const TYPE_TONE: Record<string, "pitch" | "blue" | "amber" | "brand"> = {
  ground: "pitch",
  nets: "blue",
  box: "amber",
};

export interface SummaryAddOn {
  key: string;
  name: string;
  pricePaise: number;
}

interface BookingSummaryCardProps {
  venueId: number;
  venueName: string;
  venueType: string;
  /** "Gurgaon, Haryana", once the venue has loaded. */
  place: string | null;
  cover: string | null;
  date: string;
  slot: string;
  /** The court's name at a venue with several, else null. */
  court?: string | null;
  /** Priced add-ons; null while the venue's prices load. */
  addOns: SummaryAddOn[] | null;
  /** A weekly booking: the date shown is its first. */
  weekly?: boolean;
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <IconDetail
      icon={icon}
      label={label}
      className="gap-x-3.5 py-3.5"
      iconClassName="rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 [&_svg]:size-4"
      valueClassName="mt-0.5 text-[15px] font-medium text-slate-900"
    >
      {children}
    </IconDetail>
  );
}

/** Venue, type badge, date, time slot and add-ons with their prices (docs/product/screens.md#public). */
export function BookingSummaryCard({
  venueId,
  venueName,
  venueType,
  place,
  cover,
  date,
  slot,
  court = null,
  addOns,
  weekly = false,
}: BookingSummaryCardProps) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const [coverFailed, setCoverFailed] = useState(false);
  return (
    <Card>
      <div className="flex items-start gap-4 border-b border-slate-100 p-5 sm:p-6">
        <div className="size-18 shrink-0 overflow-hidden rounded-xl bg-gradient-to-br from-pitch-400 to-pitch-700 sm:size-20">
          {cover && !coverFailed ? (
            <img
              src={cover}
              alt=""
              className="size-full object-cover"
              onError={() => setCoverFailed(true)}
              width={80}
              height={80}
            />
          ) : null}
        </div>
        <div className="min-w-0 flex-1">
          <h2 id="booking-summary-title" className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            <Trans>Booking summary</Trans>
          </h2>
          <p className="mt-1 text-lg leading-snug font-bold text-slate-900 sm:text-xl">
            <Link to={`/venues/${venueId}`} className="rounded hover:text-brand-700 hover:underline">
              {venueName}
            </Link>
          </p>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5">
            {venueType ? <Badge tone={TYPE_TONE[venueType] ?? "brand"}>{words.venueType(venueType)}</Badge> : null}
            {place ? (
              <span className="inline-flex items-center gap-1 text-sm text-slate-600">
                <MapPin className="size-3.5 text-slate-400" aria-hidden="true" />
                {place}
              </span>
            ) : null}
          </div>
        </div>
      </div>
      <dl className="divide-y divide-slate-100 px-5 sm:px-6">
        <Row icon={<CalendarDays />} label={weekly ? t`First date` : t`Date`}>
          {format.date(date, "long")}
        </Row>
        <Row icon={<Clock />} label={t`Time slot`}>
          {words.slot(slot)}
        </Row>
        {court ? (
          <Row icon={<LayoutGrid />} label={t`Court`}>
            {court}
          </Row>
        ) : null}
        <Row icon={<Sparkles />} label={t`Add-ons`}>
          {addOns === null ? (
            <Skeleton className="mt-1 h-4 w-40" />
          ) : addOns.length === 0 ? (
            <span className="font-normal text-slate-500">
              <Trans>None</Trans>
            </span>
          ) : (
            <ul className="space-y-1">
              {addOns.map((addOn) => (
                <li key={addOn.key} className="flex items-baseline justify-between gap-3">
                  <span>{words.addOn(addOn.name)}</span>
                  <span className="text-sm font-semibold text-slate-700 tabular-nums">
                    {formatPaise(addOn.pricePaise)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Row>
      </dl>
    </Card>
  );
}
