import {
  BOOKING_STATUS,
  type Booking,
  type BookingSource,
  type BookingStatus,
  istToUtc,
  type PaymentStatus,
  paiseToRupeeString,
  slotInstants,
  venueMapUrl,
  venuePoint,
} from "@crease/core";
import { sql } from "drizzle-orm";
import { isoOf, isoOrNull } from "../../db/rows";
import { CANCELLATION_REFUND_REASONS, refundRows } from "../payments/reads/refund-rows";

type RefundStatus = Booking["refundStatus"];
type CancelledBy = NonNullable<Booking["cancelledBy"]>;

/**
 * A booking as the bookings domain hands it to services: camelCase, money in paise as numbers,
 * instants as ISO text, with the venue and player it needs. The SQL below stays hand-written (the
 * checkout's hot path, measured in docs/performance-diary.md); `bookingOf` is its one typed boundary.
 */
export interface BookingRecord {
  id: number;
  venueId: number;
  courtId: number;
  courtName: string;
  source: BookingSource;
  /** Null for a desk booking of a player without an account (docs/product/front-desk.md). */
  userId: number | null;
  date: string;
  slot: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  /** When it is played (ISO): after midnight for the late slots of hours that run past it. */
  startsAt: string;
  endsAt: string;
  basePaise: number;
  addOnsPaise: number;
  discountPaise: number;
  couponCode: string | null;
  gstPaise: number;
  totalPaise: number;
  payNowPaise: number;
  /** The part of payNowPaise paid from venue credit (docs/product/credit.md). */
  paidWithCreditPaise: number;
  /** The bonus part of paidWithCreditPaise: a discount at redemption (docs/product/credit.md, "Tax and money"). */
  creditBonusPaise: number;
  /** Taken at the venue (cash or UPI): a desk booking's price, or an online booking's balance. */
  paidAtVenuePaise: number;
  addOns: { key: string; name: string; pricePaise: number }[];
  holdExpiresAt: string | null;
  confirmedAt: string | null;
  cancelledAt: string | null;
  /** Who cancelled it (the player, the venue's owner, an admin, or the server) and why they said. */
  cancelledBy: CancelledBy | null;
  cancellationReason: string | null;
  /** From the booking's refund row (domains/refunds), the one owner of refund amounts and states. */
  refundPaise: number;
  refundStatus: RefundStatus;
  /** When the player moved it (once at most), and where it was before. */
  rescheduledAt: string | null;
  rescheduledFrom: { date: string; slot: string; courtId: number; courtName: string; paidPaise: number } | null;
  /** The weekly booking it is a date of (docs/product/weekly-slots.md), else null. */
  seriesId: number | null;
  /** A booking of several hours (decision 049): its lead row's id (the lead's own), else null. */
  partOf: number | null;
  /** Its slots in the order they are played and its courts: one each, or a lead's with its hours (hours-read.ts). */
  slots: string[];
  courtIds: number[];
  createdAt: string;
  venueName: string;
  venueType: string;
  address: string;
  city: string;
  state: string;
  avgRating: string;
  reviewCount: number;
  upiQrCodeUrl: string | null;
  /** Google Maps for the venue (core's venueMapUrl) and, when it has its own, its coordinates. */
  mapUrl: string;
  point: { lat: number; lng: number } | null;
  /** The venue's public contact number (the owner's WhatsApp number for it), never the owner's own phone. */
  venuePhone: string | null;
  ownerId: number;
  userName: string;
  /** The player's mobile (verified first): told to the venue's owner with a new booking, never on the wire. */
  userPhone: string | null;
  images: string[];
}

