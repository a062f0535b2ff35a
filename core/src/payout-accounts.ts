/**
 * Where an owner's payouts go (docs/product/payouts.md#payout-account): a bank account (holder, account
 * number, IFSC) or a UPI ID, with the owner's PAN and, when registered, GSTIN. `payoutAccountErrors`
 * is the one check of every field: the server's schema refines with it and the web's form calls it
 * before sending. Masks (`maskAccountNumber` …) are how the account is shown to anyone but an admin
 * sending money.
 */
import { z } from "zod";

export const PAYOUT_METHODS = ["bank", "upi"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** How long after a change of the account the owner's payouts wait: time to react to the mail. */
export const PAYOUT_ACCOUNT_HOLD_HOURS = 24;

export const HOLDER_NAME_MESSAGE = "Enter the account holder's name as the bank has it";
export const ACCOUNT_NUMBER_MESSAGE = "Enter the account number: 9 to 18 digits";
export const ACCOUNT_NUMBER_CONFIRM_MESSAGE = "The two account numbers do not match";
export const IFSC_MESSAGE = "Enter the IFSC: 4 letters, then 0, then 6 letters or digits, like HDFC0001234";
export const UPI_ID_MESSAGE = "Enter a UPI ID like name@okhdfcbank";
export const PAN_MESSAGE = "Enter the PAN: 10 characters like ABCDE1234F";
export const GSTIN_MESSAGE = "Enter the GSTIN: 15 characters like 27ABCDE1234F1Z5";
export const GSTIN_STATE_MESSAGE = "A GSTIN starts with a state code from 01 to 38";
export const GSTIN_PAN_MESSAGE = "The PAN inside the GSTIN (its characters 3 to 12) must be the PAN given";
export const GSTIN_CHECK_MESSAGE = "This GSTIN's last character does not match the rest: check it for a typing mistake";
export const BANK_OR_UPI_MESSAGE = "Give a bank account (holder, account number and IFSC) or a UPI ID";
export const NOT_BOTH_MESSAGE = "Give a bank account or a UPI ID, not both";
export const PAYOUT_PASSWORD_MESSAGE = "Enter your password to save the payout account";

const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const ACCOUNT_NUMBER = /^\d{9,18}$/;
const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;
/** Name, @, the app's handle: letters, digits, dots, hyphens, underscores. */
const UPI_ID = /^[a-z0-9._-]{2,256}@[a-z][a-z0-9.-]{1,63}$/;
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** A name of letters (any script), marks, spaces and the usual punctuation of a business name. */
const HOLDER_NAME = /^[\p{L}\p{M}0-9 .,'&()/-]{2,100}$/u;
const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The GSTIN's 15th character, from its first 14 (the GST Network's check): each character's
 * base-36 value times 1 or 2 in turn, each product's base-36 digits added, and the check is what
 * takes the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i] ?? "") * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36] as string;
}

/** 01–38 are the states and union territories; 97 is "other territory". */
function isGstStateCode(code: string): boolean {
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97;
}

/** The account's fields as typed or sent; empty and null count as not given. */
export interface PayoutAccountFields {
  pan?: string | null;
  gstin?: string | null;
  holderName?: string | null;
  accountNumber?: string | null;
  ifsc?: string | null;
  upiId?: string | null;
}

/** The fields as kept: each one given, or undefined. */
export type NormalPayoutAccount = { [K in keyof PayoutAccountFields]?: string };

const present = (value: string | null | undefined): value is string =>
  value !== undefined && value !== null && value.trim() !== "";

/** The fields as they are kept: trimmed, codes in capitals, a UPI ID in small letters, no spaces in numbers. */
export function normalisePayoutAccount(fields: PayoutAccountFields): NormalPayoutAccount {
  const code = (value: string | null | undefined) =>
    present(value) ? value.replace(/\s+/g, "").toUpperCase() : undefined;
  return {
    pan: code(fields.pan),
    gstin: code(fields.gstin),
    holderName: present(fields.holderName) ? fields.holderName.trim().replace(/\s+/g, " ") : undefined,
    accountNumber: present(fields.accountNumber) ? fields.accountNumber.replace(/[\s-]+/g, "") : undefined,
    ifsc: code(fields.ifsc),
    upiId: present(fields.upiId) ? fields.upiId.trim().toLowerCase() : undefined,
  };
}

/**
 * What is wrong with each field, in the words the server answers with; empty when the account is
 * valid. A bank account needs all three of its fields; a UPI ID stands alone; not both.
 */
