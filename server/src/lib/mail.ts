import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** "outbox" when mails go to files (no SMTP_URL): links are then logged too. */
  readonly mode: "smtp" | "outbox";
  send(mail: Mail): Promise<void>;
}

interface Logger {
  info(obj: object, msg: string): void;
}

/**
 * SMTP_URL sends through a real SMTP server. Without it, each mail is written to
 * DATA_DIR/outbox as an .eml file (nodemailer's own MIME output) and logged.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: Logger }): Mailer {
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  let outboxReady: Promise<unknown> | undefined;
  return {
    mode: options.smtpUrl ? "smtp" : "outbox",
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      if (options.smtpUrl) {
        options.log.info({ to: mail.to, subject: mail.subject }, "mail sent");
        return;
      }
      outboxReady ??= mkdir(options.outboxDir, { recursive: true });
      await outboxReady;
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`,
      );
      // Not writeFileSync: two mails per booking must not stall every other request on the disk.
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      options.log.info({ to: mail.to, subject: mail.subject, file }, "mail written to outbox");
    },
  };
}
