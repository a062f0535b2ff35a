/**
 * The server's Hindi for signing in safely (docs/SECURITY.md, issue 44): the admin's second factor,
 * linking the mobile number that signs in, and its mail. Words from docs/product/glossary.md;
 * `{names}` stay.
 */
export const HINDI_ACCOUNTS: Record<string, string> = {
  "Finish signing in first: administrators confirm their sign-in with a code sent by SMS to their linked mobile number.":
    "पहले लॉग इन पूरा करें: एडमिन अपने जुड़े मोबाइल नंबर पर SMS से भेजे गए कोड से लॉग इन की पुष्टि करते हैं।",
  "Administrators confirm every sign-in with a code sent by SMS. Link your mobile number to finish signing in.":
    "एडमिन हर लॉग इन की पुष्टि SMS से भेजे गए कोड से करते हैं। लॉग इन पूरा करने के लिए अपना मोबाइल नंबर जोड़ें।",
  "Enter your password": "अपना पासवर्ड डालें",
  "Enter your password to link a mobile number": "मोबाइल नंबर जोड़ने के लिए अपना पासवर्ड डालें",
  "Enter the code sent to the number that signs in to your account now":
    "वह कोड डालें जो अभी आपके अकाउंट में लॉग इन करने वाले नंबर पर भेजा गया है",
  "A mobile number now signs in to your Crease account": "अब एक मोबाइल नंबर से आपके Crease अकाउंट में लॉग इन होता है",
  "The mobile number {phone} was linked to your Crease account at {when}. It can now sign in with a code sent to it.":
    "मोबाइल नंबर {phone} को {when} पर आपके Crease अकाउंट से जोड़ा गया। अब इस पर भेजे गए कोड से लॉग इन किया जा सकता है।",
  "If this was not you, reset your password now: the reset signs every device out and lets you remove the number.":
    "अगर यह आपने नहीं किया, तो अभी अपना पासवर्ड रीसेट करें: रीसेट से हर डिवाइस लॉग आउट हो जाता है और आप यह नंबर हटा सकते हैं।",
  "Your Crease password was changed": "आपके Crease अकाउंट का पासवर्ड बदला गया",
  "The password of your Crease account was changed at {when}. Other devices were signed out.":
    "आपके Crease अकाउंट का पासवर्ड {when} पर बदला गया। बाकी डिवाइस से लॉग आउट कर दिया गया।",
  "The mobile number that signed in to your account was removed.":
    "जिस मोबाइल नंबर से आपके अकाउंट में लॉग इन होता था, उसे हटा दिया गया।",
};
