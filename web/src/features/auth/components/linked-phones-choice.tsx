import { formatIndianMobile } from "@crease/core/whatsapp";
import { Trans } from "@lingui/react/macro";

/**
 * What a password change or reset shows of the numbers that sign in to the account (issue 44): an
 * intruder who linked their own number keeps signing in by SMS after the password changes unless
 * it goes too, so the form lists them with a choice to remove them.
 */
export function LinkedPhonesChoice({
  phones,
  remove,
  onRemoveChange,
}: {
  phones: readonly string[];
  remove: boolean;
  onRemoveChange: (remove: boolean) => void;
}) {
  if (phones.length === 0) return null;
  const shown = phones.map(formatIndianMobile).join(", ");
  return (
    <div className="space-y-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
      <p>
        <Trans>
          Signs in with a code by SMS: <span className="font-semibold text-slate-900">{shown}</span>
        </Trans>
      </p>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={remove}
          onChange={(event) => onRemoveChange(event.target.checked)}
        />
        <Trans>Remove it: it will no longer sign in to your account</Trans>
      </label>
    </div>
  );
}
