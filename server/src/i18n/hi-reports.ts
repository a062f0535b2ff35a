/**
 * The server's Hindi, continued (hi.ts spreads it in): the owner's and the admin's reports and
 * tools, venue moderation and the venue forms. English as the code writes it → Hindi, with
 * docs/product/glossary.md; `{names}` stay as they are. scripts/server-messages.mjs reads hi.ts
 * and every hi-*.ts beside it.
 */
export const HINDI_REPORTS_AND_FORMS: Record<string, string> = {
  "Enter the start date as a real date, like 2026-01-05": "शुरू की तारीख सही रूप में डालें, जैसे 2026-01-05",
  "Enter the end date as a real date, like 2026-01-05": "आखिरी तारीख सही रूप में डालें, जैसे 2026-01-05",
  "The start date must be on or before the end date": "शुरू की तारीख, आखिरी तारीख वाले दिन या उससे पहले की होनी चाहिए",
  "That venue number is not valid": "वेन्यू का नंबर सही नहीं है",
  "That owner number is not valid": "वेन्यू मालिक का नंबर सही नहीं है",
  "The page size must be a whole number from 1 to 100":
    "एक पेज पर दिखने वाली पंक्तियाँ 1 से 100 के बीच की पूरी संख्या होनी चाहिए",
  "The page size must be a whole number from 1 to 500":
    "एक पेज पर दिखने वाली पंक्तियाँ 1 से 500 के बीच की पूरी संख्या होनी चाहिए",
  "Choose a period of at most {days} days": "ज़्यादा से ज़्यादा {days} दिनों की अवधि चुनें",
  "Show from 1 to 20 top venues": "1 से 20 तक टॉप वेन्यू दिखाएँ",
  "Owner not found": "वेन्यू मालिक नहीं मिला",
  "Search with at most 100 characters": "खोज में ज़्यादा से ज़्यादा 100 अक्षर लिखें",
  "Choose a role: player, owner or admin": "भूमिका चुनें: खिलाड़ी, वेन्यू मालिक या एडमिन",
  "Choose a status: active or suspended": "स्टेटस चुनें: चालू या सस्पेंड",
  "Send a role or a status to change": "बदलने के लिए भूमिका या स्टेटस भेजें",
  "The unread filter can only be true or false": "बिना पढ़े मैसेज वाला फ़िल्टर सिर्फ़ true या false हो सकता है",
  'Only your own bookings can be listed this way: the scope can only be "mine"':
    'इस तरह सिर्फ़ आपकी अपनी बुकिंग दिखाई जा सकती हैं: scope सिर्फ़ "mine" हो सकता है',
  "Choose a booking status: confirmed, completed, cancelled or disputed":
    "बुकिंग का स्टेटस चुनें: कन्फ़र्म, पूरी हुई, कैंसल या विवादित",
  "Export at most one year at a time": "एक बार में ज़्यादा से ज़्यादा एक साल की बुकिंग एक्सपोर्ट करें",
  "Choose which jobs to list: those that stopped retrying (dead) or those still queued":
    "चुनें कि कौन-से जॉब दिखाने हैं: जिनकी कोशिशें रुक गईं (dead) या जो अभी कतार में हैं (queued)",
  "Job not found": "बैकग्राउंड जॉब नहीं मिला",
  "Only a job that stopped retrying (dead) can be retried; this one is {status, select, queued {still queued} done {done} other {{status}}}.":
    "सिर्फ़ वही जॉब दोबारा चलाया जा सकता है जिसकी कोशिशें रुक गई हों (dead); यह जॉब {status, select, queued {अभी कतार में है} done {पूरा हो चुका है} other {{status}}}।",
  "Choose the run date: a Tuesday, like 2026-01-06": "पेआउट की तारीख चुनें: कोई मंगलवार, जैसे 2026-01-06",
  "Payouts run on Tuesdays: choose a Tuesday as the run date": "पेआउट मंगलवार को भेजे जाते हैं: तारीख के लिए कोई मंगलवार चुनें",
  "That Tuesday has not come yet: choose today or an earlier Tuesday":
    "वह मंगलवार अभी आया नहीं है: आज या उससे पहले का कोई मंगलवार चुनें",
  "Enter the bank or UPI transfer reference": "बैंक या UPI ट्रांसफ़र का रेफ़रेंस डालें",
  "Keep the reference under 100 characters": "रेफ़रेंस 100 अक्षरों से छोटा रखें",
  "Choose a payout status: scheduled or paid": "पेआउट का स्टेटस चुनें: तय है या भुगतान हो गया",
  "This payout is already paid": "इस पेआउट का भुगतान पहले ही हो चुका है",
  "Payout scheduled": "पेआउट तय हो गया",
  "{amount} for bookings up to {date} will be sent to you shortly.":
    "{date} तक की बुकिंग के {amount} जल्द ही आपको भेजे जाएँगे।",
  "Payout sent": "पेआउट भेज दिया गया",
  "{amount} for bookings up to {date} is on its way (reference {reference}). It usually arrives in 2-3 business days.":
    "{date} तक की बुकिंग के {amount} भेज दिए गए हैं (रेफ़रेंस {reference})। आम तौर पर ये 2-3 वर्किंग दिनों में पहुँच जाते हैं।",
  "Type a city of at most 100 characters": "शहर का नाम ज़्यादा से ज़्यादा 100 अक्षरों में लिखें",
  "Type a place of at most 100 characters": "जगह का नाम ज़्यादा से ज़्यादा 100 अक्षरों में लिखें",
  "Enter the lowest price in rupees, from ₹0 to ₹1,00,00,000": "सबसे कम कीमत रुपयों में डालें, ₹0 से ₹1,00,00,000 तक",
  "Enter the highest price in rupees, from ₹0 to ₹1,00,00,000": "सबसे ज़्यादा कीमत रुपयों में डालें, ₹0 से ₹1,00,00,000 तक",
  "The latitude must be a number from -90 to 90": "अक्षांश (latitude) -90 से 90 के बीच की संख्या होना चाहिए",
  "The longitude must be a number from -180 to 180": "देशांतर (longitude) -180 से 180 के बीच की संख्या होना चाहिए",
  "Choose a team size from 5 to 8 players a side": "टीम का साइज़ चुनें: हर टीम में 5 से 8 खिलाड़ी",
  "Enter the date as a real date, like 2026-01-05": "तारीख सही रूप में डालें, जैसे 2026-01-05",
  "Choose a venue type: cricket ground, practice nets or box cricket":
    "वेन्यू का प्रकार चुनें: क्रिकेट ग्राउंड, प्रैक्टिस नेट्स या बॉक्स क्रिकेट",
  "Choose a time slot: morning, afternoon, evening or night": "टाइम स्लॉट चुनें: सुबह, दोपहर, शाम या रात",
  "Choose a time on the hour, like 18:00": "पूरे घंटे का समय चुनें, जैसे 18:00",
  "Choose a pitch type: artificial turf, matting, concrete or clay":
    "पिच का प्रकार चुनें: आर्टिफ़िशियल टर्फ़, मैटिंग, कंक्रीट या मिट्टी",
  "Sort by best match, price, rating or distance": "सबसे सही मेल, कीमत, रेटिंग या दूरी के हिसाब से क्रम लगाएँ",
  "Choose a venue status: pending, approved, rejected or suspended": "वेन्यू का स्टेटस चुनें: पेंडिंग, मंज़ूर, अस्वीकृत या सस्पेंड",
  "The lowest price cannot be more than the highest price": "सबसे कम कीमत, सबसे ज़्यादा कीमत से ज़्यादा नहीं हो सकती",
  "Time slots are for cricket grounds; for nets and box cricket, choose a time on the hour":
    "टाइम स्लॉट क्रिकेट ग्राउंड के लिए हैं; नेट्स और बॉक्स क्रिकेट के लिए पूरे घंटे का समय चुनें",
  "A time on the hour is for nets and box cricket; for cricket grounds, choose a time slot":
    "पूरे घंटे का समय नेट्स और बॉक्स क्रिकेट के लिए है; क्रिकेट ग्राउंड के लिए टाइम स्लॉट चुनें",
  "Sorting by distance needs your location": "दूरी के हिसाब से क्रम लगाने के लिए आपकी लोकेशन चाहिए",
  "Send the latitude and the longitude together": "अक्षांश और देशांतर (latitude और longitude) दोनों साथ भेजें",
  "A pincode has 6 digits and does not start with 0, like 560064":
    "पिनकोड में 6 अंक होते हैं और यह 0 से शुरू नहीं होता, जैसे 560064",
  "Choose a distance from 1 to 100 km": "1 से 100 किमी के बीच की दूरी चुनें",
  "A distance needs your location or a pincode": "दूरी के लिए आपकी लोकेशन या पिनकोड चाहिए",
  "The venue is already {to, select, pending {pending} approved {approved} rejected {rejected} suspended {suspended} other {{to}}}":
    "वेन्यू पहले से {to, select, pending {पेंडिंग} approved {मंज़ूर} rejected {अस्वीकृत} suspended {सस्पेंड} other {{to}}} है",
  "{from, select, pending {A pending venue can be approved or rejected} approved {An approved venue can be suspended} suspended {A suspended venue can be approved} rejected {A rejected venue can be moved back to pending} other {This venue cannot be moved from {from}}}, not {to, select, pending {moved back to pending} approved {approved} rejected {rejected} suspended {suspended} other {{to}}}":
    "{from, select, pending {पेंडिंग वेन्यू को मंज़ूर या अस्वीकार किया जा सकता है} approved {मंज़ूर वेन्यू को सस्पेंड किया जा सकता है} suspended {सस्पेंड वेन्यू को फिर से मंज़ूर किया जा सकता है} rejected {अस्वीकृत वेन्यू को वापस पेंडिंग में भेजा जा सकता है} other {इस वेन्यू को {from} से नहीं बदला जा सकता}}, {to, select, pending {वापस पेंडिंग में नहीं} approved {मंज़ूर नहीं} rejected {अस्वीकार नहीं} suspended {सस्पेंड नहीं} other {{to} नहीं}}",
  "Type at least 3 characters of the address to look it up": "पता खोजने के लिए उसके कम से कम 3 अक्षर लिखें",
  "Type at most 200 characters of the address": "पते के ज़्यादा से ज़्यादा 200 अक्षर लिखें",
  "No account has the email {email}.": "{email} ईमेल से कोई अकाउंट नहीं है।",
  // The venue forms (core/src/venue-form*.ts): the same Hindi as the web's catalogues.
  "Choose at most 20 amenities": "ज़्यादा से ज़्यादा 20 सुविधाएँ चुनें",
  "Password must be at least 6 characters": "पासवर्ड कम से कम 6 अक्षरों का हो",
  "Password must be at least 6 characters long": "पासवर्ड कम से कम 6 अक्षरों का हो",
  "Name must be at least 3 characters": "नाम कम से कम 3 अक्षर का होना चाहिए",
  "Please select a venue type": "वेन्यू का प्रकार चुनें",
  "Description must be at least 10 characters": "विवरण कम से कम 10 अक्षर का होना चाहिए",
  "Address is required": "पता ज़रूरी है",
  "City is required": "शहर ज़रूरी है",
  "State is required": "राज्य ज़रूरी है",
  "Enter a 6-digit PIN code": "6 अंकों का पिनकोड डालें",
  "Please enter a valid Google Maps URL": "सही Google Maps लिंक डालें",
  "Please select at least one amenity": "कम से कम एक सुविधा चुनें",
  "Rescheduling rules are required": "बुकिंग का समय बदलने के नियम ज़रूरी हैं",
  "Cancellation rules are required": "कैंसलेशन के नियम ज़रूरी हैं",
  "Please select a payment type": "पेमेंट का तरीका चुनें",
  "Bookings can open between 1 and 180 days ahead": "बुकिंग 1 से 180 दिन पहले तक खुल सकती है",
  "Partial payment amount and UPI QR code are required for partial payment":
    "आंशिक पेमेंट के लिए एडवांस की रकम और UPI QR कोड दोनों ज़रूरी हैं",
  "At least one venue image is required": "वेन्यू की कम से कम एक फ़ोटो ज़रूरी है",
  "All time slot prices are required for ground venues": "ग्राउंड के लिए हर स्लॉट की कीमत ज़रूरी है",
  "Offer at least one time slot: give it a price above 0": "कम से कम एक स्लॉट दें: उसकी कीमत 0 से ज़्यादा रखें",
  "Enter the opening time": "खुलने का समय डालें",
  "Enter the closing time": "बंद होने का समय डालें",
  "Enter the price per hour": "प्रति घंटा कीमत डालें",
  "Choose the pitch type": "पिच का प्रकार चुनें",
  "Team capacity must be between 5 and 8 players a side": "हर टीम में 5 से 8 खिलाड़ी होने चाहिए",
  "Pitch type must be artificial, matting, concrete or clay":
    "पिच का प्रकार आर्टिफ़िशियल, मैटिंग, कंक्रीट या मिट्टी होना चाहिए",
  "Times must be on the hour or half hour, like 06:00 or 06:30": "समय पूरे या आधे घंटे पर होना चाहिए, जैसे 06:00 या 06:30",
  "Closing time must be after opening time, or by 6 AM the next morning for an evening opening":
    "बंद होने का समय खुलने के समय के बाद होना चाहिए, या शाम को खुलने पर अगली सुबह 6 बजे तक",
  "Hourly price must be above 0": "प्रति घंटा कीमत 0 से ज़्यादा होनी चाहिए",
  "Venue name is required": "वेन्यू का नाम ज़रूरी है",
  "Enter the morning price in rupees: from ₹0 to ₹10,00,000, with at most two decimals":
    "सुबह की कीमत रुपयों में डालें: ₹0 से ₹10,00,000 तक, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक",
  "Enter the afternoon price in rupees: from ₹0 to ₹10,00,000, with at most two decimals":
    "दोपहर की कीमत रुपयों में डालें: ₹0 से ₹10,00,000 तक, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक",
  "Enter the evening price in rupees: from ₹0 to ₹10,00,000, with at most two decimals":
    "शाम की कीमत रुपयों में डालें: ₹0 से ₹10,00,000 तक, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक",
  "Enter the night price in rupees: from ₹0 to ₹10,00,000, with at most two decimals":
    "रात की कीमत रुपयों में डालें: ₹0 से ₹10,00,000 तक, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक",
  "Enter the price per hour in rupees: from ₹0 to ₹10,00,000, with at most two decimals":
    "प्रति घंटा कीमत रुपयों में डालें: ₹0 से ₹10,00,000 तक, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक",
  "Enter the partial payment amount in rupees: from ₹0 to ₹10,00,000, with at most two decimals":
    "एडवांस की रकम रुपयों में डालें: ₹0 से ₹10,00,000 तक, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक",
  "Enter the add-on's price in rupees: from ₹0 to ₹1,00,000, with at most two decimals":
    "ऐड-ऑन की कीमत रुपयों में डालें: ₹0 से ₹1,00,000 तक, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक",
  "Enter the umpire fee in rupees: from ₹0 to ₹1,00,000, with at most two decimals":
    "अंपायर फ़ीस रुपयों में डालें: ₹0 से ₹1,00,000 तक, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक",
  "Enter the red balls price in rupees: from ₹0 to ₹1,00,000, with at most two decimals":
    "रेड बॉल की कीमत रुपयों में डालें: ₹0 से ₹1,00,000 तक, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक",
  "Enter the white balls price in rupees: from ₹0 to ₹1,00,000, with at most two decimals":
    "व्हाइट बॉल की कीमत रुपयों में डालें: ₹0 से ₹1,00,000 तक, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक",
  "Enter the groundsmen price in rupees: from ₹0 to ₹1,00,000, with at most two decimals":
    "ग्राउंड्समैन की कीमत रुपयों में डालें: ₹0 से ₹1,00,000 तक, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक",
  "Enter the scoreboard price in rupees: from ₹0 to ₹1,00,000, with at most two decimals":
    "स्कोरबोर्ड की कीमत रुपयों में डालें: ₹0 से ₹1,00,000 तक, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक",
  "Each add-on needs a name": "हर ऐड-ऑन का नाम ज़रूरी है",
  "Add-on names must be at most 60 characters": "ऐड-ऑन का नाम ज़्यादा से ज़्यादा 60 अक्षर का हो सकता है",
  "Each add-on needs a price": "हर ऐड-ऑन की कीमत ज़रूरी है",
  "Policies must be at most 5000 characters": "नियम ज़्यादा से ज़्यादा 5000 अक्षर के हो सकते हैं",
  "Name must be at most 120 characters": "नाम ज़्यादा से ज़्यादा 120 अक्षर का हो सकता है",
  "Description must be at most 5000 characters": "विवरण ज़्यादा से ज़्यादा 5000 अक्षर का हो सकता है",
  "Address must be at most 300 characters": "पता ज़्यादा से ज़्यादा 300 अक्षर का हो सकता है",
  "City must be at most 100 characters": "शहर का नाम ज़्यादा से ज़्यादा 100 अक्षर का हो सकता है",
  "State must be at most 100 characters": "राज्य का नाम ज़्यादा से ज़्यादा 100 अक्षर का हो सकता है",
};
