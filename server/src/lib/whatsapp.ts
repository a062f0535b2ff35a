import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * WhatsApp messages by the WhatsApp Cloud API protocol (docs/decisions/024-whatsapp.md): a
 * business-initiated message is an approved template, sent as
 * `POST {WHATSAPP_API_URL}/{phone-number-id}/messages` with a bearer token. Without a token each
 * message is written to DATA_DIR/outbox as `<time>-<random>.whatsapp.json` (the body that would
 * be sent, and the number), as mail is without SMTP. Messages are sent by the job queue's
 * `whatsapp.send` job, so a provider outage is retried with backoff.
 */

/** The Cloud API's template message (graph.facebook.com `/{phone-number-id}/messages`). */
export interface TemplateMessageBody {
  messaging_product: "whatsapp";
  recipient_type: "individual";
  /** The number in international form without +, as the API takes it: "919876543210". */
  to: string;
  type: "template";
  template: {
    name: string;
    language: { code: "en" | "hi" };
    components: { type: "body"; parameters: { type: "text"; text: string }[] }[];
  };
}

/** What a `whatsapp.send` job carries: the stored number ("+919876543210") and the body to send. */
export interface WhatsAppMessage {
  number: string;
  body: TemplateMessageBody;
}

/** The Cloud API refuses a template parameter above 1024 characters or with a newline or tab. */
function parameterText(text: string): string {
  return text
    .replace(/[\n\t]+/g, " ")
    .replace(/ {5,}/g, "    ")
    .slice(0, 1024);
}

/** A template message to a stored number, with the template's body parameters in order ({{1}}, {{2}} …). */
export function templateMessage(
  number: string,
  template: string,
  language: "en" | "hi",
  parameters: string[],
): WhatsAppMessage {
  return {
    number,
    body: {
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: number.replace(/\D/g, ""),
      type: "template",
      template: {
        name: template,
        language: { code: language },
        components: [
          { type: "body", parameters: parameters.map((text) => ({ type: "text", text: parameterText(text) })) },
        ],
      },
    },
  };
}

export interface WhatsAppSender {
  readonly mode: "cloud" | "outbox";
  /** Sends (or writes) one message; throws when the provider refuses it, so its job is tried again. */
  send(message: WhatsAppMessage): Promise<void>;
}

interface Logger {
  info(obj: object, msg: string): void;
}

export function createWhatsAppSender(options: {
  /** Both, or neither (then the outbox). */
  cloud?: { token: string; phoneNumberId: string; apiUrl: string };
  outboxDir: string;
  log: Logger;
}): WhatsAppSender {
  const { cloud } = options;
  if (!cloud) {
    let ready: Promise<unknown> | undefined;
    return {
      mode: "outbox",
      async send(message) {
        ready ??= mkdir(options.outboxDir, { recursive: true });
        await ready;
        const stamp = new Date().toISOString().replace(/[:.]/g, "-");
        const file = path.join(options.outboxDir, `${stamp}-${randomBytes(4).toString("hex")}.whatsapp.json`);
        await writeFile(file, `${JSON.stringify(message, null, 2)}\n`);
        options.log.info({ template: message.body.template.name, file }, "WhatsApp message written to outbox");
      },
    };
  }
  const url = `${cloud.apiUrl.replace(/\/$/, "")}/${encodeURIComponent(cloud.phoneNumberId)}/messages`;
  return {
    mode: "cloud",
    async send(message) {
      const response = await fetch(url, {
        method: "POST",
        headers: { authorization: `Bearer ${cloud.token}`, "content-type": "application/json" },
        body: JSON.stringify(message.body),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        // Graph API errors are { error: { message, code } }; the token is never in what is kept.
        const answer = (await response.json().catch(() => null)) as {
          error?: { message?: string; code?: number };
        } | null;
        const detail = answer?.error ? `${answer.error.code ?? ""} ${answer.error.message ?? ""}`.trim() : "";
        throw new Error(`WhatsApp Cloud API answered ${response.status}${detail ? `: ${detail}` : ""}`);
      }
      options.log.info({ template: message.body.template.name }, "WhatsApp message sent");
    },
  };
}
