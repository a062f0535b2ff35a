import { formatPaise } from "@crease/core/money";
import { Trans } from "@lingui/react/macro";
import type { CreditPack } from "../lib/credit-types";
import { packBonus } from "../lib/packs";

/** "+₹200 (10%)" beside a pack, or "No bonus" when it gives what it costs. */
export function PackBonus({ pack }: { pack: CreditPack }) {
  const bonus = packBonus(pack);
  if (bonus.paise <= 0) {
    return (
      <span className="text-sm text-slate-500">
        <Trans>No bonus</Trans>
      </span>
    );
  }
  const amount = formatPaise(bonus.paise);
  const percent = bonus.percent;
  return (
    <span className="inline-flex items-center rounded-full bg-pitch-50 px-2.5 py-0.5 text-sm font-semibold text-pitch-800 ring-1 ring-pitch-200">
      <Trans>
        +{amount} ({percent}%)
      </Trans>
    </span>
  );
}
