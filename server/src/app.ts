import path from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
  type RouteOptions,
} from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { registerDomainRoutes } from "./app-routes";
import { createDomainServices } from "./app-services";
import { backgroundJobs } from "./background-jobs";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { AuthService } from "./domains/auth/service";
import type { AvailabilityService } from "./domains/availability/service";
import type { BookingCheckout } from "./domains/bookings/checkout";
import type { BookingsService } from "./domains/bookings/service";
import { jobRoutes } from "./domains/jobs/routes";
import type { NotificationsService } from "./domains/notifications/service";
import type { PaymentProvider } from "./domains/payments/providers/provider";
import type { PaymentsService } from "./domains/payments/service";
import { refundRoutes } from "./domains/refunds/routes";
import type { VenuesService } from "./domains/venues/service";
import type { ViewCounter } from "./domains/venues/view-counter";
import { createMemoryBus, createPostgresBus, type EventBus } from "./lib/events";
import type { JobQueue } from "./lib/jobs";
import { createMailer, type Mailer } from "./lib/mail";
import { createReadCache, type ReadCache } from "./lib/read-cache";
import { serializeError } from "./lib/safe-error";
import type { SmsSender } from "./lib/sms";
import { errorsPlugin } from "./plugins/errors";
import { createPages } from "./plugins/pages";
import { securityPlugin } from "./plugins/security";
import { SESSION_COOKIE, sessionPlugin } from "./plugins/session";
import { venueScopePlugin } from "./plugins/venue-scope";
import { webPlugin } from "./plugins/web";
import { websocketPlugin } from "./plugins/websocket";
export interface AppDeps {
  config: Config;
  database: Database;
  /** Overrides the configured mailer (tests). */
  mailer?: Mailer;
  /** Overrides the configured SMS provider (tests). */
  smsSender?: SmsSender;
  /** Overrides the configured payment provider (tests). */
  paymentProvider?: PaymentProvider;
  /** Pass false to silence request logs (tests). */
  logger?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** The read cache's memory ceiling; 0 turns it off (bench:search times the database path). */
  readCacheBytes?: number;
  /** Pass false to keep the job worker from polling (tests run due jobs with app.jobs.runDue()). */
  pollJobs?: boolean;
  /** How long a claimed job stays claimed before another instance may take it over. */
  jobLeaseMs?: number;
  /** Sees each route as it is added (tests read every route's schemas from the running app). */
  onRoute?: (route: RouteOptions) => void;
}

export interface App extends FastifyInstance {
  services: {
    auth: AuthService;
    venues: VenuesService;
    views: ViewCounter;
    availability: AvailabilityService;
    payments: PaymentsService;
    bookings: BookingsService;
    checkout: BookingCheckout;
    notifications: NotificationsService;
  };
  bus: EventBus;
  jobs: JobQueue;
}

/** Logs never carry passwords, cookies or tokens. */
const REDACT = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "body.password",
  "body.token",
];

/**
 * A URL as logs keep it: without its query string (reset tokens travel there) and without a
 * calendar feed's token, which is its path (docs/SECURITY.md: a log is no way into a feed).
 */
export function loggedPath(url: string): string {
  return (url.split("?")[0] ?? "").replace(/^\/api\/calendar\/[^/]+\.ics$/, "/api/calendar/[token].ics");
}

/**
 * One log line per request, when it is answered ("GET /api/venues 200", with its time), and none
 * for the app's files and pictures unless they fail: a page load is one line, not forty.
 */
class RequestLog extends LogController {
  constructor() {
    super({
      disableRequestLogging: (request: { url?: string }) => {
        const url = request.url ?? "";
        return !url.startsWith("/api/") && !url.startsWith("/ws") && /\.[a-z0-9]{2,5}(\?|$)/i.test(url);
      },
    });
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const path = loggedPath(request.url);
    const fields = { method: request.method, url: path, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...fields, err: error }, `${request.method} ${path} ${reply.statusCode}`);
    else reply.log.info(fields, `${request.method} ${path} ${reply.statusCode}`);
  }
}

