import { z } from "zod";
import { fullNameSchema, userSchema } from "./users";
import { INDIAN_MOBILE_MESSAGE, normaliseIndianMobile } from "./whatsapp";

/**
 * Sign-in codes sent by SMS (docs/product/roles.md, "Signing in with a mobile number"): the one
 * place their numbers live. The server's limits and expiry and the web's countdown read these.
 */
export const PHONE_CODE = {
  /** Digits in a code. */
  length: 6,
  /** A code works for five minutes after it is sent. */
  lifeMinutes: 5,
  /** Wrong guesses a code takes before it stops working. */
  tries: 5,
  /** Seconds before another code may be sent to the same number. */
  resendSeconds: 30,
} as const;

/** An Indian mobile number, normalised to +91XXXXXXXXXX. */
export const indianMobileSchema = z
  .string({ error: INDIAN_MOBILE_MESSAGE })
  .max(20, INDIAN_MOBILE_MESSAGE)
  .transform((value, ctx) => {
    const phone = normaliseIndianMobile(value);
    if (phone) return phone;
    ctx.addIssue({ code: "custom", message: INDIAN_MOBILE_MESSAGE });
    return z.NEVER;
  });

// Written out, not built from PHONE_CODE.length: the server finds it to translate (decision 022).
const CODE_MESSAGE = "Enter the 6-digit code from the SMS";
export const phoneCodeSchema = z
  .string({ error: CODE_MESSAGE })
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_CODE.length}}$`), CODE_MESSAGE);

export const phoneCodeRequestSchema = z.object({ phone: indianMobileSchema });

export const phoneSignInSchema = z.object({
  phone: indianMobileSchema,
  code: phoneCodeSchema,
  /** Needed only when the number has no account yet: it becomes a player account with this name. */
  name: fullNameSchema.optional(),
});

/**
 * The answer to a sign-in by code: the account, and whether this sign-in just created it (a new
 * number with a name), so the screen greets a new player as new and not "Welcome back".
 */
export const phoneSignedInSchema = userSchema.extend({ accountCreated: z.boolean() });

/**
 * Linking (or changing) the number that signs in is a change of sign-in method: it takes the
 * account's current password, or, for an account made by phone (no password), a code sent to its
 * verified number (`currentPhoneCode`).
 */
export const linkPhoneSchema = z.object({
  phone: indianMobileSchema,
  code: phoneCodeSchema,
  password: z.string({ error: "Enter your password" }).min(1, "Enter your password").max(128).optional(),
  currentPhoneCode: phoneCodeSchema.optional(),
});

export const secondFactorSchema = z.object({ code: phoneCodeSchema });

/** The answer to a code request: the same whether or not the number has an account. */
export const phoneCodeSentSchema = z.object({ message: z.string(), resendAfterSeconds: z.number().int() });

/**
 * An admin's password was right; the sign-in completes with the code sent to their number (`sms`),
 * or, for an admin with no number yet, by linking one (`link`: the session is open but can do
 * nothing else until then, ADMIN_SECOND_FACTOR=required).
 */
export const secondFactorChallengeSchema = z.object({ secondFactor: z.enum(["sms", "link"]), message: z.string() });

/** The message a new number gets when it signs in without a name (the contract's 400). */
export const NAME_NEEDED_MESSAGE = "This number has no account yet. Tell us your name to create one.";
