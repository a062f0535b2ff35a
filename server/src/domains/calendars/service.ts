import {
  addDays,
  type CalendarFeed,
  isCancelled,
  type Language,
  type MessageText,
  notFound,
  todayInIst,
  type User,
} from "@crease/core";
import type { Db } from "../../db/client";
import { translate } from "../../i18n";
import { hashToken, newToken } from "../../lib/tokens";
import { directionsLines, fullAddress, onTheDayLines } from "../bookings/directions";
import type { BookingRecord } from "../bookings/record";
import type { BookingsService } from "../bookings/service";
import { type CalendarEvent, calendarText } from "./ical";
import { calendarsRepo } from "./repo";

const PROD_ID = "-//Crease//Bookings//EN";
/** A feed token as newToken makes it: 256 bits, base64url. Anything else is not looked up. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** How far back a feed reaches: last month's games stay in the calendar, older ones drop off. */
const FEED_PAST_DAYS = 30;
/** …and ahead: the longest advance window a venue may set (180 days). */
const FEED_AHEAD_DAYS = 180;

/**
 * Calendar files and private feeds of bookings (docs/product/calendars.md): one booking's event for
 * whoever may see the booking, and a player's feed behind a token kept only as its hash.
 */
export function createCalendarsService(deps: {
  db: Db;
  bookings: BookingsService;
  appUrl: string;
  secret: string;
  now?: () => Date;
}) {
  const repo = calendarsRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  const host = new URL(deps.appUrl).hostname;
  const hashOf = (token: string) => hashToken(`calendar-feed:${token}`, deps.secret);

  /** One booking as an event, its words in `language`. */
  function eventOf(b: BookingRecord, language: Language): CalendarEvent {
    const say = (text: MessageText) => translate(language, text);
    const cancelled = isCancelled(b);
    const lines: MessageText[] = [
      { message: "Court: {court}", values: { court: b.courtName } },
      ...(cancelled ? ["This booking was cancelled."] : onTheDayLines(b)),
      ...directionsLines(b),
      { message: "Booking #{id}", values: { id: b.id } },
    ];
    return {
      uid: `booking-${b.id}@${host}`,
      stamp: now(),
      start: new Date(b.startsAt),
      end: new Date(b.endsAt),
      summary: say({ message: "Cricket at {venue}", values: { venue: b.venueName } }),
      location: fullAddress(b),
      geo: b.point,
      url: `${deps.appUrl}/dashboard`,
      description: lines.map(say).join("\n"),
      status: cancelled ? "CANCELLED" : "CONFIRMED",
      // A cancellation is the one change an event has: its higher sequence replaces the booked one.
      sequence: cancelled ? 1 : 0,
    };
  }

  return {
    /** `GET /api/bookings/{id}/calendar.ics`: its player, the venue's owner and staff, admins; 404 for others. */
    async bookingFile(actor: User, bookingId: number, language: Language): Promise<string> {
      const booking = await deps.bookings.record(actor, bookingId);
      return calendarText({ prodId: PROD_ID }, [eventOf(booking, language)]);
    },

    /** A new private feed address; the one before (if any) stops working. The token is shown only here. */
    async createFeed(actor: User): Promise<CalendarFeed> {
      const token = newToken();
      await repo.replaceFeed(actor.id, hashOf(token));
      return { url: `${deps.appUrl}/api/calendar/${token}.ics` };
    },

    revokeFeed: (actor: User) => repo.deleteFeed(actor.id),

    /** The feed behind a token: the same 404 for a malformed, unknown or revoked one. */
    async feed(token: string): Promise<string> {
      const owner = FEED_TOKEN.test(token) ? await repo.feedOwner(hashOf(token)) : null;
      if (!owner) throw notFound("Calendar feed not found");
      const today = todayInIst(now());
      const bookings = await repo.feedBookings(
        owner.userId,
        addDays(today, -FEED_PAST_DAYS),
        addDays(today, FEED_AHEAD_DAYS),
      );
      const name = translate(owner.language, "Crease bookings");
      return calendarText(
        { prodId: PROD_ID, name },
        bookings.map((b) => eventOf(b, owner.language)),
      );
    },
  };
}

export type CalendarsService = ReturnType<typeof createCalendarsService>;