/** Builds the whole app: plugins and domains. Never listens (tests inject into it). */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: REDACT,
            serializers: {
              // The URL without its query string: reset tokens travel in query strings.
              req: (req) => ({ method: req.method, url: loggedPath(req.url), remoteAddress: req.ip }),
              // Never a failed statement's parameters (an argon2 hash, an email) or a row's values.
              err: (error) => serializeError(error),
            },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
            // Readable lines for a person at a terminal in development; JSON lines in production.
            ...(!config.production && process.stdout.isTTY && !deps.logStream
              ? {
                  transport: {
                    target: "pino-pretty",
                    options: { translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname,reqId,method,url,status" },
                  },
                }
              : {}),
          },
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Slow or stalled clients cannot pin the server (docs/SECURITY.md): a connection silent for
    // REQUEST_TIMEOUT seconds mid-request closes, as does one idle between requests after 10 s;
    // a whole request (an upload on a slow phone included) may take at most four times as long.
    connectionTimeout: config.requestTimeoutSeconds * 1000,
    keepAliveTimeout: 10_000,
    requestTimeout: config.requestTimeoutSeconds * 4000,
  }) as unknown as App;
  // Headers must arrive within REQUEST_TIMEOUT too (a client sending them a byte at a time).
  app.server.headersTimeout = config.requestTimeoutSeconds * 1000;
  if (deps.onRoute) app.addHook("onRoute", deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON (and multipart for uploads); a text body is a 415, not a confusing 400.
  app.removeContentTypeParser("text/plain");

  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      outboxDir: path.join(config.dataDir, "outbox"),
      log: app.log,
    });
  const bus = busFor(database, app.log);
  const cache = readCacheOn(bus, deps.readCacheBytes);
  const services = createDomainServices({
    config,
    database,
    log: app.log,
    mailer,
    bus,
    cache,
    smsSender: deps.smsSender,
    paymentProvider: deps.paymentProvider,
  });
  const { auth, venues, views, availability, payments, bookings, checkout, notifications, provider } = services;
  app.decorate("services", { auth, venues, views, availability, payments, bookings, checkout, notifications });
  app.decorate("bus", bus);

  await app.register(errorsPlugin);
  // API answers of some size travel gzipped to browsers that accept it (a phone on a slow
  // connection). Gzip, not Brotli, per answer: Brotli's larger encoder state cost memory under
  // load (npm run bench). Pages are compressed once per drawing (lib/drawn-pages.ts) and the
  // app's built files once at build (plugins/web.ts), both with Brotli too.
  await app.register(compress, { encodings: ["gzip"], threshold: 4096 });
  await app.register(cookie);
  await app.register(securityPlugin, { appUrl: config.appUrl, extraImgSrc: tileOrigins(config.mapTileUrl) });
  await app.register(sessionPlugin, { auth, secureCookies: config.appUrl.startsWith("https:") });
  await app.register(venueScopePlugin, { db: database.db });
  await app.register(websocketPlugin, {
    appUrl: config.appUrl,
    bus,
    perAddress: config.wsPerAddress,
    mayWatch: (user, venueId) => venues.isWatchable(user, venueId),
  });

  await registerDomainRoutes(app, services, { config, database });

  // Background work is queued in the database (background-jobs.ts, lib/jobs.ts).
  const jobs = backgroundJobs({
    db: database.db,
    log: app.log,
    leaseMs: deps.jobLeaseMs,
    work: {
      refunds: services.refunds,
      checkout,
      bookings,
      auth,
      sendSms: services.sendSms,
      notifications,
      whatsappSender: services.whatsappSender,
      payouts: services.payouts,
      payoutAccounts: services.payoutAccounts,
      staff: services.staff,
      waitlist: services.waitlist,
      credit: services.credit,
    },
  });
  app.decorate("jobs", jobs);
  await jobs.schedule();
  if (deps.pollJobs !== false) jobs.start();
  await app.register(refundRoutes, { refunds: services.refunds });
  await app.register(jobRoutes, { jobsAdmin: services.jobsAdmin });
  app.addHook("onClose", async () => {
    await jobs.stop();
    // Page views still in memory are written before the database goes.
    await views.close();
    await bus.close();
    await mailer.close?.();
  });

  await app.register(webPlugin, {
    webDist: config.webDist,
    uploadsDir: path.join(config.dataDir, "uploads"),
    testMode: provider.name === "sandbox",
    pages: (indexHtml, renderer) =>
      createPages({
        indexHtml,
        renderer,
        cache,
        appUrl: config.appUrl,
        venues,
        actorOf: async (request) => {
          const token = request.cookies[SESSION_COOKIE];
          // A page is drawn for a session's account only when it may act: an admin whose second
          // factor is still to be done is a visitor here, as the API refuses it (plugins/session.ts).
          const found = token ? await auth.authenticate(token) : null;
          return found && !found.secondFactorPending ? found.user : null;
        },
      }),
  });
  return app;
}

/** The read cache, told of every change on any instance through the bus (lib/read-cache.ts). */
function readCacheOn(bus: EventBus, maxBytes?: number): ReadCache {
  const cache = createReadCache({ maxBytes });
  bus.subscribe((event) => {
    if (event.kind === "venue") cache.venueChanged(event.venueId);
    else if (event.kind === "changed") {
      if (event.venueId === null) cache.everythingChanged();
      else cache.venueChanged(event.venueId);
    }
  });
  return cache;
}

/** Map tiles on plain http (a local tile server) must be allowed as images too; https already is. */
function tileOrigins(tileUrl: string | null): string[] {
  if (!tileUrl?.startsWith("http:")) return [];
  try {
    return [new URL(tileUrl.replace(/\{[^}]*\}/g, "a")).origin];
  } catch {
    return [];
  }
}

/** LISTEN/NOTIFY across instances on a PostgreSQL server; in memory for the embedded database. */
export function busFor(database: Database, log: FastifyInstance["log"]): EventBus {
  if (database.kind === "postgres" && database.pool) {
    const url = (database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    return createPostgresBus({ url, pool: database.pool, log });
  }
  return createMemoryBus();
}
