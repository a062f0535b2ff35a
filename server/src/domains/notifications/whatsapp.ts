import { DEFAULT_NOTIFICATION_PREFERENCES, type MessageValues, normaliseIndianMobile } from "@crease/core";
import { valueIn } from "../../i18n";
import { templateMessage, type WhatsAppMessage } from "../../lib/whatsapp";
import type { Recipient } from "./repo";

/**
 * Which approved template each kind of notification goes out with; each goes in the recipient's
 * language (decision 022), so each template is approved in English and Hindi.
 */
export interface WhatsAppTemplates {
  /** notification type → approved template name; a type without one never goes by WhatsApp. */
  templates: Partial<Record<string, string>>;
}

/**
 * The WhatsApp message a notification becomes, or null when it does not go by WhatsApp: the
 * channel is off or has no template for it, the notification carries no template parameters,
 * the account is suspended or did not opt in, or its phone is not an Indian mobile (WhatsApp
 * would refuse it, and no other country is served).
 */
export function whatsappMessageFor(
  whatsapp: WhatsAppTemplates | undefined,
  recipient: Recipient,
  note: { type: string; whatsapp?: MessageValues[string][] | undefined },
): WhatsAppMessage | null {
  const template = whatsapp?.templates[note.type];
  if (!whatsapp || !template || !note.whatsapp) return null;
  if (recipient.status !== "active") return null;
  const prefs = { ...DEFAULT_NOTIFICATION_PREFERENCES, ...(recipient.prefs ?? {}) };
  if (!prefs.whatsappBookings) return null;
  // A player who turned reminders off gets none, by any channel.
  if (note.type === "booking_reminder" && !prefs.reminders) return null;
  const number = recipient.phone ? normaliseIndianMobile(recipient.phone) : null;
  if (!number) return null;
  // In the recipient's language (decision 022): each template is approved in English and Hindi.
  const parameters = note.whatsapp.map((value) => String(valueIn(recipient.language, value)));
  return templateMessage(number, template, recipient.language, [recipient.fullName, ...parameters]);
}
