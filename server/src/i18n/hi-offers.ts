/**
 * The server's Hindi for offers (docs/product/offers.md): coupon refusals and the coupon form's
 * messages. Words from docs/product/glossary.md; `{names}` stay.
 */
export const HINDI_OFFERS: Record<string, string> = {
  "This coupon code is not valid for this booking": "यह कूपन कोड इस बुकिंग पर लागू नहीं होता",
  "This coupon can be used from {date}": "यह कूपन {date} से इस्तेमाल किया जा सकता है",
  "This coupon has expired": "इस कूपन की समय-सीमा खत्म हो चुकी है",
  "This coupon needs a booking of at least {amount}": "इस कूपन के लिए कम से कम {amount} की बुकिंग ज़रूरी है",
  "This coupon is for your first booking only": "यह कूपन सिर्फ़ आपकी पहली बुकिंग के लिए है",
  "You have already used this coupon": "आप यह कूपन पहले ही इस्तेमाल कर चुके हैं",
  "This coupon has been used up": "यह कूपन पूरा इस्तेमाल हो चुका है",
  "The coupon on this order could not be used when your payment arrived ({why, select, used_up {it has been used up} used_by_you {you have already used it} booked_before {it is for a first booking only} other {it is no longer valid}}), so no booking was made. The {amount} you paid is being refunded (5-7 business days).":
    "आपका भुगतान आने पर इस ऑर्डर का कूपन इस्तेमाल नहीं हो सका ({why, select, used_up {यह कूपन पूरा इस्तेमाल हो चुका है} used_by_you {आप यह कूपन पहले ही इस्तेमाल कर चुके हैं} booked_before {यह सिर्फ़ पहली बुकिंग के लिए है} other {यह कूपन अब मान्य नहीं है}}), इसलिए कोई बुकिंग नहीं हुई। आपके चुकाए {amount} वापस किए जा रहे हैं (5-7 कामकाजी दिन)।",
  "Coupons are not taken here": "यहाँ कूपन नहीं लिए जाते",
  "Coupon not found": "कूपन नहीं मिला",
  "A coupon with this code exists already. Choose another code.": "इस कोड का कूपन पहले से मौजूद है। कोई दूसरा कोड चुनें।",
  "An owner's coupon is for their venues: choose venues, not cities":
    "मालिक का कूपन उनके अपने वेन्यू के लिए होता है: शहर नहीं, वेन्यू चुनें",
  "Only the platform's coupons name cities": "सिर्फ़ प्लेटफ़ॉर्म के कूपन में शहर चुने जा सकते हैं",
  "Only venue owners and admins can make coupons": "कूपन सिर्फ़ वेन्यू मालिक और एडमिन बना सकते हैं",
  "You can only make coupons for your own venues": "आप सिर्फ़ अपने वेन्यू के लिए कूपन बना सकते हैं",
  "Enter a code of 3 to 20 letters or digits": "3 से 20 अक्षरों या अंकों का कोड डालें",
  'Choose "percent" or "flat"': '"percent" या "flat" चुनें',
  "A percent discount is a whole number from 1 to 100": "प्रतिशत छूट 1 से 100 तक की पूरी संख्या होती है",
  "Enter the discount in rupees, like 100": "छूट रुपयों में डालें, जैसे 100",
  "Enter an amount in rupees, like 500": "रकम रुपयों में डालें, जैसे 500",
  "Enter the first day, like 2026-12-01": "पहला दिन डालें, जैसे 2026-12-01",
  "Enter the last day, like 2026-12-31": "आखिरी दिन डालें, जैसे 2026-12-31",
  "The last day cannot be before the first": "आखिरी दिन पहले दिन से पहले नहीं हो सकता",
  "A limit is a whole number from 1 to 100000": "सीमा 1 से 100000 तक की पूरी संख्या होती है",
  "Choose at most 50 venues": "ज़्यादा से ज़्यादा 50 वेन्यू चुनें",
  "Choose at most 20 cities": "ज़्यादा से ज़्यादा 20 शहर चुनें",
  "Enter a coupon code": "कूपन कोड डालें",
  "Unknown coupon code": "अनजान कूपन कोड",
  "Too many coupon codes tried. Please wait and try again.": "बहुत ज़्यादा कूपन कोड आज़माए गए। कृपया थोड़ा रुककर फिर कोशिश करें।",
  "A coupon can be used only on a booking paid online": "कूपन सिर्फ़ ऑनलाइन भुगतान वाली बुकिंग पर लगाया जा सकता है",
  "Online bookings only": "सिर्फ़ ऑनलाइन बुकिंग पर",
};
