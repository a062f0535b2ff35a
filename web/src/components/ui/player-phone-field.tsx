import type { ReactNode } from "react";
import { FormField } from "./form-field";
import { Input } from "./input";

/**
 * A player's mobile number typed by someone else (the front desk: a walk-in, credit taken at the
 * counter): not the typist's own number, so the browser offers no autofill.
 */
export function PlayerPhoneField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
}: {
  id: string;
  label: ReactNode;
  hint: ReactNode;
  error?: string;
  value: string;
  onChange: (phone: string) => void;
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="+91 98765 43210"
        value={value}
        maxLength={20}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
