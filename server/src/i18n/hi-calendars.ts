/**
 * The server's Hindi for reminders and calendars (docs/product/notifications.md#reminders,
 * docs/product/calendars.md): what a player needs on the day, in mails, notifications and
 * calendar events. Words from docs/product/glossary.md; `{names}` stay.
 */
export const HINDI_CALENDARS: Record<string, string> = {
  "Your game is coming up": "आपका खेल जल्द ही है",
  "Your game starts soon": "आपका खेल बस शुरू होने वाला है",
  "{venue}, {when}. Court: {court}.": "{venue}, {when}। कोर्ट: {court}।",
  "Address: {address}": "पता: {address}",
  "Map: {map}": "मैप: {map}",
  "Venue phone: {phone}": "वेन्यू का फ़ोन: {phone}",
  "Add-ons: {addOns}": "ऐड-ऑन: {addOns}",
  "Due at the venue: {due}": "वेन्यू पर बकाया: {due}",
  "Nothing to pay at the venue.": "वेन्यू पर कुछ नहीं चुकाना है।",
  "Court: {court}": "कोर्ट: {court}",
  "This booking was cancelled.": "यह बुकिंग कैंसल हो गई थी।",
  "Booking #{id}": "बुकिंग #{id}",
  "Cricket at {venue}": "{venue} में क्रिकेट",
  "Crease bookings": "Crease की बुकिंग",
  "Calendar feed not found": "कैलेंडर फ़ीड नहीं मिली",
};
