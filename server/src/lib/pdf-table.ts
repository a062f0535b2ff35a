import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type PDFKitDocument from "pdfkit";
import { drawOnlyWhatTheFontHas } from "./pdf-text";

/**
 * What the A4 PDFs (invoices, receipts, payout statements, the desk's day sheet) share: a
 * document whose bytes are collected, written in an embedded font that has Devanagari as well as
 * Latin and leaving out what that font cannot draw (pdf-text.ts), a table's header row, and the
 * invoices' labelled fields and total lines (decision 030).
 */

/** A column of a report's table on an A4 page (595 pt wide, 40 pt margins). */
export interface PdfColumn {
  title: string;
  x: number;
  width: number;
  right?: boolean;
}

/**
 * The reports' faces, by the names `doc.font()` takes. Noto Sans Devanagari also draws Latin,
 * digits and "₹", so one font writes a Hindi label, a name in either script and an amount, and
 * fontkit shapes the Devanagari (conjuncts, the "ि" before its consonant, the reph above).
 */
export const FONT = { regular: "NotoSansDevanagari_400Regular", bold: "NotoSansDevanagari_700Bold" } as const;

const FONT_PACKAGE = "@expo-google-fonts/noto-sans-devanagari";
const resolveFrom = createRequire(import.meta.url);

/**
 * The face's TrueType file: in the built server, dist/fonts (server/build.mjs copies it there);
 * from the sources, the npm package's own file.
 */
function fontFile(face: string): string {
  const built = path.join(import.meta.dirname, "fonts", `${face}.ttf`);
  if (existsSync(built)) return built;
  return resolveFrom.resolve(`${FONT_PACKAGE}/${face.split("_")[1]}/${face}.ttf`);
}

// Read once (about 220 KB each); every document embeds only the glyphs it uses.
const fontBytes = new Map<string, Buffer>();
function font(face: string): Buffer {
  let bytes = fontBytes.get(face);
  if (!bytes) {
    bytes = readFileSync(fontFile(face));
    fontBytes.set(face, bytes);
  }
  return bytes;
}

const inr = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A table's amount, "1,32,000.00": Indian grouping, always paise; the titles say they are rupees. */
export const amount = (rupees: string | number) => inr.format(Number(rupees));

// pdfkit and fontkit take about a tenth of a second to load, and most starts never draw a PDF:
// loaded with the first document instead of at start-up (docs/performance-diary.md).
let pdfkit: Promise<typeof PDFKitDocument> | undefined;

/** An A4 document titled `title`, writing in FONT.regular, and its bytes once `doc.end()` is called. */
export async function a4Document(title: string): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  pdfkit ??= import("pdfkit").then((module) => module.default);
  const PDFDocument = await pdfkit;
  const doc = new PDFDocument({ size: "A4", margin: 40, info: { Title: title, Author: "Crease" } });
  for (const face of Object.values(FONT)) doc.registerFont(face, font(face));
  doc.font(FONT.regular);
  drawOnlyWhatTheFontHas(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

/** The table's header row with a rule under it; the body's font follows. */
export function tableHeader(doc: PDFKit.PDFDocument, columns: readonly PdfColumn[]): void {
  const y = doc.y;
  doc.font(FONT.bold).fontSize(9).fillColor("#475569");
  let bottom = y;
  for (const c of columns) {
    doc.text(c.title, c.x, y, { width: c.width, align: c.right ? "right" : "left" });
    bottom = Math.max(bottom, doc.y);
  }
  doc.y = bottom;
  doc
    .moveTo(40, doc.y + 2)
    .lineTo(555, doc.y + 2)
    .strokeColor("#cbd5e1")
    .stroke();
  doc.moveDown(0.4).fillColor("#0f172a").font(FONT.regular);
}

/** A label and its value on one line ("Number: CR/…"), the label in bold. */
export function field(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc.font(FONT.bold).text(`${label}: `, { continued: true }).font(FONT.regular).text(value);
}

/** One line of the totals: the label at the left, the amount at the right. */
export function totalLine(doc: PDFKit.PDFDocument, label: string, value: string, strong = false): void {
  const y = doc.y;
  doc.font(strong ? FONT.bold : FONT.regular).text(label, 300, y, { width: 150 });
  doc.text(value, 450, y, { width: 105, align: "right" });
}
