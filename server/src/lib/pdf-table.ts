import PDFDocument from "pdfkit";

/**
 * What the A4 reports (payout statements, the desk's day sheet) share: a document whose bytes
 * are collected, text the built-in fonts can write, and a table's header row.
 */

/** A column of a report's table on an A4 page (595 pt wide, 40 pt margins). */
export interface PdfColumn {
  title: string;
  x: number;
  width: number;
  right?: boolean;
}

/** The built-in fonts write Latin-1 (and a few marks of WinAnsi) only: anything else (a name in Devanagari) shows as "?", never as garbage. */
export const latin = (text: string) =>
  text.replace(/[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\n]/g, "?");

/** An A4 document titled `title`, and its bytes once `doc.end()` is called. */
export function a4Document(title: string): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: "A4", margin: 40, info: { Title: latin(title), Author: "Crease" } });
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
  doc.font("Helvetica-Bold").fontSize(9).fillColor("#475569");
  for (const c of columns) doc.text(c.title, c.x, y, { width: c.width, align: c.right ? "right" : "left" });
  doc
    .moveTo(40, doc.y + 2)
    .lineTo(555, doc.y + 2)
    .strokeColor("#cbd5e1")
    .stroke();
  doc.moveDown(0.4).fillColor("#0f172a").font("Helvetica");
}
