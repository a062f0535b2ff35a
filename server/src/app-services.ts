import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { type Config, payoutAccountKeyOf } from "./config";
import type { Database } from "./db/client";
import { createAnalyticsService } from "./domains/analytics/service";
import { createAuthService } from "./domains/auth/service";
import { createAvailabilityService } from "./domains/availability/service";
import { createBookingCheckout } from "./domains/bookings/checkout";
import { createHours } from "./domains/bookings/hours";
import { createBookingListService } from "./domains/bookings/list";
import { createReschedule } from "./domains/bookings/reschedule";
import { createSeries } from "./domains/bookings/series";
import { createBookingsService } from "./domains/bookings/service";
import { createCalendarsService } from "./domains/calendars/service";
import { createContactService } from "./domains/contact/service";
import { createBlocksService } from "./domains/courts/blocks-service";
import { createClosuresService } from "./domains/courts/closures-service";
import { createCourtsService } from "./domains/courts/service";
import { createCreditService } from "./domains/credit/service";
import { createDeskService } from "./domains/desk/service";
import { createFavoritesService } from "./domains/favorites/service";
import { createGeocodeService } from "./domains/geocode/service";
import { createInvoiceIssuer } from "./domains/invoices/issue";
import { createInvoicesService } from "./domains/invoices/service";
import { createJobsAdminService } from "./domains/jobs/service";
import { createListingsService } from "./domains/listings/service";
import { createNotificationsService } from "./domains/notifications/service";
import { createOffersService } from "./domains/offers/service";
import { createCharges } from "./domains/payments/charges";
import { providerFromConfig } from "./domains/payments/providers";
import type { PaymentProvider } from "./domains/payments/providers/provider";
import { createPaymentsService } from "./domains/payments/service";
import { createPayoutAccountsService } from "./domains/payouts/account-service";
import { createPayoutsService } from "./domains/payouts/service";
import { createPricingService } from "./domains/pricing/service";
import { createReceiptIssuer } from "./domains/receipts/issue";
import { createReceiptsService } from "./domains/receipts/service";
import { createRefundsService } from "./domains/refunds/service";
import { createReviewsService } from "./domains/reviews/service";
import { createSplits } from "./domains/splits/service";
import { createStaffService } from "./domains/staff/service";
import { createUploadsService } from "./domains/uploads/service";
import { createProfileService } from "./domains/users/profile-service";
import { createUsersService } from "./domains/users/service";
import { createVenuesService } from "./domains/venues/service";
import { createViewCounter } from "./domains/venues/view-counter";
import { createWaitlistService } from "./domains/waitlist/service";
import type { EventBus } from "./lib/events";
import type { Mailer } from "./lib/mail";
import type { ReadCache } from "./lib/read-cache";
import { type SmsSender, smsJob, smsSenderFromConfig } from "./lib/sms";
import { createWhatsAppSender } from "./lib/whatsapp";

/** What every domain service is made from (app.ts makes these first). */
export interface ServiceInputs {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  mailer: Mailer;
  bus: EventBus;
  cache: ReadCache;
  /** Overrides the configured SMS provider (tests). */
  smsSender?: SmsSender;
  /** Overrides the configured payment provider (tests). */
  paymentProvider?: PaymentProvider;
}

/**
 * Every domain's service, each made once and handed the services it asks (a domain never builds
 * another's). app.ts registers their routes and background jobs.
 */
