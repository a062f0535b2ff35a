/**
 * The venue forms' messages (core's rules: core/src/venue-form*.ts, the server's own, in English)
 * in the language on screen. The listing wizard and the Edit Venue dialog pass every message they
 * show through `venueFormMessage`; one core does not know (a server message already in Hindi, a
 * new rule) is shown as it came.
 */
import { INDIAN_MOBILE_MESSAGE } from "@crease/core/phone";
import { RUPEE_FIELD_MESSAGES, VENUE_FORM_MESSAGES } from "@crease/core/venue-form-fields";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const M = VENUE_FORM_MESSAGES;
const R = RUPEE_FIELD_MESSAGES;

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
  [M.hours, msg`Closing time must be after opening time, or by 6 AM the next morning for an evening opening`],
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
  // Each rupee field's one sentence (not a number, below 0, above its highest, more than two decimals).
  [R.morningPrice, msg`Enter the morning price in rupees: from ₹0 to ₹10,00,000, with at most two decimals`],
  [R.afternoonPrice, msg`Enter the afternoon price in rupees: from ₹0 to ₹10,00,000, with at most two decimals`],
  [R.eveningPrice, msg`Enter the evening price in rupees: from ₹0 to ₹10,00,000, with at most two decimals`],
  [R.nightPrice, msg`Enter the night price in rupees: from ₹0 to ₹10,00,000, with at most two decimals`],
  [R.hourlyPrice, msg`Enter the price per hour in rupees: from ₹0 to ₹10,00,000, with at most two decimals`],
  [R.partialPayment, msg`Enter the partial payment amount in rupees: from ₹0 to ₹10,00,000, with at most two decimals`],
  [R.addOn, msg`Enter the add-on's price in rupees: from ₹0 to ₹1,00,000, with at most two decimals`],
  [R.umpireFees, msg`Enter the umpire fee in rupees: from ₹0 to ₹1,00,000, with at most two decimals`],
  [R.redBalls, msg`Enter the red balls price in rupees: from ₹0 to ₹1,00,000, with at most two decimals`],
  [R.whiteBalls, msg`Enter the white balls price in rupees: from ₹0 to ₹1,00,000, with at most two decimals`],
  [R.groundsmen, msg`Enter the groundsmen price in rupees: from ₹0 to ₹1,00,000, with at most two decimals`],
  [R.scoreboard, msg`Enter the scoreboard price in rupees: from ₹0 to ₹1,00,000, with at most two decimals`],
]);

/** The messages with a number in them: the pattern, and the message with core's numbers in it. */
function composed(message: string, i18n: I18n): string | null {
  if (message === M.advanceBookingDays) {
    const [min = "", max = ""] = message.match(/\d+/g) ?? [];
    return i18n._(msg`Bookings can open between ${min} and ${max} days ahead`);
  }
  if (message === M.teamCapacity) {
    const [min = "", max = ""] = message.match(/\d+/g) ?? [];
    return i18n._(msg`Team capacity must be between ${min} and ${max} players a side`);
  }
  return null;
}

/** A venue form's message in the language on screen (unknown ones as they came). */
export function venueFormMessage(message: string, i18n: I18n): string {
  const whole = WHOLE.get(message);
  if (whole) return i18n._(whole);
  return composed(message, i18n) ?? message;
}
