/**
 * The server's words in Hindi (decision 022, "The server"): English as the code writes it → Hindi,
 * written for people with docs/product/glossary.md. `{names}` and `#` stay as they are. `npm run
 * lint` fails when a message in the code has no line here (scripts/server-messages.mjs).
 */
import { HINDI_ACCOUNTS } from "./hi-accounts";
import { HINDI_CALENDARS } from "./hi-calendars";
import { HINDI_CLI } from "./hi-cli";
import { HINDI_COURTS } from "./hi-courts";
import { HINDI_CREDIT } from "./hi-credit";
import { HINDI_DESK } from "./hi-desk";
import { HINDI_DOCUMENTS } from "./hi-documents";
import { HINDI_INVOICES } from "./hi-invoices";
import { HINDI_OFFERS } from "./hi-offers";
import { HINDI_OPERATIONS } from "./hi-operations";
import { HINDI_RECEIPTS } from "./hi-receipts";
import { HINDI_REPORTS_AND_FORMS } from "./hi-reports";
import { HINDI_RESCHEDULE } from "./hi-reschedule";
import { HINDI_SERIES } from "./hi-series";
import { HINDI_SPLITS } from "./hi-splits";
import { HINDI_WAITLIST } from "./hi-waitlist";

export const HINDI: Record<string, string> = {
  "A code was just sent to this number. You can ask for another in {wait} seconds.":
    "इस नंबर पर अभी-अभी कोड भेजा गया है। आप {wait} सेकंड बाद दूसरा कोड मँगा सकते हैं।",
  "Too many codes asked for. Please wait {minutes} minutes and try again.":
    "बहुत बार कोड मँगाया गया है। कृपया {minutes} मिनट रुककर फिर कोशिश करें।",
  "Could not create the account. Please try again.": "अकाउंट नहीं बन सका। कृपया फिर कोशिश करें।",
  "Administrators sign in with their email and password, then a code sent to this number.":
    "एडमिन अपने ईमेल और पासवर्ड से लॉग इन करते हैं, फिर इस नंबर पर भेजे गए कोड से।",
  "This account has been suspended. Please contact support.":
    "यह अकाउंट निलंबित कर दिया गया है। कृपया सहायता टीम से संपर्क करें।",
  "This number is already linked to another account.": "यह नंबर पहले से किसी दूसरे अकाउंट से जुड़ा है।",
  "Authentication required": "पहले लॉग इन करें",
  "Your sign-in has expired. Enter your email and password again.":
    "आपका लॉग इन समाप्त हो गया है। अपना ईमेल और पासवर्ड फिर से डालें।",
  "We have sent a code to your mobile number. Enter it to finish signing in.":
    "हमने आपके मोबाइल नंबर पर एक कोड भेजा है। लॉग इन पूरा करने के लिए उसे डालें।",
  "If an account exists for that email, we have sent a link to reset the password.":
    "अगर इस ईमेल से कोई अकाउंट है, तो हमने पासवर्ड बदलने का लिंक भेज दिया है।",
  "We couldn't create your account just now. Please try again.": "अभी आपका अकाउंट नहीं बन सका। कृपया फिर कोशिश करें।",
  "Invalid email or password": "ईमेल या पासवर्ड गलत है",
  "Invalid or expired token": "लिंक गलत है या उसकी समय-सीमा खत्म हो गई है",
  "Invalid or expired token. Please request a new password reset link.":
    "लिंक गलत है या उसकी समय-सीमा खत्म हो गई है। कृपया पासवर्ड बदलने का नया लिंक मँगाएँ।",
  "Current password is incorrect": "मौजूदा पासवर्ड गलत है",
  "Order not found": "ऑर्डर नहीं मिला",
  "This venue is not taking bookings yet": "यह वेन्यू अभी बुकिंग नहीं ले रहा है",
  "This slot has already started. Please choose a later one.": "यह स्लॉट शुरू हो चुका है। कृपया बाद का कोई स्लॉट चुनें।",
  "Slot in the past": "स्लॉट का समय निकल चुका है",
  "The price has changed: the total for this booking is now {total}": "कीमत बदल गई है: इस बुकिंग का कुल अब {total} है",
  "This booking was already paid with another payment. The {amount} of this payment is being refunded (5-7 business days).":
    "इस बुकिंग का पेमेंट किसी दूसरे पेमेंट से पहले ही हो चुका है। इस पेमेंट के {amount} का रिफ़ंड किया जा रहा है (5-7 कामकाजी दिन)।",
  "Your {minutes}-minute hold on this slot ran out before the payment was confirmed, so no booking was made. The {amount} you paid is being refunded (5-7 business days).":
    "पेमेंट कन्फ़र्म होने से पहले ही इस स्लॉट पर आपका {minutes} मिनट का होल्ड खत्म हो गया, इसलिए बुकिंग नहीं हुई। आपके चुकाए {amount} का रिफ़ंड किया जा रहा है (5-7 कामकाजी दिन)।",
  "Booking not found": "बुकिंग नहीं मिली",
  "This order is paid: cancel the booking from your dashboard instead.":
    "इस ऑर्डर का पेमेंट हो चुका है: बुकिंग को अपने डैशबोर्ड से कैंसल करें।",
  "This booking changed in the meantime. Reload and try again.": "इस बीच यह बुकिंग बदल गई है। पेज रीलोड करके फिर कोशिश करें।",
  "Book on or before {last}": "{last} तक की तारीख के लिए बुक करें",
  "You have sent several messages in the last hour. Please wait before sending another.":
    "आपने पिछले एक घंटे में कई संदेश भेजे हैं। अगला संदेश भेजने से पहले कृपया थोड़ा रुकें।",
  "That page cursor is not valid": "यह पेज का पता सही नहीं है",
  "Message not found": "संदेश नहीं मिला",
  "This change was stored in a form that can no longer be read. Reject it and ask the owner to send it again.":
    "यह बदलाव ऐसे रूप में सहेजा गया है जिसे अब पढ़ा नहीं जा सकता। इसे अस्वीकार करें और वेन्यू मालिक से दोबारा भेजने को कहें।",
  "Change not found": "बदलाव नहीं मिला",
  "This change was already decided.": "इस बदलाव पर पहले ही फ़ैसला हो चुका है।",
  "days must be a whole number from 1 to 62": "दिनों की संख्या 1 से 62 तक का पूरा अंक होनी चाहिए",
  "Say why the changes are rejected": "बताएँ कि बदलाव क्यों अस्वीकार किए गए",
  "A note is required: tell the owner why the venue is rejected":
    "नोट ज़रूरी है: वेन्यू मालिक को बताएँ कि वेन्यू क्यों अस्वीकार किया गया",
  "A note is required: tell the owner why the venue is suspended":
    "नोट ज़रूरी है: वेन्यू मालिक को बताएँ कि वेन्यू क्यों सस्पेंड किया गया",
  "A note is required": "एक नोट लिखना ज़रूरी है",
  "Venue not found": "वेन्यू नहीं मिला",
  "This venue is a {type, select, ground {cricket ground} nets {practice nets} box {box cricket} other {{type}}} venue; send its details to {address}":
    "यह {type, select, ground {क्रिकेट ग्राउंड} nets {प्रैक्टिस नेट्स} box {बॉक्स क्रिकेट} other {{type}}} वेन्यू है; इसकी जानकारी {address} पर भेजें",
  "Notification not found": "सूचना नहीं मिली",
  "Failed to create payment order: the payment service is unavailable. Please try again.":
    "पेमेंट ऑर्डर नहीं बन सका: पेमेंट सेवा अभी उपलब्ध नहीं है। कृपया फिर कोशिश करें।",
  "Payment verification failed: the payment signature does not match this order.":
    "पेमेंट की जाँच नहीं हो सकी: पेमेंट का सिग्नेचर इस ऑर्डर से मेल नहीं खाता।",
  "Signature mismatch": "सिग्नेचर मेल नहीं खाता",
  "Webhook signature does not match": "वेबहुक का सिग्नेचर मेल नहीं खाता",
  "The webhook body is not valid JSON": "वेबहुक का डेटा सही JSON नहीं है",
  "The sandbox payment provider is not active": "सैंडबॉक्स पेमेंट सेवा चालू नहीं है",
  "Payment failed: the sandbox declined this payment as asked.":
    "पेमेंट नहीं हुआ: सैंडबॉक्स ने कहे अनुसार यह पेमेंट अस्वीकार कर दिया।",
  "That booking has no review to write: it is not yours, not completed, or already reviewed.":
    "इस बुकिंग का रिव्यू नहीं लिखा जा सकता: यह आपकी नहीं है, पूरी नहीं हुई है, या इसका रिव्यू पहले ही हो चुका है।",
  "You have already reviewed this booking.": "आप इस बुकिंग का रिव्यू पहले ही लिख चुके हैं।",
  'Send the images in the field "files"': 'तस्वीरें "files" फ़ील्ड में भेजें',
  'Send the images as multipart/form-data in the field "files"': 'तस्वीरें multipart/form-data के रूप में "files" फ़ील्ड में भेजें',
  "Choose at least one image to upload": "अपलोड करने के लिए कम से कम एक तस्वीर चुनें",
  "Images cannot be stored right now. Please try again in a minute.":
    "अभी तस्वीरें सहेजी नहीं जा सकतीं। कृपया एक मिनट बाद फिर कोशिश करें।",
  "You can upload up to {images} images ({megabytes} MB) a day. Please try again in {minutes, plural, one {# minute} other {# minutes}}.":
    "आप एक दिन में {images} तस्वीरें ({megabytes} MB) तक अपलोड कर सकते हैं। कृपया {minutes} मिनट बाद फिर कोशिश करें।",
  "You can upload up to {images} images ({megabytes} MB) a day. Please try again in about {hours} hours.":
    "आप एक दिन में {images} तस्वीरें ({megabytes} MB) तक अपलोड कर सकते हैं। कृपया लगभग {hours} घंटे बाद फिर कोशिश करें।",
  "You cannot suspend your own account": "आप अपना ही अकाउंट निलंबित नहीं कर सकते",
  "You cannot remove your own admin role": "आप अपनी ही एडमिन भूमिका नहीं हटा सकते",
  "User not found": "यूज़र नहीं मिला",
  "Invalid cursor": "पेज का पता सही नहीं है",
  "That date has passed. Choose today or a later date.": "यह तारीख निकल चुकी है। आज की या बाद की तारीख चुनें।",
  "Date in the past": "तारीख निकल चुकी है",
  "This value is not valid": "यह जानकारी सही नहीं है",
  "Invalid request": "अनुरोध सही नहीं है",
  "The request is too large": "अनुरोध बहुत बड़ा है",
  "The request body is not valid JSON": "अनुरोध का डेटा सही JSON नहीं है",
  "Send the request body as JSON (Content-Type: application/json)":
    "अनुरोध का डेटा JSON में भेजें (Content-Type: application/json)",
  "Too many requests. Please wait and try again.": "बहुत ज़्यादा अनुरोध। कृपया थोड़ा रुककर फिर कोशिश करें।",
  "Bad request": "अनुरोध सही नहीं है",
  "Something went wrong on our side. Please try again.": "हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।",
  "Text cannot contain NUL characters": "टेक्स्ट में NUL अक्षर नहीं हो सकते",
  "Text holds half of a character (a lone UTF-16 surrogate, such as half of an emoji) and cannot be saved. Type or paste it again.":
    "टेक्स्ट में किसी अक्षर का आधा हिस्सा है (अकेला UTF-16 सरोगेट, जैसे किसी इमोजी का आधा हिस्सा), इसलिए इसे सहेजा नहीं जा सकता। इसे फिर से टाइप या पेस्ट करें।",
  "Cross-site request refused": "दूसरी साइट से आया अनुरोध अस्वीकार किया गया",
  "Only the venue's owner or an admin can mark a booking completed":
    "बुकिंग को पूरा सिर्फ़ वेन्यू मालिक या एडमिन ही मार्क कर सकते हैं",
  "Permission denied": "आपको इसकी अनुमति नहीं है",
  "This booking is completed; only an admin can cancel it now (the refund is taken back from the venue's next payout).":
    "यह बुकिंग पूरी हो चुकी है; अब इसे सिर्फ़ एडमिन कैंसल कर सकते हैं (रिफ़ंड की रकम वेन्यू के अगले पेआउट से वापस ली जाती है)।",
  "This booking is {status, select, pending {pending} confirmed {confirmed} cancelled {cancelled} completed {completed} other {{status}}}; only confirmed bookings can be {move, select, cancel {cancelled} complete {completed} other {{move}}}.":
    "यह बुकिंग {status, select, pending {बाकी} confirmed {कन्फ़र्म} cancelled {कैंसल} completed {पूरी} other {{status}}} है; सिर्फ़ कन्फ़र्म बुकिंग ही {move, select, cancel {कैंसल} complete {पूरी} other {{move}}} की जा सकती है।",
  "A booking can be marked completed once its slot has started.":
    "बुकिंग को उसका स्लॉट शुरू होने के बाद ही पूरा मार्क किया जा सकता है।",
  "A booking is completed by the server once its slot has ended.": "स्लॉट खत्म होने पर सर्वर बुकिंग को अपने-आप पूरा कर देता है।",
  "This booking's earnings are already in a payout to you, so it can no longer be cancelled from here. Contact support if the player should get a refund.":
    "इस बुकिंग की कमाई आपके पेआउट में जा चुकी है, इसलिए इसे अब यहाँ से कैंसल नहीं किया जा सकता। अगर खिलाड़ी को रिफ़ंड मिलना चाहिए, तो सहायता टीम से संपर्क करें।",
  "This game has already started, so it can no longer be cancelled or refunded. Contact the venue if something went wrong.":
    "यह खेल शुरू हो चुका है, इसलिए अब इसे कैंसल या रिफ़ंड नहीं किया जा सकता। कुछ गड़बड़ हुई हो तो वेन्यू से संपर्क करें।",
  "This venue takes bookings up to {days} days ahead: the last date you can book is {last}.":
    "यह वेन्यू {days} दिन पहले तक की बुकिंग लेता है: आप {last} तक की तारीख बुक कर सकते हैं।",
  "You already have {holds} slots on hold. Pay for one or close its payment window, or try again at {time} IST, when your next hold runs out.":
    "आपके {holds} स्लॉट पहले से होल्ड पर हैं। किसी एक का पेमेंट करें या उसकी पेमेंट विंडो बंद करें, या {time} IST पर फिर कोशिश करें, जब आपका अगला होल्ड खत्म होगा।",
  "You have started {orders} checkouts in the last hour. Please try again at {time} IST.":
    "आपने पिछले एक घंटे में {orders} बार चेकआउट शुरू किया है। कृपया {time} IST पर फिर कोशिश करें।",
  "Your hold on this slot ran out a moment ago. To give other players a fair chance, you can hold it again at {time} IST.":
    "इस स्लॉट पर आपका होल्ड अभी-अभी खत्म हुआ है। दूसरे खिलाड़ियों को भी मौका मिले, इसलिए आप इसे {time} IST पर फिर से होल्ड कर सकते हैं।",
  "You have opened the payment for this slot {orders} times. Pay in the window that is open, or try again at {time} IST.":
    "आप इस स्लॉट का पेमेंट {orders} बार खोल चुके हैं। खुली हुई विंडो में पेमेंट करें, या {time} IST पर फिर कोशिश करें।",
  "Name must be at most 100 characters": "नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है",
  "Name must be at least 2 characters": "नाम कम से कम 2 अक्षरों का होना चाहिए",
  "Name is required": "नाम लिखना ज़रूरी है",
  "Please enter a valid email address": "कृपया सही ईमेल पता डालें",
  "Subject must be at most 200 characters": "विषय ज़्यादा से ज़्यादा 200 अक्षरों का हो सकता है",
  "Subject must be at least 5 characters": "विषय कम से कम 5 अक्षरों का होना चाहिए",
  "Subject is required": "विषय लिखना ज़रूरी है",
  "Message must be at most 5000 characters": "संदेश ज़्यादा से ज़्यादा 5000 अक्षरों का हो सकता है",
  "Message must be at least 10 characters": "संदेश कम से कम 10 अक्षरों का होना चाहिए",
  "Message is required": "संदेश लिखना ज़रूरी है",
  "Not found": "नहीं मिला",
  "Too many attempts. Please wait and try again.": "बहुत ज़्यादा कोशिशें हो गईं। कृपया थोड़ा रुककर फिर कोशिश करें।",
  "venueId must be a whole number": "venueId पूरी संख्या होनी चाहिए",
  "venueId must be a number": "venueId एक संख्या होनी चाहिए",
  "date must be a real date like 2026-01-05": "तारीख सही होनी चाहिए, जैसे 2026-01-05",
  "Please select a date and time slot": "कृपया तारीख और टाइम स्लॉट चुनें",
  "Too many add-ons": "बहुत ज़्यादा ऐड-ऑन",
  "Unknown add-on": "यह ऐड-ऑन उपलब्ध नहीं है",
  "addOns must be a list of add-on keys": "addOns ऐड-ऑन की सूची होनी चाहिए",
  "amount must be rupees like 9440.00": "रकम रुपयों में होनी चाहिए, जैसे 9440.00",
  "orderId is required": "orderId ज़रूरी है",
  "paymentId is required": "paymentId ज़रूरी है",
  "signature is required": "signature ज़रूरी है",
  'outcome must be "success" or "failure"': 'outcome "success" या "failure" होना चाहिए',
  "status must be completed or cancelled": "status completed या cancelled होना चाहिए",
  "Keep the reason under 500 characters": "कारण 500 अक्षरों से कम रखें",
  "Enter the 6-digit code from the SMS": "SMS में आया 6 अंकों का कोड डालें",
  "This number has no account yet. Tell us your name to create one.":
    "इस नंबर से अभी कोई अकाउंट नहीं है। अकाउंट बनाने के लिए अपना नाम बताएँ।",
  "Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91":
    "भारतीय मोबाइल नंबर डालें: 6, 7, 8 या 9 से शुरू होने वाले 10 अंक, +91 के साथ या बिना",
  "This venue does not offer the {slot, select, morning {Morning (6 AM – 10 AM)} afternoon {Afternoon (10 AM – 2 PM)} evening {Evening (2 PM – 6 PM)} night {Night (6 PM – 10 PM)} other {{hours}}} slot":
    "यह वेन्यू {slot, select, morning {सुबह (6 AM – 10 AM)} afternoon {दोपहर (10 AM – 2 PM)} evening {शाम (2 PM – 6 PM)} night {रात (6 PM – 10 PM)} other {{hours}}} का स्लॉट नहीं देता",
  "Slot not offered": "यह स्लॉट उपलब्ध नहीं है",
  'This venue has no add-on called "{key}"': 'इस वेन्यू में "{key}" नाम का कोई ऐड-ऑन नहीं है',
  "Choose either {first} or {second}, not both": "{first} या {second} में से एक चुनें, दोनों नहीं",
  "Exclusive add-ons": "इनमें से एक ही ऐड-ऑन चुना जा सकता है",
  "Rating must be a whole number from 1 to 5": "रेटिंग 1 से 5 तक की पूरी संख्या होनी चाहिए",
  "Keep the comment under 1000 characters": "टिप्पणी 1000 अक्षरों से कम रखें",
  "Comment must be text": "टिप्पणी टेक्स्ट में होनी चाहिए",
  "bookingId must be a number": "bookingId एक संख्या होनी चाहिए",
  'Language must be "en" or "hi"': 'भाषा "en" या "hi" होनी चाहिए',
  "An account with this email already exists. Log in, or reset your password if you've forgotten it.":
    "इस ईमेल से पहले से एक अकाउंट है। लॉग इन करें, या पासवर्ड भूल गए हों तो उसे बदलें।",
  "Email address is too long": "ईमेल पता बहुत लंबा है",
  "Enter your email": "अपना ईमेल डालें",
  "Password must be at most 128 characters": "पासवर्ड ज़्यादा से ज़्यादा 128 अक्षरों का हो सकता है",
  "Password is required": "पासवर्ड डालना ज़रूरी है",
  "Enter your mobile number": "अपना मोबाइल नंबर डालें",
  "Full name must be at most 100 characters": "पूरा नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है",
  "Full name is required": "पूरा नाम लिखना ज़रूरी है",
  "Enter a valid email address, like name@example.com": "सही ईमेल पता डालें, जैसे name@example.com",
  "Role must be player or owner": "भूमिका खिलाड़ी या वेन्यू मालिक होनी चाहिए",
  "Password is too long": "पासवर्ड बहुत लंबा है",
  "No reset token found in URL": "लिंक में पासवर्ड बदलने का कोड नहीं मिला",
  "Passwords do not match": "दोनों पासवर्ड मेल नहीं खाते",
  "Current password is required": "मौजूदा पासवर्ड डालना ज़रूरी है",
  "Nothing to update": "बदलने के लिए कुछ नहीं है",
  "bookingUpdates must be true or false": "bookingUpdates true या false होना चाहिए",
  "reminders must be true or false": "reminders true या false होना चाहिए",
  "venueNews must be true or false": "venueNews true या false होना चाहिए",
  "whatsappBookings must be true or false": "whatsappBookings true या false होना चाहिए",
  "This venue changed since you opened it: reload to see the change":
    "आपके खोलने के बाद यह वेन्यू बदल गया है: बदलाव देखने के लिए पेज रीलोड करें",
  "At most 20 other add-ons": "ज़्यादा से ज़्यादा 20 दूसरे ऐड-ऑन",
  "At most 25 add-ons": "ज़्यादा से ज़्यादा 25 ऐड-ऑन",
  "Each add-on can be listed only once": "हर ऐड-ऑन सिर्फ़ एक बार लिखा जा सकता है",
  "Add-ons must be a list of names and prices": "ऐड-ऑन नाम और कीमत की सूची होने चाहिए",
  "Open for at least one whole hour": "कम से कम एक पूरे घंटे के लिए खुला होना चाहिए",
  "At most 30 amenities": "ज़्यादा से ज़्यादा 30 सुविधाएँ",
  "Each amenity must be at most 50 characters": "हर सुविधा ज़्यादा से ज़्यादा 50 अक्षरों की हो सकती है",
  "Amenities must be text": "सुविधाएँ टेक्स्ट में होनी चाहिए",
  "Image URL is too long": "तस्वीर का URL बहुत लंबा है",
  "The same image appears twice": "एक ही तस्वीर दो बार है",
  "A venue can have at most 20 images": "एक वेन्यू में ज़्यादा से ज़्यादा 20 तस्वीरें हो सकती हैं",
  "UPI QR code URL is too long": "UPI QR कोड का URL बहुत लंबा है",
  "Only venues in India can be listed": "सिर्फ़ भारत के वेन्यू ही लिस्ट किए जा सकते हैं",
  "The venue's version is a whole number": "वेन्यू का वर्ज़न एक पूरी संख्या है",
  "Send the venue's version you reviewed (reload the venue to get it)":
    "जिस वर्ज़न को आपने देखा, वेन्यू का वह वर्ज़न भेजें (उसके लिए वेन्यू रीलोड करें)",
  "Status must be pending, approved, rejected or suspended": "स्टेटस pending, approved, rejected या suspended होना चाहिए",
  "The note must be at most 1000 characters": "नोट ज़्यादा से ज़्यादा 1000 अक्षरों का हो सकता है",
  "Only admins can change a venue's status": "वेन्यू का स्टेटस सिर्फ़ एडमिन बदल सकते हैं",
  "Only admins can filter venues by status": "वेन्यू को स्टेटस से सिर्फ़ एडमिन छाँट सकते हैं",
  "Only admins can manage users": "यूज़र्स को सिर्फ़ एडमिन संभाल सकते हैं",
  "Only admins can read contact messages": "संपर्क संदेश सिर्फ़ एडमिन पढ़ सकते हैं",
  "Only admins can run and send payouts": "पेआउट सिर्फ़ एडमिन बना और भेज सकते हैं",
  "Only admins can see and retry background jobs": "बैकग्राउंड काम सिर्फ़ एडमिन देख और दोबारा चला सकते हैं",
  "Only admins can see platform analytics": "प्लेटफ़ॉर्म के आँकड़े सिर्फ़ एडमिन देख सकते हैं",
  "Only admins can see refunds": "रिफ़ंड सिर्फ़ एडमिन देख सकते हैं",
  "Only admins have the admin dashboard": "एडमिन डैशबोर्ड सिर्फ़ एडमिन के लिए है",
  "Only admins review venue changes": "वेन्यू के बदलाव सिर्फ़ एडमिन जाँचते हैं",
  "Only player accounts can book venues": "वेन्यू सिर्फ़ खिलाड़ी अकाउंट से बुक किए जा सकते हैं",
  "Only venue owners and admins can export bookings": "बुकिंग सिर्फ़ वेन्यू मालिक और एडमिन डाउनलोड कर सकते हैं",
  "Only the venue's owner and staff see players' mobiles": "खिलाड़ियों के मोबाइल नंबर सिर्फ़ वेन्यू के मालिक और स्टाफ़ देख सकते हैं",
  "Only venue owners and admins can see venue analytics": "वेन्यू के आँकड़े सिर्फ़ वेन्यू मालिक और एडमिन देख सकते हैं",
  "Only venue owners and admins have an owner dashboard": "मालिक डैशबोर्ड सिर्फ़ वेन्यू मालिकों और एडमिन के लिए है",
  "Only venue owners and admins have payouts": "पेआउट सिर्फ़ वेन्यू मालिकों और एडमिन के लिए हैं",
  "Only venue owners and admins have venue changes": "वेन्यू के बदलाव सिर्फ़ वेन्यू मालिकों और एडमिन के लिए हैं",
  "Only venue owners can change venues": "वेन्यू सिर्फ़ वेन्यू मालिक बदल सकते हैं",
  "Only venue owners can list facilities": "वेन्यू सिर्फ़ वेन्यू मालिक लिस्ट कर सकते हैं",
  "Only venue owners can upload images": "तस्वीरें सिर्फ़ वेन्यू मालिक अपलोड कर सकते हैं",
  "Your account can already list venues": "आपका अकाउंट पहले से वेन्यू लिस्ट कर सकता है",
  "Reset your Crease password": "अपना Crease पासवर्ड बदलें",
  "Hi {name},": "नमस्ते {name},",
  "We received a request to reset the password of your Crease account.":
    "हमें आपके Crease अकाउंट का पासवर्ड बदलने का अनुरोध मिला है।",
  "Open this link within the next hour to choose a new password:": "नया पासवर्ड चुनने के लिए अगले एक घंटे के अंदर यह लिंक खोलें:",
  "If you did not ask for this, ignore this mail: your password stays as it is.":
    "अगर आपने यह अनुरोध नहीं किया, तो इस मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।",
  "{code} is your Crease sign-in code. It expires in {minutes} minutes. Do not share it with anyone.":
    "{code} आपका Crease लॉग इन कोड है। यह {minutes} मिनट में खत्म हो जाएगा। इसे किसी के साथ साझा न करें।",
  "{venue}, {when}. Paid {amount}.": "{venue}, {when}। {amount} का पेमेंट हुआ।",
  "{player} booked {venue}, {when}.": "{player} ने {venue} बुक किया, {when}।",
  "{player} ({mobile}) booked {venue}, {when}.": "{player} ({mobile}) ने {venue} बुक किया, {when}।",
  "Thanks for playing": "खेलने के लिए धन्यवाद",
  "Your game at {venue} ({when}) is complete. How was it? Leave a review on the venue page.":
    "{venue} ({when}) पर आपका खेल पूरा हुआ। कैसा रहा? वेन्यू पेज पर रिव्यू लिखें।",
  "Booking cancelled": "बुकिंग कैंसल हुई",
  "{player} cancelled {venue}, {when}. The slot is free again.":
    "{player} ने {venue}, {when} की बुकिंग कैंसल की। स्लॉट फिर से खाली है।",
  "You cancelled {venue}, {when}. {refund} is being refunded (5-7 business days).":
    "आपने {venue}, {when} की बुकिंग कैंसल की। {refund} का रिफ़ंड किया जा रहा है (5-7 कामकाजी दिन)।",
  "You cancelled {venue}, {when}.": "आपने {venue}, {when} की बुकिंग कैंसल की।",
  "Booking cancelled by the venue": "वेन्यू ने बुकिंग कैंसल की",
  "{venue} cancelled your booking for {when}: “{reason}”. {refund} is being refunded (5-7 business days).":
    "{venue} ने {when} की आपकी बुकिंग कैंसल की: “{reason}”। {refund} का रिफ़ंड किया जा रहा है (5-7 कामकाजी दिन)।",
  "{venue} cancelled your booking for {when}: “{reason}”.": "{venue} ने {when} की आपकी बुकिंग कैंसल की: “{reason}”।",
  "Booking cancelled by Crease": "Crease ने बुकिंग कैंसल की",
  "Crease cancelled your booking at {venue} for {when}: “{reason}”. {refund} is being refunded (5-7 business days).":
    "Crease ने {venue} में {when} की आपकी बुकिंग कैंसल की: “{reason}”। {refund} का रिफ़ंड किया जा रहा है (5-7 कामकाजी दिन)।",
  "Crease cancelled your booking at {venue} for {when}: “{reason}”.":
    "Crease ने {venue} में {when} की आपकी बुकिंग कैंसल की: “{reason}”।",
  "Ask for 1 to 20 of the latest bookings": "ताज़ा बुकिंग में से 1 से 20 तक माँगें",
  "Tell the player why their booking is cancelled.": "खिलाड़ी को बताएँ कि उनकी बुकिंग क्यों कैंसल की जा रही है।",
  "Write a few words the player will understand, at least 3 letters.":
    "कुछ ऐसे शब्द लिखें जो खिलाड़ी समझ सके, कम से कम 3 अक्षर।",
  "Venue changes to review": "जाँचने के लिए वेन्यू के बदलाव",
  "Your changes are live": "आपके बदलाव लागू हो गए हैं",
  "Your changes were not approved": "आपके बदलाव मंज़ूर नहीं हुए",
  "Venue approved": "वेन्यू मंज़ूर हुआ",
  "Venue not approved": "वेन्यू मंज़ूर नहीं हुआ",
  "Venue suspended": "वेन्यू निलंबित किया गया",
  "Venue reactivated": "वेन्यू फिर से चालू हुआ",
  "Venue back in review": "वेन्यू फिर से जाँच में है",
  "New venue to review": "जाँचने के लिए नया वेन्यू",
  "You can choose which emails you get under Profile → Manage notifications.":
    "कौन-से ईमेल आपको मिलें, यह आप प्रोफ़ाइल → सूचनाएँ संभालें में चुन सकते हैं।",
  "Your account type changed": "आपके अकाउंट का प्रकार बदल गया",
  "Your account is active again": "आपका अकाउंट फिर से चालू है",
  "See the booking": "बुकिंग देखें",
  "See your bookings": "अपनी बुकिंग देखें",
  "See your payouts": "अपने पेआउट देखें",
  "Review it": "इसे जाँचें",
  "See your venues": "अपने वेन्यू देखें",
  "See your account": "अपना अकाउंट देखें",
  Morning: "सुबह",
  Afternoon: "दोपहर",
  Evening: "शाम",
  Night: "रात",
  "Booking confirmed": "बुकिंग कन्फ़र्म हो गई",
  "New booking": "नई बुकिंग",
  "{venue} is approved and now visible to players.{hasNote, select, yes { Note from the Crease team: {note}} other {}}":
    "{venue} मंज़ूर हो गया है और अब खिलाड़ियों को दिखता है।{hasNote, select, yes { Crease टीम का नोट: {note}} other {}}",
  "{venue} was not approved.{hasNote, select, yes { Note from the Crease team: {note}} other {}}":
    "{venue} मंज़ूर नहीं हुआ।{hasNote, select, yes { Crease टीम का नोट: {note}} other {}}",
  "{venue} has been suspended and is hidden from players.{hasNote, select, yes { Note from the Crease team: {note}} other {}}":
    "{venue} निलंबित कर दिया गया है और खिलाड़ियों से छिपा है।{hasNote, select, yes { Crease टीम का नोट: {note}} other {}}",
  "{venue} is visible to players again.{hasNote, select, yes { Note from the Crease team: {note}} other {}}":
    "{venue} अब फिर से खिलाड़ियों को दिखता है।{hasNote, select, yes { Crease टीम का नोट: {note}} other {}}",
  "{venue} is back in the review queue.{hasNote, select, yes { Note from the Crease team: {note}} other {}}":
    "{venue} फिर से जाँच की कतार में है।{hasNote, select, yes { Crease टीम का नोट: {note}} other {}}",
  "{venue} ({type, select, ground {Cricket Ground} nets {Practice Nets} box {Box Cricket} other {{type}}}) in {city} is waiting for approval.":
    "{city} का {venue} ({type, select, ground {क्रिकेट ग्राउंड} nets {नेट्स} box {बॉक्स क्रिकेट} other {{type}}}) मंज़ूरी का इंतज़ार कर रहा है।",
  "You are now {role, select, player {a player} owner {a venue owner} admin {an administrator} other {{role}}} on Crease.":
    "अब आप Crease पर {role, select, player {खिलाड़ी} owner {वेन्यू मालिक} admin {एडमिन} other {{role}}} हैं।",
  "You can sign in and use Crease again.": "आप फिर से लॉग इन करके Crease इस्तेमाल कर सकते हैं।",
  "{owner} changed {venue}: the changes wait for your review.":
    "{owner} ने {venue} में बदलाव किए हैं: बदलाव आपकी जाँच का इंतज़ार कर रहे हैं।",
  "An admin approved your changes to {venue}. Players now see them.":
    "एडमिन ने {venue} में आपके बदलाव मंज़ूर कर दिए। अब खिलाड़ी उन्हें देखते हैं।",
  "An admin did not approve your changes to {venue}: {note}": "एडमिन ने {venue} में आपके बदलाव मंज़ूर नहीं किए: {note}",
  // Payout accounts (docs/product/payouts.md#payout-account)
  "Enter the account holder's name as the bank has it": "खाताधारक का नाम वैसे ही लिखें जैसा बैंक में है",
  "Enter the account number: 9 to 18 digits": "खाता नंबर डालें: 9 से 18 अंक",
  "The two account numbers do not match": "दोनों खाता नंबर एक जैसे नहीं हैं",
  "Enter the IFSC: 4 letters, then 0, then 6 letters or digits, like HDFC0001234":
    "IFSC डालें: 4 अक्षर, फिर 0, फिर 6 अक्षर या अंक, जैसे HDFC0001234",
  "Enter a UPI ID like name@okhdfcbank": "UPI ID डालें, जैसे name@okhdfcbank",
  "Enter the PAN: 10 characters like ABCDE1234F": "PAN डालें: 10 अक्षर-अंक, जैसे ABCDE1234F",
  "Enter the GSTIN: 15 characters like 27ABCDE1234F1Z5": "GSTIN डालें: 15 अक्षर-अंक, जैसे 27ABCDE1234F1Z5",
  "A GSTIN starts with a state code from 01 to 38": "GSTIN की शुरुआत 01 से 38 तक के राज्य कोड से होती है",
  "The PAN inside the GSTIN (its characters 3 to 12) must be the PAN given":
    "GSTIN के अंदर का PAN (उसके 3 से 12 तक के अक्षर) ऊपर दिए गए PAN जैसा ही होना चाहिए",
  "This GSTIN's last character does not match the rest: check it for a typing mistake":
    "इस GSTIN का आखिरी अक्षर बाकी से मेल नहीं खाता: देखें कहीं टाइप करने में गलती तो नहीं हुई",
  "Give a bank account (holder, account number and IFSC) or a UPI ID":
    "बैंक खाता (खाताधारक, खाता नंबर और IFSC) या UPI ID दें",
  "Give a bank account or a UPI ID, not both": "बैंक खाता या UPI ID दें, दोनों नहीं",
  "Enter your password to save the payout account": "पेआउट खाता सेव करने के लिए अपना पासवर्ड डालें",
  "The password is not right": "पासवर्ड सही नहीं है",
  "Your account has no password yet: add one before changing where payouts go":
    "आपके अकाउंट का अभी कोई पासवर्ड नहीं है: पेआउट कहाँ जाए, यह बदलने से पहले पासवर्ड बनाएँ",
  "Only venue owners have a payout account": "पेआउट खाता सिर्फ़ वेन्यू मालिकों का होता है",
  "Only admins sending a payout see the full account": "पूरा खाता सिर्फ़ पेआउट भेजने वाले एडमिन देखते हैं",
  "Payout account changed": "पेआउट खाता बदला गया",
  "Payouts now go to {account}. No payout is sent for 24 hours, in case the change was not yours.":
    "अब पेआउट {account} पर जाएँगे। 24 घंटे तक कोई पेआउट नहीं भेजा जाएगा, ताकि अगर यह बदलाव आपने नहीं किया हो तो उसे रोका जा सके।",
  "the bank account {number} (IFSC {ifsc}) of {holder}": "{holder} का बैंक खाता {number} (IFSC {ifsc})",
  "the UPI ID {upi}": "UPI ID {upi}",
  "Your Crease payout account was changed": "आपका Crease पेआउट खाता बदला गया",
  "The account your Crease payouts are sent to was changed at {when}. Payouts now go to {account}.":
    "जिस खाते में आपके Crease पेआउट भेजे जाते हैं, वह {when} पर बदला गया। अब पेआउट {account} पर जाएँगे।",
  "Your next payout waits until {until}, so that a change you did not make can be stopped before any money is sent.":
    "आपका अगला पेआउट {until} तक रुका रहेगा, ताकि अगर यह बदलाव आपने नहीं किया हो तो पैसे भेजे जाने से पहले उसे रोका जा सके।",
  "If you did not make this change, change your password at once and write to us:":
    "अगर यह बदलाव आपने नहीं किया है, तो तुरंत अपना पासवर्ड बदलें और हमें लिखें:",
  "Payout not found": "पेआउट नहीं मिला",
  "This owner's payout account cannot be read with the server's current key. Ask the owner to enter it again.":
    "इस वेन्यू मालिक का पेआउट खाता सर्वर की मौजूदा कुंजी से पढ़ा नहीं जा सकता। वेन्यू मालिक से इसे फिर से डालने को कहें।",
  "This payout is held until {until} (IST): the owner's payout account changed less than 24 hours ago. Send it after that, to the new account.":
    "यह पेआउट {until} (IST) तक रुका है: वेन्यू मालिक का पेआउट खाता 24 घंटे से कम समय पहले बदला गया है। इसके बाद इसे नए खाते में भेजें।",
  // Messages given by a constant's name (the check reads them since issue 24's later wave).
  "That code is not right, or it has expired. Check the SMS or ask for a new code.":
    "यह कोड सही नहीं है या इसकी समय-सीमा खत्म हो गई है। SMS देखें या नया कोड मँगाएँ।",
  "That code is not right, and it has stopped working. Ask for a new code.":
    "यह कोड सही नहीं है, और अब यह काम नहीं करेगा। नया कोड मँगाएँ।",
  "That code is not right. {left, plural, one {# try} other {# tries}} left.":
    "यह कोड सही नहीं है। {left, plural, one {# कोशिश बाकी है} other {# कोशिशें बाकी हैं}}।",
  "If the number can receive SMS, a code is on its way. It works for 5 minutes.":
    "अगर इस नंबर पर SMS आ सकते हैं, तो कोड भेजा जा रहा है। यह 5 मिनट तक काम करेगा।",
  "Your password has been reset. You can now log in with your new password.":
    "आपका पासवर्ड बदल दिया गया है। अब आप नए पासवर्ड से लॉग इन कर सकते हैं।",
  "Password changed. Other devices have been signed out.": "पासवर्ड बदल गया। बाकी डिवाइस से लॉग आउट कर दिया गया है।",
  "This slot is no longer available": "यह स्लॉट अब उपलब्ध नहीं है",
  "Thanks for writing to us. We'll reply within 24 hours.": "हमें लिखने के लिए धन्यवाद। हम 24 घंटे के अंदर जवाब देंगे।",
  "Images must be uploaded through /api/uploads": "फ़ोटो /api/uploads से ही अपलोड करें",
  "Add only photos you uploaded yourself: one of these images was uploaded by someone else":
    "सिर्फ़ अपनी अपलोड की हुई फ़ोटो जोड़ें: इनमें से एक फ़ोटो किसी और ने अपलोड की है",
  "The UPI QR code must be uploaded through /api/uploads": "UPI QR कोड /api/uploads से ही अपलोड करें",
  "Upload your own UPI QR code: this one was uploaded by someone else":
    "अपना UPI QR कोड अपलोड करें: यह किसी और ने अपलोड किया है",
  "You have already reviewed each of your bookings at this venue.":
    "आप इस वेन्यू पर अपनी हर बुकिंग का रिव्यू पहले ही लिख चुके हैं।",
  "You can review a venue after you have played there: a completed booking is needed.":
    "वेन्यू का रिव्यू वहाँ खेलने के बाद ही लिखा जा सकता है: इसके लिए एक पूरी हुई बुकिंग चाहिए।",
  "You can upload at most {files} images at a time": "एक बार में ज़्यादा से ज़्यादा {files} फ़ोटो अपलोड कर सकते हैं",
  "Each image must be at most {megabytes} MB": "हर फ़ोटो ज़्यादा से ज़्यादा {megabytes} MB की हो सकती है",
  'The upload could not be read: send the images as multipart/form-data in the field "files"':
    'अपलोड पढ़ा नहीं जा सका: फ़ोटो multipart/form-data के रूप में "files" फ़ील्ड में भेजें',
  "Only JPEG, PNG or WebP images can be uploaded": "सिर्फ़ JPEG, PNG या WebP फ़ोटो अपलोड हो सकती हैं",
  "This page link has expired. Start again from the first page.": "इस पेज का लिंक पुराना हो गया है। पहले पेज से फिर शुरू करें।",
  // A venue's staff (issue 25; glossary: staff स्टाफ़, desk डेस्क, manager मैनेजर).
  "Only the venue's owner can change where players pay (the UPI QR code)":
    "खिलाड़ी कहाँ पेमेंट करें (UPI QR कोड), यह सिर्फ़ वेन्यू मालिक बदल सकते हैं",
  "This person is not on the venue's staff": "यह व्यक्ति इस वेन्यू के स्टाफ़ में नहीं है",
  "This invitation has expired or was already used. Ask the venue's owner to invite you again.":
    "इस न्योते का समय खत्म हो गया है या यह पहले ही इस्तेमाल हो चुका है। वेन्यू मालिक से फिर से न्योता भेजने को कहें।",
  "This invitation was sent to another email address. Sign in with that email to accept it.":
    "यह न्योता किसी दूसरे ईमेल पते पर भेजा गया था। इसे स्वीकार करने के लिए उसी ईमेल से साइन इन करें।",
  "{owner} invites you to join the staff of {venue} on Crease, as {role, select, manager {manager} other {desk}}.":
    "{owner} आपको Crease पर {venue} के स्टाफ़ में {role, select, manager {मैनेजर} other {डेस्क}} के रूप में जुड़ने का न्योता दे रहे हैं।",
  "Open this link, then sign in or create an account with this email ({email}). The link works for {days} days:":
    "यह लिंक खोलें, फिर इसी ईमेल ({email}) से साइन इन करें या अकाउंट बनाएँ। लिंक {days} दिन तक काम करेगा:",
  "Staff at {venue} on Crease": "Crease पर {venue} का स्टाफ़",
  "Hello,": "नमस्ते,",
  "There is no open invitation to this email at this venue": "इस वेन्यू पर इस ईमेल के लिए कोई खुला न्योता नहीं है",
  "This is the venue owner's own email: owners already manage their venues.":
    "यह वेन्यू मालिक का अपना ईमेल है: मालिक अपने वेन्यू पहले से संभालते हैं।",
  'Role must be "desk" or "manager"': 'रोल "desk" (डेस्क) या "manager" (मैनेजर) होना चाहिए',
  "Enter the email of the person to add": "जिसे जोड़ना है, उसका ईमेल लिखें",
  // Staff invited by SMS (issue 46).
  "Give the person's email or their mobile number, not both": "व्यक्ति का ईमेल या मोबाइल नंबर दें, दोनों नहीं",
  "Enter the email or the mobile number of the person to add": "जिसे जोड़ना है, उसका ईमेल या मोबाइल नंबर लिखें",
  "This is the venue owner's own mobile number: owners already manage their venues.":
    "यह वेन्यू मालिक का अपना मोबाइल नंबर है: मालिक अपने वेन्यू पहले से संभालते हैं।",
  "There is no open invitation to this mobile number at this venue":
    "इस वेन्यू पर इस मोबाइल नंबर के लिए कोई खुला न्योता नहीं है",
  "This invitation was sent to another mobile number. Sign in with that number to accept it, or link it to your account in your profile.":
    "यह न्योता किसी दूसरे मोबाइल नंबर पर भेजा गया था। इसे स्वीकार करने के लिए उसी नंबर से साइन इन करें, या प्रोफ़ाइल में उसे अपने अकाउंट से जोड़ें।",
  "{owner} invites you to the staff of {venue} on Crease as {role, select, manager {manager} other {desk}}. Open this link and sign in with this mobile number within {days} days: {link}":
    "{owner} आपको Crease पर {venue} के स्टाफ़ में {role, select, manager {मैनेजर} other {डेस्क}} के रूप में जुड़ने का न्योता दे रहे हैं। यह लिंक खोलें और {days} दिन के अंदर इसी मोबाइल नंबर से साइन इन करें: {link}",
  "This invitation link is not valid": "यह न्योते का लिंक सही नहीं है",
  "This invitation link is not complete: open the link from the mail again":
    "न्योते का लिंक अधूरा है: मेल में दिया लिंक फिर से खोलें",
  "Open the venue dashboard": "वेन्यू डैशबोर्ड खोलें",
  "Only the venue's owner can manage its staff": "वेन्यू का स्टाफ़ सिर्फ़ उसके मालिक संभाल सकते हैं",
  "You can only manage the staff of your own venues": "आप सिर्फ़ अपने वेन्यू का स्टाफ़ संभाल सकते हैं",
  "Only the venue's owner can see its activity": "वेन्यू की गतिविधि सिर्फ़ उसके मालिक देख सकते हैं",
  "You can only see the activity of your own venues": "आप सिर्फ़ अपने वेन्यू की गतिविधि देख सकते हैं",
  "The staff member's user id must be a number": "स्टाफ़ सदस्य की यूज़र id एक संख्या होनी चाहिए",
  // Price rules (docs/product/venues.md, "Prices and price rules")
  "Only venue owners can set prices": "सिर्फ़ वेन्यू मालिक कीमतें तय कर सकते हैं",
  "You can only set prices for your own venues": "आप सिर्फ़ अपने वेन्यू की कीमतें तय कर सकते हैं",
  "Send the price rules as a list of at most 50 rules": "कीमत के नियम एक सूची में भेजें, ज़्यादा से ज़्यादा 50 नियम",
  "Choose one of this venue's courts": "इस वेन्यू का कोई कोर्ट चुनें",
  "Choose days of the week as numbers from 0 (Sunday) to 6 (Saturday)":
    "हफ़्ते के दिन 0 (रविवार) से 6 (शनिवार) तक के नंबर से चुनें",
  "Enter the start of the time band as HH:MM, like 18:00": "समय की रेंज की शुरुआत HH:MM में लिखें, जैसे 18:00",
  "Enter the end of the time band as HH:MM, like 22:00 (24:00 for midnight)":
    "समय की रेंज का अंत HH:MM में लिखें, जैसे 22:00 (आधी रात के लिए 24:00)",
  "The time band must end after it starts": "समय की रेंज शुरू होने के बाद ही खत्म होनी चाहिए",
  "Give both the start and the end of the time band": "समय की रेंज की शुरुआत और अंत दोनों लिखें",
  "Enter each date as a real date, like 2026-11-08 (at most 60 dates in a rule)":
    "हर तारीख सही तारीख के रूप में लिखें, जैसे 2026-11-08 (एक नियम में ज़्यादा से ज़्यादा 60 तारीखें)",
  "Enter the price in rupees: above ₹0 and at most ₹10,00,000, with at most two decimals":
    "कीमत रुपये में लिखें: ₹0 से ज़्यादा और ₹10,00,000 तक, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक",
  "A rule needs days of the week, a time band, dates or a court":
    "नियम में हफ़्ते के दिन, समय की रेंज, तारीखें या कोर्ट में से कुछ होना चाहिए",
  "Enter the first day of the grid as a real date, like 2026-01-05":
    "तालिका का पहला दिन सही तारीख के रूप में लिखें, जैसे 2026-01-05",
  ...HINDI_REPORTS_AND_FORMS,
  ...HINDI_COURTS,
  ...HINDI_DESK,
  ...HINDI_RESCHEDULE,
  ...HINDI_WAITLIST,
  ...HINDI_CREDIT,
  ...HINDI_SPLITS,
  ...HINDI_OPERATIONS,
  ...HINDI_SERIES,
  ...HINDI_OFFERS,
  ...HINDI_DOCUMENTS,
  ...HINDI_INVOICES,
  ...HINDI_RECEIPTS,
  ...HINDI_CLI,
  ...HINDI_CALENDARS,
  ...HINDI_ACCOUNTS,
};
