/**
 * Admin screens: people (`/api/users`) and the contact inbox (`/api/contact-messages`).
 */
import { z } from "zod";
import { QUERY_MESSAGES } from "./query-fields";
import { ROLES, userSchema } from "./users";

export const USER_STATUSES = ["active", "suspended"] as const;

export const DEFAULT_USERS_PAGE = 50;
export const MAX_USERS_PAGE = 100;

const blank = (value: unknown) => (value === "" ? undefined : value);

const ADMIN_MESSAGES = {
  search: "Search with at most 100 characters",
  role: "Choose a role: player, owner or admin",
  status: "Choose a status: active or suspended",
  change: "Send a role or a status to change",
  unread: "The unread filter can only be true or false",
} as const;

/** A page of at most MAX_USERS_PAGE rows. */
const limit = z.preprocess((v) => {
  const value = blank(v);
  return typeof value === "string" ? (/^\d+$/.test(value.trim()) ? Number(value) : Number.NaN) : value;
}, z
  .number({ error: QUERY_MESSAGES.pageSize })
  .int(QUERY_MESSAGES.pageSize)
  .min(1, QUERY_MESSAGES.pageSize)
  .max(MAX_USERS_PAGE, QUERY_MESSAGES.pageSize)
  .optional());

const cursor = z.preprocess(blank, z.string().max(200, QUERY_MESSAGES.cursor).optional());

/** `GET /api/users`: search by name or email, filter by role and status, newest first. */
export const userListQuerySchema = z.object({
  q: z.preprocess(
    (v) => blank(typeof v === "string" ? v.trim() : v),
    z.string().max(100, ADMIN_MESSAGES.search).optional(),
  ),
  role: z.preprocess(
    (v) => (blank(v) === "all" ? undefined : blank(v)),
    z.enum(ROLES, { error: ADMIN_MESSAGES.role }).optional(),
  ),
  status: z.preprocess(
    (v) => (blank(v) === "all" ? undefined : blank(v)),
    z.enum(USER_STATUSES, { error: ADMIN_MESSAGES.status }).optional(),
  ),
  limit,
  cursor,
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** A user as the admin list shows it. */
export const adminUserSchema = userSchema.extend({
  /** Venues they own (any status). */
  venueCount: z.number().int(),
  /** Bookings they made (any status). */
  bookingCount: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `PATCH /api/users/{id}`: change role and/or status. */
export const updateUserSchema = z
  .object({
    role: z.enum(ROLES, { error: ADMIN_MESSAGES.role }).optional(),
    status: z.enum(USER_STATUSES, { error: ADMIN_MESSAGES.status }).optional(),
  })
  .strict()
  .refine((value) => value.role !== undefined || value.status !== undefined, ADMIN_MESSAGES.change);
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/** `GET /api/contact-messages`: newest first. */
export const contactMessageListQuerySchema = z.object({
  unread: z.preprocess(
    (v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" || v === "" ? undefined : v),
    z.literal(true, { error: ADMIN_MESSAGES.unread }).optional(),
  ),
  limit,
  cursor,
});

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The signed-in sender's user id, when they were signed in. */
  userId: z.number().int().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
