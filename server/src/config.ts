import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * The only reader of process.env. Every variable is listed in .env.example with its
 * default; a bad value stops the start with a message naming the variable.
 */

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.join(" or ")}//`,
  );

const envSchema = z.object({
  PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: url(["postgres:", "postgresql:"]).optional(),
  APP_URL: url(["http:", "https:"]).optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  PAYOUT_ACCOUNT_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.string().email("must be an email address").optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  SEED_DEMO: bool.optional(),
  ADMIN_SECOND_FACTOR: z.enum(["required", "off"], { error: "must be required or off" }).default("required"),
  PAYMENT_PROVIDER: z.enum(["sandbox", "razorpay"], { error: "must be sandbox or razorpay" }).default("sandbox"),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: url(["http:", "https:"]).default("https://api.razorpay.com"),
  SMTP_URL: url(["smtp:", "smtps:"]).optional(),
  MAIL_FROM: z.string().min(3).default("Crease <no-reply@crease.local>"),
  SMS_PROVIDER: z.enum(["outbox", "msg91"], { error: "must be outbox or msg91" }).default("outbox"),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_SENDER_ID: z
    .string()
    .regex(/^[A-Z]{6}$/, "must be the 6-letter DLT header, e.g. CREASE")
    .optional(),
  MSG91_TEMPLATE_OTP: z.string().min(1).optional(),
  /** The DLT template of a staff invitation by SMS (its variable: `link`); unset, those are not sent. */
  MSG91_TEMPLATE_STAFF_INVITATION: z.string().min(1).optional(),
  MSG91_API_URL: url(["http:", "https:"]).default("https://control.msg91.com"),
  GEOCODER_URL: url(["http:", "https:"]).optional(),
  MAP_TILE_URL: z.string().min(1).optional(),
  S3_ENDPOINT: url(["http:", "https:"]).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("auto"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: url(["http:", "https:"]).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: bool.default(false),
  REGISTER_LIMIT: z.coerce.number({ error: "must be a number" }).int().min(1).max(100_000).default(20),
  /** Seconds a client may take to send a request's headers, or its whole request. */
  REQUEST_TIMEOUT: z.coerce.number({ error: "must be a number of seconds" }).int().min(1).max(600).default(30),
  ORDERS_PER_HOUR: z.coerce.number({ error: "must be a number" }).int().min(1).max(100_000).default(10),
  WHATSAPP_TEMPLATE_BOOKING_CONFIRMED: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, "must be a WhatsApp template name (lower case letters, digits and _)")
    .optional(),
  WHATSAPP_TEMPLATE_BOOKING_REMINDER: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, "must be a WhatsApp template name (lower case letters, digits and _)")
    .optional(),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{1,30}$/, "must be the number's id (digits)")
    .optional(),
  WHATSAPP_API_URL: url(["http:", "https:"]).default("https://graph.facebook.com/v21.0"),
  WS_PER_ADDRESS: z.coerce.number({ error: "must be a number" }).int().min(1).max(100_000).default(20),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  sessionSecret: string;
  /**
   * The secret owners' payout accounts are sealed with (docs/SECURITY.md); unset, SESSION_SECRET's.
   * Set it to rotate SESSION_SECRET without losing the accounts.
   */
  payoutAccountKey: string | undefined;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean | undefined;
  /**
   * `required`: an admin's session does nothing until a code by SMS is done (docs/SECURITY.md);
   * `off` (development and tests only) lets an admin without a linked number in on the password.
   */
  adminSecondFactor: "required" | "off";
  payment: {
    provider: "sandbox" | "razorpay";
    keyId: string | undefined;
    keySecret: string | undefined;
    webhookSecret: string | undefined;
    apiUrl: string;
  };
  mail: { smtpUrl: string | undefined; from: string };
  /** Where sign-in codes go: DATA_DIR/outbox files, or MSG91's Flow API with a DLT template. */
  sms:
    | { provider: "outbox" }
    | {
        provider: "msg91";
        authKey: string;
        senderId: string | undefined;
        templateId: string;
        invitationTemplateId: string | undefined;
        apiUrl: string;
      };
  /**
   * Booking confirmations by WhatsApp (docs/decisions/024-whatsapp.md): undefined (off) unless an
   * approved template is named; `cloud` unset writes the messages to DATA_DIR/outbox instead.
   */
  whatsapp:
    | {
        templateBookingConfirmed: string;
        /** The day-before reminder's template; reminders go by mail and in the app only without it. */
        templateBookingReminder: string | undefined;
        cloud: { token: string; phoneNumberId: string; apiUrl: string } | undefined;
      }
    | undefined;
  geocoderUrl: string | undefined;
  /** Leaflet tile template; null when tiles are switched off (MAP_TILE_URL=none). */
  mapTileUrl: string | null;
  s3:
    | {
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        publicUrl?: string;
      }
    | undefined;
  logLevel: Env["LOG_LEVEL"];
  trustProxy: boolean;
  /** New accounts one address may create in 15 minutes. */
  registerLimit: number;
  /** Seconds a client may take to send its request (headers and body); idle connections close sooner. */
  requestTimeoutSeconds: number;
  /** New slot holds (checkouts) one account may start in an hour. */
  ordersPerHour: number;
  /** Open WebSockets one address may hold. */
  wsPerAddress: number;
  /** NODE_ENV=production. */
  production: boolean;
  /** Where the built web app lives (served for every non-API path). */
  webDist: string;
}

