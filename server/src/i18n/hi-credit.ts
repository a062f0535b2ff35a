/**
 * The server's Hindi for venue credit (docs/product/credit.md): its refusals and form messages.
 * Words from docs/product/glossary.md (वेन्यू क्रेडिट, टॉप-अप, पैक, बैलेंस, बोनस); `{names}` stay.
 */
export const HINDI_CREDIT: Record<string, string> = {
  "This venue does not offer venue credit.": "यह वेन्यू, वेन्यू क्रेडिट नहीं देता।",
  "Online top-ups are not available here.": "यहाँ ऑनलाइन टॉप-अप उपलब्ध नहीं है।",
  "There is no such pack. Reload to see this venue's packs.":
    "ऐसा कोई पैक नहीं है। इस वेन्यू के पैक देखने के लिए पेज दोबारा लोड करें।",
  "No Crease account has this mobile number verified. The player signs in with it once, then the desk can add credit.":
    "किसी Crease खाते में यह मोबाइल नंबर सत्यापित नहीं है। खिलाड़ी एक बार इस नंबर से साइन इन करे, फिर डेस्क क्रेडिट जोड़ सकता है।",
  "Venue credit needs the player's Crease account: no account has this mobile number verified.":
    "वेन्यू क्रेडिट के लिए खिलाड़ी का Crease खाता चाहिए: किसी खाते में यह मोबाइल नंबर सत्यापित नहीं है।",
  "No account with this mobile": "इस मोबाइल नंबर का कोई खाता नहीं",
  "Not enough venue credit: the player has {balance}, this booking is {due}.":
    "वेन्यू क्रेडिट काफ़ी नहीं है: खिलाड़ी के पास {balance} है, यह बुकिंग {due} की है।",
  "This slot's checkout is already open with venue credit. Finish paying in that window, or wait for the hold to end.":
    "इस स्लॉट का चेकआउट वेन्यू क्रेडिट के साथ पहले से खुला है। उसी विंडो में भुगतान पूरा करें, या होल्ड खत्म होने तक रुकें।",
  "Your hold on this slot ran out. Please choose the slot again.":
    "इस स्लॉट पर आपका होल्ड खत्म हो गया। कृपया स्लॉट फिर से चुनें।",
  "Venue credit pays a single booking without a coupon: leave out useCredit, or the weeks and coupon.":
    "वेन्यू क्रेडिट से बिना कूपन की एक बुकिंग का भुगतान होता है: useCredit हटाएँ, या हफ़्ते और कूपन हटाएँ।",
  "Not with weeks or a coupon": "हफ़्तों या कूपन के साथ नहीं",
  "pay must be rupees like 2000.00": "pay रुपयों में होना चाहिए, जैसे 2000.00",
  "pay must be at least ₹1": "pay कम से कम ₹1 होना चाहिए",
  "pay can be at most ₹1,00,000": "pay ज़्यादा से ज़्यादा ₹1,00,000 हो सकता है",
  "get must be rupees like 2200.00": "get रुपयों में होना चाहिए, जैसे 2200.00",
  "get must be at least ₹1": "get कम से कम ₹1 होना चाहिए",
  "get can be at most ₹1,00,000": "get ज़्यादा से ज़्यादा ₹1,00,000 हो सकता है",
  "amount must be rupees like 500.00": "amount रुपयों में होना चाहिए, जैसे 500.00",
  "amount must be at least ₹1": "amount कम से कम ₹1 होना चाहिए",
  "amount can be at most ₹1,00,000": "amount ज़्यादा से ज़्यादा ₹1,00,000 हो सकता है",
  "A pack gives at least what it costs: get must be at least pay":
    "पैक में कम से कम उतना मिलता है जितना दिया जाता है: get कम से कम pay जितना होना चाहिए",
  "enabled must be true or false": "enabled, true या false होना चाहिए",
  "At most 6 packs": "ज़्यादा से ज़्यादा 6 पैक",
  "packs must be a list of { pay, get }": "packs, { pay, get } की सूची होनी चाहिए",
  "expiryMonths can be at most 60": "expiryMonths ज़्यादा से ज़्यादा 60 हो सकता है",
  "expiryMonths must be at least 1": "expiryMonths कम से कम 1 होना चाहिए",
  "expiryMonths must be whole months": "expiryMonths पूरे महीनों में होना चाहिए",
  "expiryMonths must be a number of months": "expiryMonths महीनों की संख्या होनी चाहिए",
  "There is no such pack": "ऐसा कोई पैक नहीं है",
  "pack must be the number of a pack": "pack किसी पैक का नंबर होना चाहिए",
  'method must be "cash" or "upi"': 'method "cash" या "upi" होना चाहिए',
  "Say how the player paid: cash, UPI, venue credit, or not yet":
    "बताएँ कि खिलाड़ी ने कैसे भुगतान किया: नकद, UPI, वेन्यू क्रेडिट, या अभी नहीं",
  "useCredit must be true or false": "useCredit, true या false होना चाहिए",
  'refundTo must be "original" or "credit"': 'refundTo "original" या "credit" होना चाहिए',
  "Only venue owners can offer venue credit": "सिर्फ़ वेन्यू मालिक ही वेन्यू क्रेडिट दे सकते हैं",
  // A top-up's charge paid twice, or after it closed (payments/charges.ts settles it).
  "This order was already paid with another payment. The {amount} of this payment is being refunded (5-7 business days).":
    "इस ऑर्डर का भुगतान पहले ही किसी दूसरे भुगतान से हो चुका है। इस भुगतान के {amount} वापस किए जा रहे हैं (5-7 कार्यदिवस)।",
  "This order was closed before the payment arrived, so nothing was bought. The {amount} you paid is being refunded (5-7 business days).":
    "भुगतान आने से पहले यह ऑर्डर बंद हो गया था, इसलिए कुछ नहीं खरीदा गया। आपके दिए {amount} वापस किए जा रहे हैं (5-7 कार्यदिवस)।",
};