export function createDomainServices(input: ServiceInputs) {
  const { config, database, log, mailer, bus, cache } = input;
  const db = database.db;
  const sendSms = smsJob({
    sender: input.smsSender ?? smsSenderFromConfig(config),
    secret: config.sessionSecret,
    log: log,
  });
  const auth = createAuthService({
    db: database.db,
    bus,
    registerLimit: config.registerLimit,
    adminSecondFactor: config.adminSecondFactor,
    mailer,
    appUrl: config.appUrl,
    secret: config.sessionSecret,
    log: log,
  });
  const views = createViewCounter({ db, secret: config.sessionSecret, log: log });
  const venues = createVenuesService({ db, cache, views, bus });
  const availability = createAvailabilityService({ db, venues, cache });
  const favorites = createFavoritesService({ db, venues });
  const reviews = createReviewsService({ db, venues, bus });
  const contact = createContactService({ db });
  const whatsapp = config.whatsapp;
  const notifications = createNotificationsService({
    db,
    bus,
    mailer,
    appUrl: config.appUrl,
    log: log,
    whatsapp: whatsapp && {
      templates: {
        booking_confirmed: whatsapp.templateBookingConfirmed,
        booking_reminder: whatsapp.templateBookingReminder,
      },
    },
  });
  const whatsappSender = createWhatsAppSender({
    cloud: whatsapp?.cloud,
    outboxDir: path.join(config.dataDir, "outbox"),
    log: log,
  });
  const provider = input.paymentProvider ?? providerFromConfig(config.payment);
  const payoutAccountKey = payoutAccountKeyOf(config);
  // Charges: the one caller of the provider's createOrder; purposes register their handlers on it.
  const charges = createCharges({ db, provider, log: log });
  const splits = createSplits({ db, provider, charges, notifications, appUrl: config.appUrl, log: log });
  const offers = createOffersService({ db });
  const invoiceIssuer = createInvoiceIssuer({ db, secret: payoutAccountKey, log: log });
  const reschedule = createReschedule({
    db,
    venues,
    notifications,
    provider,
    charges,
    creditRefundNotes: invoiceIssuer.issueForCreditRefund,
    log: log,
  });
  const checkout = createBookingCheckout({
    db,
    venues,
    offers,
    notifications,
    invoices: invoiceIssuer,
    reschedule,
    splits,
    charges,
    ordersPerHour: config.ordersPerHour,
  });
  const bookings = createBookingsService({
    db,
    notifications,
    log: log,
    creditRefundNotes: invoiceIssuer.issueForCreditRefund,
  });
  const series = createSeries({ db, venues, bookings, notifications, ordersPerHour: config.ordersPerHour });
  const hours = createHours({ db, venues, notifications, ordersPerHour: config.ordersPerHour });
  const payments = createPaymentsService({ checkout, series, hours, charges, provider, log: log });
  const waitlist = createWaitlistService({ db, venues, notifications, log: log });
  const refunds = createRefundsService({ db, provider, log: log });
  const analytics = createAnalyticsService({ db });
  const payouts = createPayoutsService({ db, notifications, log: log });
  const payoutAccounts = createPayoutAccountsService({
    db,
    bus,
    secret: payoutAccountKey,
    mailer,
    notifications,
    appUrl: config.appUrl,
    log: log,
  });
  const uploads = createUploadsService({
    db,
    uploadsDir: path.join(config.dataDir, "uploads"),
    s3: config.s3,
    log: log,
  });
  const geocode = createGeocodeService({ geocoderUrl: config.geocoderUrl, appUrl: config.appUrl, log: log });
  const listings = createListingsService({ db, venues, uploads, geocode, notifications, bus });
  const users = createUsersService({ db, notifications, bus });
  const staff = createStaffService({
    db,
    bus,
    mailer,
    appUrl: config.appUrl,
    secret: config.sessionSecret,
  });
  const calendars = createCalendarsService({ db, bookings, appUrl: config.appUrl, secret: config.sessionSecret });
  const profile = createProfileService({ db, bus });
  const pricing = createPricingService({ db, venues, bus });
  const courts = createCourtsService({ db, venues, bus });
  const blocks = createBlocksService({ db, venues, bus });
  const closures = createClosuresService({ db, venues, bookings, bus });
  const receiptIssuer = createReceiptIssuer({ secret: payoutAccountKey, log: log });
  const credit = createCreditService({ db, venues, charges, invoices: invoiceIssuer, receipts: receiptIssuer });
  const desk = createDeskService({ db, venues, bookings, notifications, credit });
  const bookingList = createBookingListService({ db });
  const invoices = createInvoicesService({ db });
  const receipts = createReceiptsService({ db });
  const jobsAdmin = createJobsAdminService({ db });
  return {
    sendSms,
    auth,
    views,
    venues,
    availability,
    favorites,
    reviews,
    contact,
    notifications,
    whatsappSender,
    provider,
    reschedule,
    splits,
    offers,
    checkout,
    bookings,
    series,
    hours,
    payments,
    waitlist,
    refunds,
    analytics,
    payouts,
    payoutAccounts,
    uploads,
    geocode,
    listings,
    users,
    staff,
    calendars,
    profile,
    pricing,
    courts,
    blocks,
    closures,
    desk,
    credit,
    charges,
    bookingList,
    invoices,
    receipts,
    jobsAdmin,
  };
}

export type DomainServices = ReturnType<typeof createDomainServices>;