export function payoutAccountErrors(fields: PayoutAccountFields): Partial<Record<keyof PayoutAccountFields, string>> {
  const f = normalisePayoutAccount(fields);
  const errors: Partial<Record<keyof PayoutAccountFields, string>> = {};
  if (!f.pan || !PAN.test(f.pan)) errors.pan = PAN_MESSAGE;
  if (f.gstin !== undefined) {
    if (!GSTIN.test(f.gstin)) errors.gstin = GSTIN_MESSAGE;
    else if (!isGstStateCode(f.gstin.slice(0, 2))) errors.gstin = GSTIN_STATE_MESSAGE;
    else if (f.pan && !errors.pan && f.gstin.slice(2, 12) !== f.pan) errors.gstin = GSTIN_PAN_MESSAGE;
    else if (gstinCheckCharacter(f.gstin) !== f.gstin[14]) errors.gstin = GSTIN_CHECK_MESSAGE;
  }
  const bank = f.holderName !== undefined || f.accountNumber !== undefined || f.ifsc !== undefined;
  if (bank && f.upiId !== undefined) {
    errors.upiId = NOT_BOTH_MESSAGE;
  } else if (f.upiId !== undefined) {
    if (!UPI_ID.test(f.upiId)) errors.upiId = UPI_ID_MESSAGE;
  } else if (!bank) {
    errors.accountNumber = BANK_OR_UPI_MESSAGE;
  } else {
    if (!f.holderName || !HOLDER_NAME.test(f.holderName) || !/\p{L}/u.test(f.holderName)) {
      errors.holderName = HOLDER_NAME_MESSAGE;
    }
    if (!f.accountNumber || !ACCOUNT_NUMBER.test(f.accountNumber)) errors.accountNumber = ACCOUNT_NUMBER_MESSAGE;
    if (!f.ifsc || !IFSC.test(f.ifsc)) errors.ifsc = IFSC_MESSAGE;
  }
  return errors;
}

/** A field that may be left out; too long is wrong in the field's own words. */
const optionalText = (max: number, message: string) => z.string({ error: message }).max(max, message).nullish();

/** `PUT /api/owner/payout-account`: the password again, the PAN, and a bank account or a UPI ID. */
export const payoutAccountInputSchema = z
  .object({
    password: z
      .string({ error: PAYOUT_PASSWORD_MESSAGE })
      .min(1, PAYOUT_PASSWORD_MESSAGE)
      .max(200, PAYOUT_PASSWORD_MESSAGE),
    pan: z.string({ error: PAN_MESSAGE }).max(20, PAN_MESSAGE),
    gstin: optionalText(30, GSTIN_MESSAGE),
    holderName: optionalText(200, HOLDER_NAME_MESSAGE),
    accountNumber: optionalText(40, ACCOUNT_NUMBER_MESSAGE),
    ifsc: optionalText(30, IFSC_MESSAGE),
    upiId: optionalText(330, UPI_ID_MESSAGE),
  })
  .superRefine((input, ctx) => {
    for (const [field, message] of Object.entries(payoutAccountErrors(input))) {
      ctx.addIssue({ code: "custom", path: [field], message });
    }
  });
export type PayoutAccountInput = z.infer<typeof payoutAccountInputSchema>;

/** "****1234": the last four digits only, whatever the length. */
export function maskAccountNumber(accountNumber: string): string {
  return `****${accountNumber.slice(-4)}`;
}

/** "ra****@okhdfcbank": the handle and the first two characters of the name (one when it is short). */
export function maskUpiId(upiId: string): string {
  const at = upiId.lastIndexOf("@");
  const name = upiId.slice(0, at);
  return `${name.slice(0, name.length > 3 ? 2 : 1)}****${upiId.slice(at)}`;
}

/** "******234F": the last four characters of the PAN. */
export function maskPan(pan: string): string {
  return `******${pan.slice(-4)}`;
}

/** "27******234F1Z5": the state code and the GSTIN's end, the PAN inside masked as the PAN is. */
export function maskGstin(gstin: string): string {
  return `${gstin.slice(0, 2)}******${gstin.slice(8)}`;
}

/** The account as the owner (and anyone but an admin paying) sees it: masked. */
export const payoutAccountSchema = z.object({
  method: z.enum(PAYOUT_METHODS),
  holderName: z.string().nullable(),
  /** The last 4 digits only: "****1234". */
  accountNumber: z.string().nullable(),
  ifsc: z.string().nullable(),
  /** "ra****@okhdfcbank". */
  upiId: z.string().nullable(),
  /** "******234F". */
  pan: z.string(),
  /** "27******234F1Z5". */
  gstin: z.string().nullable(),
  updatedAt: z.string(),
  /** Until when the owner's payouts wait after this change (24 hours); null once it has passed. */
  payoutsHeldUntil: z.string().nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** What an admin sends a payout to: every field in full. */
export const fullPayoutAccountSchema = payoutAccountSchema.extend({ ownerId: z.number().int() });
export type FullPayoutAccount = z.infer<typeof fullPayoutAccountSchema>;

/** `GET /api/payouts/{id}/account` (admins): where to send it, or null when the owner gave none. */
export const payoutDestinationSchema = z.object({ account: fullPayoutAccountSchema.nullable() });
export type PayoutDestination = z.infer<typeof payoutDestinationSchema>;
