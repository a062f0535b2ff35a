/**
 * The server's Hindi for the receipt of a top-up of venue credit (docs/product/credit.md, "Tax and
 * money"): the PDF's title, labels and notes, and the receipts routes' refusals. An advance is
 * अग्रिम; GST and UPI stay as they are.
 */
export const HINDI_RECEIPTS: Record<string, string> = {
  Receipt: "रसीद",
  "Receipt — advance for services not yet supplied; no GST is charged now: GST is charged on the invoice when credit is spent":
    "रसीद — उन सेवाओं के लिए अग्रिम जो अभी दी नहीं गईं; अभी कोई GST नहीं लिया गया: क्रेडिट खर्च होने पर GST इनवॉइस में लिया जाता है",
  "Online payment {charge}": "ऑनलाइन भुगतान {charge}",
  "Front desk entry #{entry} at {venue}": "{venue} के फ़्रंट डेस्क की एंट्री #{entry}",
  Reference: "संदर्भ",
  "Received from": "किससे मिला",
  "Amount paid": "चुकाई गई राशि",
  "Paid by": "भुगतान का तरीका",
  Cash: "नकद",
  "Venue credit given": "दिया गया वेन्यू क्रेडिट",
  "of which bonus": "इसमें बोनस",
  "Venue credit is spent only at the supplier's venues, is not refunded as money and is not transferred. Issued through Crease on behalf of the supplier. Computer-generated; no signature needed. Amounts in rupees (₹).":
    "वेन्यू क्रेडिट सिर्फ़ सेवा देने वाले के वेन्यू पर खर्च होता है, पैसे के रूप में वापस नहीं होता और किसी और को नहीं दिया जा सकता। सेवा देने वाले की ओर से Crease द्वारा जारी। कंप्यूटर से बनी; हस्ताक्षर की ज़रूरत नहीं। राशि रुपये (₹) में।",
  "Receipt not found": "रसीद नहीं मिली",
};
