import { Trans, useLingui } from "@lingui/react/macro";
import { Check, Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { useWords } from "@/lib/i18n";
import { addCustomAmenities, COMMON_AMENITIES, customAmenities, hasAmenity, toggleAmenity } from "../lib/amenities";
import { wizardMessage } from "../lib/wizard-messages";

interface AmenitiesPickerProps {
  value: string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  /** The group's error id, for the checkboxes' aria-describedby. */
  describedBy?: string;
}

/** The common amenities as a checklist, plus "add your own" (one name or several, comma-separated). */
export function AmenitiesPicker({ value, onChange, onBlur, describedBy }: AmenitiesPickerProps) {
  const customId = useId();
  const [custom, setCustom] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const own = customAmenities(value);
  const { t, i18n } = useLingui();
  // The checklist's names on screen; the venue keeps core's English name (players see it in their language).
  const words = useWords();
  const label = (name: string) => words.amenity(name);

  const addOwn = () => {
    const result = addCustomAmenities(value, custom);
    setProblem(result.problem);
    if (result.list.length !== value.length) onChange(result.list);
    if (!result.problem) setCustom("");
  };

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {COMMON_AMENITIES.map((name) => {
          const checked = hasAmenity(value, name);
          return (
            <label
              key={name}
              className={cn(
                "relative flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border px-3 py-2 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                checked
                  ? "border-pitch-300 bg-pitch-50 text-pitch-900"
                  : "border-slate-200 bg-white text-slate-700 hover:border-slate-300 hover:bg-slate-50",
              )}
            >
              <input
                type="checkbox"
                className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
                checked={checked}
                onChange={() => onChange(toggleAmenity(value, name))}
                onBlur={onBlur}
                aria-describedby={describedBy}
              />
              <span
                className={cn(
                  "flex size-5 shrink-0 items-center justify-center rounded-md border transition-colors",
                  checked ? "border-pitch-600 bg-pitch-600 text-white" : "border-slate-300 bg-white",
                )}
                aria-hidden="true"
              >
                {checked ? <Check className="size-3.5" strokeWidth={3} /> : null}
              </span>
              {label(name)}
            </label>
          );
        })}
      </div>

      <div>
        <label htmlFor={customId} className="text-sm font-medium text-slate-800">
          <Trans>Add your own</Trans>
        </label>
        <div className="mt-1.5 flex gap-2">
          <Input
            id={customId}
            value={custom}
            placeholder={t`e.g. Bowling machine, Scoreboard`}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${customId}-problem` : undefined}
            onChange={(event) => {
              setCustom(event.target.value);
              setProblem(null);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                addOwn();
              }
            }}
          />
          <Button type="button" variant="secondary" onClick={addOwn} className="shrink-0">
            <Plus aria-hidden="true" />
            <Trans>Add</Trans>
          </Button>
        </div>
        {problem ? (
          <p id={`${customId}-problem`} className="mt-1.5 text-sm font-medium text-red-600">
            {wizardMessage(problem, i18n)}
          </p>
        ) : null}
        {own.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t`Your own amenities`}>
            {own.map((name) => (
              <li
                key={name}
                className="inline-flex items-center gap-1 rounded-full bg-pitch-50 py-1 pr-1 pl-3 text-sm font-medium text-pitch-900 ring-1 ring-pitch-200"
              >
                {name}
                <button
                  type="button"
                  onClick={() => onChange(toggleAmenity(value, name))}
                  className="rounded-full p-1 text-pitch-700 hover:bg-pitch-100 hover:text-pitch-900"
                  aria-label={t`Remove ${name}`}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