/** What the drivers return for BOOKING_COLUMNS (numbers may be text, JSON may be text). */
export interface BookingRow {
  id: number;
  venue_id: number;
  court_id: number;
  court_name: string;
  source: string;
  user_id: number | null;
  date: string;
  slot: string;
  status: string;
  payment_status: string;
  base_paise: number;
  add_ons_paise: number;
  discount_paise: number;
  coupon_code: string | null;
  gst_paise: number;
  total_paise: number;
  pay_now_paise: number;
  paid_with_credit_paise: number;
  credit_bonus_paise: number;
  paid_at_venue_paise: number;
  add_ons: { key?: string; name: string; pricePaise: number }[] | string;
  hold_expires_at: unknown;
  confirmed_at: unknown;
  cancelled_at: unknown;
  cancelled_by_party: string | null;
  cancellation_reason: string | null;
  refund_paise: number;
  refund_status: string;
  rescheduled_at: unknown;
  rescheduled_from_date: string | null;
  rescheduled_from_slot: string | null;
  rescheduled_from_court_id: number | null;
  rescheduled_from_court_name: string | null;
  rescheduled_paid_paise: number | null;
  series_id: number | null;
  part_of: number | null;
  created_at: unknown;
  venue_name: string;
  venue_type: string;
  address: string;
  city: string;
  state: string;
  avg_rating: string;
  review_count: number;
  upi_qr_code_url: string | null;
  latitude: number | string | null;
  longitude: number | string | null;
  location: string | null;
  whatsapp_number: string | null;
  owner_id: number;
  user_name: string;
  user_phone: string | null;
  images: string[] | string | null;
  overnight_from: string | null;
}

/**
 * A cancelled booking's refund to venue credit (docs/product/credit.md): part of its refund on the
 * wire. A hold's credit given back when it ran out is no cancellation's, nor a cheaper move's: not counted.
 */
const CREDIT_REFUND = sql`(case when bk.cancelled_at is null then 0 else coalesce((select sum(ce.amount_paise)
  from credit_entries ce where ce.booking_id = bk.id and ce.kind = 'refund' and not ce.reschedule), 0) end)`;

/** A booking's columns with its venue and player (`bk`, `v`, `u` in scope). */
export const BOOKING_COLUMNS = sql`
  bk.id, bk.venue_id, bk.court_id, c.name as court_name, bk.source, bk.user_id, bk.date::text as date, bk.slot, bk.status, bk.payment_status,
    bk.base_paise, bk.add_ons_paise, bk.discount_paise,
    (select cp.code from coupons cp where cp.id = bk.coupon_id) as coupon_code, bk.gst_paise, bk.total_paise, bk.pay_now_paise, bk.paid_with_credit_paise, bk.credit_bonus_paise, bk.paid_at_venue_paise, bk.add_ons,
    bk.hold_expires_at, bk.confirmed_at, bk.cancelled_at, bk.cancellation_reason,
    case when bk.cancelled_at is null then null when bk.cancelled_by is null then 'system'
      when bk.cancelled_by = bk.user_id then 'player' when bk.cancelled_by = v.owner_id then 'owner'
      else 'admin' end as cancelled_by_party,
    coalesce((select sum(r.amount_paise) from ${refundRows()} r where r.booking_id = bk.id and r.reason in ${CANCELLATION_REFUND_REASONS}), 0)
      + ${CREDIT_REFUND} as refund_paise,
    -- Pending while any of them is: pending sorts before processed. A refund to venue credit is made at once.
    coalesce((select min(r.status) from ${refundRows()} r where r.booking_id = bk.id and r.reason in ${CANCELLATION_REFUND_REASONS}),
      case when ${CREDIT_REFUND} > 0 then 'processed' end, 'none') as refund_status,
    bk.rescheduled_at, bk.rescheduled_from_date::text as rescheduled_from_date, bk.rescheduled_from_slot,
    bk.rescheduled_from_court_id, (select fc.name from courts fc where fc.id = bk.rescheduled_from_court_id) as rescheduled_from_court_name,
    bk.rescheduled_paid_paise, bk.series_id, bk.part_of,
    bk.created_at, v.name as venue_name, v.venue_type, v.address, v.city, v.state,
    v.avg_rating::text as avg_rating, v.review_count, v.upi_qr_code_url, v.owner_id,
    v.latitude, v.longitude, v.location, v.whatsapp_number,
    coalesce(bk.player_name, u.full_name) as user_name,
    coalesce(bk.player_phone, u.verified_phone, u.phone) as user_phone,
    coalesce((select json_agg(i.url order by i.position, i.id) from venue_images i where i.venue_id = v.id), '[]'::json) as images,
    (select h.start_time from (select start_time, end_time from nets_details where venue_id = v.id
        union all select start_time, end_time from box_cricket_details where venue_id = v.id) h
      where h.end_time < h.start_time limit 1) as overnight_from`;
