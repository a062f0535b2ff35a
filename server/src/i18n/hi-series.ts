/**
 * The server's Hindi for weekly slots (docs/product/weekly-slots.md): refusals and the series'
 * notifications; and for several hours in one booking (decision 049), booked in one order too. Words from docs/product/glossary.md; `{names}` stay.
 */
export const HINDI_SERIES: Record<string, string> = {
  "Choose how many weeks: 2 to 12": "कितने हफ़्ते, चुनें: 2 से 12",
  "Skip only dates of this weekly booking (same weekday, within its weeks)":
    "सिर्फ़ इसी साप्ताहिक बुकिंग की तारीख़ें छोड़ें (वही वार, उन्हीं हफ़्तों में)",
  "Keep at least 2 dates in a weekly booking, or book the single date instead":
    "साप्ताहिक बुकिंग में कम से कम 2 तारीख़ें रखें, या सिर्फ़ एक तारीख़ बुक करें",
  "A coupon can't be used on a weekly booking: it has its own weekly discount":
    "साप्ताहिक बुकिंग पर कूपन नहीं लगता: उस पर अपनी साप्ताहिक छूट मिलती है",
  "Enter the weekly discount as a whole percent from 0 to 50": "साप्ताहिक छूट 0 से 50 तक के पूरे प्रतिशत में लिखें",
  "fromDate must be a real date like 2026-01-05": "fromDate एक असली तारीख़ होनी चाहिए, जैसे 2026-01-05",
  "These dates are no longer free: {dates}. Skip them and try again.":
    "ये तारीख़ें अब ख़ाली नहीं हैं: {dates}। इन्हें छोड़कर फिर कोशिश करें।",
  "One of these dates was just taken. Check the dates again.": "इनमें से एक तारीख़ अभी-अभी बुक हो गई। तारीख़ें फिर से देखें।",
  "Weekly booking not found": "साप्ताहिक बुकिंग नहीं मिली",
  "No date of this weekly booking is left to cancel.": "इस साप्ताहिक बुकिंग की कैंसल करने लायक कोई तारीख़ नहीं बची।",
  "skipDates needs weeks: skip dates only of a weekly booking":
    "skipDates के साथ weeks भी भेजें: तारीख़ें सिर्फ़ साप्ताहिक बुकिंग की छोड़ी जाती हैं",
  "Only with weeks": "सिर्फ़ weeks के साथ",
  "A weekly booking is paid in one payment for all its dates, so it can't be split.":
    "साप्ताहिक बुकिंग की सभी तारीख़ों का पेमेंट एक साथ होता है, इसलिए इसे बाँटा नहीं जा सकता।",
  "A date of a weekly booking stays on its slot. Cancel this date (refunded by the usual rules) and book the new slot.":
    "साप्ताहिक बुकिंग की तारीख़ अपने स्लॉट पर ही रहती है। यह तारीख़ कैंसल करें (रिफ़ंड सामान्य नियमों से) और नया स्लॉट बुक करें।",
  "{venue}, {when} and every week after: {dates} dates. Paid {amount}.":
    "{venue}, {when} और उसके बाद हर हफ़्ते: {dates} तारीख़ें। {amount} का पेमेंट हुआ।",
  "{player} booked {venue}, {when} and every week after: {dates} dates.":
    "{player} ने {venue} बुक किया, {when} और उसके बाद हर हफ़्ते: {dates} तारीख़ें।",
  "{player} ({mobile}) booked {venue}, {when} and every week after: {dates} dates.":
    "{player} ({mobile}) ने {venue} बुक किया, {when} और उसके बाद हर हफ़्ते: {dates} तारीख़ें।",
  // Several hours in one booking (decision 049, core/src/booking-hours.ts).
  "Choose 1 to 6 slots of one day": "एक ही दिन के 1 से 6 स्लॉट चुनें",
  "Choose 1 to 4 courts of this venue": "इस वेन्यू के 1 से 4 कोर्ट चुनें",
  "Send either slot or slots, not both": "slot या slots में से एक भेजें, दोनों नहीं",
  "Send either courtId or courtIds, not both": "courtId या courtIds में से एक भेजें, दोनों नहीं",
  "Choose each slot and each court once": "हर स्लॉट और हर कोर्ट एक ही बार चुनें",
  "Choose slots that follow one another, with no gap between them": "लगातार स्लॉट चुनें, उनके बीच कोई ख़ाली समय न हो",
  "Several hours or courts are paid online in one payment, without a coupon or venue credit":
    "कई घंटे या कोर्ट एक ही ऑनलाइन पेमेंट से चुकाए जाते हैं, बिना कूपन या वेन्यू क्रेडिट के",
  "A booking of several hours cannot be moved yet; cancel it and book again":
    "कई घंटों की बुकिंग का समय अभी नहीं बदला जा सकता; इसे कैंसल करें और फिर से बुक करें",
  "A booking of several hours cannot be split yet; pay it in one payment":
    "कई घंटों की बुकिंग का खर्च अभी नहीं बाँटा जा सकता; इसे एक ही पेमेंट में चुकाएँ",
  "One of these hours is no longer available. Please choose again.": "इनमें से एक घंटा अब उपलब्ध नहीं है। कृपया फिर से चुनें।",
};
