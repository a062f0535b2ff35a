/** The contact inbox: unread first, newest first within each group; replies go by e-mail. */
import type { ContactMessage } from "@crease/core/admin";

export function sortInbox<T extends Pick<ContactMessage, "id" | "readAt" | "createdAt">>(messages: readonly T[]): T[] {
  const byId = new Map<number, T>();
  for (const message of messages) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => {
    const unread = Number(b.readAt === null) - Number(a.readAt === null);
    if (unread !== 0) return unread;
    if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
    return b.id - a.id;
  });
}

/** A mailto: link answering the message, with "Re: subject" and the original quoted. */
export function replyHref(message: Pick<ContactMessage, "email" | "subject" | "message" | "name">): string {
  const subject = /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`;
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const body = `Hi ${message.name.split(" ")[0]},\n\n\n\n${quoted}`;
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The first line of a message, cut to a preview. */
export function messagePreview(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
