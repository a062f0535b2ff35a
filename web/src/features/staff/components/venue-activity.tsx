import type { VenueActivity } from "@crease/core/contracts/staff";
import { formatIndianMobile } from "@crease/core/phone";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { History } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { EmptyState, ListSkeleton, LoadError } from "@/components/ui/panel-states";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { useVenueActivity } from "../api/staff";
import { useRoleLabel } from "./role-label";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The venue form's fields as the owner knows them (the activity stores their API names). */
const FIELD_LABELS: Record<string, MessageDescriptor> = {
  name: msg`name`,
  description: msg`description`,
  address: msg`address`,
  city: msg`city`,
  state: msg`state`,
  pincode: msg`PIN code`,
  postalCode: msg`PIN code`,
  location: msg`map link`,
  amenities: msg`amenities`,
  reschedulingRules: msg`rescheduling rules`,
  cancellationRules: msg`cancellation rules`,
  advanceBookingDays: msg`booking window`,
  paymentType: msg`payment type`,
  partialPaymentAmount: msg`advance amount`,
  upiQrCodeUrl: msg`UPI QR code`,
  whatsappNumber: msg`WhatsApp number`,
  details: msg`prices and hours`,
  images: msg`photos`,
};

/** One line of the history, as a whole sentence (Hindi orders the words its own way). */
function ActivityText({ entry }: { entry: VenueActivity }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const words = useWords();
  const roleLabel = useRoleLabel();
  const actor = entry.actorName;
  const booking = entry.bookingId;
  const mobile = text(entry.detail.mobile);
  const who = text(entry.detail.name) || text(entry.detail.email) || (mobile ? formatIndianMobile(mobile) : "");
  const role = entry.detail.role === "manager" ? roleLabel("manager") : roleLabel("desk");
  const reason = text(entry.detail.reason);
  const courtName = text(entry.detail.name);
  const player = text(entry.detail.player);
  const paidAmount = text(entry.detail.amount) ? format.rupees(Number(entry.detail.amount)) : "";
  const count = Number(entry.detail.count ?? entry.detail.cancelled ?? 0);
  const rules = Number(entry.detail.rules ?? 0);
  const day = (value: unknown) => (text(value) ? format.date(text(value), "weekday-day-month") : "");
  const from = day(entry.detail.from);
  const to = day(entry.detail.to);
  const fields = text(entry.detail.fields)
    .split(", ")
    .filter(Boolean)
    .map((key) => (FIELD_LABELS[key] ? i18n._(FIELD_LABELS[key]) : key))
    .join(", ");
  let line: ReactNode;
  switch (entry.action) {
    case "booking.cancel":
      line = (
        <Trans>
          {actor} cancelled booking #{booking}
        </Trans>
      );
      break;
    case "booking.reschedule": {
      const was = `${day(entry.detail.fromDate)} · ${words.slot(text(entry.detail.fromSlot))} (${text(entry.detail.fromCourt)})`;
      const now = `${day(entry.detail.toDate)} · ${words.slot(text(entry.detail.toSlot))} (${text(entry.detail.toCourt)})`;
      line = (
        <Trans>
          {actor} rescheduled booking #{booking} from {was} to {now}
        </Trans>
      );
      break;
    }
    case "booking.complete":
      line = (
        <Trans>
          {actor} marked booking #{booking} completed
        </Trans>
      );
      break;
    case "venue.edit":
      line = entry.detail.reviewPending ? (
        <Trans>
          {actor} changed the venue ({fields}); the change waits for review
        </Trans>
      ) : (
        <Trans>
          {actor} changed the venue ({fields})
        </Trans>
      );
      break;
    case "staff.add":
      line = entry.detail.invited ? (
        <Trans>
          {actor} invited {who} as {role}
        </Trans>
      ) : (
        <Trans>
          {actor} added {who} as {role}
        </Trans>
      );
      break;
    case "staff.remove":
      line = entry.detail.invited ? (
        <Trans>
          {actor} withdrew the invitation to {who}
        </Trans>
      ) : (
        <Trans>
          {actor} removed {who} from the staff
        </Trans>
      );
      break;
    case "staff.join":
      line = (
        <Trans>
          {actor} accepted the invitation and joined as {role}
        </Trans>
      );
      break;
    case "court.add":
      line = (
        <Trans>
          {actor} added the court {courtName}
        </Trans>
      );
      break;
    case "court.change":
      line = (
        <Trans>
          {actor} changed the court {courtName}
        </Trans>
      );
      break;
    case "court.remove":
      line = (
        <Trans>
          {actor} removed the court {courtName}
        </Trans>
      );
      break;
    case "booking.desk":
      line = (
        <Trans>
          {actor} booked #{booking} at the desk for {player}
        </Trans>
      );
      break;
    case "booking.mark_paid":
      line =
        entry.detail.method === "upi" ? (
          <Trans>
            {actor} took {paidAmount} by UPI for booking #{booking}
          </Trans>
        ) : (
          <Trans>
            {actor} took {paidAmount} in cash for booking #{booking}
          </Trans>
        );
      break;
    case "slots.block":
      line = (
        <Trans>
          {actor} blocked slots ({reason}): {count}
        </Trans>
      );
      break;
    case "slots.unblock":
      line = (
        <Trans>
          {actor} put blocked slots back on sale: {count}
        </Trans>
      );
      break;
    case "prices.change":
      line = (
        <Trans>
          {actor} changed the prices (price rules: {rules})
        </Trans>
      );
      break;
    case "credit.desk_top_up":
      line =
        entry.detail.method === "upi" ? (
          <Trans>
            {actor} added {paidAmount} of venue credit for {player}, paid by UPI
          </Trans>
        ) : (
          <Trans>
            {actor} added {paidAmount} of venue credit for {player}, paid in cash
          </Trans>
        );
      break;
    case "venue.close": {
      // A part-day closure (issue 46) names its hours: "18:00-19:00, 19:00-20:00" as the venue words them.
      const hours = text(entry.detail.slots)
        .split(", ")
        .filter(Boolean)
        .map((slot) => words.slot(slot))
        .join(", ");
      line = hours ? (
        <Trans>
          {actor} closed {hours} from {from} to {to}; bookings cancelled and refunded: {count}
        </Trans>
      ) : (
        <Trans>
          {actor} closed {from} to {to} ({reason}); bookings cancelled and refunded: {count}
        </Trans>
      );
      break;
    }
  }
  return (
    <>
      <p className="text-sm text-slate-800">{line}</p>
      {reason ? <p className="mt-0.5 text-sm text-slate-600">“{reason}”</p> : null}
    </>
  );
}

