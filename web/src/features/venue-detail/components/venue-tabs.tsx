import type { Venue, VenueDetails } from "@crease/core/contracts/venues";
import { formatRupees } from "@crease/core/money";
import { offeredSlots } from "@crease/core/pricing";
import { TEAM_CAPACITY } from "@crease/core/venues";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Armchair,
  Bath,
  CalendarClock,
  Car,
  CheckCircle2,
  Clock,
  Coffee,
  CreditCard,
  Droplets,
  HeartPulse,
  type Info,
  Lightbulb,
  ListChecks,
  MessageSquareText,
  ShieldCheck,
  Shirt,
  Undo2,
  Users,
  Wifi,
} from "lucide-react";
import type { ReactNode } from "react";
import { IconDetail } from "@/components/ui/icon-detail";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useWords } from "@/lib/i18n";
import { usePolicyWords } from "@/lib/i18n/platform-policies";

/** A friendly icon for the amenities owners list most; anything else gets a tick. */
const AMENITY_ICONS: [RegExp, typeof Car][] = [
  [/park/i, Car],
  [/wi-?fi|internet/i, Wifi],
  [/flood|light/i, Lightbulb],
  [/washroom|toilet|restroom|shower/i, Bath],
  [/water/i, Droplets],
  [/refresh|cafe|canteen|food|snack/i, Coffee],
  [/secur|cctv|guard/i, ShieldCheck],
  [/first aid|medical/i, HeartPulse],
  [/changing|locker/i, Shirt],
  [/seat|stand|pavilion/i, Armchair],
];

function amenityIcon(amenity: string) {
  return AMENITY_ICONS.find(([pattern]) => pattern.test(amenity))?.[1] ?? CheckCircle2;
}

/** The payment method text of the Policies tab (docs/product/screens.md, docs/product/payments-and-refunds.md#the-price partial payment). */
export function paymentMethodText(venue: Pick<Venue, "paymentType" | "partialPaymentAmount">): string {
  if (venue.paymentType === "partial" && venue.partialPaymentAmount && Number(venue.partialPaymentAmount) > 0) {
    const advance = formatRupees(venue.partialPaymentAmount);
    return t`Pay ${advance} online now, rest at the venue by UPI`;
  }
  return t`Full payment online`;
}

interface VenueTabsProps {
  venue: Venue;
  details: VenueDetails | null | undefined;
  /** The Reviews tab's content (list and form). */
  reviews: ReactNode;
}

