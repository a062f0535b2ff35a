/**
 * The server's Hindi for courts (docs/product/courts.md): a venue's nets lanes, boxes and
 * grounds. "Court" is कोर्ट (docs/product/glossary.md); `{names}` stay as they are.
 */
export const HINDI_COURTS: Record<string, string> = {
  "This venue has no such court": "इस वेन्यू में ऐसा कोई कोर्ट नहीं है",
  "Court not found": "कोर्ट नहीं मिला",
  'This venue already has a court called "{name}"': 'इस वेन्यू में "{name}" नाम का कोर्ट पहले से है',
  "A venue can have at most 20 courts": "एक वेन्यू में ज़्यादा से ज़्यादा 20 कोर्ट हो सकते हैं",
  "A court cannot share space with itself": "कोई कोर्ट अपने आप से जगह साझा नहीं कर सकता",
  "Not itself": "खुद को नहीं",
  "A court can share space only with courts of the same venue": "कोर्ट सिर्फ़ उसी वेन्यू के कोर्ट के साथ जगह साझा कर सकता है",
  "These courts are both booked at the same time on a coming day: cancel one of those bookings before they can share space":
    "आने वाले किसी दिन ये दोनों कोर्ट एक ही समय पर बुक हैं: जगह साझा करने से पहले उनमें से एक बुकिंग कैंसल करें",
  "A court's name is at most 40 characters": "कोर्ट का नाम ज़्यादा से ज़्यादा 40 अक्षरों का हो सकता है",
  "Give the court a name, like Net 2 or Box B": "कोर्ट को नाम दें, जैसे Net 2 या Box B",
  "Send a new name, the courts it shares space with or its price":
    "नया नाम, वे कोर्ट जिनके साथ यह जगह साझा करता है, या इसकी कीमत भेजें",
  "Enter the court's price in rupees: above ₹0 and up to ₹10,00,000, with at most two decimals":
    "कोर्ट की कीमत रुपये में डालें: ₹0 से ज़्यादा और ₹10,00,000 तक, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक",
  "A court can share space with at most 20 others": "एक कोर्ट ज़्यादा से ज़्यादा 20 दूसरे कोर्ट के साथ जगह साझा कर सकता है",
  "overlapsWith must be a list of court ids": "overlapsWith कोर्ट के नंबरों की सूची होनी चाहिए",
  "Choose a court: this venue has more than one": "कोर्ट चुनें: इस वेन्यू में एक से ज़्यादा कोर्ट हैं",
  "Choose a court": "कोर्ट चुनें",
  "courtId must be a whole number": "courtId पूरी संख्या होनी चाहिए",
  "courtId must be a number": "courtId एक संख्या होनी चाहिए",
  "courtId must be a court's number": "courtId किसी कोर्ट का नंबर होना चाहिए",
  "The court id must be a number": "कोर्ट का नंबर एक संख्या होना चाहिए",
  "A venue needs at least one court: add another before removing this one":
    "वेन्यू में कम से कम एक कोर्ट होना चाहिए: इसे हटाने से पहले दूसरा कोर्ट जोड़ें",
  "{court} has {count, plural, one {a booking} other {# bookings}} from today on, the first on {when} (booking #{id}). Cancel or move them first.":
    "{court} पर आज से {count, plural, one {एक बुकिंग है} other {# बुकिंग हैं}}, पहली {when} को (बुकिंग #{id})। पहले उन्हें कैंसल करें या बदलें।",
  // Blocks (docs/product/blocks.md)
  "Add the venue's prices and hours before blocking slots": "स्लॉट ब्लॉक करने से पहले वेन्यू की कीमतें और समय जोड़ें",
  "Block at most a year ahead, until {date}": "ज़्यादा से ज़्यादा एक साल आगे तक, {date} तक ब्लॉक करें",
  "Block not found": "ब्लॉक नहीं मिला",
  "Blocks start today or later": "ब्लॉक आज या उसके बाद से शुरू होते हैं",
  "Choose at least one slot to block": "ब्लॉक करने के लिए कम से कम एक स्लॉट चुनें",
  "Choose at most 24 slots": "ज़्यादा से ज़्यादा 24 स्लॉट चुनें",
  "Choose the date to block, like 2026-01-05": "ब्लॉक करने की तारीख चुनें, जैसे 2026-01-05",
  "Choose the slots to block": "ब्लॉक करने के स्लॉट चुनें",
  "Give the last date of the weekly block, like 2026-03-30": "हर हफ़्ते वाले ब्लॉक की आखिरी तारीख दें, जैसे 2026-03-30",
  "In the past": "बीत चुकी है",
  "Keep the reason under 200 characters": "वजह 200 अक्षरों से कम रखें",
  "Only venue owners can block slots": "सिर्फ़ वेन्यू मालिक स्लॉट ब्लॉक कर सकते हैं",
  "You can only block slots of your own venues": "आप सिर्फ़ अपने वेन्यू के स्लॉट ब्लॉक कर सकते हैं",
  "Say why these slots are blocked (players will not see it)": "बताएँ कि ये स्लॉट क्यों ब्लॉक हैं (खिलाड़ी इसे नहीं देखेंगे)",
  "The weekly block must end on or after its first date": "हर हफ़्ते वाला ब्लॉक अपनी पहली तारीख या उसके बाद खत्म होना चाहिए",
  "These slots are already blocked": "ये स्लॉट पहले से ब्लॉक हैं",
  'This venue does not offer the slot "{slot}"': 'यह वेन्यू "{slot}" स्लॉट नहीं देता',
  "Too far ahead": "बहुत आगे की तारीख",
  "{court} is booked by {player} on {when} (booking #{id}). Cancel that booking first, or block other slots.":
    "{court} पर {when} को {player} की बुकिंग है (बुकिंग #{id})। पहले वह बुकिंग कैंसल करें, या दूसरे स्लॉट ब्लॉक करें।",
  "series must be true or false": "series सिर्फ़ true या false हो सकता है",
  "The block id must be a number": "ब्लॉक का नंबर एक संख्या होना चाहिए",
  // Closures (docs/product/blocks.md#closures)
  "A closure starts today or later": "बंदी आज या उसके बाद से शुरू होती है",
  "Close at most 31 days at a time": "एक बार में ज़्यादा से ज़्यादा 31 दिन बंद करें",
  "Choose the hours to close": "बंद करने के घंटे चुनें",
  "Choose at least one hour to close": "बंद करने के लिए कम से कम एक घंटा चुनें",
  "Give the first closed day, like 2026-01-05": "बंद रहने का पहला दिन दें, जैसे 2026-01-05",
  "Give the last closed day, like 2026-01-07": "बंद रहने का आखिरी दिन दें, जैसे 2026-01-07",
  "Only venue owners can close a venue": "सिर्फ़ वेन्यू मालिक वेन्यू बंद कर सकते हैं",
  "You can only close your own venues": "आप सिर्फ़ अपने वेन्यू बंद कर सकते हैं",
  "Tell the players why the venue is closed": "खिलाड़ियों को बताएँ कि वेन्यू क्यों बंद है",
  "The last closed day must be on or after the first": "बंद रहने का आखिरी दिन पहले दिन या उसके बाद का होना चाहिए",
  "This venue takes no bookings yet: there is nothing to close": "यह वेन्यू अभी बुकिंग नहीं लेता: बंद करने को कुछ नहीं है",
};
