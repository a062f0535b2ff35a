/**
 * The server's Hindi for invoices and credit notes (docs/product/invoices.md, decision 033): the
 * PDFs' labels and notes, and the invoices routes' refusals. Tax words as Indian GST documents
 * print them in Hindi (कर बीजक, आपूर्ति का बिल, क्रेडिट नोट, आपूर्ति का स्थान); CGST, SGST, IGST,
 * GSTIN and SAC stay as they are.
 */
export const HINDI_INVOICES: Record<string, string> = {
  "Tax invoice": "टैक्स इनवॉइस (कर बीजक)",
  "Bill of supply": "आपूर्ति का बिल (बिल ऑफ़ सप्लाई)",
  "Credit note": "क्रेडिट नोट",
  "Debit note": "डेबिट नोट",
  "Difference paid to move the booking to a dearer slot": "बुकिंग को महँगे स्लॉट पर ले जाने के लिए चुकाया गया अंतर",
  Number: "नंबर",
  "Against invoice": "इनवॉइस के बदले",
  "{number} of {date}": "{number}, दिनांक {date}",
  Supplier: "सेवा देने वाला",
  "Trading as {name}": "व्यापारिक नाम: {name}",
  "Not registered under GST": "GST में पंजीकृत नहीं",
  "Billed to": "बिल पाने वाला",
  "Place of supply": "आपूर्ति का स्थान",
  Description: "विवरण",
  "Taxable value": "कर-योग्य मूल्य",
  Price: "कीमत",
  "Discount (credit bonus)": "छूट (क्रेडिट बोनस)",
  "Cricket venue booking #{id}": "क्रिकेट वेन्यू बुकिंग #{id}",
  "Refund of the booking's payment": "बुकिंग के भुगतान का रिफ़ंड",
  "Total refunded": "कुल रिफ़ंड",
  "Paid online": "ऑनलाइन चुकाए",
  "Paid with venue credit": "वेन्यू क्रेडिट से चुकाए",
  "Due at the venue": "वेन्यू पर चुकाना है",
  "The supplier is not registered under GST, so this is a bill of supply and shows no GST.":
    "सेवा देने वाला GST में पंजीकृत नहीं है, इसलिए यह आपूर्ति का बिल है और इसमें GST नहीं दिखाया गया है।",
  "The supplier is not registered under GST, so this note shows no GST.":
    "सेवा देने वाला GST में पंजीकृत नहीं है, इसलिए इस नोट में GST नहीं दिखाया गया है।",
  "Prices include GST. Reverse charge: No.": "कीमतों में GST शामिल है। रिवर्स चार्ज: नहीं।",
  "Issued through Crease on behalf of the supplier. Computer-generated; no signature needed. Amounts in rupees (₹).":
    "सेवा देने वाले की ओर से Crease के ज़रिए जारी। कंप्यूटर से बना दस्तावेज़; हस्ताक्षर की ज़रूरत नहीं। रकम रुपये (₹) में।",
  "This booking has no invoice yet: an invoice is issued when a payment made online or with venue credit confirms the booking.":
    "इस बुकिंग का अभी कोई इनवॉइस नहीं है: ऑनलाइन या वेन्यू क्रेडिट से भुगतान होकर बुकिंग पक्की होने पर इनवॉइस जारी होता है।",
  "This booking has no credit note: one is issued once its refund has been sent.":
    "इस बुकिंग का कोई क्रेडिट नोट नहीं है: रिफ़ंड भेजे जाने के बाद क्रेडिट नोट जारी होता है।",
  "This booking has no debit note: one is issued when a move to a dearer slot is paid.":
    "इस बुकिंग का कोई डेबिट नोट नहीं है: महँगे स्लॉट पर ले जाने का भुगतान होने पर डेबिट नोट जारी होता है।",
  "Only venue owners and admins have an invoices list": "इनवॉइस की सूची सिर्फ़ वेन्यू मालिकों और एडमिन के लिए है",
  "Invoice not found": "इनवॉइस नहीं मिला",
  "limit must be a whole number from 1 to 500": "limit 1 से 500 तक की कोई पूरी संख्या होनी चाहिए",
};