export const BOOKING_JOINS = sql`join venues v on v.id = bk.venue_id join courts c on c.id = bk.court_id left join users u on u.id = bk.user_id`;
export const BOOKING_SELECT = sql`select ${BOOKING_COLUMNS} from bookings bk ${BOOKING_JOINS}`;

const parsed = <T>(value: T | string): T => (typeof value === "string" ? JSON.parse(value) : value);

const coordinate = (value: number | string | null) => (value === null ? null : Number(value));

export function bookingOf(row: BookingRow): BookingRecord {
  const played = slotInstants(row.date, row.slot, row.overnight_from);
  const place = {
    latitude: coordinate(row.latitude),
    longitude: coordinate(row.longitude),
    location: row.location,
    address: row.address,
    city: row.city,
  };
  return {
    id: Number(row.id),
    venueId: Number(row.venue_id),
    courtId: Number(row.court_id),
    courtName: row.court_name,
    source: row.source === "desk" ? "desk" : "online",
    userId: row.user_id === null ? null : Number(row.user_id),
    date: row.date,
    slot: row.slot,
    status: row.status as BookingStatus,
    paymentStatus: row.payment_status as PaymentStatus,
    startsAt: (played?.start ?? istToUtc(row.date, "00:00")).toISOString(),
    endsAt: (played?.end ?? istToUtc(row.date, "24:00")).toISOString(),
    basePaise: Number(row.base_paise),
    addOnsPaise: Number(row.add_ons_paise),
    discountPaise: Number(row.discount_paise ?? 0),
    couponCode: row.coupon_code ?? null,
    gstPaise: Number(row.gst_paise),
    totalPaise: Number(row.total_paise),
    payNowPaise: Number(row.pay_now_paise),
    paidWithCreditPaise: Number(row.paid_with_credit_paise ?? 0),
    creditBonusPaise: Number(row.credit_bonus_paise ?? 0),
    paidAtVenuePaise: Number(row.paid_at_venue_paise),
    addOns: parsed(row.add_ons).map((a) => ({ key: a.key ?? a.name, name: a.name, pricePaise: Number(a.pricePaise) })),
    holdExpiresAt: isoOrNull(row.hold_expires_at),
    confirmedAt: isoOrNull(row.confirmed_at),
    cancelledAt: isoOrNull(row.cancelled_at),
    cancelledBy: row.cancelled_by_party as CancelledBy | null,
    cancellationReason: row.cancellation_reason,
    refundPaise: Number(row.refund_paise),
    refundStatus: row.refund_status as RefundStatus,
    rescheduledAt: isoOrNull(row.rescheduled_at),
    rescheduledFrom:
      row.rescheduled_from_date && row.rescheduled_from_slot && row.rescheduled_from_court_id !== null
        ? {
            date: row.rescheduled_from_date,
            slot: row.rescheduled_from_slot,
            courtId: Number(row.rescheduled_from_court_id),
            courtName: row.rescheduled_from_court_name ?? "",
            paidPaise: Number(row.rescheduled_paid_paise ?? 0),
          }
        : null,
    seriesId: row.series_id === null || row.series_id === undefined ? null : Number(row.series_id),
    partOf: row.part_of === null || row.part_of === undefined ? null : Number(row.part_of),
    slots: [row.slot],
    courtIds: [Number(row.court_id)],
    createdAt: isoOf(row.created_at),
    venueName: row.venue_name,
    venueType: row.venue_type,
    address: row.address,
    city: row.city,
    state: row.state,
    avgRating: row.avg_rating,
    reviewCount: Number(row.review_count),
    upiQrCodeUrl: row.upi_qr_code_url,
    mapUrl: venueMapUrl(place),
    point: venuePoint(place),
    venuePhone: row.whatsapp_number,
    ownerId: Number(row.owner_id),
    userName: row.user_name,
    userPhone: row.user_phone ?? null,
    images: row.images === null ? [] : parsed(row.images),
  };
}

