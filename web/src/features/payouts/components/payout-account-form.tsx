import {
  ACCOUNT_NUMBER_CONFIRM_MESSAGE,
  normalisePayoutAccount,
  PAYOUT_PASSWORD_MESSAGE,
  type PayoutAccount,
  type PayoutAccountFields,
  type PayoutMethod,
  payoutAccountErrors,
} from "@crease/core/payout-accounts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Landmark, Smartphone } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useSavePayoutAccount } from "../api/payout-account";
import { usePayoutAccountMessage } from "../lib/payout-account-messages";

type Field = keyof PayoutAccountFields | "accountNumberAgain" | "password";
type Values = Record<Field, string>;

const EMPTY: Values = {
  holderName: "",
  accountNumber: "",
  accountNumberAgain: "",
  ifsc: "",
  upiId: "",
  pan: "",
  gstin: "",
  password: "",
};

/** The fields this method sends: a bank account's three, or the UPI ID; the PAN and GSTIN either way. */
function fieldsFor(method: PayoutMethod, v: Values): PayoutAccountFields {
  const tax = { pan: v.pan, gstin: v.gstin };
  return method === "bank"
    ? { ...tax, holderName: v.holderName, accountNumber: v.accountNumber, ifsc: v.ifsc }
    : { ...tax, upiId: v.upiId };
}

/**
 * What is wrong before sending: core's one rule (payoutAccountErrors, which the server applies
 * too), the account number typed twice alike, and the password.
 */
function formErrors(method: PayoutMethod, v: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = payoutAccountErrors(fieldsFor(method, v));
  if (method === "bank" && !errors.accountNumber) {
    const [once, again] = [v.accountNumber, v.accountNumberAgain].map(
      (n) => normalisePayoutAccount({ accountNumber: n }).accountNumber,
    );
    if (once !== again) errors.accountNumberAgain = ACCOUNT_NUMBER_CONFIRM_MESSAGE;
  }
  if (!v.password) errors.password = PAYOUT_PASSWORD_MESSAGE;
  return errors;
}

const ORDER: Field[] = [
  "holderName",
  "accountNumber",
  "accountNumberAgain",
  "ifsc",
  "upiId",
  "pan",
  "gstin",
  "password",
];

/**
 * The payout account form (PUT /api/owner/payout-account): bank account or UPI ID, PAN, GSTIN when
 * registered, and the password again. Numbers are never filled in from the saved account: a change
 * is typed whole.
 */
export function PayoutAccountForm({
  current,
  onDone,
}: {
  current: PayoutAccount | null;
  onDone: (saved: PayoutAccount) => void;
}) {
  const { t } = useLingui();
  const say = usePayoutAccountMessage();
  const save = useSavePayoutAccount();
  const id = useId();
  const [method, setMethod] = useState<PayoutMethod>(current?.method ?? "bank");
  const [values, setValues] = useState<Values>({ ...EMPTY, holderName: current?.holderName ?? "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const errorOf = (field: Field) => say(errors[field]);
  const focusFirst = (found: Partial<Record<Field, string>>) => {
    const first = ORDER.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found = formErrors(method, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    const fields = normalisePayoutAccount(fieldsFor(method, values));
    save.mutate(
      { password: values.password, pan: fields.pan ?? "", ...fields },
      {
        onSuccess: onDone,
        onError: (failure) => {
          if (isApiError(failure) && failure.errors) {
            setErrors(failure.errors as Partial<Record<Field, string>>);
            focusFirst(failure.errors as Partial<Record<Field, string>>);
          }
          if (!isApiError(failure) || !failure.errors) {
            setProblem(
              isApiError(failure) && failure.serverMessage
                ? failure.serverMessage
                : t`The payout account could not be saved. Please try again.`,
            );
          }
        },
      },
    );
  };

  const field = (name: Field) => ({ id: `${id}-${name}`, error: errorOf(name) });
  const methods: { value: PayoutMethod; label: string; icon: typeof Landmark }[] = [
    { value: "bank", label: t`Bank account`, icon: Landmark },
    { value: "upi", label: t`UPI ID`, icon: Smartphone },
  ];

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">
          <Trans>Send my payouts to</Trans>
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {methods.map(({ value, label, icon: Icon }) => (
            <label
              key={value}
              className={cn(
                "flex cursor-pointer items-center justify-center gap-2 rounded-xl border px-3 py-2.5 text-sm font-medium",
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                method === value
                  ? "border-brand-500 bg-brand-50 text-brand-800"
                  : "border-slate-200 text-slate-700 hover:bg-slate-50",
              )}
            >
              <input
                type="radio"
                name={`${id}-method`}
                value={value}
                checked={method === value}
                onChange={() => {
                  setMethod(value);
                  setErrors({});
                }}
                className="sr-only"
              />
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      {method === "bank" ? (
        <>
          <FormField {...field("holderName")} label={t`Account holder's name`}>
            <Input value={values.holderName} onChange={set("holderName")} autoComplete="name" maxLength={100} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField {...field("accountNumber")} label={t`Account number`}>
              <Input
                value={values.accountNumber}
                onChange={set("accountNumber")}
                inputMode="numeric"
                autoComplete="off"
                maxLength={24}
              />
            </FormField>
            <FormField {...field("accountNumberAgain")} label={t`Account number again`}>
              <Input
                value={values.accountNumberAgain}
                onChange={set("accountNumberAgain")}
                inputMode="numeric"
                autoComplete="off"
                maxLength={24}
                // Typed, not pasted from the first box: a mistake must be caught twice to slip through.
                onPaste={(event) => event.preventDefault()}
              />
            </FormField>
          </div>
          <FormField {...field("ifsc")} label={t`IFSC`} hint={t`On your cheque book or passbook, like HDFC0001234.`}>
            <Input
              value={values.ifsc}
              onChange={set("ifsc")}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={11}
              className="uppercase"
            />
          </FormField>
        </>
      ) : (
        <FormField {...field("upiId")} label={t`UPI ID`} hint={t`Like name@okhdfcbank, as your UPI app shows it.`}>
          <Input
            value={values.upiId}
            onChange={set("upiId")}
            autoComplete="off"
            autoCapitalize="none"
            maxLength={330}
          />
        </FormField>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field("pan")} label={t`PAN`} hint={t`10 characters, like ABCDE1234F.`}>
          <Input
            value={values.pan}
            onChange={set("pan")}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={10}
            className="uppercase"
          />
        </FormField>
        <FormField {...field("gstin")} label={t`GSTIN (if registered)`}>
          <Input
            value={values.gstin}
            onChange={set("gstin")}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={15}
            className="uppercase"
          />
        </FormField>
      </div>

      <FormField
        {...field("password")}
        label={t`Your Crease password`}
        hint={t`Asked again because this decides where your money goes.`}
      >
        <PasswordInput value={values.password} onChange={set("password")} autoComplete="current-password" />
      </FormField>

      <Alert tone="info">
        <Trans>We will mail you about this change, and your next payout waits 24 hours after it.</Trans>
      </Alert>
      {problem ? <Alert tone="error">{problem}</Alert> : null}

      <DialogFooter>
        <Button type="submit" loading={save.isPending}>
          <Trans>Save payout account</Trans>
        </Button>
      </DialogFooter>
    </form>
  );
}
