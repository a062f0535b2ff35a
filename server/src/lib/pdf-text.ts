/**
 * Only what the embedded font can draw (docs/product/invoices.md, "Names the font cannot draw").
 * The PDFs write in Noto Sans Devanagari (pdf-table.ts): Latin, Devanagari, digits, "₹" and the
 * usual punctuation. A name people typed may hold more, an emoji most often ("Shivaji 🏏
 * Ground"), which the font would draw as an empty box; such characters are left out instead,
 * and the spaces around them closed up ("Shivaji Ground"). The database keeps the name as typed.
 */

/** Kept with the text around them, dropped with a left-out character beside them. */
const FILLERS = new Set([" ", "\u200c", "\u200d"]);
const LINE_BREAK = /[\r\n]/;
/**
 * What follows a word without a space before it: "Road, Mumbai", "(Gate 2)", "है।" (the danda as
 * an escape: the server build keeps its code in Latin-1, server/build.mjs).
 */
const CLOSING = /[\s,.;:!?)\]}\u0964]/u;

/**
 * `text` without the characters `canDraw` refuses: a run of them with the spaces (and joiners)
 * around it becomes one space between two words, nothing at the start or end of a line or before
 * a comma or a closing bracket, and nothing inside a word. Control characters (line breaks) are the layout's, never left out.
 */
export function drawableText(text: string, canDraw: (codePoint: number) => boolean): string {
  const chars = Array.from(text);
  const dropped = chars.map((char) => {
    const codePoint = char.codePointAt(0) ?? 0;
    return codePoint >= 0x20 && !canDraw(codePoint);
  });
  if (!dropped.includes(true)) return text;

  let out = "";
  let i = 0;
  while (i < chars.length) {
    const char = chars[i] ?? "";
    if (!dropped[i] && !FILLERS.has(char)) {
      out += char;
      i++;
      continue;
    }
    // A run of fillers and left-out characters: kept as written when nothing in it is left out.
    let end = i;
    let leftOut = false;
    let spaced = false;
    while (end < chars.length && (dropped[end] || FILLERS.has(chars[end] ?? ""))) {
      leftOut ||= dropped[end] === true;
      spaced ||= chars[end] === " ";
      end++;
    }
    if (!leftOut) out += chars.slice(i, end).join("");
    else {
      const lineEdge = out === "" || LINE_BREAK.test(out.at(-1) ?? "") || end === chars.length;
      if (spaced && !lineEdge && !CLOSING.test(chars[end] ?? "")) out += " ";
    }
    i = end;
  }
  return out;
}

/** The face pdfkit is writing in: its fontkit font, which knows its own character map. */
interface CurrentFace {
  _font?: { font?: { hasGlyphForCodePoint?: (codePoint: number) => boolean } };
}

/**
 * Makes every `doc.text(…)` of this document leave out what its current face cannot draw: one
 * place for every PDF (invoices, receipts, the day sheet, payout statements), so a new line of
 * text cannot forget it. The face is pdfkit's own (its `_font`), the one the text is drawn in.
 */
export function drawOnlyWhatTheFontHas(doc: PDFKit.PDFDocument): void {
  const text = doc.text;
  doc.text = function (this: PDFKit.PDFDocument, value: unknown, ...rest: unknown[]) {
    const face = (doc as unknown as CurrentFace)._font?.font;
    const has = face?.hasGlyphForCodePoint?.bind(face);
    const drawn = typeof value === "string" && has ? drawableText(value, has) : value;
    return Reflect.apply(text, doc, [drawn, ...rest]);
  } as PDFKit.PDFDocument["text"];
}
