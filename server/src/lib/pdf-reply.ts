import type { FastifyReply } from "fastify";

/**
 * A document's PDF as a download (invoices, notes, receipts): its file name, and never cached, as
 * it is one person's money document.
 */
export function sendPdf(reply: FastifyReply, file: { pdf: Buffer; fileName: string }) {
  return reply
    .type("application/pdf")
    .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
    .header("Cache-Control", "no-store")
    .send(file.pdf as never); // the bytes are the PDF itself
}
