/**
 * The server's Hindi for the PDFs it draws (decision 030): the owner's payout statement
 * (docs/product/payouts.md#statements) and the front desk's day sheet
 * (docs/product/front-desk.md). Words from docs/product/glossary.md, the same as the web's
 * payout and desk screens; `{names}` and `#` stay. The CSV exports stay English.
 */
export const HINDI_DOCUMENTS: Record<string, string> = {
  // The payout statement.
  "Crease payout statement": "Crease पेआउट स्टेटमेंट",
  "Crease payout statement #{id}": "Crease पेआउट स्टेटमेंट #{id}",
  Owner: "वेन्यू मालिक",
  Payout: "पेआउट",
  "Run (Tuesday)": "पेआउट की तारीख (मंगलवार)",
  "Bookings played": "खेली गई बुकिंग",
  "{from} to {to}": "{from} से {to} तक",
  Status: "स्टेटस",
  "{status, select, paid {Paid} other {Scheduled}}": "{status, select, paid {भुगतान हो गया} other {तय है}}",
  "Transfer reference": "ट्रांसफ़र रेफ़रेंस",
  "Sent to": "पेआउट खाता",
  "Paid at (IST)": "भुगतान का समय (IST)",
  "Paid by players": "खिलाड़ियों ने चुकाए",
  Refunds: "रिफ़ंड",
  "GST collected for you": "आपके लिए लिया गया GST",
  "Platform fee": "प्लेटफ़ॉर्म फ़ीस",
  Earnings: "कमाई",
  "Payout (earnings + GST)": "पेआउट (कमाई + GST)",
  "Venue credit sold online": "ऑनलाइन बिका वेन्यू क्रेडिट",
  "Venue credit spent on these bookings": "इन बुकिंग पर खर्च हुआ वेन्यू क्रेडिट",
  "Venue credit outstanding (players' balances now)": "बकाया वेन्यू क्रेडिट (खिलाड़ियों का अभी का बैलेंस)",
  "Venue credit top-up": "वेन्यू क्रेडिट टॉप-अप",
  Date: "तारीख",
  "Slot / venue": "स्लॉट / वेन्यू",
  // The amount a player paid (a column's title); a payout or a booking that is paid is "भुगतान हो गया".
  Paid: "भुगतान",
  Refund: "रिफ़ंड",
  Fee: "फ़ीस",
  "GST is collected on your behalf and paid out on its own line; the platform fee is {percent}% of the price without GST. Amounts in rupees (₹).":
    "GST आपकी ओर से लिया जाता है और पेआउट में अलग लाइन में जुड़ता है; प्लेटफ़ॉर्म फ़ीस, GST के बिना कीमत का {percent}% है। सभी रकम रुपयों (₹) में।",
  "No GST was charged on these bookings; the platform fee is {percent}% of the price paid. Amounts in rupees (₹).":
    "इन बुकिंग पर कोई GST नहीं लिया गया; प्लेटफ़ॉर्म फ़ीस, चुकाई गई कीमत का {percent}% है। सभी रकम रुपयों (₹) में।",
  // The day sheet.
  "{venue} day sheet {date}": "{venue} डे शीट {date}",
  "Day sheet, {date}": "डे शीट, {date}",
  "{count, plural, one {# booking} other {# bookings}} · due at the venue: {amount}":
    "{count} बुकिंग · वेन्यू पर बकाया: {amount}",
  Time: "समय",
  Court: "कोर्ट",
  Player: "खिलाड़ी",
  Total: "कुल",
  Due: "बकाया",
  "No bookings on this day.": "इस दिन कोई बुकिंग नहीं है।",
  Desk: "डेस्क",
  Online: "ऑनलाइन",
  UPI: "UPI",
  "Venue credit": "वेन्यू क्रेडिट",
  "Blocked slots": "ब्लॉक किए गए स्लॉट",
  "All courts": "सभी कोर्ट",
  "{due, select, none {Paid} other {{due}}}": "{due, select, none {भुगतान हो गया} other {{due}}}",
};
