import { inflateSync } from "node:zlib";

/**
 * The text a PDF drawn by pdfkit shows, line by line as a reader copying it would get it: each
 * embedded font's glyph ids read back through its ToUnicode map. Enough for the reports' tests
 * (server/src/lib/pdf-table.ts), not a general PDF reader. Glyphs come in drawing order, so a
 * reordered Devanagari sign (the "ि" drawn before its consonant) reads in that order.
 */
export function pdfText(pdf: Buffer): string {
  const objects = objectsOf(pdf);

  // Font resource name (/F1) → glyph id → its text.
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values())
    for (const m of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(m[2] ?? "")?.dict ?? "");
      if (!toUnicode || fonts.has(m[1] ?? "")) continue;
      const glyphs = new Map<number, string>();
      const cmap = objects.get(toUnicode[1] ?? "")?.stream ?? "";
      for (const range of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
        const entries = [...(range[2] ?? "").matchAll(/<([^>]*)>/g)];
        entries.forEach((entry, i) => {
          const units = (entry[1] ?? "").split(/\s+/).map((hex) => Number.parseInt(hex, 16));
          glyphs.set(Number.parseInt(range[1] ?? "0", 16) + i, String.fromCharCode(...units));
        });
      }
      fonts.set(m[1] ?? "", glyphs);
    }

  // One text object (BT … ET) is one line drawn; pdfkit breaks a line into several TJ where a
  // glyph is moved (a mark placed above or below), so a line's TJ are joined.
  const lines: string[] = [];
  for (const { dict, stream } of objects.values()) {
    // A page's content: not a font file (/Length1), an image or a font's part (/Type, /Subtype), a CMap.
    const content = /\/Type|\/Subtype|\/Length1|\/CIDInit/.test(dict + stream.slice(0, 40)) ? "" : stream;
    let glyphs: Map<number, string> | undefined;
    for (const block of content.split(/\bET\b/)) {
      let line = "";
      for (const op of block.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
        if (op[1]) glyphs = fonts.get(op[1]);
        const hex = [...(op[2] ?? "").matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join("");
        for (const id of hex.match(/.{4}/g) ?? []) line += glyphs?.get(Number.parseInt(id, 16)) ?? "\uFFFD";
      }
      if (line) lines.push(line);
    }
  }
  return lines.join("\n");
}

type PdfObjects = Map<string, { dict: string; stream: string }>;

/** Each object where the cross-reference table says it starts: its dictionary, and its stream inflated. */
function objectsOf(pdf: Buffer): PdfObjects {
  const text = pdf.toString("latin1");
  // Each object where the cross-reference table says it starts: its dictionary, and its stream's
  // bytes by their /Length (a font file's bytes may hold anything, "endobj" included).
  const objects: PdfObjects = new Map();
  const xrefAt = text.lastIndexOf("\nxref") + 1;
  const xref = /^xref\s+0 (\d+)\s+/.exec(text.slice(xrefAt));
  const table = xrefAt + (xref?.[0].length ?? 0);
  for (let n = 1; n < Number(xref?.[1] ?? 0); n++) {
    const at = Number(text.slice(table + n * 20, table + n * 20 + 10));
    const head = /^(\d+) 0 obj\s*([\s\S]*?)(stream\r?\n|endobj)/.exec(text.slice(at, at + 4000));
    if (!head) continue;
    const dict = head[2] ?? "";
    let stream = "";
    if (head[3]?.startsWith("stream")) {
      const from = at + head[0].length;
      const bytes = pdf.subarray(from, from + Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0));
      stream = (dict.includes("/FlateDecode") ? inflateSync(bytes) : bytes).toString("latin1");
    }
    objects.set(head[1] ?? "", { dict, stream });
  }
  return objects;
}

/**
 * How many glyphs the PDF draws that its font does not have: pdfkit draws a character missing
 * from the font as the font's glyph 0 (.notdef, an empty box), and a subset keeps it as id 0.
 */
export function undrawableGlyphs(pdf: Buffer): number {
  const objects = objectsOf(pdf);
  let count = 0;
  for (const { dict, stream } of objects.values()) {
    if (/\/Type|\/Subtype|\/Length1|\/CIDInit/.test(dict + stream.slice(0, 40))) continue;
    for (const op of stream.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...(op[1] ?? "").matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join("");
      count += (hex.match(/.{4}/g) ?? []).filter((id) => Number.parseInt(id, 16) === 0).length;
    }
  }
  return count;
}
