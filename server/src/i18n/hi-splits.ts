/**
 * The server's Hindi for split the cost (docs/product/split-payments.md): refusals, the
 * organiser's notification and the page title. Words from docs/product/glossary.md; `{names}` stay.
 */
export const HINDI_SPLITS: Record<string, string> = {
  "Split the cost": "खर्च बाँटें",
  "shares must be a number of players": "हिस्सों की संख्या खिलाड़ियों की गिनती होनी चाहिए",
  "shares must be a whole number": "हिस्सों की संख्या पूरी संख्या होनी चाहिए",
  "Split among at least 2 players": "कम से कम 2 खिलाड़ियों में बाँटें",
  "Split among at most 22 players": "ज़्यादा से ज़्यादा 22 खिलाड़ियों में बाँटें",
  "This split link is not valid. Ask the organiser to send it again.":
    "बँटवारे का यह लिंक मान्य नहीं है। आयोजक से इसे दोबारा भेजने को कहें।",
  "Split not found": "बँटवारा नहीं मिला",
  "This booking is already split. Close that split to stop it taking shares.":
    "यह बुकिंग पहले से बँटी हुई है। उसमें और हिस्से रोकने के लिए वह बँटवारा बंद करें।",
  "Only a confirmed booking that has not started can be split.":
    "सिर्फ़ वही कन्फ़र्म बुकिंग बाँटी जा सकती है जो अभी शुरू नहीं हुई है।",
  "Each share would be less than ₹1. Split among fewer players.": "हर हिस्सा ₹1 से कम होगा। कम खिलाड़ियों में बाँटें।",
  "Rounded to whole rupees, your own share would be less than ₹1. Split among fewer players, or to the paisa.":
    "पूरे रुपयों में करने पर आपका अपना हिस्सा ₹1 से कम होगा। कम खिलाड़ियों में बाँटें, या पैसे तक सटीक बाँटें।",
  "roundShares must be true or false": "roundShares, true या false होना चाहिए",
  "Only a booking paid online in one payment, with nothing refunded, can be split.":
    "सिर्फ़ वही बुकिंग बाँटी जा सकती है जिसका ऑनलाइन भुगतान एक बार में हुआ हो और कुछ रिफ़ंड न हुआ हो।",
  "Only player accounts can split the cost of a booking": "सिर्फ़ खिलाड़ी खाते ही बुकिंग का खर्च बाँट सकते हैं",
  "Only player accounts can pay a share": "सिर्फ़ खिलाड़ी खाते ही हिस्सा चुका सकते हैं",
  "You organised this split: your own share is already paid.":
    "यह बँटवारा आपने बनाया है: आपका अपना हिस्सा पहले ही चुकाया जा चुका है।",
  "This split is closed: it takes no more shares.": "यह बँटवारा बंद है: इसमें अब और हिस्से नहीं चुकाए जा सकते।",
  "You have already paid your share of this split.": "आप इस बँटवारे का अपना हिस्सा पहले ही चुका चुके हैं।",
  "Every share of this split is paid.": "इस बँटवारे के सारे हिस्से चुका दिए गए हैं।",
  "The organiser closed this split before your payment came in. The {amount} you paid is being refunded (5-7 business days).":
    "आपका भुगतान आने से पहले आयोजक ने यह बँटवारा बंद कर दिया। आपके चुकाए {amount} रिफ़ंड किए जा रहे हैं (5-7 कामकाजी दिन)।",
  "Every share of this split was paid before your payment came in. The {amount} you paid is being refunded (5-7 business days).":
    "आपका भुगतान आने से पहले इस बँटवारे के सारे हिस्से चुका दिए गए। आपके चुकाए {amount} रिफ़ंड किए जा रहे हैं (5-7 कामकाजी दिन)।",
  "You have already paid your share of this split. The {amount} you paid is being refunded (5-7 business days).":
    "आप इस बँटवारे का अपना हिस्सा पहले ही चुका चुके हैं। आपके चुकाए {amount} रिफ़ंड किए जा रहे हैं (5-7 कामकाजी दिन)।",
  "You organised this split: your own share is already paid. The {amount} you paid is being refunded (5-7 business days).":
    "यह बँटवारा आपने बनाया है: आपका अपना हिस्सा पहले ही चुकाया जा चुका है। आपके चुकाए {amount} रिफ़ंड किए जा रहे हैं (5-7 कामकाजी दिन)।",
  "This booking is no longer on. The {amount} you paid is being refunded (5-7 business days).":
    "यह बुकिंग अब नहीं है। आपके चुकाए {amount} रिफ़ंड किए जा रहे हैं (5-7 कामकाजी दिन)।",
  "The organiser's payment can take no more shares. The {amount} you paid is being refunded (5-7 business days).":
    "आयोजक के भुगतान में अब और हिस्से वापस नहीं किए जा सकते। आपके चुकाए {amount} रिफ़ंड किए जा रहे हैं (5-7 कामकाजी दिन)।",
  "A teammate paid their share": "एक साथी ने अपना हिस्सा चुका दिया",
  "{name} paid their share of {venue}, {when}. {amount} is being refunded to you (5-7 business days).":
    "{name} ने {venue}, {when} का अपना हिस्सा चुका दिया। {amount} आपको रिफ़ंड किए जा रहे हैं (5-7 कामकाजी दिन)।",
  "This booking's cost is split with your teammates, so it stays on its slot. Cancel it to get everyone's money back.":
    "इस बुकिंग का खर्च आपके साथियों के साथ बँटा है, इसलिए यह अपने स्लॉट पर ही रहेगी। सबके पैसे वापस पाने के लिए इसे कैंसल करें।",
  "The split id must be a number": "बँटवारे की आईडी एक संख्या होनी चाहिए",
};
