import { formatIndianMobile, isLanguage, type Language, type MessageText } from "@crease/core";
import type { Db } from "../../db/client";
import { translate } from "../../i18n";
import type { Mailer } from "../../lib/mail";
import { authRepo } from "./repo";

/** The job that tells an account, by mail, that a number now signs in to it. */
export const PHONE_LINKED_MAIL_JOB = "auth.phone-linked-mail";
/** The job that tells an account, by mail, that its password was changed or reset. */
export const PASSWORD_CHANGED_MAIL_JOB = "auth.password-changed-mail";

/**
 * A change of how an account signs in is mailed to the account (issue 44), in its language, with
 * the way back: a reset ends every session, and can remove the number that signs in.
 */
export function signInMails(deps: { db: Db; mailer: Mailer; appUrl: string }) {
  async function send(userId: number, subject: string, lines: (say: (text: MessageText) => string) => string[]) {
    const row = await authRepo(deps.db).findUserById(userId);
    if (!row?.email) return;
    const language: Language = isLanguage(row.language) ? row.language : "en";
    const say = (text: MessageText) => translate(language, text);
    await deps.mailer.send({
      to: row.email,
      subject: say(subject),
      text: [
        say({ message: "Hi {name},", values: { name: row.fullName } }),
        "",
        ...lines(say),
        say(
          "If this was not you, reset your password now: the reset signs every device out and lets you remove the number.",
        ),
        "",
        `${deps.appUrl}/forgot-password`,
        "",
        "\u2014 Crease",
      ].join("\n"),
    });
  }

  return {
    sendPhoneLinked: (payload: { userId: number; phone: string; linkedAt: string }) =>
      send(payload.userId, "A mobile number now signs in to your Crease account", (say) => [
        say({
          message:
            "The mobile number {phone} was linked to your Crease account at {when}. It can now sign in with a code sent to it.",
          values: { phone: formatIndianMobile(payload.phone), when: { at: payload.linkedAt } },
        }),
      ]),

    sendPasswordChanged: (payload: { userId: number; changedAt: string; phoneRemoved: boolean }) =>
      send(payload.userId, "Your Crease password was changed", (say) => [
        say({
          message: "The password of your Crease account was changed at {when}. Other devices were signed out.",
          values: { when: { at: payload.changedAt } },
        }),
        ...(payload.phoneRemoved ? [say("The mobile number that signed in to your account was removed.")] : []),
      ]),
  };
}