/** Who did what at a venue (the owner's "Activity"), newest first, each booking a link to it. */
export function VenueActivityList({ venueId }: { venueId: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const activity = useVenueActivity(venueId);
  return (
    <Card className="p-5">
      <h3 className="mb-3 font-semibold text-slate-900">
        <Trans>Activity</Trans>
      </h3>
      {activity.isPending ? (
        <ListSkeleton label={t`Loading activity`} rows={3} />
      ) : activity.isError ? (
        <LoadError message={t`Could not load the activity`} onRetry={() => void activity.refetch()} />
      ) : activity.data.length === 0 ? (
        <EmptyState icon={<History />} title={t`Nothing yet`}>
          {t`Cancellations, completed bookings, edits and staff changes will be listed here with who made them.`}
        </EmptyState>
      ) : (
        <ol className="divide-y divide-slate-100">
          {activity.data.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0 flex-1">
                <ActivityText entry={entry} />
                <p className="mt-0.5 text-xs text-slate-500">{format.timeAndDate(entry.at)}</p>
              </div>
              {entry.bookingId ? (
                <Link
                  to={`/owner/dashboard?tab=bookings&booking=${entry.bookingId}`}
                  className="shrink-0 text-sm font-medium text-brand-700 hover:underline"
                >
                  <Trans>See booking</Trans>
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
