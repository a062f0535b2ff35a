/**
 * The demo data as plain objects, before any database: who exists, which venues, which
 * bookings on which slots, who reviewed what. Rows point at each other by index; demo.ts
 * swaps the indexes for database ids while inserting. Same seed, same data (dates follow
 * today's date in India Standard Time).
 */
import {
  addDays,
  formatPaise,
  formatSlotDate,
  GROUND_ADD_ONS,
  GROUND_SLOT_TIMES,
  GROUND_SLOTS,
  gstinCheckCharacter,
  gstPaise,
  hourlySlots,
  istToUtc,
  type PitchType,
  slotTimes,
  supplierGstRatePercent,
  todayInIst,
  type VenueStatus,
  type VenueType,
} from "@crease/core";
import type { BookedAddOn, StoredAddOn } from "../schema";
import {
  AMENITIES,
  CANCELLATION_REASONS,
  CONTACT_MESSAGES,
  cancellationRules,
  DEMO_PLAYERS,
  DEMO_VENUES,
  DESCRIPTIONS,
  type DemoVenue,
  GROUND_ADD_ON_PRICES,
  GROUND_EXTRAS,
  LOW_RATING_COMMENTS,
  NETS_ADD_ONS,
  REGIONS,
  RESCHEDULING_RULES,
  REVIEW_COMMENTS,
  SECOND_OWNER,
} from "./content";
import { type PoolImage, type UpiQrImage, upiQrImage } from "./images";
import { cityByName, mapsUrl } from "./places";
import { providerId, Random } from "./random";

export const DEMO_SEED = 20_240_601;
/** Bookings reach this far back and ahead (IST calendar days). */
export const PAST_DAYS = 60;
export const FUTURE_DAYS = 14;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type Role = "admin" | "owner" | "player";

export interface PlanUser {
  username: string;
  fullName: string;
  email: string;
  phone: string;
  role: Role;
  createdAt: Date;
}

/**
 * The first demo owner's payout account holds a GSTIN, the second owner's has none (decision
 * 041): the first's venues charge 18% GST and issue tax invoices, the second's charge their price
 * with no GST and issue bills of supply, so both kinds show in the demo.
 */
export const DEMO_REGISTERED_OWNER = (() => {
  const pan = "AAPFU0939F";
  const first14 = `27${pan}1Z`;
  return { pan, gstin: `${first14}${gstinCheckCharacter(first14)}`, upiId: "arjun.grounds@okhdfcbank" };
})();

export interface PlanVenue {
  spec: DemoVenue;
  ownerEmail: string;
  /** The owner's GST rate: 18 for the registered first owner, 0 for the second. */
  gstRatePercent: number;
  row: {
    name: string;
    description: string;
    venueType: VenueType;
    address: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
    location: string;
    latitude: number;
    longitude: number;
    amenities: string[];
    reschedulingRules: string;
    cancellationRules: string;
    paymentType: "full" | "partial";
    partialPaymentPaise: number | null;
    seriesDiscountPercent: number;
    upiQrCodeUrl: string | null;
    status: VenueStatus;
    avgRating: string;
    reviewCount: number;
    createdAt: Date;
    updatedAt: Date;
  };
  ground?: {
    morningPricePaise: number;
    afternoonPricePaise: number;
    eveningPricePaise: number;
    nightPricePaise: number;
    addOns: StoredAddOn[];
  };
  nets?: { startTime: string; endTime: string; hourlyPricePaise: number; pitchType: PitchType; addOns: StoredAddOn[] };
  box?: { startTime: string; endTime: string; hourlyPricePaise: number; teamCapacity: number; addOns: StoredAddOn[] };
  images: PoolImage[];
  statusChanges: Array<{
    actorEmail: string;
    fromStatus: VenueStatus | null;
    toStatus: VenueStatus;
    note: string | null;
    createdAt: Date;
  }>;
}

export interface PlanBooking {
  venue: number;
  userEmail: string;
  date: string;
  slot: string;
  status: "confirmed" | "completed" | "cancelled";
  paymentStatus: "paid" | "partial" | "refunded";
  basePaise: number;
  addOnsPaise: number;
  gstPaise: number;
  totalPaise: number;
  payNowPaise: number;
  addOns: BookedAddOn[];
  createdAt: Date;
  confirmedAt: Date;
  completedAt: Date | null;
  cancelledAt: Date | null;
  cancelledByEmail: string | null;
  cancellationReason: string | null;
  refundPaise: number;
  refundStatus: "none" | "processed";
  refundId: string | null;
  order: { id: string; paymentId: string };
}

export interface PlanReview {
  booking: number;
  rating: number;
  comment: string;
  createdAt: Date;
}

export interface PlanNotification {
  userEmail: string;
  type: string;
  title: string;
  message: string;
  /** Index of the booking or venue the notification is about. */
  booking?: number;
  venue?: number;
  read: boolean;
  createdAt: Date;
}

