/**
 * The server's Hindi for the refusals of the booking's operations (core/src/booking-operations.ts:
 * split, share, mark paid, the waitlist offer, a closure's cancellation) that are new with them;
 * the refusals each operation already had keep their Hindi in their domain's file. Words from
 * docs/product/glossary.md.
 */
export const HINDI_OPERATIONS: Record<string, string> = {
  "Only the player who booked it can split a booking.": "बुकिंग का खर्च सिर्फ़ वही खिलाड़ी बाँट सकता है जिसने उसे बुक किया है।",
  "Only the player who booked it can share a booking.": "बुकिंग सिर्फ़ वही खिलाड़ी शेयर कर सकता है जिसने उसे बुक किया है।",
  "Only a confirmed or played booking can be shared.": "सिर्फ़ कन्फ़र्म या खेली जा चुकी बुकिंग ही शेयर की जा सकती है।",
  "Only the venue's desk can take a payment at the venue.": "वेन्यू पर भुगतान सिर्फ़ वेन्यू का डेस्क ही ले सकता है।",
  "This booking still holds its slot.": "यह बुकिंग अभी भी अपना स्लॉट रोके हुए है।",
  "Only the venue's owner or an admin can close a venue's days.": "वेन्यू के दिन सिर्फ़ वेन्यू के मालिक या एडमिन ही बंद कर सकते हैं।",
  "An unpaid hold is not cancelled by a closure: it ends.":
    "बिना भुगतान वाला होल्ड बंदी से कैंसल नहीं होता: वह खत्म हो जाता है।",
  "A closure cancels only confirmed bookings: a played or cancelled booking is left as it is.":
    "बंदी सिर्फ़ कन्फ़र्म बुकिंग कैंसल करती है: खेली जा चुकी या कैंसल बुकिंग जैसी है वैसी रहती है।",
};
