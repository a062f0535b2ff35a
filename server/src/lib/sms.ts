import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Language, PHONE_CODE } from "@crease/core";
import type { Config } from "../config";
import { translate } from "../i18n";
import { unseal } from "./tokens";

/**
 * One SMS: a sign-in code to a +91 number. India's TRAI rules (DLT) let a business send only the
 * texts it registered as templates, so a message is a template and its variable, not free text:
 * `text` is what the registered template reads with the code in it (the outbox writes it; MSG91
 * fills its own copy of the template from `code`).
 */
export interface Sms {
  to: string;
  /** The template's variable: the sign-in code, or a staff invitation's link. */
  code: string;
  text: string;
  /** Which registered template: a sign-in code (the default) or a staff invitation (issue 46). */
  template?: "staff-invitation";
}

export interface SmsSender {
  readonly mode: "outbox" | "msg91";
  /** Resolves once the provider took the message; throws to have the job tried again. */
  send(sms: Sms): Promise<void>;
}

/** The registered template, with the code in it (the outbox and the logs' wording). */
export function signInCodeText(code: string, language: Language = "en"): string {
  return translate(language, {
    message: "{code} is your Crease sign-in code. It expires in {minutes} minutes. Do not share it with anyone.",
    values: { code, minutes: PHONE_CODE.lifeMinutes },
  });
}

/** Offline and in tests: one file per message in DATA_DIR/outbox, beside the mails. */
export function outboxSms(outboxDir: string): SmsSender {
  return {
    mode: "outbox",
    async send(sms) {
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString("hex")}.sms.txt`);
      await writeFile(file, `To: ${sms.to}\n\n${sms.text}\n`, { mode: 0o600 });
    },
  };
}

/**
 * MSG91's Flow API (POST /api/v5/flow): the template id names a template that MSG91 maps to its
 * DLT template id and sender header; the recipient carries the template's variables (`otp`).
 * MSG91 answers 200 with `{ type: "success" }`, or `{ type: "error", message }`.
 */
export function msg91Sms(options: {
  authKey: string;
  templateId: string;
  senderId?: string;
  apiUrl: string;
  /** The DLT template of a staff invitation (its variable `link`); without it those are not sent. */
  invitationTemplateId?: string;
  fetch?: typeof fetch;
}): SmsSender {
  const call = options.fetch ?? fetch;
  return {
    mode: "msg91",
    async send(sms) {
      const invitation = sms.template === "staff-invitation";
      // A text outside its registered template is blocked by the operators: throw (the job is
      // retried, then kept as failed) rather than send a link in the sign-in code's template.
      if (invitation && !options.invitationTemplateId) {
        throw new Error("MSG91_TEMPLATE_STAFF_INVITATION is not set: staff invitations by SMS cannot be sent");
      }
      const mobiles = sms.to.replace(/^\+/, "");
      const response = await call(`${options.apiUrl}/api/v5/flow`, {
        method: "POST",
        headers: { authkey: options.authKey, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          template_id: invitation ? options.invitationTemplateId : options.templateId,
          ...(options.senderId ? { sender: options.senderId } : {}),
          short_url: "0",
          recipients: [invitation ? { mobiles, link: sms.code } : { mobiles, otp: sms.code }],
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
      if (!response.ok || body.type !== "success") {
        throw new Error(`MSG91 refused the SMS: ${response.status} ${body.message ?? ""}`.trim());
      }
    },
  };
}

export function smsSenderFromConfig(config: Pick<Config, "sms" | "dataDir">): SmsSender {
  const { sms } = config;
  if (sms.provider === "msg91") return msg91Sms(sms);
  return outboxSms(path.join(config.dataDir, "outbox"));
}

/**
 * The `sms.send` job's handler: opens the sealed text and hands it to the provider. A code past
 * its five minutes (an invitation past its seven days) is dropped, not sent: a late SMS with a
 * dead code or link only confuses.
 */
export function smsJob(deps: { sender: SmsSender; secret: string; log: { info(o: object, m: string): void } }) {
  return async (payload: { to: string; sealed: string; expiresAt: string }) => {
    if (Date.parse(payload.expiresAt) <= Date.now()) {
      deps.log.info({ to: payload.to }, "sms dropped: its code expired before it could be sent");
      return;
    }
    const { code, text, template } = JSON.parse(unseal(payload.sealed, deps.secret)) as Omit<Sms, "to">;
    await deps.sender.send({ to: payload.to, code, text, ...(template ? { template } : {}) });
    deps.log.info({ to: payload.to, mode: deps.sender.mode }, "sms sent");
  };
}