export interface DemoPlan {
  users: PlanUser[];
  venues: PlanVenue[];
  bookings: PlanBooking[];
  reviews: PlanReview[];
  favorites: Array<{ userEmail: string; venue: number; createdAt: Date }>;
  /** One per visitor, venue and IST day. */
  views: Array<{ venue: number; visitorKey: string; day: string }>;
  notifications: PlanNotification[];
  contactMessages: Array<{
    name: string;
    email: string;
    subject: string;
    message: string;
    read: boolean;
    createdAt: Date;
  }>;
  qrImages: UpiQrImage[];
}

export interface DemoAccount {
  role: Role;
  email: string;
  fullName: string;
  phone: string;
}

/** Rupees in [min, max] on a step, as paise. */
function pricePaise(rng: Random, min: number, max: number, step: number): number {
  return rng.int(min / step, max / step) * step * 100;
}

function usernameOf(email: string): string {
  return email.split("@")[0] ?? email;
}

function clampToNow(date: Date, now: Date, marginMs = 5 * 60_000): Date {
  return date.getTime() > now.getTime() - marginMs ? new Date(now.getTime() - marginMs) : date;
}

/** The slot names a venue offers. */
export function offeredSlots(venue: PlanVenue): string[] {
  if (venue.ground) {
    const g = venue.ground;
    const prices = [g.morningPricePaise, g.afternoonPricePaise, g.eveningPricePaise, g.nightPricePaise];
    return GROUND_SLOTS.filter((_, i) => (prices[i] ?? 0) > 0);
  }
  const hours = venue.nets ?? venue.box;
  return hours ? hourlySlots(hours.startTime, hours.endTime) : [];
}

/** The base price of one slot at a venue, in paise. */
export function slotPricePaise(venue: PlanVenue, slot: string): number {
  if (venue.ground) {
    const g = venue.ground;
    const bySlot: Record<string, number> = {
      morning: g.morningPricePaise,
      afternoon: g.afternoonPricePaise,
      evening: g.eveningPricePaise,
      night: g.nightPricePaise,
    };
    return bySlot[slot] ?? 0;
  }
  return (venue.nets ?? venue.box)?.hourlyPricePaise ?? 0;
}

