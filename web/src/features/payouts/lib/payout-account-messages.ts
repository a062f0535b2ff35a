import {
  ACCOUNT_NUMBER_CONFIRM_MESSAGE,
  ACCOUNT_NUMBER_MESSAGE,
  BANK_OR_UPI_MESSAGE,
  GSTIN_CHECK_MESSAGE,
  GSTIN_MESSAGE,
  GSTIN_PAN_MESSAGE,
  GSTIN_STATE_MESSAGE,
  HOLDER_NAME_MESSAGE,
  IFSC_MESSAGE,
  NOT_BOTH_MESSAGE,
  PAN_MESSAGE,
  PAYOUT_PASSWORD_MESSAGE,
  UPI_ID_MESSAGE,
} from "@crease/core/payout-accounts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";

/**
 * core's payout account rule (core/src/payout-accounts.ts) says what is wrong in English, the words
 * the server answers with too; the form checks with the same function before sending, so its
 * messages are shown here in the language on screen. A message not listed (the server's, already
 * in the reader's language) is shown as it came.
 */
const MESSAGES: Record<string, MessageDescriptor> = {
  [HOLDER_NAME_MESSAGE]: msg`Enter the account holder's name as the bank has it`,
  [ACCOUNT_NUMBER_MESSAGE]: msg`Enter the account number: 9 to 18 digits`,
  [ACCOUNT_NUMBER_CONFIRM_MESSAGE]: msg`The two account numbers do not match`,
  [IFSC_MESSAGE]: msg`Enter the IFSC: 4 letters, then 0, then 6 letters or digits, like HDFC0001234`,
  [UPI_ID_MESSAGE]: msg`Enter a UPI ID like name@okhdfcbank`,
  [PAN_MESSAGE]: msg`Enter the PAN: 10 characters like ABCDE1234F`,
  [GSTIN_MESSAGE]: msg`Enter the GSTIN: 15 characters like 27ABCDE1234F1Z5`,
  [GSTIN_STATE_MESSAGE]: msg`A GSTIN starts with a state code from 01 to 38`,
  [GSTIN_PAN_MESSAGE]: msg`The PAN inside the GSTIN (its characters 3 to 12) must be the PAN given`,
  [GSTIN_CHECK_MESSAGE]: msg`This GSTIN's last character does not match the rest: check it for a typing mistake`,
  [BANK_OR_UPI_MESSAGE]: msg`Give a bank account (holder, account number and IFSC) or a UPI ID`,
  [NOT_BOTH_MESSAGE]: msg`Give a bank account or a UPI ID, not both`,
  [PAYOUT_PASSWORD_MESSAGE]: msg`Enter your password to save the payout account`,
};

/** `say(message)`: core's English message in the language on screen. */
export function usePayoutAccountMessage() {
  const { i18n } = useLingui();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return message;
      const descriptor = MESSAGES[message];
      return descriptor ? i18n._(descriptor) : message;
    },
    [i18n],
  );
}
