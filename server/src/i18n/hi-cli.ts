/**
 * The Hindi of the operator's command line (`npm run admin -- promote … --lang hi`,
 * server/src/admin-cli.ts). Commands, options and placeholders stay in Latin letters: they are
 * what the operator types.
 */
export const HINDI_CLI: Record<string, string> = {
  "Manage the Crease admin account.\n\nUsage: npm run admin -- promote <email> [--password PASSWORD] [--lang hi]\n\n  promote <email>       make the account with this email an active admin; its sessions end\n                        and its open connections close on every running server\n  --password PASSWORD   the account's new password (at least 8 characters); without it a\n                        random one is generated and printed once\n  --lang en|hi          the language of these messages (else CREASE_LANG, else LANG, else English)\n  -h, --help            this text":
    "Crease का एडमिन अकाउंट संभालें।\n\nइस्तेमाल: npm run admin -- promote <email> [--password PASSWORD] [--lang hi]\n\n  promote <email>       इस ईमेल वाले अकाउंट को एक्टिव एडमिन बनाएँ; उसके सेशन खत्म होंगे\n                        और हर चल रहे सर्वर पर उसके खुले कनेक्शन बंद होंगे\n  --password PASSWORD   अकाउंट का नया पासवर्ड (कम से कम 8 अक्षर); न दें तो एक\n                        रैंडम पासवर्ड बनेगा और एक बार दिखाया जाएगा\n  --lang en|hi          इन संदेशों की भाषा (वरना CREASE_LANG, वरना LANG, वरना अंग्रेज़ी)\n  -h, --help            यही जानकारी",
  "--password must be at least 8 characters": "--password कम से कम 8 अक्षरों का होना चाहिए",
  "{email} is now an active admin. Its sessions have ended.": "{email} अब एक्टिव एडमिन है। उसके सभी सेशन खत्म कर दिए गए।",
  "New password (shown once): {password}": "नया पासवर्ड (सिर्फ़ एक बार दिखेगा): {password}",
};
