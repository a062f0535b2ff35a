import { z } from "zod";
import { LANGUAGES } from "./language";
import { formatIndianMobile, INDIAN_MOBILE_MESSAGE, isIndianMobile } from "./phone";
import { STAFF_ROLES } from "./staff";

export const ROLES = ["player", "owner", "admin"] as const;
export type Role = (typeof ROLES)[number];
/** Roles a person may pick for themselves when registering (admins are made by admins). */
export const SELF_SERVICE_ROLES = ["player", "owner"] as const;

export const ROLE_LABELS: Record<Role, string> = { player: "Player", owner: "Venue owner", admin: "Administrator" };

export type UserStatus = "active" | "suspended";

/** A language Crease speaks, as the API takes it (`PATCH /api/users/me`). */
export const languageSchema = z.enum(LANGUAGES, { error: 'Language must be "en" or "hi"' });

/** A signed-in user as the API returns it (never the password hash). */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  /** Null for an account made by signing in with a mobile number. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The account's language (pages, mails, messages): decision 022. */
  language: z.enum(LANGUAGES),
  /** The number verified by a code: a way to sign in (and an admin's second factor). */
  verifiedPhone: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(["active", "suspended"]),
  createdAt: z.string(),
  /**
   * The venues this account works at as staff, and as what (docs/product/roles.md "Venue staff");
   * read with the session, so permissions need no query of their own. Absent where not loaded.
   */
  staffOf: z
    .array(z.object({ venueId: z.number().int(), venueName: z.string(), role: z.enum(STAFF_ROLES) }))
    .optional(),
});
export type User = z.infer<typeof userSchema>;

/** The docs/product/roles.md treatment of unknown roles: anything else is a normal user (player). */
export function normaliseRole(role: string | null | undefined): Role {
  return role === "owner" || role === "admin" ? role : "player";
}

/** How an account is named beside its name: its email, or the number it signs in with. */
export function accountContactOf(user: { email: string | null; verifiedPhone?: string | null }): string {
  if (user.email) return user.email;
  return user.verifiedPhone ? formatIndianMobile(user.verifiedPhone) : "";
}

/** Avatar initials: first two letters of the full name, else of the email, else 'U'. */
export function initialsOf(user: { fullName?: string | null; email?: string | null } | null | undefined): string {
  const source = user?.fullName?.trim() || user?.email?.trim() || "";
  return source ? source.slice(0, 2).toUpperCase() : "U";
}

/** Where the Dashboard link goes for each role. */
export function dashboardPathFor(role: string | null | undefined): string {
  if (role === "admin") return "/admin/dashboard";
  if (role === "owner") return "/owner/dashboard";
  return "/dashboard";
}

/**
 * A taken email at registration. Registration has to say it (a second account cannot be made), and
 * pointing to sign-in and reset is what helps; the time it takes still does not tell (docs/SECURITY.md).
 */
export const EMAIL_TAKEN_MESSAGE =
  "An account with this email already exists. Log in, or reset your password if you've forgotten it.";

// ---- Request bodies, shared by the server (validation) and the forms (same messages) ----

const email = (message: string) =>
  z
    .string({ error: "Enter your email" })
    .trim()
    .min(1, "Enter your email")
    .max(254, "Email address is too long")
    .email(message)
    .transform((value) => value.toLowerCase());

/** Passwords: at least 6 characters, bounded so hashing cannot be used to burn CPU. */
const password = (message: string) =>
  z.string({ error: "Password is required" }).min(6, message).max(128, "Password must be at most 128 characters");

const phone = z
  .string({ error: "Enter your mobile number" })
  .trim()
  .min(1, "Enter your mobile number")
  .max(20, INDIAN_MOBILE_MESSAGE)
  .refine(isIndianMobile, INDIAN_MOBILE_MESSAGE);

export const fullNameSchema = z
  .string({ error: "Full name is required" })
  .trim()
  .min(2, "Full name is required")
  .max(100, "Full name must be at most 100 characters");

export const registerSchema = z.object({
  fullName: fullNameSchema,
  email: email("Enter a valid email address, like name@example.com"),
  phone,
  password: password("Password must be at least 6 characters"),
  role: z.enum(SELF_SERVICE_ROLES, { error: "Role must be player or owner" }).default("player"),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: email("Please enter a valid email address"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128, "Password is too long"),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: email("Please enter a valid email address") });

export const resetTokenQuerySchema = z.object({
  token: z
    .string({ error: "No reset token found in URL" })
    .min(1, "No reset token found in URL")
    .max(200, "Invalid or expired token"),
});

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: "Invalid or expired token" })
    .min(1, "Invalid or expired token")
    .max(200, "Invalid or expired token"),
  password: password("Password must be at least 6 characters long"),
  /** Unlink the mobile number that signs in to the account (the reset page lists it): an intruder's goes. */
  removeLinkedPhones: z.boolean().optional(),
});

/** The reset form also asks for a confirmation (client only). */
export const resetPasswordFormSchema = z
  .object({ password: password("Password must be at least 6 characters long"), confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(128),
  newPassword: password("Password must be at least 6 characters long"),
  /** Unlink the mobile number that signs in to the account (the form lists it). */
  removeLinkedPhones: z.boolean().optional(),
});

/** A reset link, checked before the new-password form: whose it is and the numbers that sign in to it. */
export const resetTokenAnswerSchema = z.object({
  valid: z.boolean(),
  email: z.string(),
  /** The mobile numbers that sign in to the account, which the reset can unlink. */
  linkedPhones: z.array(z.string()),
});

export const updateProfileSchema = z
  .object({ fullName: fullNameSchema.optional(), phone: phone.optional(), language: languageSchema.optional() })
  .refine(
    (value) => value.fullName !== undefined || value.phone !== undefined || value.language !== undefined,
    "Nothing to update",
  );
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** What a user can choose to hear about (Profile → Manage notifications). */
export const NOTIFICATION_PREFERENCES = {
  bookingUpdates: "Booking confirmations, cancellations and refunds",
  reminders: "Reminders a day and 2 hours before my slot",
  venueNews: "New venues and offers near me",
  whatsappBookings: "Booking confirmations on WhatsApp too, to my phone number",
} as const;
export type NotificationPreferenceKey = keyof typeof NOTIFICATION_PREFERENCES;
export type NotificationPreferences = Record<NotificationPreferenceKey, boolean>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  bookingUpdates: true,
  reminders: true,
  venueNews: false,
  // Opt-in: a WhatsApp message costs the business money and the player their attention.
  whatsappBookings: false,
};

export const notificationPreferencesSchema = z
  .object({
    bookingUpdates: z.boolean({ error: "bookingUpdates must be true or false" }),
    reminders: z.boolean({ error: "reminders must be true or false" }),
    venueNews: z.boolean({ error: "venueNews must be true or false" }),
    /** Left out by clients that predate it: the stored choice stays as it is. */
    whatsappBookings: z.boolean({ error: "whatsappBookings must be true or false" }).optional(),
  })
  .strict();

/** The answer: every choice, the ones never made at their defaults. */
export const notificationPreferencesAnswerSchema = notificationPreferencesSchema.required();

/**
 * `POST /api/users/me/calendar-feed`: the private address calendar apps subscribe to. Shown once:
 * only a hash of its token is kept, so asking again makes a new one and the old stops working.
 */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