/** Overview, Amenities, Reviews and Policies (docs/product/screens.md#public). */
export function VenueTabs({ venue, details, reviews }: VenueTabsProps) {
  const { t } = useLingui();
  const words = useWords();
  const policy = usePolicyWords();
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label={t`About this venue`} className="w-full sm:w-auto">
        <TabsTrigger value="overview" className="flex-1 px-2! sm:flex-none sm:px-3.5!">
          <Trans>Overview</Trans>
        </TabsTrigger>
        <TabsTrigger value="amenities" className="flex-1 px-2! sm:flex-none sm:px-3.5!">
          <Trans>Amenities</Trans>
        </TabsTrigger>
        <TabsTrigger value="reviews" className="flex-1 px-2! sm:flex-none sm:px-3.5!">
          <Trans>Reviews</Trans>
          <span className="hidden rounded-full bg-current/15 px-1.5 text-xs tabular-nums sm:inline">
            {venue.reviewCount}
          </span>
        </TabsTrigger>
        <TabsTrigger value="policies" className="flex-1 px-2! sm:flex-none sm:px-3.5!">
          <Trans>Policies</Trans>
        </TabsTrigger>
      </TabsList>

      <TabsContent value="overview">
        <Panel title={t`About this venue`}>
          <p className="leading-relaxed whitespace-pre-line text-slate-700">
            {venue.description || t`The owner has not written a description yet.`}
          </p>
          <Facts venue={venue} details={details} />
        </Panel>
      </TabsContent>

      <TabsContent value="amenities">
        <Panel title={t`Amenities`}>
          {venue.amenities.length > 0 ? (
            <ul className="grid gap-3 sm:grid-cols-2">
              {venue.amenities.map((amenity) => {
                const Icon = amenityIcon(amenity);
                return (
                  <li key={amenity} className="flex items-center gap-3 rounded-xl bg-slate-50 px-3.5 py-3">
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-pitch-700 shadow-sm ring-1 ring-slate-200/80">
                      <Icon className="size-4.5" aria-hidden="true" />
                    </span>
                    <span className="font-medium text-slate-800">{words.amenity(amenity)}</span>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="text-slate-600">
              <Trans>The owner has not listed any amenities yet.</Trans>
            </p>
          )}
        </Panel>
      </TabsContent>

      <TabsContent value="reviews">{reviews}</TabsContent>

      <TabsContent value="policies">
        <Panel title={t`Policies`}>
          <dl className="divide-y divide-slate-100">
            <Policy icon={Undo2} title={t`Cancellation`}>
              {venue.cancellationRules
                ? policy(venue.cancellationRules)
                : t`Free cancellation up to 48 hours before your slot.`}
            </Policy>
            <Policy icon={CalendarClock} title={t`Rescheduling`}>
              {(venue.reschedulingRules && policy(venue.reschedulingRules)) ||
                t`Reschedule once, up to 24 hours before your slot, from the booking in your dashboard.`}
            </Policy>
            <Policy icon={CreditCard} title={t`Payment method`}>
              <span className="font-semibold text-slate-900">{paymentMethodText(venue)}</span>
              <span className="mt-1 block text-sm text-slate-600">
                {venue.paymentType === "partial"
                  ? t`The rest is paid at the venue on the day, by scanning the venue's UPI QR code shown with your booking.`
                  : venue.gstRatePercent > 0
                    ? t`Pay the whole amount, including 18% GST, securely online when you book. Your slot is confirmed instantly.`
                    : t`Pay the whole amount securely online when you book. Your slot is confirmed instantly.`}
              </span>
            </Policy>
          </dl>
        </Panel>
      </TabsContent>
    </Tabs>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card sm:p-7">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Policy({ icon: Icon, title, children }: { icon: typeof Info; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 py-4 first:pt-0 last:pb-0">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <dt className="font-semibold text-slate-900">{title}</dt>
        <dd className="mt-1 leading-relaxed text-slate-700">{children}</dd>
      </div>
    </div>
  );
}

/** "06:00" → "6 AM", "22:30" → "10:30 PM". */
function hourText(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const suffix = h % 24 < 12 ? "AM" : "PM";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return m ? `${h12}:${String(m).padStart(2, "0")} ${suffix}` : `${h12} ${suffix}`;
}

/** A few quick facts under the description: hours, pitch, team size, host. */
function Facts({ venue, details }: { venue: Venue; details: VenueDetails | null | undefined }) {
  const { t } = useLingui();
  const words = useWords();
  const facts: { icon: typeof Info; label: string; value: string }[] = [];
  if (details && details.venueType !== "ground") {
    facts.push({
      icon: Clock,
      label: t`Open (one-hour slots)`,
      value: `${hourText(details.startTime)} – ${hourText(details.endTime)}`,
    });
  } else if (details?.venueType === "ground") {
    const names = offeredSlots(details).map((slot) => words.slotName(slot));
    if (names.length > 0) facts.push({ icon: Clock, label: t`Four-hour slots`, value: names.join(", ") });
  }
  if (details?.venueType === "nets") {
    facts.push({ icon: ListChecks, label: t`Pitch`, value: words.pitch(details.pitchType) });
  }
  if (details?.venueType === "box") {
    const size = details.teamCapacity || TEAM_CAPACITY.default;
    facts.push({ icon: Users, label: t`Team size`, value: t`${size} a side` });
  }
  if (venue.ownerName) facts.push({ icon: MessageSquareText, label: t`Hosted by`, value: venue.ownerName });
  if (facts.length === 0) return null;

  return (
    <dl className="mt-6 grid gap-3 border-t border-slate-100 pt-6 sm:grid-cols-2">
      {facts.map(({ icon: Icon, label, value }) => (
        <IconDetail
          key={label}
          icon={<Icon className="size-4.5" />}
          label={label}
          iconClassName="bg-pitch-50 text-pitch-700"
        >
          {value}
        </IconDetail>
      ))}
    </dl>
  );
}
