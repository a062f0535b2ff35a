/**
 * The venue forms' messages (core's rules: core/src/venue-form*.ts, the server's own, in English)
 * in the language on screen. The listing wizard and the Edit Venue dialog pass every message they
 * show through `venueFormMessage`; one core does not know (a server message already in Hindi, a
 * new rule) is shown as it came.
 */
import { INDIAN_MOBILE_MESSAGE } from "@crease/core/phone";
import { VENUE_FORM_MESSAGES } from "@crease/core/venue-form-fields";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const M = VENUE_FORM_MESSAGES;

/** Whole messages, by their English. */
const WHOLE: ReadonlyMap<string, MessageDescriptor> = new Map([
  [M.name, msg`Name must be at least 3 characters`],
  [M.venueType, msg`Please select a venue type`],
  [M.description, msg`Description must be at least 10 characters`],
  [M.address, msg`Address is required`],
  [M.city, msg`City is required`],
  [M.state, msg`State is required`],
  [M.postalCode, msg`Enter a 6-digit PIN code`],
  [M.location, msg`Please enter a valid Google Maps URL`],
  [M.amenities, msg`Please select at least one amenity`],
  [M.reschedulingRules, msg`Rescheduling rules are required`],
  [M.cancellationRules, msg`Cancellation rules are required`],
  [M.paymentType, msg`Please select a payment type`],
  [M.partialPayment, msg`Partial payment amount and UPI QR code are required for partial payment`],
  [M.images, msg`At least one venue image is required`],
  [M.groundPrices, msg`All time slot prices are required for ground venues`],
  [M.groundSlotOffered, msg`Offer at least one time slot: give it a price above 0`],
  [M.openingTime, msg`Enter the opening time`],
  [M.closingTime, msg`Enter the closing time`],
  [M.hourlyPriceMissing, msg`Enter the price per hour`],
  [M.pitchTypeMissing, msg`Choose the pitch type`],
  [M.pitchType, msg`Pitch type must be artificial, matting, concrete or clay`],
  [M.time, msg`Times must be on the hour or half hour, like 06:00 or 06:30`],
  [M.hours, msg`Opening time must be before closing time`],
  [M.hourlyPrice, msg`Hourly price must be above 0`],
  [M.editName, msg`Venue name is required`],
  [
    INDIAN_MOBILE_MESSAGE,
    msg`Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91`,
  ],
  ["Open for at least one whole hour", msg`Open for at least one whole hour`],
  ["Only venues in India can be listed", msg`Only venues in India can be listed`],
  ["The same image appears twice", msg`The same image appears twice`],
  ["Each add-on needs a name", msg`Each add-on needs a name`],
  ["Each add-on needs a price", msg`Each add-on needs a price`],
  ["Add-on names must be at most 60 characters", msg`Add-on names must be at most 60 characters`],
  ["At most 20 other add-ons", msg`At most 20 other add-ons`],
  ["At most 30 amenities", msg`At most 30 amenities`],
  ["Each amenity must be at most 50 characters", msg`Each amenity must be at most 50 characters`],
  ["Name must be at most 120 characters", msg`Name must be at most 120 characters`],
  ["Description must be at most 5000 characters", msg`Description must be at most 5000 characters`],
  ["Address must be at most 300 characters", msg`Address must be at most 300 characters`],
  ["City must be at most 100 characters", msg`City must be at most 100 characters`],
  ["State must be at most 100 characters", msg`State must be at most 100 characters`],
  ["Policies must be at most 5000 characters", msg`Policies must be at most 5000 characters`],
]);

/** The rupee fields core names in its messages ("Morning price must be a number"). */
const RUPEE_FIELDS: ReadonlyMap<string, MessageDescriptor> = new Map([
  ["Price", msg`Price`],
  ["Morning price", msg`Morning price`],
  ["Afternoon price", msg`Afternoon price`],
  ["Evening price", msg`Evening price`],
  ["Night price", msg`Night price`],
  ["Hourly price", msg`Hourly price`],
  ["Add-on price", msg`Add-on price`],
  ["Partial payment amount", msg`Partial payment amount`],
  ["Umpire fee", msg`Umpire fee`],
  ["Red balls price", msg`Red balls price`],
  ["White balls price", msg`White balls price`],
  ["Groundsmen price", msg`Groundsmen price`],
  ["Scoreboard price", msg`Scoreboard price`],
]);

/** The messages core builds around a value: the pattern, and the message with the value in it. */
function composed(message: string, i18n: I18n): string | null {
  if (message === M.advanceBookingDays) {
    const [min = "", max = ""] = message.match(/\d+/g) ?? [];
    return i18n._(msg`Bookings can open between ${min} and ${max} days ahead`);
  }
  if (message === M.teamCapacity) {
    const [min = "", max = ""] = message.match(/\d+/g) ?? [];
    return i18n._(msg`Team capacity must be between ${min} and ${max} players a side`);
  }
  const rupee =
    /^(.+?) (must be a number|cannot be negative|must be at most (₹[\d,.]+)|can have at most two decimals)$/.exec(
      message,
    );
  const fieldWords = rupee?.[1] ? RUPEE_FIELDS.get(rupee[1]) : undefined;
  if (rupee && fieldWords) {
    const field = i18n._(fieldWords);
    const most = rupee[3] ?? "";
    if (rupee[2] === "must be a number") return i18n._(msg`${field} must be a number`);
    if (rupee[2] === "cannot be negative") return i18n._(msg`${field} cannot be negative`);
    if (most) return i18n._(msg`${field} must be at most ${most}`);
    return i18n._(msg`${field} can have at most two decimals`);
  }
  return null;
}

/** A venue form's message in the language on screen (unknown ones as they came). */
export function venueFormMessage(message: string, i18n: I18n): string {
  const whole = WHOLE.get(message);
  if (whole) return i18n._(whole);
  return composed(message, i18n) ?? message;
}
