/**
 * The server's Hindi for the waitlist (docs/product/waitlist.md): its refusals and the offer's
 * notification and mail. Words from docs/product/glossary.md; `{names}` stay.
 */
export const HINDI_WAITLIST: Record<string, string> = {
  "This slot is offered to players on its waitlist first. Please choose another slot.":
    "यह स्लॉट पहले इसकी वेटलिस्ट के खिलाड़ियों को दिया जा रहा है। कृपया कोई दूसरा स्लॉट चुनें।",
  "This slot is free. Book it instead of waiting for it.": "यह स्लॉट खाली है। इंतज़ार करने के बजाय इसे बुक कर लें।",
  "You have this slot already.": "यह स्लॉट पहले से आपका है।",
  "You are already on the waitlist for this slot.": "आप इस स्लॉट की वेटलिस्ट में पहले से हैं।",
  "You can wait for at most {count} slots at once. Leave one of your waitlists first.":
    "आप एक साथ ज़्यादा से ज़्यादा {count} स्लॉट का इंतज़ार कर सकते हैं। पहले अपनी किसी एक वेटलिस्ट से बाहर निकलें।",
  "The waitlist entry id must be a number": "वेटलिस्ट एंट्री का नंबर एक संख्या होना चाहिए",
  "Waitlist entry not found": "वेटलिस्ट एंट्री नहीं मिली",
  "This slot has not been offered to you": "यह स्लॉट आपको ऑफ़र नहीं किया गया है",
  "A slot you waited for is free": "जिस स्लॉट का आप इंतज़ार कर रहे थे, वह खाली है",
  "{venue}, {when} is free. It is held for you alone for {minutes} minutes: book it now, or decline it so the next player can.":
    "{venue}, {when} खाली है। यह {minutes} मिनट तक सिर्फ़ आपके लिए रोका गया है: अभी बुक करें, या मना कर दें ताकि अगला खिलाड़ी बुक कर सके।",
};
