import { INDIAN_MOBILE_MESSAGE } from "@crease/core/phone";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";

/**
 * core's account rules (core/src/users.ts, phone.ts) say what is wrong in English, the words the
 * server answers with too. The forms check with the same rules before sending, so their messages
 * are shown here in the language on screen; a message not listed is shown as it came.
 */
const CORE_MESSAGES: Record<string, MessageDescriptor> = {
  [INDIAN_MOBILE_MESSAGE]: msg`Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91`,
  "Enter your email": msg`Enter your email`,
  "Email address is too long": msg`Email address is too long`,
  "Enter a valid email address, like name@example.com": msg`Enter a valid email address, like name@example.com`,
  "Please enter a valid email address": msg`Please enter a valid email address`,
  "Password is required": msg`Password is required`,
  "Password is too long": msg`Password is too long`,
  "Password must be at most 128 characters": msg`Password must be at most 128 characters`,
  "Password must be at least 6 characters": msg`Password must be at least 6 characters`,
  "Password must be at least 6 characters long": msg`Password must be at least 6 characters long`,
  "Passwords do not match": msg`Passwords do not match`,
  "Current password is required": msg`Current password is required`,
  "Enter your mobile number": msg`Enter your mobile number`,
  "Full name is required": msg`Full name is required`,
  "Full name must be at most 100 characters": msg`Full name must be at most 100 characters`,
  "Role must be player or owner": msg`Role must be player or owner`,
  "No reset token found in URL": msg`No reset token found in URL`,
  "Invalid or expired token": msg`Invalid or expired token`,
};

/** `say(message)`: core's English message in the language on screen. */
export function useCoreMessage() {
  const { i18n } = useLingui();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return message;
      const descriptor = CORE_MESSAGES[message];
      return descriptor ? i18n._(descriptor) : message;
    },
    [i18n],
  );
}
