import type { FastifyInstance } from "fastify";
import type { DomainServices } from "./app-services";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { analyticsRoutes } from "./domains/analytics/routes";
import { phoneRoutes } from "./domains/auth/phone-routes";
import { authRoutes } from "./domains/auth/routes";
import { availabilityRoutes } from "./domains/availability/routes";
import { hoursRoutes } from "./domains/bookings/hours-routes";
import { rescheduleRoutes } from "./domains/bookings/reschedule-routes";
import { bookingRoutes } from "./domains/bookings/routes";
import { seriesRoutes } from "./domains/bookings/series-routes";
import { calendarRoutes } from "./domains/calendars/routes";
import { configRoutes } from "./domains/config/routes";
import { contactRoutes } from "./domains/contact/routes";
import { blockRoutes } from "./domains/courts/blocks-routes";
import { closureRoutes } from "./domains/courts/closures-routes";
import { courtRoutes } from "./domains/courts/routes";
import { creditRoutes } from "./domains/credit/routes";
import { deskRoutes } from "./domains/desk/routes";
import { favoriteRoutes } from "./domains/favorites/routes";
import { geocodeRoutes } from "./domains/geocode/routes";
import { healthRoutes } from "./domains/health/routes";
import { invoiceRoutes } from "./domains/invoices/routes";
import { listingRoutes } from "./domains/listings/routes";
import { notificationRoutes } from "./domains/notifications/routes";
import { offerRoutes } from "./domains/offers/routes";
import { paymentRoutes } from "./domains/payments/routes";
import { payoutAccountRoutes } from "./domains/payouts/account-routes";
import { payoutRoutes } from "./domains/payouts/routes";
import { pricingRoutes } from "./domains/pricing/routes";
import { receiptRoutes } from "./domains/receipts/routes";
import { reviewRoutes } from "./domains/reviews/routes";
import { splitsRoutes } from "./domains/splits/routes";
import { staffRoutes } from "./domains/staff/routes";
import { uploadRoutes } from "./domains/uploads/routes";
import { userRoutes } from "./domains/users/routes";
import { venueRoutes } from "./domains/venues/routes";
import { waitlistRoutes } from "./domains/waitlist/routes";
import { openApiPlugin } from "./plugins/openapi";

/**
 * The domains' routes, after the plugins they rely on (sessions, security): the OpenAPI document
 * first, so it sees every route after it.
 */
export async function registerDomainRoutes(
  app: FastifyInstance,
  services: DomainServices,
  { config, database }: { config: Config; database: Database },
): Promise<void> {
  const {
    analytics,
    auth,
    availability,
    blocks,
    bookingList,
    bookings,
    calendars,
    checkout,
    closures,
    contact,
    courts,
    credit,
    desk,
    favorites,
    geocode,
    invoices,
    listings,
    notifications,
    offers,
    payments,
    payoutAccounts,
    payouts,
    pricing,
    profile,
    receipts,
    reschedule,
    reviews,
    series,
    hours,
    splits,
    staff,
    uploads,
    users,
    venues,
    waitlist,
  } = services;
  await app.register(openApiPlugin, { appUrl: config.appUrl });
  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { auth });
  await app.register(phoneRoutes, { auth });
  await app.register(configRoutes, { config });
  await app.register(venueRoutes, { venues });
  await app.register(listingRoutes, { listings });
  await app.register(uploadRoutes, { uploads });
  await app.register(geocodeRoutes, { geocode });
  await app.register(userRoutes, { users, profile, calendars });
  await app.register(calendarRoutes, { calendars });
  await app.register(availabilityRoutes, { availability });
  await app.register(pricingRoutes, { pricing });
  await app.register(courtRoutes, { courts });
  await app.register(blockRoutes, { blocks });
  await app.register(closureRoutes, { closures });
  await app.register(deskRoutes, { desk });
  await app.register(creditRoutes, { credit });
  await app.register(favoriteRoutes, { favorites });
  await app.register(offerRoutes, { offers, checkout });
  await app.register(reviewRoutes, { reviews });
  await app.register(contactRoutes, { contact });
  await app.register(paymentRoutes, { payments });
  await app.register(bookingRoutes, { bookings, bookingList });
  await app.register(rescheduleRoutes, { reschedule });
  await app.register(seriesRoutes, { series });
  await app.register(hoursRoutes, { hours });
  await app.register(waitlistRoutes, { waitlist });
  await app.register(splitsRoutes, { splits });
  await app.register(notificationRoutes, { notifications });
  await app.register(analyticsRoutes, { analytics });
  await app.register(payoutRoutes, { payouts });
  await app.register(payoutAccountRoutes, { payoutAccounts });
  await app.register(invoiceRoutes, { invoices });
  await app.register(receiptRoutes, { receipts });
  await app.register(staffRoutes, { staff });
}
