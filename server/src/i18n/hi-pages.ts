/**
 * The Hindi of what the server writes around a public page (issue 24): each page's title and
 * description (core/src/pages.ts), a venue's and a city's head, the test-mode ribbon and what a
 * page drawn only in the browser says without JavaScript. Part of the server's catalogue (index.ts
 * reads it with hi.ts; `npm run lint` reads both). The same words as the web's catalogues where
 * the web says them too (a page's tab title), so a page keeps its title when the browser takes it
 * over. Venue names, cities and what owners write stay as written.
 */
export const PAGES_HINDI: Record<string, string> = {
  // The home page and every page's fallback.
  "Crease · Book cricket grounds, nets and box cricket": "Crease · क्रिकेट ग्राउंड, नेट्स और बॉक्स क्रिकेट बुक करें",
  "Crease: book cricket grounds, practice nets and box cricket across India with instant confirmation and secure payments.":
    "Crease: पूरे भारत में क्रिकेट ग्राउंड, प्रैक्टिस नेट्स और बॉक्स क्रिकेट बुक करें, तुरंत कन्फ़र्मेशन और सुरक्षित पेमेंट के साथ।",
  "Page not found": "पेज नहीं मिला",
  // Search and the map.
  "Search venues": "वेन्यू खोजें",
  "Find cricket grounds, practice nets and box cricket near you: filter by price, rating, date and slot.":
    "अपने पास के क्रिकेट ग्राउंड, प्रैक्टिस नेट्स और बॉक्स क्रिकेट खोजें: कीमत, रेटिंग, तारीख और स्लॉट से फ़िल्टर करें।",
  "Cricket venues in {city}": "{city} में क्रिकेट वेन्यू",
  "Cricket grounds, practice nets and box cricket in {city}: compare prices and ratings, see free slots and book online on Crease.":
    "{city} में क्रिकेट ग्राउंड, प्रैक्टिस नेट्स और बॉक्स क्रिकेट: कीमत और रेटिंग की तुलना करें, खाली स्लॉट देखें और Crease पर ऑनलाइन बुक करें।",
  "Venue map": "मैप पर वेन्यू",
  "Every cricket ground, net and box cricket venue on Crease on one map.":
    "Crease के सभी क्रिकेट ग्राउंड, नेट्स और बॉक्स क्रिकेट वेन्यू, एक ही मैप पर।",
  // Pages drawn only in the browser (their tab title, and what they say without JavaScript).
  "Compare venues": "वेन्यू की तुलना करें",
  "Log in": "लॉग इन करें",
  "Create your account": "अपना अकाउंट बनाएँ",
  "Forgot password": "पासवर्ड भूल गए",
  "Reset password": "पासवर्ड रीसेट करें",
  "Join a venue's staff": "वेन्यू के स्टाफ़ में जुड़ें",
  Checkout: "चेकआउट",
  "My dashboard": "मेरा डैशबोर्ड",
  "Booking confirmed": "बुकिंग कन्फ़र्म हो गई",
  "List your venue": "अपना वेन्यू लिस्ट करें",
  "Owner dashboard": "मालिक डैशबोर्ड",
  "Front desk": "फ़्रंट डेस्क",
  "Admin dashboard": "एडमिन डैशबोर्ड",
  "This page needs JavaScript, which is turned off in this browser. Turn it on and reload the page to use it.":
    "इस पेज के लिए JavaScript चाहिए, जो इस ब्राउज़र में बंद है। इसे इस्तेमाल करने के लिए JavaScript चालू करें और पेज फिर से लोड करें।",
  "Without JavaScript you can still {findVenues} (every venue as a list, with its address and prices), open any venue's page, and read the {helpCenter}.":
    "JavaScript के बिना भी आप {findVenues} (हर वेन्यू की सूची, उसके पते और कीमतों के साथ), किसी भी वेन्यू का पेज खोल सकते हैं और {helpCenter} पढ़ सकते हैं।",
  "find venues": "वेन्यू खोज सकते हैं",
  // Help and policy pages.
  "Cancellation Policy": "कैंसलेशन पॉलिसी",
  "Your money back on Crease: a full refund when you cancel more than 24 hours before your slot, 75% inside 24 hours.":
    "Crease पर आपके पैसे वापस: स्लॉट से 24 घंटे से ज़्यादा पहले कैंसल करने पर पूरा रिफ़ंड, 24 घंटे के अंदर 75%।",
  "Safety Guidelines": "सुरक्षा दिशानिर्देश",
  "Playing safely at cricket venues booked on Crease.": "Crease पर बुक किए गए क्रिकेट वेन्यू पर सुरक्षित खेलना।",
  "Owner Guidelines": "वेन्यू मालिकों के लिए दिशानिर्देश",
  "How to list and run a cricket venue on Crease.": "Crease पर क्रिकेट वेन्यू कैसे लिस्ट करें और चलाएँ।",
  "Payout Information": "पेआउट की जानकारी",
  "How and when venue owners are paid on Crease: weekly payouts every Tuesday.":
    "Crease पर वेन्यू मालिकों को कैसे और कब भुगतान होता है: हर मंगलवार साप्ताहिक पेआउट।",
  "Safety Rules": "सुरक्षा नियम",
  "The rules every venue on Crease follows.": "वे नियम जिनका Crease का हर वेन्यू पालन करता है।",
  "Contact us": "हमसे संपर्क करें",
  "Write to the Crease team.": "Crease टीम को लिखें।",
  "Help Center": "सहायता केंद्र",
  "Answers about booking, paying, cancelling and listing venues on Crease.":
    "Crease पर बुकिंग, पेमेंट, कैंसलेशन और वेन्यू लिस्ट करने से जुड़े सवालों के जवाब।",
  "Terms of Service": "सेवा की शर्तें",
  "Crease's terms of service.": "Crease की सेवा की शर्तें।",
  "Privacy Policy": "प्राइवेसी पॉलिसी",
  "How Crease handles your data.": "Crease आपकी जानकारी को कैसे संभालता है।",
  "Trust & Safety": "भरोसा और सुरक्षा",
  "How Crease keeps players' money and bookings safe.": "Crease खिलाड़ियों के पैसे और बुकिंग को कैसे सुरक्षित रखता है।",
  // A venue's page: its description, price, rating and cover photo (its name and place as written).
  "{kind} in {city}, {state}.": "{city}, {state} में {kind}।",
  "Cricket ground": "क्रिकेट ग्राउंड",
  "Practice nets": "प्रैक्टिस नेट्स",
  "Box cricket": "बॉक्स क्रिकेट",
  "Cricket venue": "क्रिकेट वेन्यू",
  "{price} an hour": "{price} प्रति घंटा",
  "{price}.": "{price}।",
  "Rated {rating}/5 by {count, plural, one {# player} other {# players}}.":
    "{count, plural, one {# खिलाड़ी ने} other {# खिलाड़ियों ने}} {rating}/5 रेटिंग दी।",
  "Book online on Crease.": "Crease पर ऑनलाइन बुक करें।",
  "Photo of {name} in {city}": "{city} में {name} की फ़ोटो",
  // Every page of a test installation (plugins/web.ts).
  "Test mode: no real money": "टेस्ट मोड: कोई असली पैसा नहीं कटेगा",
};