function buildVenue(
  spec: DemoVenue,
  ordinal: number,
  index: number,
  rng: Random,
  now: Date,
  pool: readonly PoolImage[],
  qrImages: UpiQrImage[],
  accounts: { admin: string; owner: string; owner2: string },
): PlanVenue {
  const city = cityByName(spec.city);
  const locality = city.localities[spec.locality];
  if (!locality) throw new Error(`No locality ${spec.locality} in ${spec.city}`);
  const latitude = Math.round((locality.lat + (rng.next() - 0.5) * 0.006) * 1e6) / 1e6;
  const longitude = Math.round((locality.lng + (rng.next() - 0.5) * 0.006) * 1e6) / 1e6;
  const floodlights = spec.type === "box" || (spec.type === "ground" ? !spec.noFloodlights : true);
  const hours: [string, string] =
    spec.hours ??
    (spec.type === "box" ? (BOX_HOURS[ordinal % BOX_HOURS.length] as [string, string]) : ["06:00", "22:00"]);

  const amenities: string[] = [AMENITIES.parking, AMENITIES.washrooms, AMENITIES.drinkingWater];
  const maybe = (name: string, p: number) => {
    if (rng.chance(p)) amenities.push(name);
  };
  if (floodlights) amenities.push(AMENITIES.floodlights);
  if (spec.type === "ground") {
    amenities.push(AMENITIES.changingRooms, AMENITIES.seating);
    maybe(AMENITIES.pavilion, 0.6);
    maybe(AMENITIES.scoreboard, 0.6);
    maybe(AMENITIES.refreshments, 0.7);
    maybe(AMENITIES.security, 0.6);
    maybe(AMENITIES.firstAid, 0.7);
    maybe(AMENITIES.wifi, 0.2);
  } else if (spec.type === "nets") {
    amenities.push(AMENITIES.bowlingMachine);
    maybe(AMENITIES.coaching, 0.8);
    maybe(AMENITIES.equipmentRental, 0.5);
    maybe(AMENITIES.refreshments, 0.4);
    maybe(AMENITIES.firstAid, 0.6);
    maybe(AMENITIES.security, 0.3);
    maybe(AMENITIES.wifi, 0.3);
  } else {
    amenities.push(AMENITIES.changingRooms, AMENITIES.equipmentRental);
    maybe(AMENITIES.refreshments, 0.8);
    maybe(AMENITIES.security, 0.7);
    maybe(AMENITIES.wifi, 0.6);
    maybe(AMENITIES.seating, 0.5);
    maybe(AMENITIES.firstAid, 0.5);
  }

  const templates = DESCRIPTIONS[spec.type];
  const description = (templates[ordinal % templates.length] as (typeof templates)[number])({
    name: spec.name,
    locality: locality.name,
    city: city.name,
    floodlights,
    pitch: spec.pitch,
    hours,
    capacity: spec.capacity ?? 6,
    indoor: spec.indoor,
    boundary: rng.int(60, 75),
    lanes: rng.int(3, 6),
  });

  let qr: UpiQrImage | null = null;
  if (spec.partialRupees) {
    qr = upiQrImage(index + 1);
    qrImages.push(qr);
  }

  // Creation and moderation history.
  const ownerEmail = spec.owner === 1 ? accounts.owner : accounts.owner2;
  const age =
    spec.status === "pending" ? rng.int(1, 3) : spec.status === "rejected" ? rng.int(9, 14) : rng.int(75, 105);
  const createdAt = new Date(now.getTime() - age * DAY - rng.int(0, 10) * HOUR);
  const statusChanges: PlanVenue["statusChanges"] = [
    { actorEmail: ownerEmail, fromStatus: null, toStatus: "pending", note: null, createdAt },
  ];
  if (spec.status !== "pending") {
    const decided = new Date(createdAt.getTime() + rng.int(4, 40) * HOUR);
    statusChanges.push({
      actorEmail: accounts.admin,
      fromStatus: "pending",
      toStatus: spec.status === "rejected" ? "rejected" : "approved",
      note: spec.status === "rejected" ? (spec.note ?? null) : null,
      createdAt: decided,
    });
  }
  if (spec.status === "suspended") {
    statusChanges.push({
      actorEmail: accounts.admin,
      fromStatus: "approved",
      toStatus: "suspended",
      note: spec.note ?? null,
      createdAt: new Date(now.getTime() - SUSPENDED_DAYS_AGO * DAY),
    });
  }
  const updatedAt = (statusChanges[statusChanges.length - 1] as (typeof statusChanges)[number]).createdAt;

  const venue: PlanVenue = {
    spec,
    ownerEmail,
    gstRatePercent: supplierGstRatePercent(spec.owner === 1),
    row: {
      name: spec.name,
      description,
      venueType: spec.type,
      address: `${spec.plot}, ${locality.street}, ${locality.name}`,
      city: city.name,
      state: city.state,
      postalCode: locality.pin,
      country: "India",
      location: mapsUrl(latitude, longitude),
      latitude,
      longitude,
      amenities,
      reschedulingRules: RESCHEDULING_RULES,
      cancellationRules: cancellationRules(spec.type),
      paymentType: spec.partialRupees ? "partial" : "full",
      partialPaymentPaise: spec.partialRupees ? spec.partialRupees * 100 : null,
      // Nets and boxes are booked by the same team week after week: their owners reward it.
      seriesDiscountPercent: spec.type === "nets" ? 10 : spec.type === "box" ? 5 : 0,
      upiQrCodeUrl: qr?.url ?? null,
      status: spec.status,
      avgRating: "0",
      reviewCount: 0,
      createdAt,
      updatedAt,
    },
    images: pickImages(spec, ordinal, pool),
    statusChanges,
  };

  if (spec.type === "ground") {
    const morning = pricePaise(rng, 6000, 8500, 500);
    const afternoon = Math.min(morning, pricePaise(rng, 6000, 8000, 500));
    const evening = pricePaise(rng, 9000, 12000, 500);
    const night = spec.noFloodlights ? 0 : Math.max(evening + 100_000, pricePaise(rng, 11000, 15000, 500));
    const addOns: StoredAddOn[] = [];
    for (const [key, [min, max]] of Object.entries(GROUND_ADD_ON_PRICES) as Array<
      [keyof typeof GROUND_ADD_ONS, readonly [number, number]]
    >) {
      if (key === "groundsmen" && rng.chance(0.3)) continue;
      if (key === "scoreboard" && rng.chance(0.4)) continue;
      addOns.push({ key, name: GROUND_ADD_ONS[key], pricePaise: pricePaise(rng, min, max, 50) });
    }
    for (const extra of rng.sample(GROUND_EXTRAS, rng.int(0, 2))) {
      addOns.push({ key: extra.key, name: extra.name, pricePaise: extra.rupees * 100 });
    }
    venue.ground = {
      morningPricePaise: morning,
      afternoonPricePaise: afternoon,
      eveningPricePaise: evening,
      nightPricePaise: night,
      addOns,
    };
  } else if (spec.type === "nets") {
    const addOns: StoredAddOn[] = [];
    NETS_ADD_ONS.forEach((addOn, i) => {
      if (i === 0 || rng.chance(0.55)) {
        addOns.push({
          key: addOn.key,
          name: addOn.name,
          pricePaise: pricePaise(rng, addOn.rupees[0], addOn.rupees[1], 50),
        });
      }
    });
    venue.nets = {
      startTime: hours[0],
      endTime: hours[1],
      hourlyPricePaise: pricePaise(rng, 500, 1500, 50),
      pitchType: spec.pitch ?? "artificial",
      addOns,
    };
  } else {
    venue.box = {
      startTime: hours[0],
      endTime: hours[1],
      hourlyPricePaise: pricePaise(rng, 1000, 2500, 100),
      teamCapacity: spec.capacity ?? 6,
      addOns: [],
    };
  }
  return venue;
}

