import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Camera } from "lucide-react";

/**
 * What the admin checks in a venue's photos before approving it (issue 46: screenshots of the app
 * were approved as a venue's photos). Each item is ticked by hand; Approve waits for all of them.
 */
export const PHOTO_CHECKS = [
  msg`Real photos of this venue: its pitch, nets or ground and its facilities`,
  msg`No screenshots of an app, a website or a map`,
  msg`No text, logos, prices or phone numbers laid over a photo`,
  msg`No close-ups of people's faces`,
  msg`Clear enough to judge: not blurred, dark or tiny`,
] as const;

/** A fresh checklist: nothing ticked. */
export const uncheckedPhotos = (): boolean[] => PHOTO_CHECKS.map(() => false);

/** The photo checklist; `flagged` is how many photos looked like screenshots at upload. */
export function PhotoChecklist({
  checked,
  onChange,
  flagged,
}: {
  checked: boolean[];
  onChange: (checked: boolean[]) => void;
  flagged: number;
}) {
  const { i18n } = useLingui();
  const done = checked.every(Boolean);
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <legend className="flex items-center gap-1.5 px-1 text-sm font-semibold text-slate-900">
        <Camera className="size-4 text-brand-600" aria-hidden="true" />
        <Trans>Before approving, check the photos</Trans>
      </legend>
      {flagged > 0 ? (
        <p className="mt-1 text-sm font-medium text-amber-800">
          <Plural
            value={flagged}
            one="# photo looks like a screenshot: it is marked above."
            other="# photos look like screenshots: they are marked above."
          />
        </p>
      ) : null}
      <ul className="mt-2 space-y-1.5">
        {PHOTO_CHECKS.map((check, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <li key={index}>
            <label className="flex cursor-pointer items-start gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
                checked={checked[index] ?? false}
                onChange={(event) => onChange(checked.map((value, i) => (i === index ? event.target.checked : value)))}
              />
              {i18n._(check)}
            </label>
          </li>
        ))}
      </ul>
      {done ? null : (
        <p className="mt-2 text-xs text-slate-500">
          <Trans>Approve is enabled once every box is ticked.</Trans>
        </p>
      )}
    </fieldset>
  );
}