export class ConfigError extends Error {}

/** Parse the environment. Throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError("Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  if (e.PAYMENT_PROVIDER === "razorpay" && (!e.RAZORPAY_KEY_ID || !e.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError(
      "Invalid configuration:\n  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required when PAYMENT_PROVIDER=razorpay",
    );
  }
  if (e.SMS_PROVIDER === "msg91" && (!e.MSG91_AUTH_KEY || !e.MSG91_TEMPLATE_OTP)) {
    throw new ConfigError(
      "Invalid configuration:\n  MSG91_AUTH_KEY and MSG91_TEMPLATE_OTP are required when SMS_PROVIDER=msg91",
    );
  }
  if ((e.WHATSAPP_TOKEN === undefined) !== (e.WHATSAPP_PHONE_NUMBER_ID === undefined)) {
    throw new ConfigError("Invalid configuration:\n  WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together");
  }
  if (e.WHATSAPP_TOKEN && !e.WHATSAPP_TEMPLATE_BOOKING_CONFIRMED) {
    throw new ConfigError(
      "Invalid configuration:\n  WHATSAPP_TEMPLATE_BOOKING_CONFIRMED is required with WHATSAPP_TOKEN (the approved template to send)",
    );
  }
  const s3Vars = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Vars.some(Boolean) && !s3Vars.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    sessionSecret: e.SESSION_SECRET ?? "",
    payoutAccountKey: e.PAYOUT_ACCOUNT_KEY,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    seedDemo: e.SEED_DEMO,
    adminSecondFactor: e.ADMIN_SECOND_FACTOR,
    payment: {
      provider: e.PAYMENT_PROVIDER,
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: e.RAZORPAY_API_URL,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    sms:
      e.SMS_PROVIDER === "msg91" && e.MSG91_AUTH_KEY && e.MSG91_TEMPLATE_OTP
        ? {
            provider: "msg91",
            authKey: e.MSG91_AUTH_KEY,
            senderId: e.MSG91_SENDER_ID,
            templateId: e.MSG91_TEMPLATE_OTP,
            invitationTemplateId: e.MSG91_TEMPLATE_STAFF_INVITATION,
            apiUrl: e.MSG91_API_URL,
          }
        : { provider: "outbox" },
    whatsapp: e.WHATSAPP_TEMPLATE_BOOKING_CONFIRMED
      ? {
          templateBookingConfirmed: e.WHATSAPP_TEMPLATE_BOOKING_CONFIRMED,
          templateBookingReminder: e.WHATSAPP_TEMPLATE_BOOKING_REMINDER,
          cloud:
            e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
              ? { token: e.WHATSAPP_TOKEN, phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID, apiUrl: e.WHATSAPP_API_URL }
              : undefined,
        }
      : undefined,
    geocoderUrl: e.GEOCODER_URL,
    mapTileUrl:
      e.MAP_TILE_URL === "none" ? null : (e.MAP_TILE_URL ?? "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"),
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL,
          }
        : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    registerLimit: e.REGISTER_LIMIT,
    requestTimeoutSeconds: e.REQUEST_TIMEOUT,
    wsPerAddress: e.WS_PER_ADDRESS,
    ordersPerHour: e.ORDERS_PER_HOUR,
    production: env.NODE_ENV === "production",
    webDist: path.resolve(import.meta.dirname, "../../web/dist"),
  };
}

/**
 * SESSION_SECRET, when not configured, is generated once and kept in DATA_DIR so that
 * restarts keep every signed value valid.
 */
export function ensureSessionSecret(config: Config): Config {
  if (config.sessionSecret) return config;
  return { ...config, sessionSecret: keptSecret(config.dataDir, "session-secret") };
}

/**
 * The key payout accounts are sealed with (docs/SECURITY.md): PAYOUT_ACCOUNT_KEY, else the session
 * secret (kept in DATA_DIR when not configured). The server and the demo seed use the same one.
 */
export function payoutAccountKeyOf(config: Config): string {
  return config.payoutAccountKey ?? ensureSessionSecret(config).sessionSecret;
}

/**
 * The secrets a start needs that may be left unset: SESSION_SECRET, and the sandbox's webhook
 * secret. The sandbox's used to default to a value printed in the source, so anyone could sign a
 * webhook that confirms a booking; without RAZORPAY_WEBHOOK_SECRET it is now generated once into
 * DATA_DIR/webhook-secret like the session secret. Razorpay's own webhook secret is the one set
 * in its dashboard, never generated: without it Razorpay's webhooks are refused.
 */
export function ensureSecrets(config: Config): Config {
  const withSession = ensureSessionSecret(config);
  const { payment } = withSession;
  if (payment.provider !== "sandbox" || payment.webhookSecret) return withSession;
  return { ...withSession, payment: { ...payment, webhookSecret: keptSecret(config.dataDir, "webhook-secret") } };
}

/** DATA_DIR/<name>: random, created once with owner-only permissions, the same on every restart. */
function keptSecret(dataDir: string, name: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, name);
  try {
    // Created exclusively ("wx"): of instances starting together on one directory, one writes
    // and every one reads what it wrote.
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const kept = readFileSync(file, "utf8").trim();
  if (kept) return kept;
  // Empty: a start died between creating the file and writing it. Nothing was signed with it.
  writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}