const SUSPENDED_DAYS_AGO = 12;
const BOX_HOURS: Array<[string, string]> = [
  ["07:00", "23:00"],
  ["06:00", "23:00"],
  ["08:00", "22:00"],
];

/** Two or three pictures that fit the venue: its own pitch type, indoor or open-air, lit or not. */
function pickImages(spec: DemoVenue, ordinal: number, pool: readonly PoolImage[]): PoolImage[] {
  const fits = pool.filter((image) => {
    if (image.type !== spec.type) return false;
    if (spec.type === "nets") return image.pitch === (spec.pitch ?? "artificial");
    if (spec.type === "box") return Boolean(image.indoor) === Boolean(spec.indoor);
    if (spec.type === "ground" && spec.noFloodlights) return !image.floodlit;
    return true;
  });
  const count = spec.type === "ground" ? 3 : spec.type === "box" ? 2 + (ordinal % 2) : 2;
  const rotated = fits.map((_, i) => fits[(i + ordinal) % fits.length] as PoolImage);
  return rotated.slice(0, Math.min(count, rotated.length));
}

/** Relative demand of a slot: evenings and weekends fill first. */
function demand(type: VenueType, slot: string, weekend: boolean): number {
  let weight: number;
  if (type === "ground") {
    weight = { morning: 1.3, afternoon: 0.6, evening: 1.1, night: 1.2 }[slot] ?? 1;
  } else {
    const hour = Number(slot.slice(0, 2));
    weight = hour < 8 ? 1.3 : hour < 16 ? 0.45 : hour < 18 ? 1.1 : hour < 22 ? 2 : 0.9;
  }
  return weight * (weekend ? 1.6 : 1);
}

const BASE_RATE: Record<VenueType, number> = { ground: 0.12, nets: 0.026, box: 0.03 };

/** The UPI QR pictures of the partial-payment venues: known before the plan, so rendering can start first. */
export function demoQrImages(): UpiQrImage[] {
  return DEMO_VENUES.flatMap((venue, index) => (venue.partialRupees ? [upiQrImage(index + 1)] : []));
}

