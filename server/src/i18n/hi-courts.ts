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
  "Send a new name or the courts it shares space with": "नया नाम भेजें, या वे कोर्ट जिनके साथ यह जगह साझा करता है",
  "A court can share space with at most 20 others": "एक कोर्ट ज़्यादा से ज़्यादा 20 दूसरे कोर्ट के साथ जगह साझा कर सकता है",
  "overlapsWith must be a list of court ids": "overlapsWith कोर्ट के नंबरों की सूची होनी चाहिए",
  "Choose a court: this venue has more than one": "कोर्ट चुनें: इस वेन्यू में एक से ज़्यादा कोर्ट हैं",
  "Choose a court": "कोर्ट चुनें",
  "courtId must be a whole number": "courtId पूरी संख्या होनी चाहिए",
  "courtId must be a number": "courtId एक संख्या होनी चाहिए",
  "courtId must be a court's number": "courtId किसी कोर्ट का नंबर होना चाहिए",
  "The court id must be a number": "कोर्ट का नंबर एक संख्या होना चाहिए",
};
