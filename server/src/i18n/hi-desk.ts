/**
 * The server's Hindi for the front desk (docs/product/front-desk.md): walk-in and phone
 * bookings, money taken at the venue. Words from docs/product/glossary.md; `{names}` stay.
 */
export const HINDI_DESK: Record<string, string> = {
  "This slot has already ended. Choose a later one.": "यह स्लॉट खत्म हो चुका है। बाद का कोई स्लॉट चुनें।",
  "Slot ended": "स्लॉट खत्म हो चुका",
  "Book at the desk at most a year ahead, until {date}": "डेस्क से ज़्यादा से ज़्यादा एक साल आगे तक, {date} तक बुक करें",
  "This slot is no longer free: another booking, a hold or a block has it. Pick another slot or court.":
    "यह स्लॉट अब खाली नहीं है: इस पर कोई और बुकिंग, होल्ड या ब्लॉक है। दूसरा स्लॉट या कोर्ट चुनें।",
  "{venue} booked {when} for you. Pay {amount} at the venue.":
    "{venue} ने आपके लिए {when} बुक किया है। {amount} वेन्यू पर चुकाएँ।",
  "{venue} booked {when} for you. Paid {amount} at the venue.":
    "{venue} ने आपके लिए {when} बुक किया है। {amount} वेन्यू पर चुका दिए गए।",
  "This booking is already paid.": "इस बुकिंग का भुगतान पहले ही हो चुका है।",
  "Only a confirmed or completed booking can be marked paid.":
    "सिर्फ़ कन्फ़र्म या पूरी हो चुकी बुकिंग को ही भुगतान हुआ मार्क किया जा सकता है।",
  "Choose the court": "कोर्ट चुनें",
  "Choose the date": "तारीख चुनें",
  "Choose the slot": "स्लॉट चुनें",
  "Keep the name under 80 characters": "नाम 80 अक्षरों से छोटा रखें",
  "Write the player's name (at least 2 letters)": "खिलाड़ी का नाम लिखें (कम से कम 2 अक्षर)",
  "Write the player's name": "खिलाड़ी का नाम लिखें",
  "Say how the player paid: cash, UPI, or not yet": "बताएँ कि खिलाड़ी ने कैसे भुगतान किया: नकद, UPI, या अभी नहीं",
  "Say how the player paid: cash or UPI": "बताएँ कि खिलाड़ी ने कैसे भुगतान किया: नकद या UPI",
  "from must be a real date like 2026-01-05": "from सही तारीख होनी चाहिए, जैसे 2026-01-05",
  "Give the first day, like 2026-01-05": "पहला दिन बताएँ, जैसे 2026-01-05",
  "Give the day, like 2026-01-05": "दिन बताएँ, जैसे 2026-01-05",
  "Show at most 7 days": "ज़्यादा से ज़्यादा 7 दिन दिखाएँ",
  "Show at least one day": "कम से कम एक दिन दिखाएँ",
  "days must be a whole number": "days पूरी संख्या होनी चाहिए",
  "days must be a number": "days एक संख्या होनी चाहिए",
  "Only the venue's owner and staff can book at the desk": "डेस्क से सिर्फ़ वेन्यू के मालिक और स्टाफ़ ही बुक कर सकते हैं",
};
