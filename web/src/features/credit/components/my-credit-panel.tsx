import { formatRupees } from "@crease/core/money";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { WalletCards } from "lucide-react";
import { Card } from "@/components/ui/card";
import { EmptyState, ListSkeleton, LoadError } from "@/components/ui/panel-states";
import { useFormat } from "@/lib/format";
import { useMyCredit } from "../api/my-credit";
import { useMyReceipts } from "../api/my-receipts";
import type { CreditAccount } from "../lib/credit-types";
import { CreditEntryRow } from "./credit-entry-row";

/** Entries shown before "Show all": a passbook's last page, not the whole book. */
const RECENT_ENTRIES = 8;

/** A top-up entry's receipt: the receipt of the same owner whose entry has the entry's instant. */
type ReceiptOf = (entry: CreditAccount["entries"][number]) => number | undefined;

function AccountCard({ account, receiptOf }: { account: CreditAccount; receiptOf: ReceiptOf }) {
  const { t } = useLingui();
  const format = useFormat();
  const venues = account.venueNames.join(", ");
  const count = account.venueNames.length;
  const expires = account.expiresAt ? format.instant(account.expiresAt, "day-long-month-year") : null;
  // Newest first, as a passbook's latest page.
  const entries = [...account.entries].sort((a, b) => b.at.localeCompare(a.at));
  const recent = entries.slice(0, RECENT_ENTRIES);
  const older = entries.slice(RECENT_ENTRIES);
  return (
    <Card className="p-5 sm:p-6" data-testid="credit-account">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          {/* An owner with many venues: two lines of names on screen, all of them for a screen reader. */}
          <h3 className="line-clamp-2 font-semibold text-slate-900" title={venues}>
            {venues}
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">
            {count > 2 ? (
              <>
                <Plural value={count} one="# venue" other="# venues" />
                {" · "}
              </>
            ) : null}
            {expires ? <Trans>Expires on {expires}</Trans> : <Trans>Never expires</Trans>}
          </p>
        </div>
        <div className="shrink-0 text-right">
          <p className="text-xs font-medium text-slate-600">
            <Trans>Balance</Trans>
          </p>
          <p className="text-2xl font-extrabold text-pitch-800 tabular-nums" data-testid="credit-account-balance">
            {formatRupees(account.balance)}
          </p>
        </div>
      </div>
      {recent.length > 0 ? (
        <ul className="mt-4 divide-y divide-slate-100 border-t border-slate-100" aria-label={t`Credit history`}>
          {recent.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their order is fixed
            <CreditEntryRow key={`${entry.at}-${index}`} entry={entry} receiptId={receiptOf(entry)} />
          ))}
        </ul>
      ) : null}
      {older.length > 0 ? (
        <details className="mt-2">
          <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700">
            <Trans>Show older entries</Trans>
          </summary>
          <ul className="divide-y divide-slate-100">
            {older.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their order is fixed
              <CreditEntryRow key={`${entry.at}-${index}`} entry={entry} receiptId={receiptOf(entry)} />
            ))}
          </ul>
        </details>
      ) : null}
    </Card>
  );
}

/**
 * The player's "My credit" (docs/product/credit.md): per owner, the venues where it is spent, the
 * balance, when it expires and every entry (top-ups, bonuses, spends, refunds, expiry).
 */
export function MyCreditPanel() {
  const { t } = useLingui();
  const credit = useMyCredit();
  const receipts = useMyReceipts();
  // Receipts are extra: the passbook shows without them, and links them once they arrive.
  const receiptsOf = (ownerId: number): ReceiptOf => {
    const byInstant = new Map(
      (receipts.data ?? []).filter((r) => r.ownerId === ownerId).map((r) => [Date.parse(r.entryAt), r.id]),
    );
    return (entry) =>
      entry.kind === "top_up" || entry.kind === "desk_top_up" ? byInstant.get(Date.parse(entry.at)) : undefined;
  };
  return (
    <section className="space-y-4" aria-labelledby="my-credit-title">
      <div>
        <h2 id="my-credit-title" className="text-lg font-semibold text-slate-900">
          <Trans>My credit</Trans>
        </h2>
        <p className="text-sm text-slate-600">
          <Trans>Credit you topped up at a venue is spent only at that owner's venues.</Trans>
        </p>
      </div>
      {credit.isPending ? (
        <ListSkeleton label={t`Loading your credit`} rows={2} />
      ) : credit.isError ? (
        <LoadError message={t`Couldn't load your credit`} onRetry={() => void credit.refetch()} />
      ) : credit.data.length === 0 ? (
        <EmptyState icon={<WalletCards aria-hidden="true" />} title={t`No venue credit yet`}>
          <Trans>Venues that sell credit show their top-up packs on their page.</Trans>
        </EmptyState>
      ) : (
        credit.data.map((account) => (
          <AccountCard key={account.ownerId} account={account} receiptOf={receiptsOf(account.ownerId)} />
        ))
      )}
    </section>
  );
}
