import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { TestContext } from "./app";

// The mails a test app wrote (DATA_DIR/outbox, with the real mailer), read as a person sees them.

/** The mail to `to` in DATA_DIR/outbox, its subject and text decoded (the mail thread writes it after the job hands it over). */
export async function mailTo(app: Pick<TestContext, "config">, to: string): Promise<{ subject: string; text: string }> {
  const outbox = path.join(app.config.dataDir, "outbox");
  for (let waited = 0; waited < 10_000; waited += 50) {
    const files = (() => {
      try {
        return readdirSync(outbox).filter((file) => file.endsWith(".eml"));
      } catch {
        return [];
      }
    })();
    for (const file of files) {
      const eml = readFileSync(path.join(outbox, file), "utf8");
      if (eml.includes(`To: ${to}`)) return decodeMail(eml);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} in ${outbox}`);
}

function decodeMail(eml: string): { subject: string; text: string } {
  const [head = "", ...rest] = eml.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const subjectLine = /^Subject: (.*)$/m.exec(unfolded)?.[1] ?? "";
  const subject = subjectLine
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
  const body = rest.join("\n\n");
  const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(unfolded)?.[1]?.trim().toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : body;
  return { subject, text: text.replace(/\r\n/g, "\n") };
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