const rupees = paiseToRupeeString;

/** A hold, live or ended: nothing of it was paid. */
const unpaidHold = (b: { status: string }) => b.status === BOOKING_STATUS.held || b.status === BOOKING_STATUS.expired;

/**
 * What was taken online: nothing for a hold that never became a booking, nor for a desk booking
 * (its money is taken at the venue: a cancellation refunds nothing through the provider); what
 * venue credit paid is not online either.
 */
export const paidOnlinePaise = (
  b: Pick<BookingRecord, "status" | "source" | "payNowPaise"> & { paidWithCreditPaise?: number },
) => (unpaidHold(b) || b.source === "desk" ? 0 : b.payNowPaise - (b.paidWithCreditPaise ?? 0));

/** What venue credit paid (kept on a hold that ended unpaid only until the credit goes back). */
export const paidWithCreditPaise = (b: { status: string; paidWithCreditPaise?: number }) =>
  unpaidHold(b) ? 0 : (b.paidWithCreditPaise ?? 0);

/** Still to pay at the venue: a partial-payment balance, or a desk booking not paid yet; nothing once over. */
export function dueAtVenuePaise(
  b: Pick<BookingRecord, "status" | "source" | "payNowPaise" | "totalPaise" | "paidAtVenuePaise"> & {
    paidWithCreditPaise?: number;
  },
): number {
  return b.status === "confirmed" || b.status === "completed"
    ? b.totalPaise - paidOnlinePaise(b) - paidWithCreditPaise(b) - b.paidAtVenuePaise
    : 0;
}

/** The booking on the wire (docs/product/bookings.md). */
export function toBooking(b: BookingRecord): Booking {
  const paid = paidOnlinePaise(b);
  return {
    id: b.id,
    venueId: b.venueId,
    venueName: b.venueName,
    venue: {
      id: b.venueId,
      name: b.venueName,
      venueType: b.venueType,
      address: b.address,
      city: b.city,
      state: b.state,
      avgRating: Number(b.avgRating).toFixed(2),
      reviewCount: b.reviewCount,
      images: b.images,
      upiQrCodeUrl: b.upiQrCodeUrl,
      mapUrl: b.mapUrl,
      phone: b.venuePhone,
    },
    courtId: b.courtId,
    courtName: b.courtName,
    source: b.source,
    userId: b.userId,
    userName: b.userName,
    date: b.date,
    slot: b.slot,
    slots: b.slots,
    courtIds: b.courtIds,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    status: b.status,
    paymentStatus: b.paymentStatus,
    amount: rupees(b.totalPaise),
    basePrice: rupees(b.basePaise),
    addOnsPrice: rupees(b.addOnsPaise),
    discount: rupees(b.discountPaise),
    couponCode: b.couponCode,
    gst: rupees(b.gstPaise),
    paidOnline: rupees(paid),
    paidWithCredit: rupees(paidWithCreditPaise(b)),
    paidAtVenue: rupees(b.paidAtVenuePaise),
    balanceDue: rupees(dueAtVenuePaise(b)),
    addOns: b.addOns.map((a) => ({ key: a.key, name: a.name, price: rupees(a.pricePaise) })),
    refundAmount: rupees(b.refundPaise),
    refundStatus: b.refundStatus,
    holdExpiresAt: b.holdExpiresAt,
    confirmedAt: b.confirmedAt,
    cancelledAt: b.cancelledAt,
    cancelledBy: b.cancelledBy,
    cancellationReason: b.cancellationReason,
    rescheduledFrom:
      b.rescheduledFrom && b.rescheduledAt
        ? {
            date: b.rescheduledFrom.date,
            slot: b.rescheduledFrom.slot,
            courtId: b.rescheduledFrom.courtId,
            courtName: b.rescheduledFrom.courtName,
            at: b.rescheduledAt,
            paid: paiseToRupeeString(b.rescheduledFrom.paidPaise),
          }
        : null,
    seriesId: b.seriesId,
    createdAt: b.createdAt,
  };
}