export function buildDemoPlan(now: Date, pool: readonly PoolImage[], accounts: readonly DemoAccount[]): DemoPlan {
  const rng = new Random(DEMO_SEED);
  const today = todayInIst(now);
  const accountOf = (role: Role, nth = 0) => {
    const account = accounts.filter((a) => a.role === role)[nth];
    if (!account) throw new Error(`No demo ${role} account`);
    return account.email;
  };
  const admin = accountOf("admin");
  const owner = accountOf("owner");
  const owner2 = accounts.find((a) => a.email === SECOND_OWNER.email)?.email ?? owner;
  const demoPlayer = accountOf("player");

  // ---- users
  const users: PlanUser[] = accounts.map((account, i) => ({
    username: usernameOf(account.email),
    fullName: account.fullName,
    email: account.email,
    phone: account.phone,
    role: account.role,
    createdAt: new Date(now.getTime() - (130 - i * 8) * DAY),
  }));
  for (const player of DEMO_PLAYERS) {
    users.push({
      username: usernameOf(player.email),
      fullName: player.fullName,
      email: player.email,
      phone: player.phone,
      role: "player",
      createdAt: new Date(now.getTime() - rng.int(62, 110) * DAY - rng.int(0, 23) * HOUR),
    });
  }
  // Inserted oldest first, so ids grow with sign-up dates as they do for real accounts (the admin's
  // Users list is newest first by id and must read so).
  users.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  // ---- venues
  const qrImages: UpiQrImage[] = [];
  const ordinals: Record<VenueType, number> = { ground: 0, nets: 0, box: 0 };
  const venues = DEMO_VENUES.map((spec, index) =>
    buildVenue(spec, ordinals[spec.type]++, index, rng, now, pool, qrImages, { admin, owner, owner2 }),
  );
  const venueIndex = (name: string) => {
    const i = venues.findIndex((v) => v.row.name === name);
    if (i < 0) throw new Error(`No demo venue ${name}`);
    return i;
  };

  // ---- bookings
  const bookings: PlanBooking[] = [];
  const taken = new Set<string>();
  const busy = new Set<string>();
  const hoursOf = (slot: string): number[] => {
    const times = slotTimes(slot);
    if (!times) return [];
    const out: number[] = [];
    for (let h = Number(times.start.slice(0, 2)); h < Number(times.end.slice(0, 2)); h++) out.push(h);
    return out;
  };
  const isBusy = (email: string, date: string, slot: string) =>
    hoursOf(slot).some((h) => busy.has(`${email}|${date}|${h}`));
  const markBusy = (email: string, date: string, slot: string) => {
    for (const h of hoursOf(slot)) busy.add(`${email}|${date}|${h}`);
  };

  const chooseAddOns = (venue: PlanVenue, slot: string): BookedAddOn[] => {
    const stored = venue.ground?.addOns ?? venue.nets?.addOns ?? venue.box?.addOns ?? [];
    const chosen: BookedAddOn[] = [];
    if (venue.ground) {
      const ball = slot === "morning" || slot === "afternoon" ? "redBalls" : "whiteBalls";
      for (const addOn of stored) {
        if (addOn.key === "redBalls" || addOn.key === "whiteBalls") {
          if (addOn.key === ball && rng.chance(0.55))
            chosen.push({ key: addOn.key, name: addOn.name, pricePaise: addOn.pricePaise });
        } else if (rng.chance(addOn.key === "umpireFees" ? 0.45 : 0.18)) {
          chosen.push({ key: addOn.key, name: addOn.name, pricePaise: addOn.pricePaise });
        }
      }
    } else {
      for (const addOn of stored) {
        if (rng.chance(addOn.key === "other:bowling-machine" ? 0.25 : 0.08)) {
          chosen.push({ key: addOn.key, name: addOn.name, pricePaise: addOn.pricePaise });
        }
      }
    }
    return chosen;
  };

  interface BookingInput {
    venue: number;
    userEmail: string;
    date: string;
    slot: string;
    addOns: BookedAddOn[];
    createdAt: Date;
    cancel?: { byEmail: string; at: Date; reason: string };
  }

  const addBooking = (input: BookingInput): number => {
    const venue = venues[input.venue] as PlanVenue;
    const basePaise = slotPricePaise(venue, input.slot);
    const addOnsPaise = input.addOns.reduce((sum, a) => sum + a.pricePaise, 0);
    // GST at the owner's rate: none at the second owner's venues, who has no GSTIN (decision 041).
    const gst = gstPaise(basePaise + addOnsPaise, venue.gstRatePercent);
    const totalPaise = basePaise + addOnsPaise + gst;
    const partial = venue.row.partialPaymentPaise;
    const payNowPaise = partial && partial < totalPaise ? partial : totalPaise;
    const times = slotTimes(input.slot);
    if (!times || basePaise <= 0) throw new Error(`Slot ${input.slot} is not offered by ${venue.row.name}`);
    const start = istToUtc(input.date, times.start);
    const end = istToUtc(input.date, times.end);
    const confirmedAt = new Date(input.createdAt.getTime() + rng.int(40, 180) * 1000);

    let status: PlanBooking["status"] = end.getTime() <= now.getTime() ? "completed" : "confirmed";
    let refundPaise = 0;
    let cancelledByEmail: string | null = null;
    if (input.cancel) {
      status = "cancelled";
      cancelledByEmail = input.cancel.byEmail;
      const byPlayer = input.cancel.byEmail === input.userEmail;
      const early = start.getTime() - input.cancel.at.getTime() > DAY;
      // docs/product/bookings.md#cancelling: player more than 24 h ahead, or owner/admin: full refund; else 75%.
      refundPaise = byPlayer && !early ? Math.round(payNowPaise * 0.75) : payNowPaise;
    } else {
      taken.add(`${input.venue}|${input.date}|${input.slot}`);
      markBusy(input.userEmail, input.date, input.slot);
    }
    bookings.push({
      venue: input.venue,
      userEmail: input.userEmail,
      date: input.date,
      slot: input.slot,
      status,
      paymentStatus: input.cancel ? "refunded" : payNowPaise < totalPaise ? "partial" : "paid",
      basePaise,
      addOnsPaise,
      gstPaise: gst,
      totalPaise,
      payNowPaise,
      addOns: input.addOns,
      createdAt: input.createdAt,
      confirmedAt,
      completedAt:
        status === "completed" ? clampToNow(new Date(end.getTime() + rng.int(10, 240) * 60_000), now, 60_000) : null,
      cancelledAt: input.cancel?.at ?? null,
      cancelledByEmail,
      cancellationReason: input.cancel?.reason ?? null,
      refundPaise,
      refundStatus: input.cancel ? "processed" : "none",
      refundId: input.cancel ? providerId("rfnd") : null,
      order: { id: providerId("order"), paymentId: providerId("pay") },
    });
    return bookings.length - 1;
  };

  // The demo player's own bookings: two upcoming, two played (one reviewed), one cancelled.
  const at = (date: string, time: string, hoursBefore: number) =>
    new Date(istToUtc(date, time).getTime() - hoursBefore * HOUR);
  const upcomingGround = venueIndex("Aravalli Cricket Ground");
  const upcomingNets = venueIndex("Pitampura Cricket Academy Nets");
  const playedBox = venueIndex("Cyber Box Cricket");
  const playedGround = venueIndex("Greenfield Cricket Ground");
  const cancelledNets = venueIndex("Sector 15 Cricket Nets");
  const pickNamed = (venue: number, keys: string[]): BookedAddOn[] => {
    const v = venues[venue] as PlanVenue;
    const stored = v.ground?.addOns ?? v.nets?.addOns ?? [];
    return stored.filter((a) => keys.includes(a.key)).map((a) => ({ name: a.name, pricePaise: a.pricePaise }));
  };
  const d3 = addDays(today, 3);
  addBooking({
    venue: upcomingGround,
    userEmail: demoPlayer,
    date: d3,
    slot: "evening",
    addOns: pickNamed(upcomingGround, ["umpireFees", "whiteBalls"]),
    createdAt: clampToNow(at(d3, "14:00", 4 * 24 + 6), now, 2 * HOUR),
  });
  const d1 = addDays(today, 1);
  addBooking({
    venue: upcomingNets,
    userEmail: demoPlayer,
    date: d1,
    slot: "18:00-19:00",
    addOns: pickNamed(upcomingNets, ["other:bowling-machine"]),
    createdAt: clampToNow(at(d1, "18:00", 2 * 24 + 3), now, HOUR),
  });
  const dm9 = addDays(today, -9);
  const reviewedBooking = addBooking({
    venue: playedBox,
    userEmail: demoPlayer,
    date: dm9,
    slot: "20:00-21:00",
    addOns: [],
    createdAt: at(dm9, "20:00", 3 * 24 + 2),
  });
  const dm16 = addDays(today, -16);
  addBooking({
    venue: playedGround,
    userEmail: demoPlayer,
    date: dm16,
    slot: "morning",
    addOns: pickNamed(playedGround, ["umpireFees", "redBalls"]),
    createdAt: at(dm16, "06:00", 6 * 24),
  });
  const dm3 = addDays(today, -3);
  addBooking({
    venue: cancelledNets,
    userEmail: demoPlayer,
    date: dm3,
    slot: "07:00-08:00",
    addOns: [],
    createdAt: at(dm3, "07:00", 5 * 24 + 10),
    cancel: { byEmail: demoPlayer, at: at(dm3, "07:00", 2 * 24 + 5), reason: "Change of plans" },
  });

  // Everyone else: slot by slot over the window, busier on evenings and weekends.
  const players = DEMO_PLAYERS.map((p) => ({ email: p.email, city: p.city }));
  const regionOf = (city: string) => REGIONS.find((r) => (r as readonly string[]).includes(city)) ?? [];
  const localPlayers = venues.map((v) => {
    const region = regionOf(v.row.city);
    return players.filter((p) => region.includes(p.city)).map((p) => p.email);
  });
  const allPlayers = players.map((p) => p.email);
  const suspendedSince = addDays(today, -SUSPENDED_DAYS_AGO);

  venues.forEach((venue, vi) => {
    const status = venue.row.status;
    if (status !== "approved" && status !== "suspended") return;
    const popularity = 0.75 + rng.next() * 0.6;
    const slots = offeredSlots(venue);
    for (let offset = -PAST_DAYS; offset < FUTURE_DAYS; offset++) {
      const date = addDays(today, offset);
      if (status === "suspended" && date >= suspendedSince) break;
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      const weekend = weekday === 0 || weekday === 6;
      // Future slots are still filling up: fewer bookings the further ahead.
      const ahead = offset >= 0 ? Math.max(0.15, 1 - offset / 16) : 1;
      for (const slot of slots) {
        if (taken.has(`${vi}|${date}|${slot}`)) continue;
        const p = BASE_RATE[venue.row.venueType] * popularity * demand(venue.row.venueType, slot, weekend) * ahead;
        if (!rng.chance(p)) continue;
        const times = slotTimes(slot) as { start: string };
        const start = istToUtc(date, times.start);
        const pool =
          rng.chance(0.85) && (localPlayers[vi]?.length ?? 0) > 0 ? (localPlayers[vi] as string[]) : allPlayers;
        let user: string | undefined;
        for (let attempt = 0; attempt < 4 && !user; attempt++) {
          const candidate = rng.pick(pool);
          if (!isBusy(candidate, date, slot)) user = candidate;
        }
        if (!user) continue;
        const leadHours = venue.row.venueType === "ground" ? rng.int(30, 14 * 24) : rng.int(3, 6 * 24);
        const createdAt = clampToNow(new Date(start.getTime() - leadHours * HOUR), now, rng.int(10, 600) * 60_000);
        if (createdAt.getTime() < now.getTime() - (PAST_DAYS + 14) * DAY) continue;
        const addOns = chooseAddOns(venue, slot);
        if (rng.chance(0.07) && start.getTime() - createdAt.getTime() > 6 * HOUR) {
          // Cancelled, by the player (usually) or the venue; the slot opens up again.
          const byOwner = rng.chance(0.2);
          const cancelAt = new Date(
            createdAt.getTime() +
              rng.next() * Math.min(start.getTime() - createdAt.getTime() - HOUR, now.getTime() - createdAt.getTime()),
          );
          addBooking({
            venue: vi,
            userEmail: user,
            date,
            slot,
            addOns,
            createdAt,
            cancel: {
              byEmail: byOwner ? venue.ownerEmail : user,
              at: cancelAt,
              reason: rng.pick(byOwner ? CANCELLATION_REASONS.owner : CANCELLATION_REASONS.player),
            },
          });
          continue;
        }
        addBooking({ venue: vi, userEmail: user, date, slot, addOns, createdAt });
      }
    }
  });

  // ---- reviews: one per player and venue at most, on the latest game they played there.
  const quality = venues.map(() => 3.7 + rng.next() * 1.1);
  const latestPlayed = new Map<string, number>();
  bookings.forEach((b, i) => {
    if (b.status !== "completed" || b.userEmail === demoPlayer) return;
    const key = `${b.userEmail}|${b.venue}`;
    const previous = latestPlayed.get(key);
    if (previous === undefined || (bookings[previous] as PlanBooking).date < b.date) latestPlayed.set(key, i);
  });
  const reviews: PlanReview[] = [];
  const reviewFor = (bookingIndex: number, rating: number, comment: string) => {
    const b = bookings[bookingIndex] as PlanBooking;
    const after = (b.completedAt ?? b.createdAt).getTime() + rng.int(1, 36) * HOUR;
    reviews.push({ booking: bookingIndex, rating, comment, createdAt: clampToNow(new Date(after), now) });
  };
  reviewFor(
    reviewedBooking,
    5,
    "Booked it for my office team's Friday game. The turf was spotless, the lights were bright and the staff had the stumps ready before we walked in.",
  );
  const usedComments = new Set(reviews.map((r) => r.comment));
  for (const bookingIndex of [...latestPlayed.values()].sort((a, b) => a - b)) {
    if (!rng.chance(0.5)) continue;
    const b = bookings[bookingIndex] as PlanBooking;
    const q = quality[b.venue] as number;
    const noise = (rng.next() + rng.next() + rng.next() - 1.5) * 1.1;
    const rating = Math.max(1, Math.min(5, Math.round(q + noise)));
    const type = (venues[b.venue] as PlanVenue).row.venueType;
    const pool = rating >= 3 ? REVIEW_COMMENTS[type][rating as 3 | 4 | 5] : LOW_RATING_COMMENTS[rating as 1 | 2];
    // No two reviews alike on a venue's page, and as few repeats across venues as the pool allows;
    // when every text of that rating is already on this venue, the player simply leaves no review.
    const notHere = pool.filter(
      (text) => !reviews.some((r) => r.comment === text && (bookings[r.booking] as PlanBooking).venue === b.venue),
    );
    if (notHere.length === 0) continue;
    const fresh = notHere.filter((text) => !usedComments.has(text));
    const comment = rng.pick(fresh.length > 0 ? fresh : notHere);
    usedComments.add(comment);
    reviewFor(bookingIndex, rating, comment);
  }
  // avgRating and reviewCount exactly as the reviews say (numeric(3,2) as a string).
  const sums = venues.map(() => ({ sum: 0, n: 0 }));
  for (const review of reviews) {
    const s = sums[(bookings[review.booking] as PlanBooking).venue] as { sum: number; n: number };
    s.sum += review.rating;
    s.n += 1;
  }
  venues.forEach((venue, i) => {
    const { sum, n } = sums[i] as { sum: number; n: number };
    venue.row.reviewCount = n;
    venue.row.avgRating = n === 0 ? "0" : (Math.round((sum * 100) / n) / 100).toFixed(2);
  });

  // ---- favourites
  const favorites: DemoPlan["favorites"] = [];
  for (const name of ["Aravalli Cricket Ground", "The Cage Box Cricket", "Indraprastha Cricket Ground"]) {
    favorites.push({
      userEmail: demoPlayer,
      venue: venueIndex(name),
      createdAt: new Date(now.getTime() - rng.int(2, 40) * DAY),
    });
  }
  const approved = venues.map((v, i) => ({ v, i })).filter(({ v }) => v.row.status === "approved");
  for (const player of players) {
    const region = regionOf(player.city);
    const near = approved.filter(({ v }) => region.includes(v.row.city as never)).map(({ i }) => i);
    for (const venue of rng.sample(near, rng.int(1, Math.min(4, near.length)))) {
      favorites.push({ userEmail: player.email, venue, createdAt: new Date(now.getTime() - rng.int(1, 50) * DAY) });
    }
  }

  // ---- page views for the analytics screens: one per visitor, venue and IST day.
  const views: DemoPlan["views"] = [];
  const visitors = Array.from(
    { length: 500 },
    (_, i) => `demo-${((i * 2_654_435_761) >>> 0).toString(16).padStart(8, "0")}`,
  );
  const bookingsPerVenue = venues.map(() => 0);
  for (const b of bookings) bookingsPerVenue[b.venue] = (bookingsPerVenue[b.venue] ?? 0) + 1;
  const thisHour = Math.floor(now.getTime() / HOUR) * HOUR;
  venues.forEach((venue, vi) => {
    if (venue.row.status !== "approved") return;
    const seen = new Set<string>();
    const target = 25 + (bookingsPerVenue[vi] ?? 0) + rng.int(0, 50);
    for (let i = 0; i < target; i++) {
      const visitor = rng.pick(visitors);
      const day = todayInIst(new Date(thisHour - rng.int(0, 30 * 24) * HOUR));
      const key = `${visitor}|${day}`;
      if (seen.has(key)) continue;
      seen.add(key);
      views.push({ venue: vi, visitorKey: visitor, day });
    }
  });

  // ---- notifications for the three demo accounts
  const notifications: PlanNotification[] = [];
  bookings.forEach((b, i) => {
    if (b.userEmail !== demoPlayer) return;
    const name = (venues[b.venue] as PlanVenue).row.name;
    if (b.status === "cancelled") {
      notifications.push({
        userEmail: demoPlayer,
        type: "refund_processed",
        title: "Refund processed",
        message: `${formatPaise(b.refundPaise)} for your cancelled booking at ${name} is on its way to your account.`,
        booking: i,
        read: true,
        createdAt: new Date((b.cancelledAt as Date).getTime() + 2 * 60_000),
      });
    } else {
      notifications.push({
        userEmail: demoPlayer,
        type: "booking_confirmed",
        title: "Booking confirmed",
        // The words the app's own notification uses (bookings/checkout.ts), never "2026-12-02, 15:00-16:00".
        message: `${name}, ${formatSlotDate(b.date, b.slot)}. Paid ${formatPaise(b.payNowPaise)}.`,
        booking: i,
        read: b.status === "completed",
        createdAt: b.confirmedAt,
      });
    }
  });
  const unreviewed = bookings.findIndex((b) => b.userEmail === demoPlayer && b.venue === playedGround);
  notifications.push({
    userEmail: demoPlayer,
    type: "review_reminder",
    title: "How was your game?",
    message: "Rate Greenfield Cricket Ground and help other players pick the right venue.",
    booking: unreviewed,
    read: false,
    createdAt: clampToNow(new Date(istToUtc(dm16, GROUND_SLOT_TIMES.morning.end).getTime() + 20 * HOUR), now),
  });
  const ownersRecent = bookings
    .map((b, i) => ({ b, i }))
    .filter(({ b }) => (venues[b.venue] as PlanVenue).ownerEmail === owner && b.status === "confirmed")
    .sort((x, y) => y.b.createdAt.getTime() - x.b.createdAt.getTime())
    .slice(0, 4);
  ownersRecent.forEach(({ b, i }, n) => {
    notifications.push({
      userEmail: owner,
      type: "booking_created",
      title: "New booking",
      message: `${users.find((u) => u.email === b.userEmail)?.fullName ?? "A player"} booked ${(venues[b.venue] as PlanVenue).row.name}, ${formatSlotDate(b.date, b.slot)}.`,
      booking: i,
      read: n >= 2,
      createdAt: b.confirmedAt,
    });
  });
  const rejected = venues.findIndex((v) => v.row.status === "rejected");
  notifications.push({
    userEmail: owner,
    type: "venue_status",
    title: "Listing not approved",
    message: `${(venues[rejected] as PlanVenue).row.name} was not approved. Open the listing to see the reviewer's note.`,
    venue: rejected,
    read: false,
    createdAt: (venues[rejected] as PlanVenue).row.updatedAt,
  });
  venues.forEach((v, i) => {
    if (v.row.status !== "pending") return;
    notifications.push({
      userEmail: admin,
      type: "venue_submitted",
      title: "New venue awaiting approval",
      message: `${v.row.name} (${v.row.city}) was submitted for review.`,
      venue: i,
      read: false,
      createdAt: v.row.createdAt,
    });
  });

  const contactMessages: DemoPlan["contactMessages"] = CONTACT_MESSAGES.map((m, i) => ({
    ...m,
    read: i === 0,
    createdAt: new Date(now.getTime() - (6 - i * 2) * DAY - rng.int(0, 8) * HOUR),
  }));

  return { users, venues, bookings, reviews, favorites, views, notifications, contactMessages, qrImages };
}
