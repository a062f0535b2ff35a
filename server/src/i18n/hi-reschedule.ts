/**
 * The server's Hindi for reschedule (docs/product/bookings.md#reschedule): the refusals, the
 * notifications and mails of a moved booking. Words from docs/product/glossary.md; `{names}` stay.
 */
export const HINDI_RESCHEDULE: Record<string, string> = {
  "Only the player who booked it can reschedule a booking.":
    "बुकिंग का समय सिर्फ़ वही खिलाड़ी बदल सकता है जिसने उसे बुक किया है।",
  "Only a confirmed booking can be rescheduled.": "सिर्फ़ कन्फ़र्म बुकिंग का समय बदला जा सकता है।",
  "A booking made at the venue's desk is moved by the venue. Call them.":
    "वेन्यू के डेस्क पर की गई बुकिंग वेन्यू ही बदलता है। उन्हें कॉल करें।",
  "This booking has been rescheduled once already; it cannot be moved again.":
    "इस बुकिंग का समय एक बार बदला जा चुका है; इसे दोबारा नहीं बदला जा सकता।",
  "The venue has already taken money for this booking, so ask the venue to move it.":
    "वेन्यू इस बुकिंग के पैसे ले चुका है, इसलिए समय बदलने के लिए वेन्यू से कहें।",
  "A booking can be rescheduled only up to 24 hours before it starts. You can still cancel it.":
    "बुकिंग का समय उसके शुरू होने से 24 घंटे पहले तक ही बदला जा सकता है। आप इसे अब भी कैंसल कर सकते हैं।",
  "This venue is not taking bookings now": "यह वेन्यू अभी बुकिंग नहीं ले रहा है",
  "This booking is already on that slot. Choose another slot or court.":
    "यह बुकिंग पहले से उसी स्लॉट पर है। कोई दूसरा स्लॉट या कोर्ट चुनें।",
  "Choose another slot": "दूसरा स्लॉट चुनें",
  "You are already paying to move this booking to {to}. Finish or close that payment first, or wait {minutes} minutes.":
    "आप इस बुकिंग को {to} पर ले जाने का भुगतान कर ही रहे हैं। पहले वह भुगतान पूरा करें या बंद करें, या {minutes} मिनट रुकें।",
  "Your {minutes}-minute hold on the new slot ran out before the payment was confirmed, so your booking stays where it was. The {amount} you paid is being refunded (5-7 business days).":
    "भुगतान कन्फ़र्म होने से पहले नए स्लॉट का आपका {minutes} मिनट का होल्ड खत्म हो गया, इसलिए आपकी बुकिंग पहले वाले समय पर ही है। आपके चुकाए {amount} रिफ़ंड किए जा रहे हैं (5-7 कामकाजी दिन)।",
  "You have opened the payment to move this booking {count} times. Move it to a slot that costs the same or less, or cancel it.":
    "आप इस बुकिंग को बदलने के लिए {count} बार भुगतान खोल चुके हैं। इसे उतनी ही या कम कीमत वाले स्लॉट पर ले जाएँ, या कैंसल करें।",
  "Booking rescheduled": "बुकिंग का समय बदला गया",
  "Your booking at {venue} moved from {from} to {to}. {refund} is being refunded (5-7 business days).":
    "{venue} पर आपकी बुकिंग {from} से {to} पर चली गई है। {refund} रिफ़ंड किए जा रहे हैं (5-7 कामकाजी दिन)।",
  "Your booking at {venue} moved from {from} to {to}. {credit} is back in your venue credit and {refund} is being refunded (5-7 business days).":
    "{venue} पर आपकी बुकिंग {from} से {to} पर चली गई है। {credit} आपके वेन्यू क्रेडिट में वापस आ गए हैं और {refund} रिफ़ंड किए जा रहे हैं (5-7 कामकाजी दिन)।",
  "Your booking at {venue} moved from {from} to {to}. {credit} is back in your venue credit.":
    "{venue} पर आपकी बुकिंग {from} से {to} पर चली गई है। {credit} आपके वेन्यू क्रेडिट में वापस आ गए हैं।",
  "Your booking at {venue} moved from {from} to {to}. Paid {amount} more.":
    "{venue} पर आपकी बुकिंग {from} से {to} पर चली गई है। {amount} और चुकाए गए।",
  "Your booking at {venue} moved from {from} to {to}.": "{venue} पर आपकी बुकिंग {from} से {to} पर चली गई है।",
  "{player} moved their booking at {venue} from {from} to {to}. The old slot is free again.":
    "{player} ने {venue} पर अपनी बुकिंग {from} से {to} पर बदल दी है। पुराना स्लॉट फिर से खाली है।",
  "Choose the new date": "नई तारीख चुनें",
  "Choose the new slot": "नया स्लॉट चुनें",
  "Moved to a cheaper slot": "सस्ते स्लॉट पर बदली गई",
  "Only the player who booked it can pay for or cancel its move.":
    "सिर्फ़ बुकिंग करने वाला खिलाड़ी ही इसका समय बदलने का भुगतान कर सकता है या उसे कैंसल कर सकता है।",
  "No payment is pending for a move of this booking. Choose the new slot again to move it.":
    "इस बुकिंग का समय बदलने का कोई भुगतान बाकी नहीं है। समय बदलने के लिए नया स्लॉट फिर से चुनें।",
  "This payment can no longer be resumed. Cancel the move and choose the slot again.":
    "यह भुगतान अब फिर से शुरू नहीं किया जा सकता। समय बदलना कैंसल करें और स्लॉट फिर से चुनें।",
};
