import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull().unique(),
    fullName: text("full_name").notNull(),
    /** Always stored lowercased; unique. Null for an account made by signing in with a mobile number. */
    email: text("email").unique(),
    /** The contact number typed at sign-up or in the profile: never a way in by itself. */
    phone: text("phone"),
    /** A number proven by a code (+91XXXXXXXXXX): signs in by SMS, and is an admin's second factor. */
    verifiedPhone: text("verified_phone").unique(),
    /** Null for an account made by signing in with a mobile number: no password signs it in. */
    passwordHash: text("password_hash"),
    role: text("role").notNull().default("player"),
    status: text("status").notNull().default("active"),
    /** Which notifications the user wants by email and in the app. */
    /** The language of the account's pages, mails and messages (issue 24): 'en' or 'hi'. */
    language: text("language").notNull().default("en"),
    notificationPrefs: jsonb("notification_prefs").$type<Record<string, boolean>>().notNull().default({}),
    /**
     * Slot holds this account has asked for, ever. Bumped by the statement that places a hold, so
     * that statement can tell whether the hold limits it counted in its snapshot missed a hold of
     * the same player made at the same moment (bookings/holds.ts).
     */
    holdsPlaced: integer("holds_placed").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("users_role_check", sql`${t.role} in ('player', 'owner', 'admin')`),
    check("users_status_check", sql`${t.status} in ('active', 'suspended')`),
    check("users_language_check", sql`${t.language} in ('en', 'hi')`),
  ],
);

/** Server-side sessions: the cookie holds a random token, the row holds its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /**
     * The sign-in's second factor was done (a code by SMS): an admin's session without it can do
     * nothing but finish it (ADMIN_SECOND_FACTOR=required, plugins/session.ts).
     */
    secondFactorDone: boolean("second_factor_done").notNull().default(false),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/**
 * Failed sign-ins and reset requests, by key ("login:email:…", "login:ip:…"), for rate
 * limiting that holds across several server instances.
 */
export const authAttempts = pgTable(
  "auth_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_attempts_key_time_idx").on(t.key, t.createdAt)],
);

/**
 * Codes sent by SMS (docs/decisions/023-sms-and-phone-sign-in.md). `purpose` "phone" codes sign in
 * or link the number (asked for by number); "second_factor" codes finish an admin's sign-in and
 * belong to the browser holding the pending token. Only an HMAC of the code (keyed with
 * SESSION_SECRET, so a leaked table cannot be searched offline) is kept.
 */
export const phoneCodes = pgTable(
  "phone_codes",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    /** The admin a second-factor code is for. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** HMAC of the token in the admin's pending-sign-in cookie. */
    pendingTokenHash: text("pending_token_hash"),
    /** Guesses checked against it, counted before each check (so guesses sent at once cannot exceed the tries). */
    tries: integer("tries").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("phone_codes_purpose_check", sql`${t.purpose} in ('phone', 'second_factor')`),
    index("phone_codes_phone_idx").on(t.phone, t.createdAt),
    index("phone_codes_pending_idx").on(t.pendingTokenHash),
  ],
);
